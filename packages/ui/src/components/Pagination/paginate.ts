/** Pure paging arithmetic shared by Pagination and the apps that page server lists. */

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/** The number of pages for `total` items; at least 1, so an empty list still shows page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) throw new RangeError('pageSize must be positive');
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Clamps a page number into 1…pages (non-integers and NaN become 1). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The items shown on a page: 1-based `from`/`to` for the range text ('Hiển thị x đến y trên tổng n …').
 * An empty list reads 0 to 0.
 */
export function pageRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const current = clampPage(page, pageCount(total, pageSize));
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(total, current * pageSize), total };
}

/** The current page ± `radius` (the portal's lists: ± 2), clipped to the existing pages. */
export function pageWindow(page: number, pages: number, radius = 2): PageItem[] {
  const current = clampPage(page, pages);
  const start = Math.max(1, current - radius);
  const end = Math.min(pages, current + radius);
  const items: PageItem[] = [];
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p });
  return items;
}

/**
 * The first `leading` pages, the current page and the last `trailing` pages, with an ellipsis for each gap
 * (the customer purchase history's pagination: the first up to 3 pages and the last pages).
 */
export function edgePages(page: number, pages: number, leading = 3, trailing = 2): PageItem[] {
  const current = clampPage(page, pages);
  const wanted = new Set<number>();
  for (let p = 1; p <= Math.min(leading, pages); p++) wanted.add(p);
  for (let p = Math.max(1, pages - trailing + 1); p <= pages; p++) wanted.add(p);
  wanted.add(current);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1)
      items.push({ type: 'ellipsis', key: `gap-${previous}-${p}` });
    items.push({ type: 'page', page: p });
  });
  return items;
}
