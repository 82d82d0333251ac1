import { describe, expect, it } from 'vitest';
import { filterSections, findOption, flattenSections, type PickerOptions, toSections } from './options';

const suppliers: PickerOptions = [
  { value: 'any', label: 'Tất cả nhà cung cấp' },
  {
    label: 'Nhà cung cấp đối tác',
    options: [
      { value: 'p1', label: 'Dược phẩm Trung ương 1' },
      { value: 'p2', label: 'Công ty Dược Hậu Giang', keywords: 'DHG' },
    ],
  },
  { label: 'Trống', options: [] },
  {
    label: 'Nhà cung cấp nội bộ',
    options: [
      { value: 'i1', label: 'Nhà thuốc Long Châu', badge: 'KiotViet' },
      { value: 'i2', label: 'Đại Bắc', disabled: true },
    ],
  },
  { value: 'other', label: 'Khác' },
];

describe('toSections', () => {
  it('keeps display order, merges ungrouped runs and drops empty groups', () => {
    expect(toSections(suppliers).map((s) => [s.label, s.options.map((o) => o.value)])).toEqual([
      [null, ['any']],
      ['Nhà cung cấp đối tác', ['p1', 'p2']],
      ['Nhà cung cấp nội bộ', ['i1', 'i2']],
      [null, ['other']],
    ]);
  });

  it.each([
    { options: [], expected: [] },
    {
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
      expected: [[null, ['a', 'b']]],
    },
  ])('$options.length options', ({ options, expected }) => {
    expect(toSections(options).map((s) => [s.label, s.options.map((o) => o.value)])).toEqual(expected);
  });
});

describe('flattenSections', () => {
  it('lists options in the order they are rendered', () => {
    expect(flattenSections(toSections(suppliers)).map((o) => o.value)).toEqual([
      'any',
      'p1',
      'p2',
      'i1',
      'i2',
      'other',
    ]);
  });
});

describe('filterSections', () => {
  it.each([
    {
      query: '',
      expected: ['any', 'p1', 'p2', 'i1', 'i2', 'other'],
      groups: [null, 'Nhà cung cấp đối tác', 'Nhà cung cấp nội bộ', null],
    },
    { query: 'nha thuoc', expected: ['i1'], groups: ['Nhà cung cấp nội bộ'] },
    { query: 'd', expected: ['p1', 'p2', 'i2'], groups: ['Nhà cung cấp đối tác', 'Nhà cung cấp nội bộ'] },
    { query: 'DƯỢC', expected: ['p1', 'p2'], groups: ['Nhà cung cấp đối tác'] },
    { query: 'dhg', expected: ['p2'], groups: ['Nhà cung cấp đối tác'] },
    { query: 'hậu giang dhg', expected: ['p2'], groups: ['Nhà cung cấp đối tác'] },
    { query: 'kiotviet', expected: [], groups: [] },
    { query: 'xyz', expected: [], groups: [] },
  ])('"$query"', ({ query, expected, groups }) => {
    const sections = filterSections(toSections(suppliers), query);
    expect(flattenSections(sections).map((o) => o.value)).toEqual(expected);
    expect(sections.map((s) => s.label)).toEqual(groups);
  });
});

describe('findOption', () => {
  it.each([
    { value: 'i1', expected: 'Nhà thuốc Long Châu' },
    { value: 'any', expected: 'Tất cả nhà cung cấp' },
    { value: 'missing', expected: undefined },
    { value: null, expected: undefined },
  ])('$value → $expected', ({ value, expected }) => {
    expect(findOption(suppliers, value)?.label).toBe(expected);
  });
});
