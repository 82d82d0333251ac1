/**
 * The list-screen kit: how every list of the portal is built. A screen declares its address (`listState`), its
 * filters and its query once, then assembles `useListView` with `PageFrame` (from @pharmacy/ui), `ListSearch`,
 * `FilterButton` (from @pharmacy/ui) and a lazily loaded `FilterDrawer` (`./FilterDrawer`), `ListTable` and `ListPager`; a synced list adds
 * `useManualSync` with its `ManualSyncButton`. CONTRIBUTING.md walks through one.
 */
export { column, WrappingHeader } from './columns';
export { OPTION_LIMIT, onlyUuids, PAGE_SIZE, SEARCH_MAX } from './constants';
// The filter drawer's pieces (FilterDrawer, CheckboxGroup, DateRangeFilter) are imported from './FilterDrawer' by a
// screen's lazily loaded drawer, not through here: a list's first paint does not carry the drawer's fields.
export { ListPager, type ListPagerProps } from './ListPager';
export { ListSearch } from './ListSearch';
export { ListEmptyState, LoadFailed, NotFoundState } from './ListStates';
export { ListTable, type ListTableProps } from './ListTable';
export * as listStyles from './list.css';
export { ManualSyncButton, useManualSync } from './ManualSync';
export { OptionChecklist, type OptionSource } from './OptionChecklist';
export { RowSyncButton } from './RowSyncButton';
export { StatusSelect } from './StatusSelect';
export { filtersIn, isFiltered, type ListFilters, useListView } from './useListView';
