import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it.each([
    { bytes: 0, locale: 'en-US', expected: '0 B' },
    { bytes: 1023, locale: 'en-US', expected: '1,023 B' },
    { bytes: 1024, locale: 'en-US', expected: '1 KB' },
    { bytes: 1536, locale: 'en-US', expected: '1.5 KB' },
    { bytes: 1536, locale: 'vi-VN', expected: '1,5 KB' },
    { bytes: 2 * 1024 * 1024, locale: 'vi-VN', expected: '2 MB' },
    { bytes: 2 * 1024 * 1024 + 1, locale: 'en-US', expected: '2 MB' },
    { bytes: 1_288_490, locale: 'vi-VN', expected: '1,2 MB' },
    { bytes: 5 * 1024 ** 3, locale: 'en-US', expected: '5 GB' },
    { bytes: 3 * 1024 ** 4, locale: 'en-US', expected: '3,072 GB' },
    { bytes: -1, locale: 'en-US', expected: '' },
    { bytes: Number.NaN, locale: 'en-US', expected: '' },
  ])('$bytes bytes ($locale) → "$expected"', ({ bytes, locale, expected }) => {
    expect(formatFileSize(bytes, locale)).toBe(expected);
  });
});
