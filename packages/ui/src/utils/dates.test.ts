import { describe, expect, it } from 'vitest';
import {
  clampDay,
  clampRange,
  formatDisplayDate,
  isAfterDay,
  isBeforeDay,
  isDayInBounds,
  isIsoDate,
  isoDateInTimeZone,
  isRangeReversed,
  parseDisplayDate,
  parseIsoDate,
  presetRange,
  readDateInput,
  toIsoDate,
} from './dates';

describe('parseDisplayDate', () => {
  it.each([
    { text: '15/03/2026', format: 'dd/MM/yyyy', expected: '2026-03-15' },
    { text: ' 15/03/2026 ', format: 'dd/MM/yyyy', expected: '2026-03-15' },
    { text: '5/3/2026', format: 'dd/MM/yyyy', expected: '2026-03-05' },
    { text: '15-03-2026', format: 'dd/MM/yyyy', expected: '2026-03-15' },
    { text: '15.03.2026', format: 'dd/MM/yyyy', expected: '2026-03-15' },
    { text: '15-03-2026', format: 'dd-MM-yyyy', expected: '2026-03-15' },
    { text: '15/03/2026', format: 'dd-MM-yyyy', expected: '2026-03-15' },
    { text: '29/02/2024', format: 'dd/MM/yyyy', expected: '2024-02-29' },
    { text: '31/12/2026', format: 'dd/MM/yyyy', expected: '2026-12-31' },
    { text: '01/01/0999', format: 'dd/MM/yyyy', expected: null },
    { text: '31/02/2026', format: 'dd/MM/yyyy', expected: null },
    { text: '29/02/2026', format: 'dd/MM/yyyy', expected: null },
    { text: '31/04/2026', format: 'dd/MM/yyyy', expected: null },
    { text: '00/01/2026', format: 'dd/MM/yyyy', expected: null },
    { text: '15/13/2026', format: 'dd/MM/yyyy', expected: null },
    { text: '15/00/2026', format: 'dd/MM/yyyy', expected: null },
    { text: '15/03/26', format: 'dd/MM/yyyy', expected: null },
    { text: '15/03/02026', format: 'dd/MM/yyyy', expected: null },
    { text: '015/03/2026', format: 'dd/MM/yyyy', expected: null },
    { text: '2026-03-15', format: 'dd/MM/yyyy', expected: null },
    { text: '15/03', format: 'dd/MM/yyyy', expected: null },
    { text: '15 03 2026', format: 'dd/MM/yyyy', expected: null },
    { text: '15/03/2026x', format: 'dd/MM/yyyy', expected: null },
    { text: 'ngày mai', format: 'dd/MM/yyyy', expected: null },
    { text: '', format: 'dd/MM/yyyy', expected: null },
  ] as const)('"$text" as $format → $expected', ({ text, format, expected }) => {
    expect(parseDisplayDate(text, format)).toBe(expected);
  });
});

describe('formatDisplayDate', () => {
  it.each([
    { iso: '2026-03-15', format: 'dd/MM/yyyy', expected: '15/03/2026' },
    { iso: '2026-03-05', format: 'dd-MM-yyyy', expected: '05-03-2026' },
    { iso: '2024-02-29', format: 'dd/MM/yyyy', expected: '29/02/2024' },
    { iso: '2026-02-31', format: 'dd/MM/yyyy', expected: '' },
    { iso: '15/03/2026', format: 'dd/MM/yyyy', expected: '' },
    { iso: '', format: 'dd/MM/yyyy', expected: '' },
    { iso: null, format: 'dd/MM/yyyy', expected: '' },
  ] as const)('$iso as $format → "$expected"', ({ iso, format, expected }) => {
    expect(formatDisplayDate(iso, format)).toBe(expected);
  });

  it('round-trips with parseDisplayDate', () => {
    for (const iso of ['2026-01-01', '2026-12-31', '2028-02-29']) {
      expect(parseDisplayDate(formatDisplayDate(iso, 'dd-MM-yyyy'), 'dd-MM-yyyy')).toBe(iso);
    }
  });
});

