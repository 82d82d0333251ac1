import { pageCount } from '@pharmacy/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type SetUrlStateOptions, type UrlSchema, type UrlValues, useUrlState } from '../useUrlState';
import { PAGE_SIZE } from './constants';
import type { FilterDrawerBinding } from './FilterDrawer';
import { useInterpolate } from './interpolate';
import type { PagerTexts } from './ListPager';

/** What the API answers for one page of a list. */
interface ListAnswer<Row> {
  data: Row[];
  total: number;
  /** False when `total` is an estimate (a very long list): the range then says 'khoảng'. */
  total_exact: boolean;
}

/** What a data hook of `@pharmacy/api-client` gives back (the part a list reads). */
interface ListLoad<Answer> {
  data?: Answer;
  error?: unknown;
  isLoading: boolean;
  isValidating?: boolean;
  mutate: () => Promise<unknown>;
}

export interface ListFilters<Filters> {
  /** The filters' values when none is in use: what 'Xoá tất cả' and 'Xoá bộ lọc' write (with the search emptied). */
  none: Filters;
  /** The count on the filter button: each group in use counts once (a date range is one). */
  count: (filters: Filters) => number;
}

/** The filters' part of a view: the values of the keys `none` names. */
export function filtersIn<Filters extends object>(view: object, none: Filters): Filters {
  const values = view as Record<string, unknown>;
  return Object.fromEntries(Object.keys(none).map((key) => [key, values[key]])) as Filters;
}

/** Whether a view narrows its list: a search, or a filter whose value is not its `none`. */
export function isFiltered(view: { search?: unknown }, none: object): boolean {
  const values = view as Record<string, unknown>;
  const searched = typeof view.search === 'string' && view.search.trim() !== '';
  return (
    searched ||
    Object.entries(none).some(([key, value]) => JSON.stringify(values[key]) !== JSON.stringify(value))
  );
}

/** What a list's locale holds besides its table's and pager's texts (most under `list`). */
interface ListTexts extends PagerTexts {
  /** The search box's name and placeholder. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The filter button's count in words: '{{count}} bộ lọc đang áp dụng'. */
  activeFilters?: string;
}

export interface ListViewOptions<
  S extends UrlSchema,
  Query,
  Row,
  Filters extends Partial<UrlValues<S>>,
  Texts extends ListTexts,
> {
  /** The address's parameters (declared once, outside the component): a `page` and a `search` among them. */
  state: S;
  /** The filters among them (those of the filter drawer or menu); none by default. */
  filters?: ListFilters<Filters>;
  /**
   * Filters outside the drawer (a select beside the search), with their values when unused: they narrow the list
   * and 'Xoá bộ lọc' clears them, but the drawer leaves them alone.
   */
  quickFilters?: Partial<UrlValues<S>>;
  /** The API's query for a view: what the address holds, made safe to send. */
  toQuery: (view: UrlValues<S>) => Query;
  /**
   * The list's texts as the locale holds them (`t('list', { returnObjects: true })`): its range, its empty states
   * and its failed load, for the table and the pager.
   */
  texts: Texts;
  /** The data hook of the list's endpoint, e.g. `useSalesOrders`. */
  load: (query: Query) => ListLoad<ListAnswer<Row>>;
  /** The parameter holding this list's page, when the address holds more than one list ('page' by default). */
  pageKey?: keyof S & string;
  /** What a new search or filter writes besides: every list of the screen back to its first page. */
  firstPage?: Partial<UrlValues<S>>;
  pageSize?: number;
}

/**
 * A list screen's view, kept in the address, and its data: the query sent for the view, the filters in use, the
 * search, the page, and the props the kit's table and pager take. A page past the end (a stale link, rows gone
 * since) goes back to the last page with rows, or to the first when the total is only an estimate.
 *
 *   const list = useListView({ state: listState, filters, toQuery: toListQuery, load: useSalesOrders });
 *   <ListTable {...list.table} … />  <ListPager {...list.pager} … />
 */
