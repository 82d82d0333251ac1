import { describe, expect, it } from 'vitest';
import { type ChecklistItem, checklistView, pinnedSelection } from './checklistView';

const suppliers: ChecklistItem[] = [
  { value: 'ak', label: 'Nhà thuốc An Khang' },
  { value: 'lc', label: 'Nhà thuốc Long Châu' },
  { value: 'dhg', label: 'Công ty Dược Hậu Giang', keywords: 'DHG' },
  { value: 'ph', label: 'Đông dược Phúc Hưng' },
  { value: 'zp', label: 'Zuellig Pharma Việt Nam', description: 'Nhà thuốc trên toàn quốc' },
];

const values = (items: ChecklistItem[]) => items.map((item) => item.value);

describe('checklistView', () => {
  it.each([
    {
      name: 'empty query shows all',
      query: '',
      limit: undefined,
      shown: ['ak', 'lc', 'dhg', 'ph', 'zp'],
      count: 5,
    },
    { name: 'accent-insensitive', query: 'nha thuoc', limit: undefined, shown: ['ak', 'lc'], count: 2 },
    { name: "'d' finds 'đ'", query: 'dong duoc', limit: undefined, shown: ['ph'], count: 1 },
    {
      name: 'case-insensitive, any word order',
      query: 'GIANG hau',
      limit: undefined,
      shown: ['dhg'],
      count: 1,
    },
    { name: 'keywords are searched', query: 'dhg', limit: undefined, shown: ['dhg'], count: 1 },
    { name: 'descriptions are not searched', query: 'toan quoc', limit: undefined, shown: [], count: 0 },
    { name: 'no match', query: 'xyz', limit: undefined, shown: [], count: 0 },
    { name: 'limit cuts the matches', query: '', limit: 2, shown: ['ak', 'lc'], count: 5 },
    { name: 'limit above the matches', query: 'nha thuoc', limit: 20, shown: ['ak', 'lc'], count: 2 },
    { name: 'limit 0 shows none', query: '', limit: 0, shown: [], count: 5 },
  ])('$name', ({ query, limit, shown, count }) => {
    const view = checklistView(suppliers, { query, filter: true, limit });
    expect(values(view.shown)).toEqual(shown);
    expect(view.matchCount).toBe(count);
  });

  it('keeps server answers as they are when not filtering', () => {
    const view = checklistView(suppliers, { query: 'nha thuoc', filter: false, limit: 3 });
    expect(values(view.shown)).toEqual(['ak', 'lc', 'dhg']);
    expect(view.matchCount).toBe(5);
  });
});

describe('pinnedSelection', () => {
  it.each([
    { name: 'nothing selected', selected: [], shown: ['a', 'b'], previous: [], expected: [] },
    { name: 'selected and shown', selected: ['a'], shown: ['a', 'b'], previous: [], expected: [] },
    {
      name: 'selected but filtered out',
      selected: ['c', 'a'],
      shown: ['a', 'b'],
      previous: [],
      expected: ['c'],
    },
    { name: 'keeps its order', selected: ['d', 'c'], shown: ['a'], previous: [], expected: ['d', 'c'] },
    {
      name: 'unchecked stays until the matches change',
      selected: [],
      shown: ['a'],
      previous: ['c'],
      expected: ['c'],
    },
    {
      name: 'newly selected appended',
      selected: ['c', 'd'],
      shown: ['a'],
      previous: ['c'],
      expected: ['c', 'd'],
    },
    {
      name: 'a pinned value now shown leaves',
      selected: ['c'],
      shown: ['a', 'c'],
      previous: ['c'],
      expected: [],
    },
    { name: 'fresh start drops unchecked', selected: ['d'], shown: ['a'], previous: [], expected: ['d'] },
  ])('$name', ({ selected, shown, previous, expected }) => {
    expect(pinnedSelection(selected, shown, previous)).toEqual(expected);
  });
});
