import { filterBySearch } from '../../utils/search';

/** One choice of a searchable checklist. */
export interface ChecklistItem {
  /** Stable id reported in the selection. */
  value: string;
  /** The checkbox's label; searched, ignoring case and Vietnamese accents. */
  label: string;
  /** Extra text under the label (e.g. a product code); not searched. */
  description?: string;
  /** Extra searchable text that is not shown, e.g. a supplier or product code. */
  keywords?: string;
}

export interface ChecklistViewOptions {
  query: string;
  /** Filter here; false when the items already are a server's answer to the query. */
  filter: boolean;
  /** At most this many matches are shown. */
  limit?: number;
}

export interface ChecklistView<T> {
  /** The matches to show, in the items' order. */
  shown: T[];
  /** How many items match in all (before the limit). */
  matchCount: number;
}

/** The items matching the query, cut to the limit. */
export function checklistView<T extends ChecklistItem>(
  items: readonly T[],
  { query, filter, limit }: ChecklistViewOptions,
): ChecklistView<T> {
  const matches = filter
    ? filterBySearch(items, query, (item) => (item.keywords ? `${item.label} ${item.keywords}` : item.label))
    : [...items];
  return {
    shown: limit === undefined ? matches : matches.slice(0, Math.max(0, limit)),
    matchCount: matches.length,
  };
}

/**
 * The selected values to list above the matches because the query or the limit hides them, so a selection
 * never disappears from view. Values pinned before keep their place — even once unchecked — so the box the
 * user just toggled does not vanish from under the keyboard; the caller starts afresh (`previous = []`)
 * when the matches change.
 */
export function pinnedSelection(
  selected: readonly string[],
  shown: readonly string[],
  previous: readonly string[],
): string[] {
  const shownSet = new Set(shown);
  const kept = previous.filter((value) => !shownSet.has(value));
  const keptSet = new Set(kept);
  const added = selected.filter((value) => !shownSet.has(value) && !keptSet.has(value));
  return [...kept, ...added];
}
