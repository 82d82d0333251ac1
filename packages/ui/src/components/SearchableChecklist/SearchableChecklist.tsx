import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SearchIcon } from '../../icons/icons';
import { Checkbox } from '../Checkbox/Checkbox';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { type ChecklistItem, checklistView, pinnedSelection } from './checklistView';
import * as styles from './SearchableChecklist.css';

export type { ChecklistItem } from './checklistView';

export const searchableChecklistSearchModes = ['local', 'server'] as const;
export type SearchableChecklistSearchMode = (typeof searchableChecklistSearchModes)[number];

export interface SearchableChecklistProps {
  /** Names the group (a `<legend>`), e.g. 'Nhà cung cấp'; screen readers announce it on entering. */
  label: ReactNode;
  /** Keeps the legend for assistive tech only, when a heading above already says it. */
  labelHidden?: boolean;
  /** The choices: every item (`local`) or the server's answer to the current search (`server`). */
  items: readonly ChecklistItem[];
  /** Selected values, to control the selection; omit it and use `defaultValue` for an uncontrolled one. */
  value?: readonly string[];
  /** The initially selected values when uncontrolled. */
  defaultValue?: readonly string[];
  /**
   * Labels of selected values that `items` may not hold, e.g. a selection restored from the address before the
   * server's answer lists it (`server` mode); without one a selected value is listed under its own value.
   */
  selectedItems?: readonly ChecklistItem[];
  /** Called with the new selection. */
  onChange?: (value: string[]) => void;
  /** Accessible name of the search box, e.g. 'Tìm kiếm nhà cung cấp'. */
  searchLabel: string;
  /** Shown in the empty search box, e.g. 'Tìm nhà cung cấp'. */
  searchPlaceholder?: string;
  /** The search text, to control it (e.g. so 'Xoá tất cả' can clear it). */
  searchValue?: string;
  /** The initial search text when uncontrolled. */
  defaultSearchValue?: string;
  /** Called on every keystroke in the search box. */
  onSearchValueChange?: (query: string) => void;
  /** Called once typing pauses for `debounceMs`: fetch the server's matches here. */
  onSearchChange?: (query: string) => void;
  /** How long typing must pause before `onSearchChange` is called, in ms. */
  debounceMs?: number;
  /**
   * `local` filters `items` here (accent- and case-insensitive: 'nha thuoc' finds 'Nhà thuốc');
   * `server` shows `items` as they are, because `onSearchChange` already asked the server for them.
   */
  searchMode?: SearchableChecklistSearchMode;
  /** Show at most this many matches (e.g. 20); selected ones are always shown on top of them. */
  limit?: number;
  /** All matches on the server, when only a page of them is in `items`; used by `limitHint`. */
  totalCount?: number;
  /** Text shown when the limit hides matches, e.g. `(shown, total) => \`Hiển thị ${shown}/${total}\``. */
  limitHint?: (shown: number, total: number) => ReactNode;
  /** Text shown when nothing matches. */
  emptyText?: ReactNode;
  /** Marks the list busy and shows `loadingText` (e.g. while the server searches). */
  loading?: boolean;
  /** Shown and announced while `loading`. */
  loadingText?: ReactNode;
  /** Disables the search box and every checkbox. */
  disabled?: boolean;
  /** Classes for the fieldset. */
  className?: string;
}

const defaultLimitHint = (shown: number, total: number) => `Showing ${shown} of ${total}`;

/**
 * A search box over a list of checkboxes, for filter drawers (suppliers, products, product groups). It is a
 * `<fieldset>` named by its legend; matching is accent- and case-insensitive (`utils/search`), the first
 * `limit` matches are shown, and selected items stay listed and selected whatever the search. In `server`
 * mode the search is debounced and reported through `onSearchChange`, with a loading state. Built on
 * `Checkbox` (Ariakit) and `TextField`.
 */
