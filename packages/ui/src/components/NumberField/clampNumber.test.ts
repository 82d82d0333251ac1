import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  isSafeNumber,
  parseNumericString,
  stepNumber,
  toNumericString,
  valueOnBlur,
} from './clampNumber';

describe('clampNumber', () => {
  it.each([
    { value: 5, min: 1, max: 10, expected: 5 },
    { value: 0, min: 1, max: undefined, expected: 1 },
    { value: -3, min: 1, max: undefined, expected: 1 },
    { value: 80, min: 0, max: 50, expected: 50 },
    { value: 50, min: 0, max: 50, expected: 50 },
    { value: 1, min: 1, max: 1, expected: 1 },
    { value: -7.5, min: undefined, max: undefined, expected: -7.5 },
    { value: 2.5, min: 2.75, max: undefined, expected: 2.75 },
    { value: null, min: 1, max: 10, expected: null },
  ])('$value in [$min, $max] → $expected', ({ value, min, max, expected }) => {
    expect(clampNumber(value, { min, max })).toBe(expected);
  });
});

describe('valueOnBlur', () => {
  it.each([
    { name: 'partner line: 0 becomes 1', value: 0, options: { clamp: true, min: 1 }, expected: 1 },
    { name: 'partner line: -4 becomes 1', value: -4, options: { clamp: true, min: 1 }, expected: 1 },
    { name: 'partner line: 3 stays', value: 3, options: { clamp: true, min: 1 }, expected: 3 },
    { name: 'existing lot: above on-hand', value: 80, options: { clamp: true, max: 50 }, expected: 50 },
    {
      name: 'no clamp keeps an invalid value for the error',
      value: 0,
      options: { clamp: false, min: 1 },
      expected: 0,
    },
    { name: 'empty stays empty', value: null, options: { clamp: true, min: 1 }, expected: null },
    {
      name: 'empty takes the empty value',
      value: null,
      options: { clamp: true, min: 1, emptyValue: 1 },
      expected: 1,
    },
    {
      name: 'the empty value is clamped too',
      value: null,
      options: { clamp: true, min: 1, emptyValue: 0 },
      expected: 1,
    },
    { name: 'empty value without clamp', value: null, options: { clamp: false, emptyValue: 0 }, expected: 0 },
  ])('$name', ({ value, options, expected }) => {
    expect(valueOnBlur(value, options)).toBe(expected);
  });
});

describe('stepNumber', () => {
  it.each([
    { name: 'up by one', value: 1, delta: 1, range: {}, expected: 2 },
    { name: 'down by one', value: 1, delta: -1, range: {}, expected: 0 },
    { name: 'down stops at min', value: 1, delta: -1, range: { min: 1 }, expected: 1 },
    { name: 'up stops at max', value: 49, delta: 10, range: { max: 50 }, expected: 50 },
    {
      name: 'a value above max steps down into range',
      value: 80,
      delta: -1,
      range: { max: 50 },
      expected: 50,
    },
    { name: 'money by 1000', value: 150000, delta: 1000, range: { min: 0 }, expected: 151000 },
    { name: 'decimals do not drift', value: 0.2, delta: 0.1, range: {}, expected: 0.3 },
    { name: 'value precision kept', value: 1.25, delta: 1, range: {}, expected: 2.25 },
    { name: 'empty up starts at min', value: null, delta: 1, range: { min: 1 }, expected: 1 },
    { name: 'empty up starts at 0 without min', value: null, delta: 1, range: {}, expected: 0 },
    { name: 'empty down starts at max', value: null, delta: -1, range: { max: 50 }, expected: 50 },
    {
      name: 'empty down without max is clamped to min',
      value: null,
      delta: -1,
      range: { min: 1 },
      expected: 1,
    },
  ])('$name', ({ value, delta, range, expected }) => {
    expect(stepNumber(value, delta, range)).toBe(expected);
  });
});

describe('toNumericString', () => {
  it.each([
    { value: 1234567, expected: '1234567' },
    { value: 12.5, expected: '12.5' },
    { value: -3, expected: '-3' },
    { value: -0, expected: '0' },
    { value: 1e21, expected: '1000000000000000000000' },
    { value: 1e-7, expected: '0.0000001' },
    { value: null, expected: '' },
    { value: Number.NaN, expected: '' },
    { value: Number.POSITIVE_INFINITY, expected: '' },
  ])('$value → "$expected"', ({ value, expected }) => {
    expect(toNumericString(value)).toBe(expected);
  });
});

describe('parseNumericString', () => {
  it.each([
    { text: '1234567', expected: 1234567 },
    { text: '12.5', expected: 12.5 },
    { text: '12.', expected: 12 },
    { text: '.5', expected: 0.5 },
    { text: '-3', expected: -3 },
    { text: '007', expected: 7 },
    { text: '', expected: null },
    { text: '-', expected: null },
    { text: '.', expected: null },
  ])('"$text" → $expected', ({ text, expected }) => {
    expect(parseNumericString(text)).toBe(expected);
  });

  it('round-trips through toNumericString', () => {
    for (const value of [0, 1, -1, 0.1, 1234567.89, 9007199254740991]) {
      expect(parseNumericString(toNumericString(value))).toBe(value);
    }
  });
});

describe('isSafeNumber', () => {
  it.each([
    { value: undefined, expected: true },
    { value: 0, expected: true },
    { value: 999_999_999_999, expected: true },
    { value: Number.MAX_SAFE_INTEGER, expected: true },
    { value: -Number.MAX_SAFE_INTEGER, expected: true },
    { value: Number.MAX_SAFE_INTEGER + 2, expected: false },
    { value: -1e20, expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isSafeNumber(value)).toBe(expected);
  });
});
