import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { breakpoints } from '../../theme/tokens';
import { observeSize } from '../../utils/observeSize';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { DataTableCardPart } from './cardParts';
import * as styles from './DataTable.css';
import { DataTableCards } from './DataTableCards';
import { fromRowControl, rowKeyTarget } from './rowEvents';
import { SortIndicator } from './SortIndicator';
import { nextSort, type SortDirection, type SortState, sortKey } from './sortCycle';
import { useNarrowerThan } from './useNarrowerThan';
import { scrollToReveal, virtualWindow } from './virtualWindow';

export { type DataTableCardPart, dataTableCardParts } from './cardParts';
export { type SortDirection, type SortState, sortDirections } from './sortCycle';

export const columnAlignments = ['start', 'center', 'end'] as const;
/**
 * Row density: `standard` is the comfortable one (44 px rows), `compact` fits more rows and columns on a
 * data-heavy screen (40 px rows, narrower padding).
 */
export const dataTableDensities = ['standard', 'compact'] as const;
export type DataTableDensity = (typeof dataTableDensities)[number];
export type ColumnAlignment = (typeof columnAlignments)[number];

/** The words of sorting; the component owns no copy, so pass them in the screen's language. */
export interface DataTableSortLabels {
  /** Labels the narrow layout's sort buttons and starts the announcement of a new sort: 'Sắp xếp theo'. */
  sortBy: string;
  /** Said after the column's name: 'tăng dần'. */
  ascending: string;
  /** Said after the column's name: 'giảm dần'. */
  descending: string;
  /** Announced when the sort is cleared: 'Không sắp xếp'. */
  unsorted: string;
}

const defaultSortLabels: DataTableSortLabels = {
  sortBy: 'Sort by',
  ascending: 'ascending',
  descending: 'descending',
  unsorted: 'Not sorted',
};

/** When the rows become cards. */
export interface DataTableNarrowLayout {
  /**
   * The width in px of the table's own box below which rows are cards; default 768, the theme's tablet
   * breakpoint (below it the interface counts as mobile).
   */
  below?: number;
}

export interface DataTableColumn<Row> {
  /** Stable key of the column; `SortState.columnId` names it. */
  id: string;
  /** The column header's content; it names the column's cells for assistive tech. */
  header: ReactNode;
  /** Renders the row's cell, e.g. `(order) => formatMoney(order.total)`; `index` is the row's position. */
  cell: (row: Row, index: number) => ReactNode;
  /** `end` for money and quantities. */
  align?: ColumnAlignment;
  /** Tabular figures that never wrap (amounts, dates, codes). */
  numeric?: boolean;
  /** CSS width of the column, e.g. 120 or '20%'. */
  width?: number | string;
  /** Shows a sort button in the header; the app sorts (usually on the server) in `onSortChange`. */
  sortable?: boolean;
  /**
   * The direction the first press sorts in (default `ascending`): `descending` for dates and amounts that
   * people read newest or largest first.
   */
  firstSortDirection?: SortDirection;
  /**
   * Its part in the narrow layout's card: `title` heads the card (default: the first column without a part),
   * `field` is a label–value pair (the default for the others), `actions` puts the cell's controls at the
   * card's foot without a label, `hidden` leaves it out of the card.
   */
  card?: DataTableCardPart;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive tech (a visually hidden caption). */
  caption: string;
  /** The columns in display order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows as given: the table neither sorts nor pages them. */
  rows: readonly Row[];
  /** A stable id per row, used as its React key. */
  getRowId: (row: Row) => string;
  /** Makes rows focusable and clickable; Enter or Space on a focused row activates it too. */
  onRowClick?: (row: Row) => void;
  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /**
   * The rows shown are an earlier view's while the next one loads (another page, another filter, a new sort):
   * they stay in place so the page does not jump, the table is marked busy with a bar along its top, and a
   * click or Enter on a row does nothing until the new rows arrive (the row under the pointer is about to be
   * another one).
   */
  refreshing?: boolean;
  /** How many skeleton rows to show while loading. */
  loadingRows?: number;
  /** Announced while loading, e.g. 'Đang tải...'. */
  loadingLabel?: string;
  /** Replaces the rows when set: an error message, usually with a retry button. */
  error?: ReactNode;
  /** Shown when there are no rows and nothing is loading or failing. */
  empty?: ReactNode;
  /**
   * A summary row under the rows (a `<tfoot>`), e.g. an order's totals: a cell per column id, columns left out
   * stay empty; the first column's cell heads the row ('Tổng cộng'). Shown only while there are rows.
   */
  footer?: Partial<Record<string, ReactNode>>;
  /** The order the rows are in, shown as `aria-sort` and an arrow on that column's header. */
  sort?: SortState;
  /**
   * Called with the wanted order when a sortable header is pressed: an unsorted column's first direction
   * (`firstSortDirection`), then the other one. The caller applies it (keeps it in the address, sorts on the
   * server) and passes it back as `sort`.
   */
  onSortChange?: (sort: SortState) => void;
  /**
   * Lets a third press clear the sort (first direction → other direction → none): called instead of
   * `onSortChange` then. Without it the two directions alternate.
   */
  onSortClear?: () => void;
  /**
   * The words of sorting, in the screen's language: the narrow layout's sort label and the announcement a
   * screen reader hears after the sort changes ('Sắp xếp theo Tổng tiền, giảm dần').
   */
  sortLabels?: Partial<DataTableSortLabels>;
  /**
   * Keeps the header visible while the body scrolls inside the table's own box (default true). The box scrolls
   * sideways on small screens, which makes it the header's scroll container: give it a height (`maxHeight` or
   * `virtualize`) for the header to stay in view; without one the table grows with its rows and the page scrolls.
   */
  stickyHeader?: boolean;
  /**
   * Caps the table's height (px or any CSS length): the rows scroll inside under the sticky header. The box is
   * then a named, focusable region when rows are not focusable, so keyboard users can scroll it.
   */
  maxHeight?: number | string;
  /**
   * Renders only the visible rows of long lists. Rows get a fixed height and the table scrolls inside a box of
   * `maxHeight` px; keyboard navigation scrolls the focused row into view.
   */
  virtualize?: { rowHeight: number; maxHeight: number; overscan?: number };
  /**
   * Row height and the space around cells: `standard` (44 px rows) by default; `compact` (40 px rows,
   * narrower padding) for data-heavy screens and many columns (eight order columns at 1280 px), with `small`
   * controls (32 px) in its rows. The narrow layout's cards tighten too.
   */
  density?: DataTableDensity;
  /**
   * Below a width of its own box, each row renders as a card: the title column heads it, the columns chosen
   * with `card` show as label–value pairs, the actions sit at its foot, and a row of sort buttons replaces the
   * header. `true` switches at 768 px; `{ below }` sets the width. Off by default: the table scrolls sideways.
   * A virtualised table keeps the table layout (cards grow with their wrapped text; the window needs rows of
   * one height).
   */
  narrowLayout?: boolean | DataTableNarrowLayout;
  /** Classes for the table's outer frame. */
  className?: string;
}

