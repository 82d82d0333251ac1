/**
 * Which rows of a fixed-row-height list to render for a scroll position: the visible ones plus `overscan`
 * on each side, and the spacer heights that stand in for the rest so the scrollbar stays true.
 */
export interface VirtualWindow {
  start: number;
  /** Exclusive. */
  end: number;
  paddingTop: number;
  paddingBottom: number;
}

export function virtualWindow(
  count: number,
  rowHeight: number,
  viewportHeight: number,
  scrollTop: number,
  overscan = 8,
): VirtualWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, paddingTop: 0, paddingBottom: 0 };
  const maxStart = Math.max(0, count - 1);
  const first = Math.min(maxStart, Math.max(0, Math.floor(scrollTop / rowHeight)));
  const visible = Math.max(1, Math.ceil(Math.max(0, viewportHeight) / rowHeight));
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, paddingTop: start * rowHeight, paddingBottom: (count - end) * rowHeight };
}

/** The scrollTop that brings row `index` fully into view, or null when it already is. */
export function scrollToReveal(
  index: number,
  rowHeight: number,
  viewportHeight: number,
  scrollTop: number,
  headerHeight = 0,
): number | null {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  const visibleHeight = viewportHeight - headerHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + visibleHeight) return bottom - visibleHeight;
  return null;
}
