import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  combinedLevels,
  type InvoiceLine,
  reorderLine,
  reorderQuantity,
  type SuggestionInput,
  salesVelocity,
  stockOutlook,
  suggestInUnits,
  supplierLeadTime,
} from './reorder';

const today = '2026-11-27';
const RUNS = { numRuns: 1_000 };

describe('salesVelocity', () => {
  const line = (daysAgo: number, quantity: number, completed = true): InvoiceLine => ({
    soldOn: addDays(today, -daysAgo),
    quantity,
    completed,
  });
  it.each([
    ['nothing sold', [], 28, 0],
    ['the window’s first day counts, today does not', [line(28, 14), line(0, 100)], 28, 0.5],
    ['a day before the window does not count', [line(29, 14), line(1, 28)], 28, 1],
    ['only completed invoices', [line(3, 56), line(3, 500, false)], 56, 1],
    ['returns take back, never below zero', [line(5, 2), line(4, -10)], 91, 0],
    ['a longer window evens out', [line(1, 91), line(80, 91)], 91, 2],
  ] as const)('%s', (_name, lines, window, expected) => {
    expect(salesVelocity(lines, today, window)).toBeCloseTo(expected, 9);
  });
});

describe('stockOutlook', () => {
  const lot = (id: string, days: number | null, onHand: number) => ({
    id,
    expiryDate: days === null ? null : addDays(today, days),
    onHand,
  });
  it.each([
    ['no lots', [], 3, { usable: 0, unsold: 0, perLot: [] }],
    [
      'an expired lot is never usable',
      [lot('old', -1, 10)],
      5,
      { usable: 0, unsold: 10, perLot: [['old', 0]] },
    ],
    [
      'expiring today: one selling day',
      [lot('today', 0, 10)],
      4,
      { usable: 4, unsold: 6, perLot: [['today', 4]] },
    ],
    [
      'older lots sell first; the next lot gets what time is left',
      [lot('b', 9, 30), lot('a', 4, 12)],
      2,
      // By day 4: 10 sold from a (2 expire); by day 9: 20 in all, so 10 from b (20 expire).
      {
        usable: 20,
        unsold: 22,
        perLot: [
          ['a', 10],
          ['b', 10],
        ],
      },
    ],
    [
      'no sales: every dated lot expires unsold, undated stock stays usable',
      [lot('dated', 100, 8), lot('undated', null, 5)],
      0,
      {
        usable: 5,
        unsold: 8,
        perLot: [
          ['dated', 0],
          ['undated', 5],
        ],
      },
    ],
    [
      'fast sales: everything usable',
      [lot('x', 30, 50), lot('y', 60, 50)],
      10,
      {
        usable: 100,
        unsold: 0,
        perLot: [
          ['x', 50],
          ['y', 50],
        ],
      },
    ],
  ] as const)('%s', (_name, lots, velocity, expected) => {
    const outlook = stockOutlook(lots, velocity, today);
    expect(outlook.usable).toBe(expected.usable);
    expect(outlook.unsoldAtExpiry).toBe(expected.unsold);
    expect(outlook.lots.map((entry) => [entry.lot.id, entry.sellable])).toEqual(expected.perLot);
  });
});

describe('supplierLeadTime', () => {
  const order = (ordered: string, days: number) => ({
    orderedOn: ordered,
    deliveredOn: addDays(ordered, days),
  });
  it.each([
    ['no delivered order: the default', [], 7, { days: 7, fromHistory: false, orders: 0 }],
    ['one order', [order('2026-10-01', 3)], 7, { days: 3, fromHistory: true, orders: 1 }],
    [
      'the median, not the mean',
      [order('2026-10-01', 2), order('2026-10-05', 3), order('2026-09-01', 30)],
      7,
      { days: 3, fromHistory: true, orders: 3 },
    ],
    [
      'an even count rounds a half day up',
      [order('2026-10-01', 2), order('2026-10-05', 5)],
      7,
      { days: 4, fromHistory: true, orders: 2 },
    ],
    [
      'a delivery dated before its order counts as 0 days',
      [order('2026-10-05', -2)],
      7,
      { days: 0, fromHistory: true, orders: 1 },
    ],
  ] as const)('%s', (_name, orders, fallback, expected) => {
    expect(supplierLeadTime(orders, fallback)).toEqual(expected);
  });
});

