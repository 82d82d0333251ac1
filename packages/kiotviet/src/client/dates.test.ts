import { describe, expect, it } from 'vitest';
import { formatKiotVietDate, parseKiotVietDate } from './dates';

describe('parseKiotVietDate', () => {
  it.each([
    // Without an offset: Vietnam time (UTC+07:00).
    ['2026-03-14T09:41:07', '2026-03-14T02:41:07.000Z'],
    ['2026-03-14T09:41:07.5330000', '2026-03-14T02:41:07.533Z'],
    ['2026-03-14T09:41:07.5339999', '2026-03-14T02:41:07.533Z'],
    ['2026-03-14T09:41:07.5', '2026-03-14T02:41:07.500Z'],
    ['2026-03-14T09:41', '2026-03-14T02:41:00.000Z'],
    ['2026-03-14', '2026-03-13T17:00:00.000Z'],
    // A Vietnamese midnight is the previous day in UTC.
    ['2026-01-01T00:00:00', '2025-12-31T17:00:00.000Z'],
    ['2024-02-29T23:59:59', '2024-02-29T16:59:59.000Z'],
    // With an offset or Z: as written (the envelope's timestamp).
    ['2026-03-14T09:41:07.1230000+07:00', '2026-03-14T02:41:07.123Z'],
    ['2026-03-14T02:41:07Z', '2026-03-14T02:41:07.000Z'],
    ['2026-03-14T09:41:07-0500', '2026-03-14T14:41:07.000Z'],
  ])('%s → %s', (text, iso) => {
    expect(parseKiotVietDate(text).toISOString()).toBe(iso);
  });

  it.each([
    ['2026-02-29T10:00:00'],
    ['2026-13-01T10:00:00'],
    ['2026-04-31T10:00:00'],
    ['2026-03-14T24:00:00'],
    ['2026-03-14T10:60:00'],
    ['14/03/2026'],
    [''],
    ['2026-03-14T10:00:00+7'],
  ])('rejects %j', (text) => {
    expect(() => parseKiotVietDate(text)).toThrow(RangeError);
  });
});

describe('formatKiotVietDate', () => {
  it.each([
    ['2026-03-14T02:41:07.999Z', '2026-03-14T09:41:07'],
    ['2025-12-31T17:00:00.000Z', '2026-01-01T00:00:00'],
    ['2025-12-31T16:59:59.000Z', '2025-12-31T23:59:59'],
  ])('%s → %s (Vietnam time, no offset)', (iso, text) => {
    expect(formatKiotVietDate(new Date(iso))).toBe(text);
  });

  it('round-trips to the second', () => {
    const instant = Date.parse('2026-07-04T12:34:56.000Z');
    expect(parseKiotVietDate(formatKiotVietDate(instant)).getTime()).toBe(instant);
  });
});
