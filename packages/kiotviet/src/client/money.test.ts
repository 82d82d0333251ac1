import { describe, expect, it } from 'vitest';
import { parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['21312.0000', 21312],
    [21312, 21312],
    [21312.0, 21312],
    ['0.0000', 0],
    ['-0.0000', 0],
    ['1234567.4999', 1234567],
    ['1234567.5000', 1234568],
    [1234567.5, 1234568],
    ['-1234567.5000', -1234568],
    ['-1234567.4999', -1234567],
    // Half away from zero, also for negative numbers (Math.round would give −2 and −0).
    [-2.5, -3],
    [-0.5, -1],
    // 0.1 + 0.2 style values: the digits are read, not float arithmetic.
    [0.1 + 0.2, 0],
    [2.675, 3],
    [1.005, 1],
    ['12345.6789', 12346],
    [12345.6789, 12346],
    ['  500.0000 ', 500],
    ['1.5e3', 1500],
    [1e21 / 1e6, 1_000_000_000_000_000],
    [5e-7, 0],
    ['9007199254740991.0000', 9_007_199_254_740_991],
  ] as const)('%j → %d đồng', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([
    ['abc'],
    [''],
    ['12,5'],
    ['1.2.3'],
    ['9007199254740992.0000'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1e300],
  ] as const)('rejects %j', (input) => {
    expect(() => parseMoney(input)).toThrow(RangeError);
  });
});