/**
 * A table of typed columns. Rows can open a detail (click, or Enter/Space on the focused row, with arrow keys,
 * Home/End and PageUp/PageDown moving between rows; one row is in the Tab order) while buttons and links inside
 * rows keep their own action. Loading shows skeleton rows and announces `loadingLabel`; `error` and `empty`
 * take the whole body; a `footer` row sums up; the header sticks within a height-capped box (`maxHeight`); long
 * lists can be virtualised. Sorting is the app's: `sortable` columns get a header button and `aria-sort`,
 * `onSortChange` reports the wanted order, and a new order is announced. With `narrowLayout`, a box narrower
 * than its breakpoint shows each row as a card, with the same keyboard model. Plain React, no engine.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  onRowClick,
  loading = false,
  refreshing = false,
  loadingRows = 5,
  loadingLabel = 'Loading…',
  error,
  empty,
  footer,
  sort,
  onSortChange,
  onSortClear,
  sortLabels,
  stickyHeader = true,
  maxHeight,
  virtualize,
  density = 'standard',
  narrowLayout = false,
  className,
}: DataTableProps<Row>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(virtualize?.maxHeight ?? 0);
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const interactive = onRowClick !== undefined;
  // The rows of an earlier view keep their focus and keys, but do not open: they are about to be replaced.
  const openRow = (row: Row) => {
    if (!refreshing) onRowClick?.(row);
  };
  const showRows = !loading && error === undefined;
  const rowCount = showRows ? rows.length : 0;
  const [overflowsSideways, setOverflowsSideways] = useState(false);
  const labels = { ...defaultSortLabels, ...sortLabels };
  const sortById = useId();

  // Its own width, not the viewport's: a table in a drawer is as narrow as on a phone. A width prop cannot go
  // into a container query (the stylesheet is built ahead of time), and cards are a list for assistive tech,
  // not a table restyled, so the layout is chosen in script.
  const narrowBelow =
    narrowLayout === false || virtualize
      ? undefined
      : narrowLayout === true
        ? breakpoints.tablet
        : (narrowLayout.below ?? breakpoints.tablet);
  const cards = useNarrowerThan(containerRef, narrowBelow);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || cards) {
      setOverflowsSideways(false);
      return;
    }
    const measure = () => setOverflowsSideways(container.scrollWidth > container.clientWidth + 1);
    return observeSize([container, container.querySelector('table')], measure);
  }, [cards]);

  useEffect(() => {
    if (activeIndex >= rows.length && rows.length > 0) setActiveIndex(rows.length - 1);
  }, [activeIndex, rows.length]);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!virtualize || !container) return;
    return observeSize([container], () => setViewportHeight(container.clientHeight));
  }, [virtualize]);

  // A new order is announced once the caller applies it (the header's `aria-sort` is read only when a screen
  // reader visits the header). Not on the first render: the order a list opens in is no news.
  const currentSortKey = sortKey(sort);
  const shownSortKey = useRef(currentSortKey);
  const [sortChanged, setSortChanged] = useState(false);
  useEffect(() => {
    if (shownSortKey.current === currentSortKey) return;
    shownSortKey.current = currentSortKey;
    setSortChanged(true);
  }, [currentSortKey]);
  const sortedColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const sortAnnouncement = !sortChanged ? null : sort ? (
    <>
      {labels.sortBy} {sortedColumn?.header ?? sort.columnId}, {labels[sort.direction]}
    </>
  ) : (
    labels.unsorted
  );

  const pressSort = (column: DataTableColumn<Row>) => {
    const next = nextSort(sort, column.id, column.firstSortDirection, onSortClear !== undefined);
    if (next) onSortChange?.(next);
    else onSortClear?.();
  };
  const sortableColumns = onSortChange ? columns.filter((column) => column.sortable) : [];

  const window = virtualize
    ? virtualWindow(rowCount, virtualize.rowHeight, viewportHeight, scrollTop, virtualize.overscan)
    : { start: 0, end: rowCount, paddingTop: 0, paddingBottom: 0 };

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const target = containerRef.current?.querySelector<HTMLElement>(
      `[data-row-index="${pendingFocus.current}"]`,
    );
    if (target) {
      target.focus({ preventScroll: Boolean(virtualize) });
      pendingFocus.current = null;
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.min(Math.max(0, index), rows.length - 1);
      setActiveIndex(next);
      pendingFocus.current = next;
      const container = containerRef.current;
      if (virtualize && container) {
        const header = container.querySelector('thead')?.getBoundingClientRect().height ?? 0;
        const top = scrollToReveal(
          next,
          virtualize.rowHeight,
          container.clientHeight,
          container.scrollTop,
          header,
        );
        if (top !== null) {
          container.scrollTop = top;
          setScrollTop(top);
        }
      }
    },
    [rows.length, virtualize],
  );

  /** Moves between rows (or cards) on a navigation key; true when the key was one. */
  const navigate = (event: KeyboardEvent<HTMLElement>, index: number): boolean => {
    const page = virtualize ? Math.max(1, Math.floor(viewportHeight / virtualize.rowHeight) - 1) : 10;
    const target = rowKeyTarget(event.key, index, rows.length, page);
    if (target === undefined) return false;
    event.preventDefault();
    moveTo(target);
    return true;
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number) => {
    if (fromRowControl(event, event.currentTarget) || navigate(event, index)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openRow(row);
    }
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (virtualize) setScrollTop(event.currentTarget.scrollTop);
  };

  const rowStyle: CSSProperties | undefined = virtualize ? { height: virtualize.rowHeight } : undefined;
  const colSpan = columns.length;
  const boxHeight = virtualize?.maxHeight ?? maxHeight;
  // A box that scrolls must be reachable by keyboard (WCAG 2.1.1): it is a focusable region unless focusable
  // rows already are. It scrolls when capped in height, or sideways when the columns are wider than a phone —
  // also while it shows a loading, empty or error state, when there is no row to focus.
  // Cards never scroll sideways: a measure of the table they replaced must not make their box a tab stop.
  const rowsFocusable = interactive && rowCount > 0;
  const scrollRegion = (boxHeight !== undefined || (overflowsSideways && !cards)) && !rowsFocusable;

  return (
    <div
      ref={containerRef}
      className={cx(
        styles.container({ layout: cards ? 'cards' : 'table' }),
        boxHeight !== undefined && styles.scrollY,
        refreshing && showRows && styles.refreshing,
        className,
      )}
      data-density={density}
      data-layout={cards ? 'cards' : 'table'}
      style={boxHeight !== undefined ? { maxHeight: boxHeight } : undefined}
      onScroll={onScroll}
      {...(scrollRegion ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      {/* Always present, so screen readers already watch them when the loading text or a new order arrives. */}
      <VisuallyHidden role="status">{loading || refreshing ? loadingLabel : null}</VisuallyHidden>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {sortAnnouncement}
      </VisuallyHidden>
      {cards ? (
        <>
          {sortableColumns.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a row of buttons named by its label, not a set of form fields
            <div className={styles.sortBar} role="group" aria-labelledby={sortById}>
              <span id={sortById} className={styles.sortBarLabel}>
                {labels.sortBy}
              </span>
              {sortableColumns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <button
                    key={column.id}
                    type="button"
                    className={styles.sortChip}
                    data-sorted={direction ? '' : undefined}
                    onClick={() => pressSort(column)}
                  >
                    {column.header}
                    {/* A leading space and brackets: the name reads 'Tổng tiền (giảm dần)' whether or not the
                        browser puts a space before hidden text. */}
                    {direction ? <VisuallyHidden> ({labels[direction]})</VisuallyHidden> : null}
                    <SortIndicator direction={direction} />
                  </button>
                );
              })}
            </div>
          ) : null}
          <DataTableCards
            caption={caption}
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            onRowClick={interactive ? openRow : undefined}
            refreshing={refreshing}
            activeIndex={activeIndex}
            onActivate={setActiveIndex}
            onNavigate={navigate}
            loading={loading}
            loadingRows={loadingRows}
            error={error}
            empty={empty}
            footer={footer}
            density={density}
          />
        </>
      ) : (
        <table
          className={styles.table}
          aria-busy={loading || refreshing || undefined}
          aria-rowcount={virtualize && showRows ? rows.length + 1 : undefined}
        >
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={column.width !== undefined ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={virtualize ? 1 : undefined}>
              {columns.map((column) => {
                const sorted = sort?.columnId === column.id ? sort.direction : undefined;
                const align = column.align ?? 'start';
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={styles.headerCell({ sticky: stickyHeader, align, density })}
                    // On the sorted column only: 'none' on the others would say each of them is an order too.
                    aria-sort={sorted}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className={styles.sortButton({ align })}
                        data-sorted={sorted ? '' : undefined}
                        onClick={() => pressSort(column)}
                      >
                        {column.header}
                        <SortIndicator direction={sorted} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: loadingRows }, (_, index) => (
                  // Placeholder rows are identical and never reorder; they are silent (the status says "loading").
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row is not focusable
                  <tr key={index} className={styles.row({ interactive: false })} aria-hidden="true">
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={styles.cell({ align: column.align ?? 'start', density })}
                      >
                        <Skeleton width={column.align === 'end' ? '60%' : '80%'} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {!loading && error !== undefined ? (
              <tr>
                <td colSpan={colSpan} className={styles.stateCell}>
                  <div className={styles.stateContent}>{error}</div>
                </td>
              </tr>
            ) : null}
            {showRows && rows.length === 0 && empty !== undefined ? (
              <tr>
                <td colSpan={colSpan} className={styles.stateCell}>
                  <div className={styles.stateContent}>{empty}</div>
                </td>
              </tr>
            ) : null}
            {window.paddingTop > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, not focusable
              <tr aria-hidden="true">
                <td colSpan={colSpan} className={styles.spacer} style={{ height: window.paddingTop }} />
              </tr>
            ) : null}
            {showRows
              ? rows.slice(window.start, window.end).map((row, offset) => {
                  const index = window.start + offset;
                  return (
                    <tr
                      key={getRowId(row)}
                      className={styles.row({ interactive })}
                      style={rowStyle}
                      data-row-index={index}
                      aria-rowindex={virtualize ? index + 2 : undefined}
                      tabIndex={interactive ? (index === activeIndex ? 0 : -1) : undefined}
                      onClick={
                        interactive
                          ? (event) => {
                              if (fromRowControl(event, event.currentTarget)) return;
                              setActiveIndex(index);
                              openRow(row);
                            }
                          : undefined
                      }
                      onKeyDown={interactive ? (event) => onRowKeyDown(event, row, index) : undefined}
                      onFocus={interactive ? () => setActiveIndex(index) : undefined}
                    >
                      {columns.map((column) => (
                        <td
                          key={column.id}
                          className={styles.cell({
                            density,
                            align: column.align ?? 'start',
                            numeric: column.numeric ?? false,
                            fixedHeight: Boolean(virtualize),
                          })}
                        >
                          {column.cell(row, index)}
                        </td>
                      ))}
                    </tr>
                  );
                })
              : null}
            {window.paddingBottom > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, not focusable
              <tr aria-hidden="true">
                <td colSpan={colSpan} className={styles.spacer} style={{ height: window.paddingBottom }} />
              </tr>
            ) : null}
          </tbody>
          {footer && showRows && rows.length > 0 ? (
            <tfoot>
              <tr>
                {columns.map((column, index) => {
                  const className = styles.footerCell({
                    density,
                    align: column.align ?? 'start',
                    numeric: column.numeric ?? false,
                  });
                  return index === 0 ? (
                    <th key={column.id} scope="row" className={className}>
                      {footer[column.id]}
                    </th>
                  ) : (
                    <td key={column.id} className={className}>
                      {footer[column.id]}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          ) : null}
        </table>
      )}
    </div>
  );
}
