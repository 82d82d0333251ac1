import { endOfMonth, format as formatDate, isExists, startOfMonth, subDays, subMonths } from 'date-fns';

/**
 * Calendar days cross the library's API as ISO `yyyy-MM-dd` strings: they carry no time or time zone, compare
 * correctly as plain strings, and are what the API sends and receives. Inside, a day is a local `Date` at
 * midnight, which is what date-fns works with.
 */
export type IsoDate = string;

/** The display formats pickers accept: `dd/MM/yyyy` everywhere, `dd-MM-yyyy` for lot expiry texts. */
export const dateDisplayFormats = ['dd/MM/yyyy', 'dd-MM-yyyy'] as const;
export type DateDisplayFormat = (typeof dateDisplayFormats)[number];

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Three groups of digits; '/', '-' and '.' all separate, whatever the display format uses. */
const displayPattern = /^(\d+)[/.-](\d+)[/.-](\d+)$/;
const separatorPattern = /[/.-]/;

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

function dayFromParts(year: number, month: number, day: number): Date | null {
  if (year < 1000 || !isExists(year, month - 1, day)) return null;
  const date = new Date(year, month - 1, day);
  // Years 0–99 are mapped to 1900–1999 by the Date constructor; setFullYear puts them back.
  date.setFullYear(year);
  return date;
}

/** The local day of an ISO `yyyy-MM-dd` string; null for anything else, including '2026-02-31'. */
export function parseIsoDate(iso: string | null | undefined): Date | null {
  const match = iso ? isoPattern.exec(iso) : null;
  if (!match) return null;
  return dayFromParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The ISO `yyyy-MM-dd` string of a date's local calendar day. */
export function toIsoDate(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** True when the text is a real ISO calendar day. */
export function isIsoDate(text: string | null | undefined): text is IsoDate {
  return parseIsoDate(text) !== null;
}

/**
 * Reads what a person typed in a date field, in the order the format gives (day first in both display formats).
 * Strict about the calendar ('31/02/2026' is rejected) and about the year (four digits: '15/03/26' is rejected,
 * because guessing the century of an expiry date is how wrong stock gets through). Lenient about the rest: day
 * and month may have one digit, and any of '/', '-', '.' separates, so '15-3-2026' in a dd/MM/yyyy field is
 * understood.
 */
export function parseDisplayDate(text: string, format: DateDisplayFormat = 'dd/MM/yyyy'): IsoDate | null {
  const match = displayPattern.exec(text.trim());
  if (!match) return null;
  // The format says which group is the day, the month and the year.
  const parts: Record<string, string> = {};
  format.split(separatorPattern).forEach((token, index) => {
    parts[token] = match[index + 1] ?? '';
  });
  const day = parts.dd ?? '';
  const month = parts.MM ?? '';
  const year = parts.yyyy ?? '';
  if (day.length > 2 || month.length > 2 || year.length !== 4) return null;
  const date = dayFromParts(Number(year), Number(month), Number(day));
  return date ? toIsoDate(date) : null;
}

/** An ISO day in a display format ('2026-03-15' → '15/03/2026'); '' for a missing or invalid day. */
export function formatDisplayDate(
  iso: IsoDate | null | undefined,
  format: DateDisplayFormat = 'dd/MM/yyyy',
): string {
  const date = parseIsoDate(iso);
  return date ? formatDate(date, format) : '';
}

/** True when day `a` comes before day `b`. ISO days order as plain strings. */
export function isBeforeDay(a: IsoDate, b: IsoDate): boolean {
  return a < b;
}

/** True when day `a` comes after day `b`. */
export function isAfterDay(a: IsoDate, b: IsoDate): boolean {
  return a > b;
}

/** The earliest and latest day a picker accepts; either end may be open. */
export interface DayBounds {
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
}

/** True when the day lies within the bounds (both ends included). */
export function isDayInBounds(day: IsoDate, { minDate, maxDate }: DayBounds): boolean {
  return !(minDate && isBeforeDay(day, minDate)) && !(maxDate && isAfterDay(day, maxDate));
}

/** The day moved into the bounds: before the minimum gives the minimum, after the maximum the maximum. */
export function clampDay(day: IsoDate, { minDate, maxDate }: DayBounds): IsoDate {
  if (minDate && isBeforeDay(day, minDate)) return minDate;
  if (maxDate && isAfterDay(day, maxDate)) return maxDate;
  return day;
}

/** A range of days; either end may be unset. Ends are included. */
export interface DateRange {
  from: IsoDate | null;
  to: IsoDate | null;
}

/**
 * The bounds each end of a range may take so that from ≤ to always holds: `from` may not pass `to`, `to` may
 * not precede `from`, and both stay within the outer bounds.
 */
export function clampRange(range: DateRange, outer: DayBounds = {}): { from: DayBounds; to: DayBounds } {
  const minDate = outer.minDate ?? null;
  const maxDate = outer.maxDate ?? null;
  const laterOf = (a: IsoDate | null, b: IsoDate | null) => (a && b ? (isAfterDay(a, b) ? a : b) : (a ?? b));
  const earlierOf = (a: IsoDate | null, b: IsoDate | null) =>
    a && b ? (isBeforeDay(a, b) ? a : b) : (a ?? b);
  return {
    from: { minDate, maxDate: earlierOf(maxDate, range.to) },
    to: { minDate: laterOf(minDate, range.from), maxDate },
  };
}

/** The ranges a filter offers in one click, each counted back from today. */
export const dateRangePresetIds = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
] as const;
export type DateRangePresetId = (typeof dateRangePresetIds)[number];

/**
 * The days of a preset, `today` included where it belongs: the last 7 days are today and the 6 before it, this
 * month runs from its first day to today, last month is whole.
 */
export function presetRange(id: DateRangePresetId, today: IsoDate): DateRange {
  const day = parseIsoDate(today);
  if (!day) throw new RangeError(`Not a yyyy-MM-dd day: ${today}`);
  const iso = toIsoDate;
  switch (id) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: iso(subDays(day, 1)), to: iso(subDays(day, 1)) };
    case 'last7Days':
      return { from: iso(subDays(day, 6)), to: today };
    case 'last30Days':
      return { from: iso(subDays(day, 29)), to: today };
    case 'thisMonth':
      return { from: iso(startOfMonth(day)), to: today };
    case 'lastMonth': {
      const previous = subMonths(day, 1);
      return { from: iso(startOfMonth(previous)), to: iso(endOfMonth(previous)) };
    }
  }
}

