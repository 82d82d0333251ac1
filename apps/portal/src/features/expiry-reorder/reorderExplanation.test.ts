import { describe, expect, it } from 'vitest';
import { explanationParts } from './reorderExplanation';
import { storySuggestion } from './reorderStoryApi';

describe('why a suggestion is what it is', () => {
  it('the documented example: sales, usable (and expiring), coming, lead time, cover → order', () => {
    expect(explanationParts(storySuggestion('SP1', 'A'))).toEqual({
      parts: [
        { key: 'sold', rate: 4.2 },
        { key: 'usableExpiring', usable: 36, expiring: 12 },
        { key: 'onOrder', count: 20 },
        { key: 'lead', days: 5 },
        { key: 'cover', days: 30 },
      ],
      result: { key: 'order', quantity: 91 },
    });
  });

  it.each([
    [
      'not sold, nothing expiring or coming, the default lead time, KiotViet’s levels',
      {
        units_sold: 0,
        daily_sales: 0,
        expiring_unsold: 0,
        on_order: 0,
        lead_from_history: false,
        lead_days: 7,
        min_quantity: 30,
        max_quantity: 120,
        sales_window: 56,
        usable: 4,
        suggested_quantity: 26,
      },
      [
        { key: 'notSold', days: 56 },
        { key: 'usable', usable: 4 },
        { key: 'leadDefault', days: 7 },
        { key: 'cover', days: 30 },
        { key: 'min', count: 30 },
        { key: 'max', count: 120 },
      ],
      { key: 'order', quantity: 26 },
    ],
    [
      'enough stock: nothing to order',
      { on_order: 0, expiring_unsold: 0, usable: 500, suggested_quantity: 0 },
      [
        { key: 'sold', rate: 4.2 },
        { key: 'usable', usable: 500 },
        { key: 'lead', days: 5 },
        { key: 'cover', days: 30 },
      ],
      { key: 'nothing' },
    ],
    [
      'ordered in boxes: the count of boxes and the base units they hold',
      {
        product: { id: 'p', code: 'SP3', name: 'C', unit: 'Viên' },
        on_order: 0,
        expiring_unsold: 0,
        usable: 20,
        suggested_quantity: 300,
        order_unit: { code: 'SP3-H', unit: 'Hộp', conversion: 100, count: 3 },
      },
      [
        { key: 'sold', rate: 4.2 },
        { key: 'usable', usable: 20 },
        { key: 'lead', days: 5 },
        { key: 'cover', days: 30 },
      ],
      { key: 'orderInUnit', count: 3, unit: 'Hộp', quantity: 300, base: 'Viên' },
    ],
  ] as const)('%s', (_name, patch, parts, result) => {
    expect(explanationParts(storySuggestion('SP2', 'B', patch))).toEqual({ parts, result });
  });
});
