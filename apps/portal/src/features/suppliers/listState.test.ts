import { describe, expect, it } from 'vitest';
import { isFiltered } from '../../shared/list';
import { CARDS_PER_PAGE, filters, type SupplierListView, sectionQuery } from './listState';

const view = (patch: Partial<SupplierListView> = {}): SupplierListView => ({
  search: '',
  status: null,
  page: 1,
  partnerPage: 1,
  ...patch,
});

describe('sectionQuery', () => {
  it.each([
    [view(), 'INTERNAL', { type: 'INTERNAL', page: 1, limit: CARDS_PER_PAGE }],
    [view({ page: 3, partnerPage: 2 }), 'INTERNAL', { type: 'INTERNAL', page: 3, limit: CARDS_PER_PAGE }],
    [view({ page: 3, partnerPage: 2 }), 'PARTNER', { type: 'PARTNER', page: 2, limit: CARDS_PER_PAGE }],
    [
      view({ search: '  minh châu ', status: 'INACTIVE' }),
      'PARTNER',
      { type: 'PARTNER', page: 1, limit: CARDS_PER_PAGE, search: 'minh châu', status: 'INACTIVE' },
    ],
    [view({ search: '   ' }), 'INTERNAL', { type: 'INTERNAL', page: 1, limit: CARDS_PER_PAGE }],
    [
      view({ search: 'x'.repeat(150) }),
      'INTERNAL',
      { type: 'INTERNAL', page: 1, limit: CARDS_PER_PAGE, search: 'x'.repeat(100) },
    ],
  ] as const)('%j as %s → %j', (listView, type, query) => {
    expect(sectionQuery(listView, type)).toEqual(query);
  });
});

describe('filters', () => {
  it.each([
    [view(), false],
    [view({ search: ' ' }), false],
    [view({ page: 4 }), false],
    [view({ search: 'dhg' }), true],
    [view({ status: 'ACTIVE' }), true],
  ])('%j filtered: %s', (listView, filtered) => {
    expect(isFiltered(listView, filters.none)).toBe(filtered);
  });
});
