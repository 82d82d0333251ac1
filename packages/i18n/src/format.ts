/**
 * Formatters for money and dates, in one place. Money is integer đồng; every date is shown as the
 * pharmacy sees it in Asia/Ho_Chi_Minh, whatever the time zone of the browser or the server.
 */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

const moneyFormat = new Intl.NumberFormat('vi-VN', {
  style: 'currency',
  currency: 'VND',
  maximumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateInput = Date | string | number;

/** `1234567` → `1.234.567 ₫` (vi-VN places a no-break space before the symbol). */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return moneyFormat.format(Math.round(amount));
}

/** `1234567` → `1.234.567`: quantities and amounts without a currency symbol. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat.format(value);
}

const rateFormats = {
  small: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }),
  large: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }),
};

/**
 * An average a day, e.g. units sold: `4.2` → `4,2`, `0.36` → `0,36`. Below one, two decimals, so a product that
 * sells one unit a month reads `0,04` and not `0`; from one up, one decimal.
 */
export function formatDailyRate(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return (Math.abs(value) < 1 ? rateFormats.small : rateFormats.large).format(value);
}

interface CalendarParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/**
 * Calendar fields of a value in Vietnam. A bare `yyyy-MM-dd` is a calendar date, not an instant: it is
 * taken as written, so '2026-01-15' is the 15th everywhere.
 */
function calendarParts(value: DateInput): CalendarParts | null {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, year = '', month = '', day = ''] = match;
      return { year, month, day, hour: '00', minute: '00', second: '00' };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** `dd/MM/yyyy` in Vietnam; an empty string for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const p = calendarParts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** `dd/MM/yyyy HH:mm` in Vietnam. */
export function formatDateTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const p = calendarParts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** Today's calendar date in Vietnam as `yyyy-MM-dd` (the format of filters and expiry dates). */
export function todayIso(now: Date = new Date()): string {
  const p = calendarParts(now);
  if (!p) throw new RangeError('Invalid current date');
  return `${p.year}-${p.month}-${p.day}`;
}

/** A value's calendar date in Vietnam as `yyyy-MM-dd`, or null when it is not a date. */
export function toIsoDate(value: DateInput): string | null {
  const p = calendarParts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : null;
}

const JUST_NOW = { vi: 'vừa xong', en: 'just now' } as const;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string) {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * Relative time (docs/product/conventions.md#formats): minutes ago under 60 minutes, hours ago under 1440 minutes (a
 * day),
 * otherwise the date. Future values (clock skew) read as "now".
 */
export function formatRelativeTime(
  value: DateInput | null | undefined,
  { now = new Date(), locale = 'vi' }: { now?: Date; locale?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  // Intl's "0 minutes ago" reads 'phút này' ("this minute") in Vietnamese: under a minute is 'vừa xong'.
  if (minutes === 0) return JUST_NOW[locale.split('-')[0] as keyof typeof JUST_NOW] ?? JUST_NOW.en;
  if (minutes < 60) return relativeFormat(locale).format(-minutes, 'minute');
  if (minutes < 1440) return relativeFormat(locale).format(-Math.floor(minutes / 60), 'hour');
  return formatDate(date);
}
