import { describe, expect, it } from 'vitest';
import {
  getMonthWeeks,
  getWeekdayOrder,
  monthBounds,
  moveFocusedDay,
  shiftMonth,
  weekdayOf,
} from './calendarGrid';

describe('getMonthWeeks', () => {
  it.each([
    // March 2026 starts on a Sunday: with Monday first, six blank cells lead the first week.
    {
      day: '2026-03-15',
      weekStartsOn: 1,
      weeks: 6,
      first: [null, null, null, null, null, null, '2026-03-01'],
      last: ['2026-03-30', '2026-03-31', null, null, null, null, null],
    },
    // February 2027 starts on a Monday and has exactly four weeks.
    {
      day: '2027-02-10',
      weekStartsOn: 1,
      weeks: 4,
      first: [
        '2027-02-01',
        '2027-02-02',
        '2027-02-03',
        '2027-02-04',
        '2027-02-05',
        '2027-02-06',
        '2027-02-07',
      ],
      last: [
        '2027-02-22',
        '2027-02-23',
        '2027-02-24',
        '2027-02-25',
        '2027-02-26',
        '2027-02-27',
        '2027-02-28',
      ],
    },
    // With Sunday first, March 2026 starts in the first column.
    {
      day: '2026-03-01',
      weekStartsOn: 0,
      weeks: 5,
      first: [
        '2026-03-01',
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
      ],
      last: ['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null],
    },
  ] as const)('$day (week starts on $weekStartsOn)', ({ day, weekStartsOn, weeks, first, last }) => {
    const grid = getMonthWeeks(day, weekStartsOn);
    expect(grid).toHaveLength(weeks);
    expect(grid[0]).toEqual(first);
    expect(grid.at(-1)).toEqual(last);
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });
});

describe('getWeekdayOrder', () => {
  it.each([
    { weekStartsOn: 1, expected: [1, 2, 3, 4, 5, 6, 0] },
    { weekStartsOn: 0, expected: [0, 1, 2, 3, 4, 5, 6] },
  ] as const)('starts on $weekStartsOn', ({ weekStartsOn, expected }) => {
    expect(getWeekdayOrder(weekStartsOn)).toEqual(expected);
  });
});

describe('moveFocusedDay', () => {
  it.each([
    { day: '2026-03-15', key: 'ArrowLeft', shiftKey: false, expected: '2026-03-14' },
    { day: '2026-03-01', key: 'ArrowLeft', shiftKey: false, expected: '2026-02-28' },
    { day: '2026-03-31', key: 'ArrowRight', shiftKey: false, expected: '2026-04-01' },
    { day: '2026-03-15', key: 'ArrowUp', shiftKey: false, expected: '2026-03-08' },
    { day: '2026-03-29', key: 'ArrowDown', shiftKey: false, expected: '2026-04-05' },
    { day: '2026-03-15', key: 'PageUp', shiftKey: false, expected: '2026-02-15' },
    { day: '2026-03-31', key: 'PageUp', shiftKey: false, expected: '2026-02-28' },
    { day: '2026-01-31', key: 'PageDown', shiftKey: false, expected: '2026-02-28' },
    { day: '2026-12-15', key: 'PageDown', shiftKey: false, expected: '2027-01-15' },
    { day: '2026-03-15', key: 'PageUp', shiftKey: true, expected: '2025-03-15' },
    { day: '2024-02-29', key: 'PageDown', shiftKey: true, expected: '2025-02-28' },
    // 2026-03-15 is a Sunday: with Monday first it ends its week.
    { day: '2026-03-15', key: 'Home', shiftKey: false, expected: '2026-03-09' },
    { day: '2026-03-15', key: 'End', shiftKey: false, expected: '2026-03-15' },
    { day: '2026-03-11', key: 'End', shiftKey: false, expected: '2026-03-15' },
    { day: '2026-03-11', key: 'Enter', shiftKey: false, expected: null },
    { day: '2026-03-11', key: 'a', shiftKey: false, expected: null },
  ])('$key (shift: $shiftKey) from $day → $expected', ({ day, key, shiftKey, expected }) => {
    expect(moveFocusedDay(day, { key, shiftKey })).toBe(expected);
  });

  it('uses the week start for Home and End', () => {
    expect(moveFocusedDay('2026-03-11', { key: 'Home' }, 0)).toBe('2026-03-08');
    expect(moveFocusedDay('2026-03-11', { key: 'End' }, 0)).toBe('2026-03-14');
  });
});

describe('shiftMonth, monthBounds and weekdayOf', () => {
  it.each([
    {
      day: '2026-03-31',
      months: -1,
      shifted: '2026-02-28',
      first: '2026-03-01',
      last: '2026-03-31',
      weekday: 2,
    },
    {
      day: '2024-01-31',
      months: 1,
      shifted: '2024-02-29',
      first: '2024-01-01',
      last: '2024-01-31',
      weekday: 3,
    },
    {
      day: '2026-12-15',
      months: 1,
      shifted: '2027-01-15',
      first: '2026-12-01',
      last: '2026-12-31',
      weekday: 2,
    },
  ])('$day', ({ day, months, shifted, first, last, weekday }) => {
    expect(shiftMonth(day, months)).toBe(shifted);
    expect(monthBounds(day)).toEqual({ first, last });
    expect(weekdayOf(day)).toBe(weekday);
  });
});
