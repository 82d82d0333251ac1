import { describe, expect, it } from 'vitest';
import { filterBySearch, matchesSearch, normalizeSearchText } from './search';

describe('normalizeSearchText', () => {
  it.each([
    { text: 'Nhà thuốc', expected: 'nha thuoc' },
    { text: 'ĐỒNG BỘ', expected: 'dong bo' },
    { text: 'đường', expected: 'duong' },
    { text: 'Dược phẩm Hậu Giang', expected: 'duoc pham hau giang' },
    { text: '  Khách   lẻ ', expected: 'khach le' },
    { text: 'Nguyễn Thị Ánh Tuyết', expected: 'nguyen thi anh tuyet' },
    { text: 'Paracetamol 500mg', expected: 'paracetamol 500mg' },
    { text: 'Nhà thuốc'.normalize('NFD'), expected: 'nha thuoc' },
    { text: '', expected: '' },
  ])('"$text" → "$expected"', ({ text, expected }) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });
});

describe('matchesSearch', () => {
  it.each([
    { text: 'Nhà thuốc An Khang', query: 'nha thuoc', expected: true },
    { text: 'Đông dược', query: 'd', expected: true },
    { text: 'Đông dược', query: 'dong', expected: true },
    { text: 'Công ty Dược Hậu Giang', query: 'HAU giang', expected: true },
    { text: 'Công ty Dược Hậu Giang', query: 'giang hau', expected: true },
    { text: 'Công ty Dược Hậu Giang', query: 'hà nội', expected: false },
    { text: 'Amoxicillin', query: '', expected: true },
    { text: 'Amoxicillin', query: '   ', expected: true },
    { text: 'Vitamin C', query: 'vitamin d', expected: false },
  ])('"$text" ~ "$query" → $expected', ({ text, query, expected }) => {
    expect(matchesSearch(text, query)).toBe(expected);
  });
});

describe('filterBySearch', () => {
  const suppliers = [
    { name: 'Dược phẩm Trung ương 1' },
    { name: 'Nhà thuốc Long Châu' },
    { name: 'Đại Bắc' },
  ];
  it.each([
    { query: 'duoc', expected: ['Dược phẩm Trung ương 1'] },
    { query: 'd', expected: ['Dược phẩm Trung ương 1', 'Đại Bắc'] },
    { query: 'chau', expected: ['Nhà thuốc Long Châu'] },
    { query: '', expected: ['Dược phẩm Trung ương 1', 'Nhà thuốc Long Châu', 'Đại Bắc'] },
    { query: 'xyz', expected: [] },
  ])('"$query"', ({ query, expected }) => {
    expect(filterBySearch(suppliers, query, (s) => s.name).map((s) => s.name)).toEqual(expected);
  });
});
