import { describe, expect, it } from 'vitest';
import {
  formatDailyRate,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  todayIso,
  toIsoDate,
} from './format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    { amount: 1234567, expected: `1.234.567${NBSP}₫` },
    { amount: 0, expected: `0${NBSP}₫` },
    { amount: 999, expected: `999${NBSP}₫` },
    { amount: -5000, expected: `-5.000${NBSP}₫` },
    { amount: 1_000_000_000, expected: `1.000.000.000${NBSP}₫` },
    { amount: 12.6, expected: `13${NBSP}₫` },
    { amount: null, expected: '' },
    { amount: undefined, expected: '' },
    { amount: Number.NaN, expected: '' },
  ])('$amount → "$expected"', ({ amount, expected }) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('formatDailyRate', () => {
  it.each([
    { value: 4.2, expected: '4,2' },
    { value: 11.03, expected: '11' },
    { value: 0.36, expected: '0,36' },
    { value: 0.04, expected: '0,04' },
    { value: 0, expected: '0' },
    { value: 1234.56, expected: '1.234,6' },
    { value: Number.NaN, expected: '' },
  ])('$value → $expected', ({ value, expected }) => {
    expect(formatDailyRate(value)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    { value: 1234567, expected: '1.234.567' },
    { value: 10, expected: '10' },
    { value: null, expected: '' },
  ])('$value → "$expected"', ({ value, expected }) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    { value: '2026-01-15', expected: '15/01/2026', why: 'a calendar date is taken as written' },
    { value: '2026-01-15T03:00:00Z', expected: '15/01/2026', why: '10:00 in Vietnam' },
    { value: '2026-01-15T17:30:00Z', expected: '16/01/2026', why: '00:30 next day in Vietnam' },
    { value: '2026-01-15T16:59:59Z', expected: '15/01/2026', why: '23:59:59 in Vietnam' },
    { value: '2026-01-15T00:30:00+07:00', expected: '15/01/2026', why: 'an offset is honoured' },
    { value: new Date(Date.UTC(2025, 11, 31, 17, 0)), expected: '01/01/2026', why: 'new year in Vietnam' },
    { value: 'not a date', expected: '', why: 'invalid' },
    { value: '', expected: '', why: 'empty' },
    { value: null, expected: '', why: 'missing' },
  ])('$value → "$expected" ($why)', ({ value, expected }) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    { value: '2026-03-08T02:05:00Z', expected: '08/03/2026 09:05' },
    { value: '2026-03-08T16:59:00Z', expected: '08/03/2026 23:59' },
    { value: '2026-03-08T17:00:00Z', expected: '09/03/2026 00:00' },
    { value: undefined, expected: '' },
  ])('$value → "$expected"', ({ value, expected }) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('todayIso / toIsoDate', () => {
  it.each([
    { now: '2026-11-22T16:59:59Z', expected: '2026-11-22' },
    { now: '2026-11-22T17:00:00Z', expected: '2026-11-23' },
    { now: '2026-12-31T23:00:00Z', expected: '2027-01-01' },
  ])('today at $now is $expected in Vietnam', ({ now, expected }) => {
    expect(todayIso(new Date(now))).toBe(expected);
    expect(toIsoDate(now)).toBe(expected);
  });

  it('returns null for an invalid value', () => {
    expect(toIsoDate('31/12/2026')).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it.each([
    { minutes: 0, locale: 'vi', expected: 'vừa xong' },
    { minutes: 0, locale: 'en', expected: 'just now' },
    { minutes: 1, locale: 'vi', expected: '1 phút trước' },
    { minutes: 59, locale: 'vi', expected: '59 phút trước' },
    { minutes: 60, locale: 'vi', expected: '1 giờ trước' },
    { minutes: 1439, locale: 'vi', expected: '23 giờ trước' },
    { minutes: 1440, locale: 'vi', expected: '21/11/2026' },
    { minutes: 60 * 24 * 40, locale: 'vi', expected: '13/10/2026' },
    { minutes: 5, locale: 'en', expected: '5 minutes ago' },
    { minutes: 120, locale: 'en', expected: '2 hours ago' },
    { minutes: -10, locale: 'vi', expected: 'vừa xong' },
  ])('$minutes min ago ($locale) → "$expected"', ({ minutes, locale, expected }) => {
    expect(formatRelativeTime(ago(minutes), { now, locale })).toBe(expected);
  });

  it('accepts ISO strings and ignores invalid or missing values', () => {
    expect(formatRelativeTime('2026-11-22T11:30:00Z', { now })).toBe('30 phút trước');
    expect(formatRelativeTime('garbage', { now })).toBe('');
    expect(formatRelativeTime(null, { now })).toBe('');
  });
});
