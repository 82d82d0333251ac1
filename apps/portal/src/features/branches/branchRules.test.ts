import { describe, expect, it } from 'vitest';
import { branchStats, searchBranches, shownStatus } from './branchRules';

const none = { all: false, ids: new Set<string>() };

describe('shownStatus', () => {
  it.each([
    ['active', none, 'active'],
    ['inactive', none, 'inactive'],
    ['syncing', none, 'syncing'],
    ['active', { all: true, ids: new Set<string>() }, 'syncing'],
    ['inactive', { all: false, ids: new Set(['b1']) }, 'syncing'],
    ['inactive', { all: false, ids: new Set(['b2']) }, 'inactive'],
  ] as const)('%s with %o → %s', (status, syncing, expected) => {
    expect(shownStatus({ id: 'b1', status }, syncing)).toBe(expected);
  });
});

describe('branchStats', () => {
  const branches = [
    { id: 'a', status: 'active' },
    { id: 'b', status: 'active' },
    { id: 'c', status: 'inactive' },
  ] as const;
  it.each([
    [none, { total: 3, active: 2, syncing: 0 }],
    [
      { all: false, ids: new Set(['a']) },
      { total: 3, active: 1, syncing: 1 },
    ],
    [
      { all: true, ids: new Set<string>() },
      { total: 3, active: 0, syncing: 3 },
    ],
  ])('%o → %o', (syncing, expected) => {
    expect(branchStats(branches, syncing)).toEqual(expected);
  });
  it('counts nothing in an empty list', () => {
    expect(branchStats([], { all: true, ids: new Set() })).toEqual({ total: 0, active: 0, syncing: 0 });
  });
});

describe('searchBranches', () => {
  const branches = [
    { name: 'Chi nhánh Hà Nội', address: '12 Phố Huế, Hai Bà Trưng', contact_number: '0243 123 456' },
    { name: 'Chi nhánh Đà Nẵng', address: null, contact_number: '0905111222' },
    { name: 'Kho tổng', address: '45 Nguyễn Trãi, Quận 1', contact_number: null },
  ];
  it.each([
    ['', 3],
    ['ha noi', 1],
    ['DA NANG', 1],
    ['nguyen trai', 1],
    ['0905', 1],
    ['chi nhanh', 2],
    ['hue 123', 1],
    ['can tho', 0],
  ])('%j finds %i', (query, count) => {
    expect(searchBranches(branches, query)).toHaveLength(count);
  });
});