/** True when both ends are set and the start comes after the end. */
export function isRangeReversed({ from, to }: DateRange): boolean {
  return Boolean(from && to && isAfterDay(from, to));
}

/** Why typed text was not accepted as a day. */
export const dateInputErrors = ['invalidDate', 'beforeMinDate', 'afterMaxDate'] as const;
export type DateInputError = (typeof dateInputErrors)[number];

export type DateInputResult = { ok: true; value: IsoDate | null } | { ok: false; error: DateInputError };

/**
 * Checks typed text against the format and the bounds. Blank text is a valid "no date" (the field was cleared).
 */
export function readDateInput(
  text: string,
  { format = 'dd/MM/yyyy', minDate, maxDate }: DayBounds & { format?: DateDisplayFormat } = {},
): DateInputResult {
  if (text.trim() === '') return { ok: true, value: null };
  const value = parseDisplayDate(text, format);
  if (!value) return { ok: false, error: 'invalidDate' };
  if (minDate && isBeforeDay(value, minDate)) return { ok: false, error: 'beforeMinDate' };
  if (maxDate && isAfterDay(value, maxDate)) return { ok: false, error: 'afterMaxDate' };
  return { ok: true, value };
}

/**
 * The calendar day it is in a time zone at an instant, as ISO. "Today" for the pharmacy is the day in
 * Asia/Ho_Chi_Minh, whatever the browser's zone: `isoDateInTimeZone(new Date(), 'Asia/Ho_Chi_Minh')`.
 */
export function isoDateInTimeZone(instant: Date, timeZone: string): IsoDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
