import type { PurchaseOrder, PurchaseOrderSummary } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import {
  checkReceipt,
  draftFromOrder,
  firstErrorField,
  isShort,
  type LineDraft,
  type ReceiptMessages,
  receiptBody,
  receiptChanged,
  receivedOf,
} from './receiptForm';
import { storyOrderDetail, storyOrderRows } from './storyOrders';

const messages: ReceiptMessages = {
  aboveShipped: (shipped) => `above ${shipped}`,
  reasonRequired: 'reason',
  batchRequired: 'batch',
  expiryInvalid: 'expiry',
};

const row = (n: number) => storyOrderRows[n - 1] as PurchaseOrderSummary;

const line = (patch: Partial<LineDraft> = {}): LineDraft => ({
  itemId: 'i1',
  product: 'Paracetamol',
  code: 'SP1',
  ordered: 10,
  shipped: 10,
  lots: [{ key: 'a', batch: 'L1', expiry: '2027-01-31', quantity: 10 }],
  reason: null,
  ...patch,
});

describe('draftFromOrder', () => {
  it('starts a shipped order from its shipped batches, as shipped', () => {
    const order = storyOrderDetail(row(4));
    const [first] = draftFromOrder(order);
    expect(first).toMatchObject({
      product: order.items[0]?.product_name,
      ordered: 50,
      shipped: 50,
      reason: null,
      lots: [
        { batch: 'PA2509', expiry: '2027-11-30', quantity: 30 },
        { batch: 'PA2510', expiry: '2028-01-31', quantity: 20 },
      ],
    });
  });

  it('starts an internal order received before shipping from each line’s own lot in full', () => {
    const order: PurchaseOrder = {
      ...storyOrderDetail(row(3)),
      receivable: true,
      receipt_skipped_steps: ['shipped'],
    };
    expect(draftFromOrder(order)[0]).toMatchObject({
      shipped: 50,
      lots: [{ batch: 'PA2509', expiry: '2027-11-30', quantity: 50 }],
    });
  });
});

describe('checkReceipt', () => {
  it.each<[string, LineDraft[], Record<string, string>]>([
    ['everything as shipped', [line()], {}],
    [
      'a short line with its reason',
      [line({ lots: [{ key: 'a', batch: 'L1', expiry: null, quantity: 7 }], reason: 'damaged' })],
      {},
    ],
    [
      'a short line without one',
      [line({ lots: [{ key: 'a', batch: 'L1', expiry: null, quantity: 7 }] })],
      { 'lines.0.shortfall_reason': 'reason' },
    ],
    [
      'an emptied quantity counts as 0, which is short',
      [line({ lots: [{ key: 'a', batch: 'L1', expiry: null, quantity: null }] })],
      { 'lines.0.shortfall_reason': 'reason' },
    ],
    [
      'more than shipped, at the lot that passes it',
      [
        line({
          lots: [
            { key: 'a', batch: 'L1', expiry: null, quantity: 8 },
            { key: 'b', batch: 'L2', expiry: null, quantity: 3, added: true },
          ],
        }),
      ],
      { 'lines.0.lots.1.quantity_received': 'above 10' },
    ],
    [
      'a lot that brings something needs a number; an empty added row does not',
      [
        line({
          lots: [
            { key: 'a', batch: ' ', expiry: null, quantity: 10 },
            { key: 'b', batch: '', expiry: null, quantity: 0, added: true },
          ],
        }),
      ],
      { 'lines.0.lots.0.batch_number': 'batch' },
    ],
    [
      'an expiry typed that is not a day',
      [line({ lots: [{ key: 'a', batch: 'L1', expiry: null, quantity: 10, expiryUnreadable: true }] })],
      { 'lines.0.lots.0.expiry_date': 'expiry' },
    ],
    ['a line that shipped nothing', [line({ shipped: 0, lots: [] })], {}],
    [
      'errors keyed by the line they belong to',
      [line(), line({ itemId: 'i2', lots: [{ key: 'c', batch: 'L3', expiry: null, quantity: 1 }] })],
      { 'lines.1.shortfall_reason': 'reason' },
    ],
  ])('%s', (_case, lines, errors) => {
    expect(checkReceipt(lines, messages)).toEqual(errors);
  });
});

describe('receiptBody', () => {
  it('sends every line with its lots trimmed, and a reason only where it is short', () => {
    const lines = [
      line({ lots: [{ key: 'a', batch: ' L1 ', expiry: '2027-01-31', quantity: 10 }], reason: 'short' }),
      line({
        itemId: 'i2',
        lots: [{ key: 'b', batch: 'L2', expiry: null, quantity: null }],
        reason: 'returned',
      }),
    ];
    expect(lines.map(receivedOf)).toEqual([10, 0]);
    expect(lines.map(isShort)).toEqual([false, true]);
    expect(receiptBody(lines, '2026-05-10')).toEqual({
      actual_delivery_date: '2026-05-10',
      lines: [
        {
          item_id: 'i1',
          lots: [{ batch_number: 'L1', expiry_date: '2027-01-31', quantity_received: 10 }],
          shortfall_reason: null,
        },
        {
          item_id: 'i2',
          lots: [{ batch_number: 'L2', expiry_date: null, quantity_received: 0 }],
          shortfall_reason: 'returned',
        },
      ],
    });
  });
});

describe('firstErrorField', () => {
  it('follows the form: line by line, a lot’s number before its quantity, the reason last', () => {
    const lines = [line(), line({ itemId: 'i2' })];
    expect(
      firstErrorField(lines, {
        'lines.1.lots.0.batch_number': 'x',
        'lines.0.shortfall_reason': 'y',
        'lines.0.lots.0.quantity_received': 'z',
      }),
    ).toBe('lines.0.lots.0.quantity_received');
    expect(firstErrorField(lines, {})).toBeUndefined();
  });
});

describe('receiptChanged', () => {
  const start = [line()];
  it.each<[string, LineDraft[], boolean]>([
    ['as it started', [line()], false],
    [
      'a quantity changed',
      [line({ lots: [{ key: 'a', batch: 'L1', expiry: '2027-01-31', quantity: 9 }] })],
      true,
    ],
    [
      'a lot number corrected',
      [line({ lots: [{ key: 'a', batch: 'L1B', expiry: '2027-01-31', quantity: 10 }] })],
      true,
    ],
    ['an expiry cleared', [line({ lots: [{ key: 'a', batch: 'L1', expiry: null, quantity: 10 }] })], true],
    [
      'a lot added',
      [line({ lots: [...line().lots, { key: 'b', batch: '', expiry: null, quantity: 0, added: true }] })],
      true,
    ],
    ['a reason chosen', [line({ reason: 'short' })], true],
    [
      'a quantity changed and changed back',
      [line({ lots: [{ key: 'a', batch: 'L1', expiry: '2027-01-31', quantity: 10 }] })],
      false,
    ],
  ])('%s', (_case, current, changed) => {
    expect(receiptChanged(start, current)).toBe(changed);
  });
});
