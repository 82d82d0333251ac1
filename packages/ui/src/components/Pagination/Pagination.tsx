import { type ReactNode, useEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { cx } from '../private/cx';
import * as styles from './Pagination.css';
import { edgePages, pageCount, pageRange, pageWindow } from './paginate';

export const paginationVariants = ['window', 'edges'] as const;
export type PaginationVariant = (typeof paginationVariants)[number];

export interface PaginationLabels {
  /** The `nav` landmark's name, e.g. 'Phân trang'. */
  navigation: string;
  previous: string;
  next: string;
  /** The accessible name of a page button, e.g. `(n) => \`Trang ${n}\``. */
  page: (page: number) => string;
}

const defaultLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page, as the list requests them (10 for customers, 20 for orders…). */
  pageSize: number;
  /** All rows of the list, across pages: the last page and the range text come from it. */
  total: number;
  /** Called with the wanted page (1-based): keep it, usually in the URL, and pass it back as `page`. */
  onPageChange: (page: number) => void;
  /**
   * `window`: the current page ± 2 (lists). `edges`: the first up to 3 pages, the current page and the last
   * pages, with ellipses (long histories).
   */
  variant?: PaginationVariant;
  /** Builds the range text from 1-based `from`/`to` and `total`, e.g. 'Hiển thị 1 đến 10 trên tổng 42 đơn hàng'. */
  rangeLabel?: (range: { from: number; to: number; total: number }) => ReactNode;
  /** The landmark's and buttons' names ('Phân trang', 'Trang trước', 'Trang sau', `(n) => \`Trang ${n}\``); English defaults. */
  labels?: Partial<PaginationLabels>;
  /** Disables every control, e.g. while the next page loads. */
  disabled?: boolean;
  /** Classes for the `nav`. */
  className?: string;
}

/**
 * Previous / next and numbered pages in a labelled `nav`; the current page carries `aria-current="page"`. The
 * range text is a polite live region, so the new range is announced after a page change. When a page change
 * disables the focused control (Next on reaching the last page, everything while `disabled`), focus moves to
 * the current page's button instead of being lost. Controlled: the app keeps `page` (usually in the URL).
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  variant = 'window',
  rangeLabel,
  labels: labelOverrides,
  disabled = false,
  className,
}: PaginationProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const items = variant === 'edges' ? edgePages(current, pages) : pageWindow(current, pages);
  const navRef = useRef<HTMLElement>(null);
  /**
   * The page a control of this nav asked for, and the page shown when it asked, so focus can be repaired once
   * the app shows the asked page. A page change from elsewhere (a filter going back to page 1) or a request the
   * app ignored never moves focus. An effect run while the asking page is still shown (a mount effect React
   * flushes only now) leaves the request waiting.
   */
  const requested = useRef<{ from: number; to: number } | null>(null);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pages) {
      requested.current = { from: current, to: target };
      onPageChange(target);
    }
  };

  useEffect(() => {
    const nav = navRef.current;
    const request = requested.current;
    if (request === null || request.from === current || disabled || !nav) return;
    requested.current = null;
    if (request.to !== current) return;
    const active = nav.ownerDocument.activeElement;
    const lost =
      active === null ||
      active === nav.ownerDocument.body ||
      (nav.contains(active) && (active as HTMLButtonElement).disabled);
    if (lost) nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current, disabled]);

  return (
    <div className={cx(styles.root, className)}>
      {rangeLabel ? (
        <p className={styles.range} aria-live="polite">
          {rangeLabel(pageRange(current, pageSize, total))}
        </p>
      ) : null}
      <nav ref={navRef} aria-label={labels.navigation}>
        <ul className={styles.list}>
          <li>
            <Button
              variant="outline"
              tone="neutral"
              size="small"
              icon={<ChevronLeftIcon />}
              aria-label={labels.previous}
              disabled={disabled || current <= 1}
              onClick={() => go(current - 1)}
            />
          </li>
          {items.map((item) =>
            item.type === 'ellipsis' ? (
              <li key={item.key} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <Button
                  variant={item.page === current ? 'solid' : 'ghost'}
                  tone={item.page === current ? 'brand' : 'neutral'}
                  size="small"
                  className={styles.page}
                  aria-label={labels.page(item.page)}
                  aria-current={item.page === current ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => go(item.page)}
                >
                  {item.page}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button
              variant="outline"
              tone="neutral"
              size="small"
              icon={<ChevronRightIcon />}
              aria-label={labels.next}
              disabled={disabled || current >= pages}
              onClick={() => go(current + 1)}
            />
          </li>
        </ul>
      </nav>
    </div>
  );
}