export function SearchableChecklist({
  label,
  labelHidden = false,
  items,
  value: valueProp,
  defaultValue = [],
  selectedItems = [],
  onChange,
  searchLabel,
  searchPlaceholder,
  searchValue,
  defaultSearchValue = '',
  onSearchValueChange,
  onSearchChange,
  debounceMs = 300,
  searchMode = 'local',
  limit,
  totalCount,
  limitHint = defaultLimitHint,
  emptyText = 'No results found.',
  loading = false,
  loadingText = 'Loading…',
  disabled = false,
  className,
}: SearchableChecklistProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState<readonly string[]>(defaultValue);
  const selected = valueProp ?? uncontrolledValue;
  const [uncontrolledQuery, setUncontrolledQuery] = useState(defaultSearchValue);
  const query = searchValue ?? uncontrolledQuery;

  const { shown, matchCount } = checklistView(items, { query, filter: searchMode === 'local', limit });
  const shownValues = shown.map((item) => item.value);

  // Pinned values stay put while the matches are unchanged, and start afresh when they change.
  const matchesKey = shownValues.join('\u0000');
  const [pinned, setPinned] = useState(() => ({
    key: matchesKey,
    values: pinnedSelection(selected, shownValues, []),
  }));
  const pinnedValues =
    pinned.key === matchesKey
      ? pinnedSelection(selected, shownValues, pinned.values)
      : pinnedSelection(selected, shownValues, []);
  if (pinned.key !== matchesKey || pinnedValues.join('\u0000') !== pinned.values.join('\u0000')) {
    setPinned({ key: matchesKey, values: pinnedValues });
  }

  // Labels of selected items the server no longer returns, remembered from earlier answers.
  const seenItems = useRef(new Map<string, ChecklistItem>());
  useEffect(() => {
    for (const item of items) seenItems.current.set(item.value, item);
  }, [items]);
  const itemsByValue = new Map(items.map((item) => [item.value, item]));
  const selectedByValue = new Map(selectedItems.map((item) => [item.value, item]));
  const pinnedItems = pinnedValues.map(
    (value) =>
      itemsByValue.get(value) ??
      seenItems.current.get(value) ??
      selectedByValue.get(value) ?? { value, label: value },
  );

  // Debounced report of the search; the ref keeps the latest callback without restarting the timer.
  const onSearchChangeRef = useRef(onSearchChange);
  useLayoutEffect(() => {
    onSearchChangeRef.current = onSearchChange;
  });
  const reportedQuery = useRef(query);
  useEffect(() => {
    if (query === reportedQuery.current) return;
    const timer = setTimeout(() => {
      reportedQuery.current = query;
      onSearchChangeRef.current?.(query);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, debounceMs]);

  const setQuery = (next: string) => {
    setUncontrolledQuery(next);
    onSearchValueChange?.(next);
  };

  const toggle = (value: string, checked: boolean) => {
    const next = checked
      ? [...selected.filter((selectedValue) => selectedValue !== value), value]
      : selected.filter((selectedValue) => selectedValue !== value);
    setUncontrolledValue(next);
    onChange?.(next);
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape clears the search first; it only reaches a surrounding drawer once the box is empty.
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
    }
  };

  const total = totalCount ?? matchCount;
  const listed = [...pinnedItems, ...shown];
  let statusContent: ReactNode = null;
  if (loading) {
    statusContent = (
      <>
        <Spinner size="small" decorative />
        {loadingText}
      </>
    );
  } else if (shown.length === 0) {
    statusContent = emptyText;
  } else if (total > shown.length) {
    statusContent = limitHint(shown.length, total);
  }

  const legend = <legend className={styles.legend}>{label}</legend>;
  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled}>
      {labelHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}
      <TextField
        type="search"
        label={searchLabel}
        labelHidden
        placeholder={searchPlaceholder}
        startIcon={<SearchIcon />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={handleSearchKeyDown}
        autoComplete="off"
        disabled={disabled}
      />
      {listed.length > 0 ? (
        <ul className={styles.list()} aria-busy={loading || undefined}>
          {listed.map((item) => (
            <li key={item.value} className={styles.item}>
              <Checkbox
                label={item.label}
                description={item.description}
                value={item.value}
                checked={selected.includes(item.value)}
                onCheckedChange={(checked) => toggle(item.value, checked)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.status} role="status">
        {statusContent}
      </div>
    </fieldset>
  );
}
