import { describe, expect, it } from 'vitest';
import { type ProductPurchases, repurchaseSuggestions } from './repurchase';

const bought = (overrides: Partial<ProductPurchases> & { code: string }): ProductPurchases => ({
  productKiotvietId: 1,
  name: overrides.code,
  purchaseCount: 3,
  firstPurchaseDate: '2026-01-01',
  lastPurchaseDate: '2026-03-02',
  lastOrderId: '00000000-0000-4000-8000-000000000001',
  lastOrderCode: 'HD000001',
  totalQuantity: 6,
  suggestionDays: 0,
  currentStock: 10,
  ...overrides,
});

describe('repurchaseSuggestions', () => {
  const today = '2026-03-16';

  it.each([
    // 3 purchases over 60 days: every 30 days; last on 02/03 → due 01/04, not yet.
    [
      bought({ code: 'A' }),
      { averageInterval: 30, dueDate: '2026-04-01', isDue: false, daysUntilDue: 16, suggestedQuantity: 2 },
    ],
    // The product's suggestion days (7) win over the customer's rhythm: due 09/03, so due today.
    [
      bought({ code: 'B', suggestionDays: 7 }),
      { averageInterval: 30, dueDate: '2026-03-09', isDue: true, daysUntilDue: -7 },
    ],
    // Two purchases 16 days apart: due two days from now; 14 days apart: due two days ago.
    [
      bought({
        code: 'C',
        firstPurchaseDate: '2026-02-14',
        lastPurchaseDate: '2026-03-02',
        purchaseCount: 2,
      }),
      { averageInterval: 16, dueDate: '2026-03-18', isDue: false, daysUntilDue: 2 },
    ],
    [
      bought({
        code: 'D',
        firstPurchaseDate: '2026-02-14',
        lastPurchaseDate: '2026-02-28',
        purchaseCount: 2,
      }),
      { averageInterval: 14, dueDate: '2026-03-14', isDue: true, daysUntilDue: -2 },
    ],
    // Due on the day itself: due, with no day left and none overdue.
    [
      bought({
        code: 'T',
        firstPurchaseDate: '2026-02-14',
        lastPurchaseDate: '2026-03-01',
        purchaseCount: 2,
      }),
      { averageInterval: 15, dueDate: '2026-03-16', isDue: true, daysUntilDue: 0 },
    ],
    // Across the turn of a month and a leap-free February: calendar days, not 24-hour spans.
    [
      bought({
        code: 'M',
        firstPurchaseDate: '2026-01-31',
        lastPurchaseDate: '2026-02-28',
        purchaseCount: 2,
      }),
      { averageInterval: 28, dueDate: '2026-03-28', isDue: false, daysUntilDue: 12 },
    ],
    // 7 units over 2 purchases: 3.5 a time, suggested 4 (rounded up).
    [bought({ code: 'E', purchaseCount: 2, totalQuantity: 7 }), { suggestedQuantity: 4 }],
    // Fractions of a unit round up to a whole one; 3 units over 3 purchases is exactly 1.
    [bought({ code: 'F', totalQuantity: 3 }), { suggestedQuantity: 1 }],
    [bought({ code: 'G', totalQuantity: 0.5, purchaseCount: 2 }), { suggestedQuantity: 1 }],
  ])('%j', (product, expected) => {
    expect(repurchaseSuggestions([product], today, 10)[0]).toMatchObject(expected);
  });

  it('leaves out products bought once, puts due ones first, then by due date, and keeps the limit', () => {
    const result = repurchaseSuggestions(
      [
        bought({ code: 'ONCE', purchaseCount: 1 }),
        bought({ code: 'LATER', lastPurchaseDate: '2026-03-10' }),
        bought({ code: 'SOON', lastPurchaseDate: '2026-03-01' }),
        bought({ code: 'OVERDUE', lastPurchaseDate: '2026-01-20' }),
        bought({ code: 'DUE', lastPurchaseDate: '2026-02-14' }),
      ],
      today,
      3,
    );
    // Most urgent first: the longest overdue, then the others due, then the soonest due.
    expect(result.map((row) => [row.code, row.isDue, row.daysUntilDue])).toEqual([
      ['OVERDUE', true, -45],
      ['DUE', true, -8],
      ['SOON', false, 15],
    ]);
  });
});
