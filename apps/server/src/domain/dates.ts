/**
 * "Today", expiry and date filters are computed in Vietnam's time zone (docs/product/conventions.md#formats),
 * whatever the host's zone.
 */
const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Vietnam has no daylight saving time: the offset is constant. */
const OFFSET = '+07:00';

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (yyyy-MM-dd) in Vietnam at the given instant. */
export function businessDate(at: Date): string {
  return isoDateFormat.format(at);
}

/** True for a real calendar date written yyyy-MM-dd (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Adds whole days to a yyyy-MM-dd date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a Vietnamese calendar day starts, for filtering timestamps by a yyyy-MM-dd day. */
export function startOfBusinessDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00${OFFSET}`);
}

/** A lot expires at the end of its expiry day: it is expired when that day is before today. */
export function isExpired(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && expiryDate < today;
}

/** Whole days from one yyyy-MM-dd date to another (negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
