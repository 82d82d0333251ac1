/**
 * KiotViet writes dates in Vietnam's local time without an offset (`2026-03-14T09:41:07.5330000`); only the list
 * envelope's `timestamp` carries `+07:00`. Vietnam has kept UTC+07:00 without daylight saving since 1975, so a
 * fixed offset is exact for every date KiotViet can hold.
 */

const vietnamOffsetMs = 7 * 60 * 60 * 1000;

const datePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Parses a KiotViet date to an instant. Without an offset it is Vietnam time; `Z` or an explicit offset is
 * honoured. Fractions finer than a millisecond (.NET writes seven digits) are truncated.
 * Throws a RangeError naming the text when it is not a real date.
 */
export function parseKiotVietDate(text: string): Date {
  const match = datePattern.exec(text.trim());
  if (!match) throw new RangeError(`not a KiotViet date: ${JSON.stringify(text)}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const maxDay = month === 2 && !isLeap ? 28 : (daysInMonth[month - 1] ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > maxDay || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`not a real date: ${JSON.stringify(text)}`);
  }
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  return new Date(asUtc - offsetMs(offset));
}

function offsetMs(offset: string | undefined): number {
  if (offset === undefined) return vietnamOffsetMs;
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}

/** An instant as KiotViet reads it in a query (`lastModifiedFrom`): `yyyy-MM-ddTHH:mm:ss` in Vietnam time. */
export function formatKiotVietDate(instant: Date | number): string {
  const local = new Date((typeof instant === 'number' ? instant : instant.getTime()) + vietnamOffsetMs);
  if (Number.isNaN(local.getTime())) throw new RangeError('invalid instant');
  return local.toISOString().slice(0, 19);
}

/** An instant written the way KiotViet writes record dates: Vietnam time, no offset, seven fraction digits. */
export function formatKiotVietRecordDate(instant: number): string {
  const local = new Date(instant + vietnamOffsetMs).toISOString();
  return `${local.slice(0, 23)}0000`;
}

/** The envelope's `timestamp`: Vietnam time with its `+07:00` offset. */
export function formatKiotVietTimestamp(instant: number): string {
  const local = new Date(instant + vietnamOffsetMs).toISOString();
  return `${local.slice(0, 23)}0000+07:00`;
}