describe('reorderQuantity', () => {
  const base: SuggestionInput = { velocity: 4.2, leadDays: 5, coverDays: 30, usable: 36, onOrder: 20 };
  it.each([
    // 4.2 × 35 = 147; − 36 − 20 = 91.
    ['the issue’s example', base, 91],
    ['enough on hand: nothing', { ...base, usable: 500 }, 0],
    ['raised to the minimum level', { ...base, velocity: 0, min: 100 }, 44],
    ['capped at the maximum level', { ...base, max: 120 }, 64],
    ['rounded up to the unit', { ...base, unit: 10 }, 100],
    ['rounded down when up would pass the maximum', { ...base, unit: 10, max: 120 }, 60],
    ['no sales and no minimum: nothing', { ...base, velocity: 0 }, 0],
    ['a maximum below the stock: nothing', { ...base, max: 10 }, 0],
  ] as const)('%s', (_name, input, expected) => {
    expect(reorderQuantity(input)).toBe(expected);
  });
});

describe('combinedLevels', () => {
  const level = (minQuantity: number, maxQuantity: number) => ({ minQuantity, maxQuantity });
  it.each([
    ['no branch figures: none', [], { min: null, max: null }],
    ['one branch with both', [level(20, 100)], { min: 20, max: 100 }],
    ['0 is "not set"', [level(0, 0)], { min: null, max: null }],
    ['minimums add up over the branches that set one', [level(10, 50), level(0, 40)], { min: 10, max: 90 }],
    ['a branch without a maximum lifts the cap', [level(10, 50), level(5, 0)], { min: 15, max: null }],
  ] as const)('%s', (_name, levels, expected) => {
    expect(combinedLevels(levels)).toEqual(expected);
  });
});

describe('reorderLine', () => {
  const lead = { days: 5, fromHistory: true, orders: 3 };
  const base = {
    unitsSold: 117.6,
    window: 28 as const,
    lots: [
      { expiryDate: addDays(today, 400), onHand: 36 },
      { expiryDate: addDays(today, -3), onHand: 9 },
    ],
    today,
    lead,
    suggestionDays: 0,
    defaultCoverDays: 30,
    onOrder: 20,
    min: null,
    max: null,
  };
  it.each([
    [
      'the documented example: 4.2 a day, 36 usable, 20 on order, 5 + 30 days',
      base,
      { dailySales: 4.2, onHand: 36, usable: 36, expiringUnsold: 0, coverDays: 30, suggested: 91 },
    ],
    [
      'a lot that expires before it can be sold is on hand but not usable',
      { ...base, lots: [...base.lots, { expiryDate: addDays(today, 2), onHand: 25 }] },
      // 3 selling days at 4.2: 12 of the 25 sell, 13 expire unsold.
      { dailySales: 4.2, onHand: 61, usable: 48, expiringUnsold: 13, coverDays: 30, suggested: 79 },
    ],
    [
      'the product’s suggestion days are its cover',
      { ...base, suggestionDays: 10 },
      { dailySales: 4.2, onHand: 36, usable: 36, expiringUnsold: 0, coverDays: 10, suggested: 7 },
    ],
    [
      'no sales: stock still good when the cover ends counts, and only a minimum level asks for more',
      { ...base, unitsSold: 0, min: 60, onOrder: 0 },
      { dailySales: 0, onHand: 36, usable: 36, expiringUnsold: 0, coverDays: 30, suggested: 24 },
    ],
    [
      'no sales: a lot that expires before the cover ends is lost',
      { ...base, unitsSold: 0, min: 60, onOrder: 0, lots: [{ expiryDate: addDays(today, 20), onHand: 36 }] },
      { dailySales: 0, onHand: 36, usable: 0, expiringUnsold: 36, coverDays: 30, suggested: 60 },
    ],
    [
      'a lot expiring after the cover ends counts in full, even if it would not all sell by then',
      { ...base, unitsSold: 28, lots: [{ expiryDate: addDays(today, 40), onHand: 100 }], onOrder: 0 },
      // 1 a day over 5 + 30 days: 35 wanted, 100 good until day 40.
      { dailySales: 1, onHand: 100, usable: 100, expiringUnsold: 0, coverDays: 30, suggested: 0 },
    ],
  ] as const)('%s', (_name, input, expected) => {
    const line = reorderLine(input);
    expect({
      dailySales: line.dailySales,
      onHand: line.onHand,
      usable: line.usable,
      expiringUnsold: line.expiringUnsold,
      coverDays: line.coverDays,
      suggested: line.suggested,
    }).toEqual({ ...expected, dailySales: expect.closeTo(expected.dailySales, 9) });
  });

  it('says whether the cover is the product’s own and what stock it aims for', () => {
    const line = reorderLine({ ...base, suggestionDays: 14, max: 50 });
    expect(line.coverFromProduct).toBe(true);
    // 4.2 × 19 = 79.8, capped at 50.
    expect(line.target).toBe(50);
    expect(reorderLine(base).coverFromProduct).toBe(false);
  });

  it('orders in the product’s largest unit that keeps within the maximum, its base unit without units', () => {
    const box = { code: 'P-HOP', unit: 'Hộp', conversion: 100 };
    const blister = { code: 'P-VI', unit: 'Vỉ', conversion: 10 };
    // 91 missing: one box of 100.
    const boxed = reorderLine({ ...base, units: [blister, box], baseUnit: 'Viên' });
    expect(boxed.order).toEqual({ quantity: 100, unit: box, count: 1 });
    expect(boxed.suggested).toBe(100);
    // A maximum of 146: 90 missing; 36 + 20 + 100 would pass it, 36 + 20 + 90 (9 blisters) does not.
    const capped = reorderLine({ ...base, max: 146, units: [blister, box], baseUnit: 'Viên' });
    expect(capped.order).toEqual({ quantity: 90, unit: blister, count: 9 });
    expect(reorderLine({ ...base, baseUnit: 'Viên' }).order).toEqual({
      quantity: 91,
      unit: { code: null, unit: 'Viên', conversion: 1 },
      count: 91,
    });
  });
});

