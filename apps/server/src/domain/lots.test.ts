import { describe, expect, it } from 'vitest';
import { averageCost, sortLots } from './lots';

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
