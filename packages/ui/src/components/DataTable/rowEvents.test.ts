import { describe, expect, it } from 'vitest';
import { rowKeyTarget } from './rowEvents';

describe('rowKeyTarget', () => {
  it.each([
    { key: 'ArrowDown', index: 3, expected: 4 },
    { key: 'ArrowUp', index: 3, expected: 2 },
    { key: 'Home', index: 3, expected: 0 },
    { key: 'End', index: 3, expected: 19 },
    { key: 'PageDown', index: 3, expected: 13 },
    { key: 'PageUp', index: 13, expected: 3 },
    { key: 'Enter', index: 3, expected: undefined },
    { key: 'Tab', index: 3, expected: undefined },
  ])('$key from row $index → $expected', ({ key, index, expected }) => {
    expect(rowKeyTarget(key, index, 20, 10)).toBe(expected);
  });
});
