import { SearchIcon, TextField } from '@pharmacy/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX } from './constants';
import * as styles from './list.css';

export interface ListSearchProps {
  /** The search the list shows now (from the address). */
  value: string;
  /** Called once typing pauses, with the text typed: `list.search`. */
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  /** What the API takes (100 characters by default). */
  maxLength?: number;
}

/**
 * A list's search box in the toolbar: the address follows the text 300 ms after typing stops, and the text follows
 * the address (back/forward, 'Xoá bộ lọc').
 */
export function ListSearch({ value, onSearch, label, placeholder, maxLength = SEARCH_MAX }: ListSearchProps) {
  const [text, setText] = useState(value);
  const [reported, setReported] = useState(value);
  // The latest callback, without restarting the pause on every render of the list.
  const onSearchRef = useRef(onSearch);
  useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });
  if (value !== reported) {
    setReported(value);
    setText(value);
  }
  useEffect(() => {
    if (text === reported) return;
    const timer = setTimeout(() => {
      setReported(text);
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, reported]);
  return (
    <TextField
      type="search"
      label={label}
      labelHidden
      placeholder={placeholder}
      startIcon={<SearchIcon />}
      value={text}
      maxLength={maxLength}
      autoComplete="off"
      onChange={(event) => setText(event.currentTarget.value)}
      className={styles.search}
    />
  );
}
