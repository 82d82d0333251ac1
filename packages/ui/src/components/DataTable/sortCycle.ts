export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The order a table's rows are in: one column, one direction. */
export interface SortState {
  /** The sorted column's `id`. */
  columnId: string;
  direction: SortDirection;
}

/**
 * The sort that pressing a column's header asks for. An unsorted column starts in its first direction
 * (ascending unless the column says otherwise: newest dates or largest amounts first); a sorted one turns to
 * the other direction; after both it goes back to no sort when the caller allows clearing, else starts over.
 */
export function nextSort(
  current: SortState | undefined,
  columnId: string,
  first: SortDirection = 'ascending',
  clearable = false,
): SortState | undefined {
  if (current?.columnId !== columnId) return { columnId, direction: first };
  if (current.direction === first) {
    return { columnId, direction: first === 'ascending' ? 'descending' : 'ascending' };
  }
  return clearable ? undefined : { columnId, direction: first };
}

/** A stable key of a sort, so a sort object rebuilt on every render (from the address) is not a change. */
export function sortKey(sort: SortState | undefined): string {
  return sort ? `${sort.columnId}:${sort.direction}` : '';
}
