/**
 * The list-screen kit: how every list of the portal is built. A screen declares its address (`listState`), its
 * filters and its query once, then assembles `useListView` with `PageFrame` (from @pharmacy/ui), `ListSearch`,
 * `FilterButton` (from @pharmacy/ui) and `FilterDrawer`, `ListTable` and `ListPager`; a synced list adds
 * `useManualSync` with its `ManualSyncButton`. CONTRIBUTING.md walks through one.
 */
export { isUuid, OPTION_LIMIT, onlyUuids, PAGE_SIZE, SEARCH_MAX } from './constants';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  DateRangeFilter,
  type DateRangeFilterProps,
  FilterDrawer,
  type FilterDrawerBinding,
  type FilterDrawerProps,
} from './FilterDrawer';
export { ListPager, type ListPagerProps, type RangeValues } from './ListPager';
export { ListSearch, type ListSearchProps } from './ListSearch';
export {
  ListEmptyState,
  type ListEmptyStateProps,
  type ListEmptyTexts,
  LoadFailed,
  type LoadFailedProps,
} from './ListStates';
export { ListTable, type ListTableProps, type ListTableTexts } from './ListTable';
export * as listStyles from './list.css';
export {
  ManualSyncButton,
  type ManualSyncButtonProps,
  type ManualSyncOptions,
  useManualSync,
} from './ManualSync';
export {
  OptionChecklist,
  type OptionChecklistProps,
  type OptionSource,
  type OptionTexts,
} from './OptionChecklist';
export {
  filtersIn,
  isFiltered,
  type ListAnswer,
  type ListFilters,
  type ListLoad,
  type ListViewOptions,
  useListView,
} from './useListView';