describe('parseIsoDate and toIsoDate', () => {
  it.each([
    { iso: '2026-03-15', expected: [2026, 2, 15] },
    { iso: '2024-02-29', expected: [2024, 1, 29] },
    { iso: '2026-02-29', expected: null },
    { iso: '2026-3-15', expected: null },
    { iso: '2026-03-15T00:00:00Z', expected: null },
    { iso: undefined, expected: null },
  ])('$iso → $expected', ({ iso, expected }) => {
    const date = parseIsoDate(iso);
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual(expected);
    expect(isIsoDate(iso)).toBe(expected !== null);
    if (date) expect(toIsoDate(date)).toBe(iso);
  });
});

describe('day comparisons', () => {
  it.each([
    { a: '2026-03-14', b: '2026-03-15', before: true, after: false },
    { a: '2026-03-15', b: '2026-03-15', before: false, after: false },
    { a: '2026-04-01', b: '2026-03-31', before: false, after: true },
    { a: '2025-12-31', b: '2026-01-01', before: true, after: false },
  ])('$a vs $b', ({ a, b, before, after }) => {
    expect(isBeforeDay(a, b)).toBe(before);
    expect(isAfterDay(a, b)).toBe(after);
  });
});

describe('isDayInBounds and clampDay', () => {
  const bounds = { minDate: '2026-03-10', maxDate: '2026-03-20' };
  it.each([
    { day: '2026-03-09', bounds, inBounds: false, clamped: '2026-03-10' },
    { day: '2026-03-10', bounds, inBounds: true, clamped: '2026-03-10' },
    { day: '2026-03-15', bounds, inBounds: true, clamped: '2026-03-15' },
    { day: '2026-03-20', bounds, inBounds: true, clamped: '2026-03-20' },
    { day: '2026-03-21', bounds, inBounds: false, clamped: '2026-03-20' },
    { day: '1999-01-01', bounds: { minDate: null, maxDate: null }, inBounds: true, clamped: '1999-01-01' },
    { day: '2026-03-01', bounds: { minDate: '2026-03-10' }, inBounds: false, clamped: '2026-03-10' },
  ])('$day in $bounds', ({ day, bounds, inBounds, clamped }) => {
    expect(isDayInBounds(day, bounds)).toBe(inBounds);
    expect(clampDay(day, bounds)).toBe(clamped);
  });
});

describe('clampRange', () => {
  it.each([
    {
      range: { from: null, to: null },
      outer: {},
      expected: { from: { minDate: null, maxDate: null }, to: { minDate: null, maxDate: null } },
    },
    {
      range: { from: '2026-03-10', to: '2026-03-20' },
      outer: {},
      expected: {
        from: { minDate: null, maxDate: '2026-03-20' },
        to: { minDate: '2026-03-10', maxDate: null },
      },
    },
    {
      range: { from: '2026-03-10', to: null },
      outer: { minDate: '2026-03-15', maxDate: '2026-04-30' },
      expected: {
        from: { minDate: '2026-03-15', maxDate: '2026-04-30' },
        to: { minDate: '2026-03-15', maxDate: '2026-04-30' },
      },
    },
    {
      range: { from: '2026-03-20', to: '2026-04-05' },
      outer: { minDate: '2026-03-15', maxDate: '2026-04-30' },
      expected: {
        from: { minDate: '2026-03-15', maxDate: '2026-04-05' },
        to: { minDate: '2026-03-20', maxDate: '2026-04-30' },
      },
    },
  ])('$range within $outer', ({ range, outer, expected }) => {
    expect(clampRange(range, outer)).toEqual(expected);
  });
});

describe('isRangeReversed', () => {
  it.each([
    { range: { from: '2026-03-10', to: '2026-03-20' }, expected: false },
    { range: { from: '2026-03-10', to: '2026-03-10' }, expected: false },
    { range: { from: '2026-03-21', to: '2026-03-20' }, expected: true },
    { range: { from: null, to: '2026-03-20' }, expected: false },
    { range: { from: '2026-03-21', to: null }, expected: false },
  ])('$range → $expected', ({ range, expected }) => {
    expect(isRangeReversed(range)).toBe(expected);
  });
});

