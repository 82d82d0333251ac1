import {
  addDays,
  addMonths,
  addYears,
  type Day,
  endOfMonth,
  endOfWeek,
  getDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { type IsoDate, parseIsoDate, toIsoDate } from '../../../utils/dates';

/** Monday, as in Vietnam. */
export const defaultWeekStartsOn: Day = 1;

function toDate(day: IsoDate): Date {
  const date = parseIsoDate(day);
  if (!date) throw new RangeError(`Not an ISO day: ${day}`);
  return date;
}

/**
 * The weeks of the month that contains `day`, each seven cells long, starting on `weekStartsOn`. Days of the
 * neighbouring months are null: the grid shows one month, and moving past its edge turns the page.
 */
export function getMonthWeeks(
  day: IsoDate,
  weekStartsOn: Day = defaultWeekStartsOn,
): Array<Array<IsoDate | null>> {
  const date = toDate(day);
  const first = startOfWeek(startOfMonth(date), { weekStartsOn });
  const last = endOfWeek(endOfMonth(date), { weekStartsOn });
  const weeks: Array<Array<IsoDate | null>> = [];
  for (let cursor = first; cursor <= last; cursor = addDays(cursor, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const cell = addDays(cursor, offset);
        return isSameMonth(cell, date) ? toIsoDate(cell) : null;
      }),
    );
  }
  return weeks;
}

/** Day-of-week numbers (0 = Sunday) in the order the grid's columns show them. */
export function getWeekdayOrder(weekStartsOn: Day = defaultWeekStartsOn): Day[] {
  return Array.from({ length: 7 }, (_, index) => ((weekStartsOn + index) % 7) as Day);
}

export interface CalendarKeyInput {
  key: string;
  shiftKey?: boolean;
}

/**
 * Where focus goes in the grid for a key, following the WAI-ARIA date picker pattern: arrows move a day or a
 * week, PageUp/PageDown a month (with Shift a year, keeping the day or the month's last day), Home/End the
 * start/end of the week. Returns null for keys the grid does not handle.
 */
export function moveFocusedDay(
  day: IsoDate,
  { key, shiftKey = false }: CalendarKeyInput,
  weekStartsOn: Day = defaultWeekStartsOn,
): IsoDate | null {
  const date = toDate(day);
  switch (key) {
    case 'ArrowLeft':
      return toIsoDate(addDays(date, -1));
    case 'ArrowRight':
      return toIsoDate(addDays(date, 1));
    case 'ArrowUp':
      return toIsoDate(addDays(date, -7));
    case 'ArrowDown':
      return toIsoDate(addDays(date, 7));
    case 'PageUp':
      return toIsoDate(shiftKey ? addYears(date, -1) : addMonths(date, -1));
    case 'PageDown':
      return toIsoDate(shiftKey ? addYears(date, 1) : addMonths(date, 1));
    case 'Home':
      return toIsoDate(startOfWeek(date, { weekStartsOn }));
    case 'End':
      return toIsoDate(endOfWeek(date, { weekStartsOn }));
    default:
      return null;
  }
}

/** The same day in the month `months` away (clamped to that month's length), for the month buttons. */
export function shiftMonth(day: IsoDate, months: number): IsoDate {
  return toIsoDate(addMonths(toDate(day), months));
}

/** The first and last day of the month that contains `day`. */
export function monthBounds(day: IsoDate): { first: IsoDate; last: IsoDate } {
  const date = toDate(day);
  return { first: toIsoDate(startOfMonth(date)), last: toIsoDate(endOfMonth(date)) };
}

/** The weekday (0 = Sunday) of an ISO day. */
export function weekdayOf(day: IsoDate): Day {
  return getDay(toDate(day)) as Day;
}
