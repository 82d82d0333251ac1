import { describe, expect, it } from 'vitest';
import { averageCost, sortLots, stockSummary } from './lots';

describe('sortLots', () => {
  it('puts expired lots first, then by expiry, undated last', () => {
    const lots = [
      { id: 'none', expiryDate: null },
      { id: 'later', expiryDate: '2027-01-01' },
      { id: 'expired-late', expiryDate: '2025-06-01' },
      { id: 'soon', expiryDate: '2025-07-01' },
      { id: 'expired-early', expiryDate: '2024-01-01' },
    ];
    expect(sortLots(lots, '2025-06-15').map((lot) => lot.id)).toEqual([
      'expired-early',
      'expired-late',
      'soon',
      'later',
      'none',
    ]);
  });

  it('orders lots of the same expiry by id, whatever order they came in', () => {
    const lots = [
      { id: 'c', expiryDate: null },
      { id: 'b', expiryDate: '2025-07-01' },
      { id: 'a', expiryDate: null },
      { id: 'a', expiryDate: '2025-07-01' },
    ];
    const order = ['a 2025-07-01', 'b 2025-07-01', 'a null', 'c null'];
    const named = (sorted: typeof lots) => sorted.map((lot) => `${lot.id} ${lot.expiryDate}`);
    expect(named(sortLots(lots, '2025-06-15'))).toEqual(order);
    expect(named(sortLots([...lots].reverse(), '2025-06-15'))).toEqual(order);
  });
});

describe('averageCost', () => {
  it('weights by quantity on hand and rounds to whole đồng', () => {
    expect(
      averageCost([
        { onHand: 1, cost: 10_000 },
        { onHand: 2, cost: 10_001 },
      ]),
    ).toBe(10_001);
  });

  it('falls back to the last lot’s cost when nothing is on hand', () => {
    expect(averageCost([{ onHand: 0, cost: 5_000 }])).toBe(5_000);
    expect(averageCost([])).toBe(0);
  });
});

describe('stockSummary', () => {
  const today = '2025-06-15';
  it.each([
    ['no lots', [], { sellable: 0, expired: 0, nearestExpiry: null, daysToNearestExpiry: null }],
    [
      'an expired lot counted apart',
      [
        { expiryDate: '2025-06-14', onHand: 72 },
        { expiryDate: '2025-09-01', onHand: 297 },
      ],
      { sellable: 297, expired: 72, nearestExpiry: '2025-09-01', daysToNearestExpiry: 78 },
    ],
    [
      'a lot expiring today still sells',
      [{ expiryDate: '2025-06-15', onHand: 5 }],
      { sellable: 5, expired: 0, nearestExpiry: '2025-06-15', daysToNearestExpiry: 0 },
    ],
    [
      'undated lots count, empty lots do not give the nearest expiry',
      [
        { expiryDate: null, onHand: 4 },
        { expiryDate: '2025-06-20', onHand: 0 },
        { expiryDate: '2025-07-01', onHand: 1 },
      ],
      { sellable: 5, expired: 0, nearestExpiry: '2025-07-01', daysToNearestExpiry: 16 },
    ],
  ])('%s', (_name, lots, expected) => {
    expect(stockSummary(lots, today)).toEqual(expected);
  });
});
