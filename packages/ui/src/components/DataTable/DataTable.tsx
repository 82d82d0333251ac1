import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type UIEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '../../icons/icons';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DataTable.css';
import { scrollToReveal, virtualWindow } from './virtualWindow';

export const columnAlignments = ['start', 'center', 'end'] as const;
/** `compact` narrows the space around each cell, for wide tables that must fit beside the sidebar. */
export const dataTableDensities = ['standard', 'compact'] as const;
export type DataTableDensity = (typeof dataTableDensities)[number];
export type ColumnAlignment = (typeof columnAlignments)[number];
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  columnId: string;
  direction: SortDirection;
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
  /** Called with the wanted order when a sortable header is pressed (ascending first, then toggling). */
  onSortChange?: (sort: SortState) => void;
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
  /** Space around each cell: `compact` for many columns (eight order columns at 1280 px). */
  density?: DataTableDensity;
  /** Classes for the table's outer frame. */
  className?: string;
}

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

/** True when an event started on a control inside the row (a row action), which must not open the row. */
function fromRowControl(event: MouseEvent | KeyboardEvent, rowElement: HTMLElement): boolean {
  const control = (event.target as HTMLElement).closest(INTERACTIVE);
  return control !== null && control !== rowElement && rowElement.contains(control);
}

/**
 * A table of typed columns. Rows can open a detail (click, or Enter/Space on the focused row, with arrow keys,
 * Home/End and PageUp/PageDown moving between rows; one row is in the Tab order) while buttons and links inside
 * rows keep their own action. Loading shows skeleton rows and announces `loadingLabel`; `error` and `empty`
 * take the whole body; a `footer` row sums up; the header sticks within a height-capped box (`maxHeight`); long lists can be
 * virtualised. Sorting is the app's: `sortable` columns get a header button and `aria-sort`, and
 * `onSortChange` reports the wanted order. Plain React, no engine.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  onRowClick,
  loading = false,
  loadingRows = 5,
  loadingLabel = 'Loading…',
  error,
  empty,
  footer,
  sort,
  onSortChange,
  stickyHeader = true,
  maxHeight,
  virtualize,
  density = 'standard',
  className,
}: DataTableProps<Row>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(virtualize?.maxHeight ?? 0);
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const interactive = onRowClick !== undefined;
  const showRows = !loading && error === undefined;
  const rowCount = showRows ? rows.length : 0;
  const [overflowsSideways, setOverflowsSideways] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => setOverflowsSideways(container.scrollWidth > container.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    const table = container.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (activeIndex >= rows.length && rows.length > 0) setActiveIndex(rows.length - 1);
  }, [activeIndex, rows.length]);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!virtualize || !container) return;
    setViewportHeight(container.clientHeight);
    const observer = new ResizeObserver(() => setViewportHeight(container.clientHeight));
    observer.observe(container);
    return () => observer.disconnect();
  }, [virtualize]);

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

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number) => {
    if (fromRowControl(event, event.currentTarget)) return;
    const page = virtualize ? Math.max(1, Math.floor(viewportHeight / virtualize.rowHeight) - 1) : 10;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
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
  const rowsFocusable = interactive && rowCount > 0;
  const scrollRegion = (boxHeight !== undefined || overflowsSideways) && !rowsFocusable;

  return (
    <div
      ref={containerRef}
      className={cx(styles.container, boxHeight !== undefined && styles.scrollY, className)}
      data-density={density}
      style={boxHeight !== undefined ? { maxHeight: boxHeight } : undefined}
      onScroll={onScroll}
      {...(scrollRegion ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      {/* Always present, so screen readers already watch it when the loading text arrives. */}
      <VisuallyHidden role="status">{loading ? loadingLabel : null}</VisuallyHidden>
      <table
        className={styles.table}
        aria-busy={loading || undefined}
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
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.headerCell({
                    sticky: stickyHeader,
                    align: column.align ?? 'start',
                    density,
                  })}
                  aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() =>
                        onSortChange({
                          columnId: column.id,
                          direction: sorted === 'ascending' ? 'descending' : 'ascending',
                        })
                      }
                    >
                      {column.header}
                      {sorted === 'descending' ? (
                        <ChevronDownIcon className={styles.sortIcon} />
                      ) : (
                        <ChevronUpIcon className={styles.sortIcon} />
                      )}
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
                    <td key={column.id} className={styles.cell({ align: column.align ?? 'start', density })}>
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
                            onRowClick(row);
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
    </div>
  );
}
