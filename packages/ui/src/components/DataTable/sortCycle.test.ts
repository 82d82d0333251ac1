import { describe, expect, it } from 'vitest';
import { nextSort, type SortDirection, type SortState, sortKey } from './sortCycle';

const total = (direction: SortDirection): SortState => ({ columnId: 'total', direction });

describe('nextSort', () => {
  it.each([
    { name: 'an unsorted table starts ascending', current: undefined, expected: total('ascending') },
    {
      name: 'another column sorted: this one starts over',
      current: { columnId: 'code', direction: 'descending' } as const,
      expected: total('ascending'),
    },
    { name: 'ascending turns descending', current: total('ascending'), expected: total('descending') },
    {
      name: 'descending starts over without clearing',
      current: total('descending'),
      expected: total('ascending'),
    },
  ])('$name', ({ current, expected }) => {
    expect(nextSort(current, 'total')).toEqual(expected);
  });

  it.each([
    { name: 'unsorted → ascending', current: undefined, expected: total('ascending') },
    { name: 'ascending → descending', current: total('ascending'), expected: total('descending') },
    { name: 'descending → none', current: total('descending'), expected: undefined },
  ])('clearable: $name', ({ current, expected }) => {
    expect(nextSort(current, 'total', 'ascending', true)).toEqual(expected);
  });

  it.each([
    { name: 'unsorted → descending', current: undefined, clearable: false, expected: total('descending') },
    {
      name: 'descending → ascending',
      current: total('descending'),
      clearable: false,
      expected: total('ascending'),
    },
    {
      name: 'ascending → descending again',
      current: total('ascending'),
      clearable: false,
      expected: total('descending'),
    },
    {
      name: 'ascending → none when clearable',
      current: total('ascending'),
      clearable: true,
      expected: undefined,
    },
  ])('descending first: $name', ({ current, clearable, expected }) => {
    expect(nextSort(current, 'total', 'descending', clearable)).toEqual(expected);
  });
});

describe('sortKey', () => {
  it.each([
    { sort: undefined, expected: '' },
    { sort: total('ascending'), expected: 'total:ascending' },
    { sort: { columnId: 'code', direction: 'descending' } as const, expected: 'code:descending' },
  ])('$expected', ({ sort, expected }) => {
    expect(sortKey(sort)).toBe(expected);
  });
});
