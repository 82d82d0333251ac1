import { describe, expect, it } from 'vitest';
import {
  expiryUrgency,
  hasBatchNumbers,
  isLotExpired,
  parseSuggestionDays,
  sortLots,
  stockLevel,
} from './inventoryRules';

const TODAY = '2026-05-15';

describe('stockLevel', () => {
  it.each([
    [0, 'out'],
    [-3, 'out'],
    [1, 'low'],
    [10, 'low'],
    [11, 'in'],
    [5000, 'in'],
  ] as const)('%i → %s', (quantity, level) => {
    expect(stockLevel(quantity)).toBe(level);
  });
});

describe('isLotExpired', () => {
  it.each([
    ['2026-05-14', true],
    ['2025-12-31', true],
    ['2026-05-15', false],
    ['2026-05-16', false],
    [null, false],
  ])('%s → %s', (expiry, expired) => {
    expect(isLotExpired({ expiry_date: expiry }, TODAY)).toBe(expired);
  });
});

describe('sortLots', () => {
  const lot = (batch: string | null, expiry: string | null) => ({ batch_number: batch, expiry_date: expiry });

  it.each([
    {
      name: 'expired first, then by expiry, undated last',
      lots: [lot('C', null), lot('B', '2027-01-01'), lot('A', '2026-01-01'), lot('D', '2026-06-01')],
      order: ['A', 'D', 'B', 'C'],
    },
    {
      name: 'expired among themselves by expiry',
      lots: [lot('late', '2026-05-10'), lot('early', '2025-11-02')],
      order: ['early', 'late'],
    },
    {
      name: 'a lot expiring today is not expired: after the expired ones',
      lots: [lot('today', TODAY), lot('yesterday', '2026-05-14')],
      order: ['yesterday', 'today'],
    },
    {
      name: 'same day by batch number; undated ones by batch number, no number last',
      lots: [lot(null, null), lot('Z', '2026-08-01'), lot('Y', null), lot('X', '2026-08-01')],
      order: ['X', 'Z', 'Y', null],
    },
    { name: 'no lots', lots: [], order: [] },
  ])('$name', ({ lots, order }) => {
    const input = [...lots];
    expect(sortLots(lots, TODAY).map((l) => l.batch_number)).toEqual(order);
    expect(lots).toEqual(input);
  });
});

describe('hasBatchNumbers', () => {
  it.each([
    [[], false],
    [[{ batch_number: null }], false],
    [[{ batch_number: '  ' }, { batch_number: null }], false],
    [[{ batch_number: null }, { batch_number: 'L2605' }], true],
  ])('%j → %s', (lots, expected) => {
    expect(hasBatchNumbers(lots)).toBe(expected);
  });
});

describe('parseSuggestionDays', () => {
  it.each([
    ['', { ok: true, days: 0 }],
    ['   ', { ok: true, days: 0 }],
    ['0', { ok: true, days: 0 }],
    ['45', { ok: true, days: 45 }],
    [' 045 ', { ok: true, days: 45 }],
    ['180', { ok: true, days: 180 }],
    ['181', { ok: false }],
    ['999999999', { ok: false }],
    ['-1', { ok: false }],
    ['4.5', { ok: false }],
    ['1e2', { ok: false }],
    ['abc', { ok: false }],
    ['45 ngày', { ok: false }],
  ])('%j → %j', (text, expected) => {
    expect(parseSuggestionDays(text)).toEqual(expected);
  });
});

describe('expiryUrgency', () => {
  it.each([
    [null, null],
    [-1, null],
    [0, 'soon'],
    [30, 'soon'],
    [31, 'near'],
    [90, 'near'],
    [91, null],
  ] as const)('%s days left → %s', (days, expected) => {
    expect(expiryUrgency(days)).toBe(expected);
  });
});