describe('readDateInput', () => {
  const bounds = { minDate: '2026-03-15', maxDate: '2026-12-31' };
  it.each([
    { text: '', options: bounds, expected: { ok: true, value: null } },
    { text: '   ', options: bounds, expected: { ok: true, value: null } },
    { text: '20/03/2026', options: bounds, expected: { ok: true, value: '2026-03-20' } },
    { text: '15/03/2026', options: bounds, expected: { ok: true, value: '2026-03-15' } },
    { text: '14/03/2026', options: bounds, expected: { ok: false, error: 'beforeMinDate' } },
    { text: '01/01/2027', options: bounds, expected: { ok: false, error: 'afterMaxDate' } },
    { text: '31/02/2026', options: bounds, expected: { ok: false, error: 'invalidDate' } },
    { text: 'abc', options: {}, expected: { ok: false, error: 'invalidDate' } },
    {
      text: '20-03-2026',
      options: { format: 'dd-MM-yyyy' as const },
      expected: { ok: true, value: '2026-03-20' },
    },
  ])('"$text" with $options', ({ text, options, expected }) => {
    expect(readDateInput(text, options)).toEqual(expected);
  });
});

describe('isoDateInTimeZone', () => {
  it.each([
    // 17:30 UTC is already the next day in Vietnam (UTC+7).
    { instant: '2026-03-15T17:30:00Z', timeZone: 'Asia/Ho_Chi_Minh', expected: '2026-03-16' },
    { instant: '2026-03-15T16:59:59Z', timeZone: 'Asia/Ho_Chi_Minh', expected: '2026-03-15' },
    { instant: '2026-12-31T17:00:00Z', timeZone: 'Asia/Ho_Chi_Minh', expected: '2027-01-01' },
    { instant: '2026-03-15T17:30:00Z', timeZone: 'UTC', expected: '2026-03-15' },
    { instant: '2026-03-15T02:00:00Z', timeZone: 'America/New_York', expected: '2026-03-14' },
  ])('$instant in $timeZone → $expected', ({ instant, timeZone, expected }) => {
    expect(isoDateInTimeZone(new Date(instant), timeZone)).toBe(expected);
  });
});

describe('presetRange', () => {
  it.each([
    { id: 'today', today: '2026-11-28', from: '2026-11-28', to: '2026-11-28' },
    { id: 'yesterday', today: '2026-11-28', from: '2026-11-27', to: '2026-11-27' },
    { id: 'yesterday', today: '2026-03-01', from: '2026-02-28', to: '2026-02-28' },
    { id: 'last7Days', today: '2026-11-28', from: '2026-11-22', to: '2026-11-28' },
    { id: 'last30Days', today: '2026-11-28', from: '2026-10-30', to: '2026-11-28' },
    { id: 'thisMonth', today: '2026-11-28', from: '2026-11-01', to: '2026-11-28' },
    { id: 'thisMonth', today: '2026-11-01', from: '2026-11-01', to: '2026-11-01' },
    { id: 'lastMonth', today: '2026-11-28', from: '2026-10-01', to: '2026-10-31' },
    { id: 'lastMonth', today: '2026-03-31', from: '2026-02-01', to: '2026-02-28' },
    { id: 'lastMonth', today: '2028-03-15', from: '2028-02-01', to: '2028-02-29' },
    { id: 'lastMonth', today: '2027-01-10', from: '2026-12-01', to: '2026-12-31' },
  ] as const)('$id on $today is $from – $to', ({ id, today, from, to }) => {
    expect(presetRange(id, today)).toEqual({ from, to });
  });

  it('refuses a today that is not a day', () => {
    expect(() => presetRange('today', '28/11/2026')).toThrow(RangeError);
  });
});
