import { describe, expect, it } from 'vitest';
import { scrollToReveal, virtualWindow } from './virtualWindow';

type Args = [number, number, number, number, number];

describe('virtualWindow', () => {
  it.each([
    {
      name: 'top of a long list',
      args: [10_000, 40, 400, 0, 5] as const,
      expected: { start: 0, end: 15, paddingTop: 0, paddingBottom: 9_985 * 40 },
    },
    {
      name: 'scrolled to row 100',
      args: [10_000, 40, 400, 4_000, 5] as const,
      expected: { start: 95, end: 115, paddingTop: 95 * 40, paddingBottom: (10_000 - 115) * 40 },
    },
    {
      name: 'bottom of the list',
      args: [10_000, 40, 400, 399_600, 5] as const,
      expected: { start: 9_985, end: 10_000, paddingTop: 9_985 * 40, paddingBottom: 0 },
    },
    {
      name: 'past the end (overscroll)',
      args: [100, 40, 400, 99_999, 2] as const,
      expected: { start: 97, end: 100, paddingTop: 97 * 40, paddingBottom: 0 },
    },
    {
      name: 'a short list renders whole',
      args: [3, 40, 400, 0, 8] as const,
      expected: { start: 0, end: 3, paddingTop: 0, paddingBottom: 0 },
    },
    {
      name: 'empty',
      args: [0, 40, 400, 0, 8] as const,
      expected: { start: 0, end: 0, paddingTop: 0, paddingBottom: 0 },
    },
  ])('$name', ({ args, expected }) => {
    expect(virtualWindow(...(args as Args))).toEqual(expected);
  });
});

describe('scrollToReveal', () => {
  it.each([
    { name: 'already visible', args: [5, 40, 400, 0, 0] as const, expected: null },
    { name: 'above the viewport', args: [5, 40, 400, 400, 0] as const, expected: 200 },
    { name: 'below the viewport', args: [20, 40, 400, 0, 0] as const, expected: 440 },
    { name: 'below, under a sticky header', args: [9, 40, 400, 0, 40] as const, expected: 40 },
  ])('$name', ({ args, expected }) => {
    expect(scrollToReveal(...(args as Args))).toBe(expected);
  });
});
