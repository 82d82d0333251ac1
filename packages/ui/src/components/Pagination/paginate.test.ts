import { describe, expect, it } from 'vitest';
import { clampPage, edgePages, type PageItem, pageCount, pageRange, pageWindow } from './paginate';

const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? i.page : '…')).join(' ');

describe('pageCount', () => {
  it.each([
    { total: 0, size: 10, expected: 1 },
    { total: 1, size: 10, expected: 1 },
    { total: 10, size: 10, expected: 1 },
    { total: 11, size: 10, expected: 2 },
    { total: 95, size: 10, expected: 10 },
    { total: -3, size: 10, expected: 1 },
  ])('$total items by $size → $expected pages', ({ total, size, expected }) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it('rejects a page size of 0', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it.each([
    { page: 0, pages: 5, expected: 1 },
    { page: 3, pages: 5, expected: 3 },
    { page: 9, pages: 5, expected: 5 },
    { page: 2.7, pages: 5, expected: 2 },
    { page: Number.NaN, pages: 5, expected: 1 },
    { page: 4, pages: 0, expected: 1 },
  ])('$page of $pages → $expected', ({ page, pages, expected }) => {
    expect(clampPage(page, pages)).toBe(expected);
  });
});

describe('pageRange', () => {
  it.each([
    { page: 1, size: 10, total: 42, expected: { from: 1, to: 10, total: 42 } },
    { page: 5, size: 10, total: 42, expected: { from: 41, to: 42, total: 42 } },
    { page: 9, size: 10, total: 42, expected: { from: 41, to: 42, total: 42 } },
    { page: 1, size: 10, total: 0, expected: { from: 0, to: 0, total: 0 } },
    { page: 2, size: 25, total: 26, expected: { from: 26, to: 26, total: 26 } },
  ])('page $page × $size of $total', ({ page, size, total, expected }) => {
    expect(pageRange(page, size, total)).toEqual(expected);
  });
});

describe('pageWindow (current ± 2)', () => {
  it.each([
    { page: 1, pages: 1, expected: '1' },
    { page: 1, pages: 10, expected: '1 2 3' },
    { page: 2, pages: 10, expected: '1 2 3 4' },
    { page: 5, pages: 10, expected: '3 4 5 6 7' },
    { page: 9, pages: 10, expected: '7 8 9 10' },
    { page: 10, pages: 10, expected: '8 9 10' },
    { page: 3, pages: 4, expected: '1 2 3 4' },
    { page: 42, pages: 10, expected: '8 9 10' },
  ])('page $page of $pages → $expected', ({ page, pages, expected }) => {
    expect(show(pageWindow(page, pages))).toBe(expected);
  });
});

describe('edgePages (first 3 and the last pages)', () => {
  it.each([
    { page: 1, pages: 1, expected: '1' },
    { page: 1, pages: 4, expected: '1 2 3 4' },
    { page: 1, pages: 5, expected: '1 2 3 4 5' },
    { page: 1, pages: 6, expected: '1 2 3 … 5 6' },
    { page: 1, pages: 20, expected: '1 2 3 … 19 20' },
    { page: 10, pages: 20, expected: '1 2 3 … 10 … 19 20' },
    { page: 4, pages: 20, expected: '1 2 3 4 … 19 20' },
    { page: 18, pages: 20, expected: '1 2 3 … 18 19 20' },
    { page: 20, pages: 20, expected: '1 2 3 … 19 20' },
  ])('page $page of $pages → $expected', ({ page, pages, expected }) => {
    expect(show(edgePages(page, pages))).toBe(expected);
  });

  it('gives each ellipsis a stable, unique key', () => {
    const keys = edgePages(10, 20)
      .filter((i) => i.type === 'ellipsis')
      .map((i) => (i.type === 'ellipsis' ? i.key : ''));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