export function useListView<
  S extends UrlSchema,
  Query,
  Row,
  Filters extends Partial<UrlValues<S>> = Partial<UrlValues<S>>,
  Texts extends ListTexts = ListTexts,
>({
  state,
  filters,
  quickFilters,
  toQuery,
  texts,
  load,
  pageKey = 'page',
  firstPage,
  pageSize = PAGE_SIZE,
}: ListViewOptions<S, Query, Row, Filters, Texts>) {
  const [view, setView] = useUrlState(state);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const interpolate = useInterpolate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a screen's `toQuery` may be written inline; the view decides
  const query = useMemo(() => toQuery(view), [view]);
  const { data, error, isLoading, isValidating = false, mutate } = load(query);
  const values = view as Record<string, unknown>;
  const page = Number(values[pageKey] ?? 1);
  const restart = (firstPage ?? { [pageKey]: 1 }) as Partial<UrlValues<S>>;

  const goToPage = useCallback(
    (next: number, options?: SetUrlStateOptions) =>
      setView({ [pageKey]: next } as Partial<UrlValues<S>>, options),
    [setView, pageKey],
  );

  useEffect(() => {
    if (!data || data.data.length > 0 || data.total === 0 || page <= 1) return;
    const last = data.total_exact ? pageCount(data.total, pageSize) : 1;
    if (last < page) goToPage(last, { replace: true });
  }, [data, page, pageSize, goToPage]);

  const none = filters?.none ?? ({} as Filters);
  const applied = filtersIn(view, none);
  const filterCount = filters?.count(applied) ?? 0;
  const filtered = isFiltered(view, { ...none, ...quickFilters });
  const clearAll = () =>
    setView({ ...none, ...quickFilters, search: '', ...restart } as Partial<UrlValues<S>>);
  const applyFilters = (next: Filters) => setView({ ...next, ...restart });
  const search = (text: string) =>
    setView({ search: text, ...restart } as Partial<UrlValues<S>>, { replace: true });
  const drawer: FilterDrawerBinding<Filters> = {
    open: drawerOpen,
    onOpenChange: setDrawerOpen,
    applied,
    none,
    onApply: applyFilters,
    onClearAll: clearAll,
  };

  return {
    view,
    setView,
    query,
    data,
    /** Fetches the page again ('Làm mới'). */
    reload: () => void mutate(),
    /** The page on screen is being fetched again. */
    reloading: isValidating && data !== undefined,
    /** The filters in use (the drawer starts from them). */
    applied,
    filterCount,
    /** A search or a filter narrows the list: an empty list then says 'nothing matches' with 'Xoá bộ lọc'. */
    filtered,
    /** A new search: from the first page, replacing the history entry (typing is not a step to go back to). */
    search,
    /** What `ListSearch` takes. */
    searchBox: {
      value: typeof values.search === 'string' ? values.search : '',
      onSearch: search,
      label: texts.searchLabel ?? '',
      placeholder: texts.searchPlaceholder ?? '',
    },
    /** Filters chosen outside a drawer (a menu, a select): from the first page. */
    applyFilters,
    /** Drops every filter and the search at once. */
    clearAll,
    /** What `FilterButton` takes: it opens the drawer. */
    filterButton: {
      count: filterCount,
      countLabel: interpolate(texts.activeFilters ?? '', { count: filterCount }),
      onClick: () => setDrawerOpen(true),
      'aria-haspopup': 'dialog' as const,
    },
    /** What `FilterDrawer` takes. */
    drawer,
    /** What `ListTable` takes. */
    table: {
      rows: data?.data,
      /** The rows on screen are the previous view's while this one loads (a new page, filter or sort). */
      refreshing: isLoading && data !== undefined,
      error,
      onRetry: () => void mutate(),
      filtered,
      onClearFilters: clearAll,
      texts,
    },
    /** What `ListPager` takes. */
    pager: {
      page,
      pageSize,
      total: data?.total ?? 0,
      totalExact: data?.total_exact ?? true,
      onPageChange: (next: number) => goToPage(next),
      busy: isLoading,
      texts,
    },
  };
}
