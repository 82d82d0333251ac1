import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { normalizeSearchText } from '../../utils/search';

/**
 * For Ariakit typeahead over labels folded the Vietnamese way (`typeaheadText` from `normalizeSearchText`, so
 * 'Đang giao hàng' is 'dang giao hang'): Ariakit compares typed letters as they are, so a letter typed with its
 * accent on a Vietnamese keyboard ('đ', 'ã', 'ư') is handed on folded ('d', 'a', 'u'). Use as the
 * `onKeyDownCapture` of the element that owns the typeahead.
 */
export function foldTypedLetter(event: ReactKeyboardEvent<HTMLElement>): void {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  const folded = normalizeSearchText(event.key);
  if (folded.length !== 1 || folded === event.key.toLowerCase()) return;
  event.preventDefault();
  event.target.dispatchEvent(new KeyboardEvent('keydown', { key: folded, bubbles: true, cancelable: true }));
}