const dayOffset = fc.integer({ min: -30, max: 400 });
const lotArb = fc.record({
  expiryDate: fc.option(
    dayOffset.map((days) => addDays(today, days)),
    { nil: null },
  ),
  onHand: fc.integer({ min: 0, max: 5_000 }),
});
const velocityArb = fc.double({ min: 0, max: 200, noNaN: true });

describe('properties (fast-check, 1,000 runs each)', () => {
  it('usable stock never exceeds on hand, and usable + unsold is on hand', () => {
    fc.assert(
      fc.property(fc.array(lotArb, { maxLength: 12 }), velocityArb, (lots, velocity) => {
        const outlook = stockOutlook(lots, velocity, today);
        const onHand = lots.reduce((sum, lot) => sum + lot.onHand, 0);
        expect(outlook.usable).toBeLessThanOrEqual(onHand);
        expect(outlook.usable + outlook.unsoldAtExpiry).toBe(onHand);
      }),
      RUNS,
    );
  });

  it('never counts stock that expires before it can be sold', () => {
    fc.assert(
      fc.property(fc.array(lotArb, { maxLength: 12 }), velocityArb, (lots, velocity) => {
        let counted = 0;
        for (const entry of stockOutlook(lots, velocity, today).lots) {
          counted += entry.sellable;
          if (entry.lot.expiryDate === null) continue;
          // Everything counted up to this lot can be sold by its expiry day.
          const days = Math.max(0, (Date.parse(entry.lot.expiryDate) - Date.parse(today)) / 86_400_000 + 1);
          expect(counted).toBeLessThanOrEqual(velocity * days + 1e-6);
        }
      }),
      RUNS,
    );
  });

  it('more sales never make less stock usable', () => {
    fc.assert(
      fc.property(fc.array(lotArb, { maxLength: 12 }), velocityArb, velocityArb, (lots, a, b) => {
        const [slow, fast] = a <= b ? [a, b] : [b, a];
        expect(stockOutlook(lots, fast, today).usable).toBeGreaterThanOrEqual(
          stockOutlook(lots, slow, today).usable,
        );
      }),
      RUNS,
    );
  });

  it('the lead time is a delivered order’s days, or the default without any', () => {
    const orderArb = fc.record({
      from: fc.integer({ min: 0, max: 300 }),
      days: fc.integer({ min: 0, max: 60 }),
    });
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 20 }), fc.integer({ min: 0, max: 60 }), (raw, fallback) => {
        const orders = raw.map(({ from, days }) => {
          const orderedOn = addDays('2026-01-01', from);
          return { orderedOn, deliveredOn: addDays(orderedOn, days) };
        });
        const lead = supplierLeadTime(orders, fallback);
        if (raw.length === 0) expect(lead).toEqual({ days: fallback, fromHistory: false, orders: 0 });
        else {
          const all = raw.map((order) => order.days);
          expect(lead.days).toBeGreaterThanOrEqual(Math.min(...all));
          expect(lead.days).toBeLessThanOrEqual(Math.max(...all));
        }
      }),
      RUNS,
    );
  });

  const level = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined });
  const suggestionArb = fc.record({
    velocity: velocityArb,
    leadDays: fc.integer({ min: 0, max: 90 }),
    coverDays: fc.integer({ min: 0, max: 180 }),
    usable: fc.integer({ min: 0, max: 20_000 }),
    onOrder: fc.integer({ min: 0, max: 5_000 }),
    min: level,
    max: level,
    unit: fc.integer({ min: 1, max: 100 }),
  });

  it('a suggestion is never negative, a whole number of units, and respects the maximum', () => {
    fc.assert(
      fc.property(suggestionArb, (input) => {
        const quantity = reorderQuantity(input);
        expect(quantity).toBeGreaterThanOrEqual(0);
        expect(quantity % input.unit).toBe(0);
        if (input.max !== undefined && quantity > 0) {
          expect(input.usable + input.onOrder + quantity).toBeLessThanOrEqual(input.max);
        }
      }),
      RUNS,
    );
  });

  it('a suggestion brings the stock to the minimum level when no maximum is in the way', () => {
    fc.assert(
      fc.property(suggestionArb, (input) => {
        const { max: _ignored, ...withoutMax } = input;
        const quantity = reorderQuantity(withoutMax);
        if (input.min !== undefined)
          expect(input.usable + input.onOrder + quantity).toBeGreaterThanOrEqual(input.min);
        // And covers the lead time and cover days at the velocity, within a unit.
        const need = input.velocity * (input.leadDays + input.coverDays);
        expect(input.usable + input.onOrder + quantity).toBeGreaterThanOrEqual(Math.floor(need - 1e-6));
      }),
      RUNS,
    );
  });

  it('a suggestion grows with velocity and with lead time', () => {
    fc.assert(
      fc.property(suggestionArb, velocityArb, fc.integer({ min: 0, max: 60 }), (input, more, longer) => {
        const quantity = reorderQuantity(input);
        expect(reorderQuantity({ ...input, velocity: input.velocity + more })).toBeGreaterThanOrEqual(
          quantity,
        );
        expect(reorderQuantity({ ...input, leadDays: input.leadDays + longer })).toBeGreaterThanOrEqual(
          quantity,
        );
      }),
      RUNS,
    );
  });

  it('stock that expires before it can be sold changes no suggestion', () => {
    fc.assert(
      fc.property(
        fc.array(lotArb, { maxLength: 8 }),
        velocityArb,
        fc.integer({ min: 1, max: 5_000 }),
        (lots, velocity, expiredUnits) => {
          const suggest = (stock: typeof lots) =>
            reorderQuantity({
              velocity,
              leadDays: 5,
              coverDays: 30,
              usable: stockOutlook(stock, velocity, today).usable,
              onOrder: 0,
            });
          const withExpired = [...lots, { expiryDate: addDays(today, -1), onHand: expiredUnits }];
          expect(suggest(withExpired)).toBe(suggest(lots));
        },
      ),
      RUNS,
    );
  });

  it('a reorder line counts no more than the unexpired stock, and none of it that expires unsold before the cover ends', () => {
    fc.assert(
      fc.property(
        fc.array(lotArb, { maxLength: 10 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 180 }),
        (lots, unitsSold, leadDays, suggestionDays) => {
          const line = reorderLine({
            unitsSold,
            window: 28,
            lots,
            today,
            lead: { days: leadDays, fromHistory: true, orders: 1 },
            suggestionDays,
            defaultCoverDays: 30,
            onOrder: 0,
            min: null,
            max: null,
          });
          const unexpired = lots
            .filter((lot) => lot.expiryDate === null || lot.expiryDate >= today)
            .reduce((sum, lot) => sum + lot.onHand, 0);
          expect(line.onHand).toBe(unexpired);
          expect(line.usable).toBeGreaterThanOrEqual(0);
          expect(line.usable + line.expiringUnsold).toBe(line.onHand);
          // What FEFO says will expire unsold by the end of the cover is never counted.
          const coverEnds = addDays(today, leadDays + line.coverDays);
          const lost = stockOutlook(lots, line.dailySales, today)
            .lots.filter((entry) => entry.lot.expiryDate !== null && entry.lot.expiryDate >= today)
            .filter((entry) => (entry.lot.expiryDate as string) <= coverEnds)
            .reduce((sum, entry) => sum + entry.unsoldAtExpiry, 0);
          expect(line.usable).toBe(unexpired - lost);
          expect(line.suggested).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });
});

describe('suggestInUnits', () => {
  const base = { velocity: 10, leadDays: 5, coverDays: 25, usable: 120, onOrder: 0 };
  const box = { code: 'P-HOP', unit: 'Hộp', conversion: 100 };
  const blister = { code: 'P-VI', unit: 'Vỉ', conversion: 10 };
  it.each([
    [
      'in the largest unit: 180 missing is 2 boxes',
      base,
      [blister, box],
      { quantity: 200, count: 2, code: 'P-HOP' },
    ],
    [
      'the next unit when a box would pass the maximum',
      { ...base, max: 310 },
      [box, blister],
      { quantity: 180, count: 18, code: 'P-VI' },
    ],
    [
      'the base unit when every pack would pass the maximum',
      { ...base, max: 125 },
      [box, blister],
      { quantity: 5, count: 5, code: null },
    ],
    ['the base unit without other units', base, [], { quantity: 180, count: 180, code: null }],
    [
      'nothing to order: 0 in the base unit',
      { ...base, usable: 400 },
      [box],
      { quantity: 0, count: 0, code: null },
    ],
    [
      'raised to the minimum, in boxes',
      { ...base, velocity: 0, min: 250 },
      [box],
      { quantity: 200, count: 2, code: 'P-HOP' },
    ],
  ])('%s', (_name, input, units, expected) => {
    const result = suggestInUnits(input, { unit: 'Viên' }, units);
    expect({ quantity: result.quantity, count: result.count, code: result.unit.code }).toEqual(expected);
    if (result.unit.code === null) expect(result.unit).toEqual({ code: null, unit: 'Viên', conversion: 1 });
  });

  const unitsArb = fc.array(
    fc.record({
      code: fc.string({ minLength: 1, maxLength: 6 }),
      unit: fc.constant('Hộp'),
      conversion: fc.integer({ min: 1, max: 1_000 }),
    }),
    { maxLength: 4 },
  );
  const level = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined });
  const inputArb = fc.record({
    velocity: fc.double({ min: 0, max: 500, noNaN: true }),
    leadDays: fc.integer({ min: 0, max: 90 }),
    coverDays: fc.integer({ min: 0, max: 180 }),
    usable: fc.integer({ min: 0, max: 20_000 }),
    onOrder: fc.integer({ min: 0, max: 5_000 }),
    min: level,
    max: level,
  });

  it('is never negative, a whole number of its unit, within the maximum, and orders when the base unit would', () => {
    fc.assert(
      fc.property(inputArb, unitsArb, (input, units) => {
        const result = suggestInUnits(input, { unit: 'Viên' }, units);
        const inBase = reorderQuantity(input);
        expect(result.quantity).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(result.count)).toBe(true);
        expect(result.quantity).toBe(result.count * result.unit.conversion);
        expect(result.quantity > 0).toBe(inBase > 0);
        // Never less than is missing in the base unit.
        expect(result.quantity).toBeGreaterThanOrEqual(inBase);
        if (input.max !== undefined && result.quantity > 0)
          expect(input.usable + input.onOrder + result.quantity).toBeLessThanOrEqual(input.max);
        // Without a maximum in the way it reaches the minimum level.
        if (input.max === undefined && input.min !== undefined)
          expect(input.usable + input.onOrder + result.quantity).toBeGreaterThanOrEqual(input.min);
      }),
      { numRuns: 2_000 },
    );
  });
});
