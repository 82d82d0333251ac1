import type { RepurchaseSuggestion } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import { byUrgency, telHref, urgencyOf } from './suggestionUrgency';

describe('the urgency of a repurchase', () => {
  it.each([
    [-5, { kind: 'overdue', days: 5 }],
    [-1, { kind: 'overdue', days: 1 }],
    [0, { kind: 'today' }],
    [3, { kind: 'upcoming', days: 3 }],
  ])('%i days until due', (days, expected) => {
    expect(urgencyOf({ days_until_due: days })).toEqual(expected);
  });

  it('puts the longest overdue first, then today, then the soonest due (by code on a tie)', () => {
    const row = (code: string, days: number) => ({ code, days_until_due: days }) as RepurchaseSuggestion;
    const sorted = byUrgency([row('C', 4), row('B', -2), row('A', 0), row('E', -9), row('D', 4)]);
    expect(sorted.map((r) => r.code)).toEqual(['E', 'B', 'A', 'C', 'D']);
  });
});

describe('a phone number as a link', () => {
  it.each([
    ['0903 123 456', 'tel:0903123456'],
    ['090.312.3456', 'tel:0903123456'],
    [' +84 903-123-456 ', 'tel:+84903123456'],
    ['12', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});
