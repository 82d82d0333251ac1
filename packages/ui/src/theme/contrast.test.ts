import { describe, expect, test } from 'vitest';
import { dark, light } from './colors';
import { colorAt, contrastPairs, contrastRatio } from './contrast';

describe('contrastRatio', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#ffffff', '#767676', 4.54],
    ['#e2e8f0', '#ffffff', 1.23],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  test('refuses a colour it cannot read', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme', (_theme, colors) => {
  test.each(
    contrastPairs.map((pair) => [pair.role, pair.foreground, pair.background, pair.minimum] as const),
  )('%s: %s on %s ≥ %d:1', (_role, foreground, background, minimum) => {
    const ratio = contrastRatio(colorAt(colors, foreground), colorAt(colors, background));
    expect(ratio).toBeGreaterThanOrEqual(minimum);
  });
});
