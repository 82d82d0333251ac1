import type { KeyboardEvent, MouseEvent } from 'react';

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

/**
 * True when an event started on a control inside the row or card (a row action, or the card's title button),
 * which must not open the row a second time or instead of its own action.
 */
export function fromRowControl(event: MouseEvent | KeyboardEvent, rowElement: HTMLElement): boolean {
  const control = (event.target as HTMLElement).closest(INTERACTIVE);
  return control !== null && control !== rowElement && rowElement.contains(control);
}

/**
 * The row a navigation key moves to from `index` (arrows, Home/End, PageUp/PageDown by `page` rows), or
 * undefined for any other key. The caller clamps it to the list.
 */
export function rowKeyTarget(key: string, index: number, count: number, page: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: count - 1,
    PageDown: index + page,
    PageUp: index - page,
  };
  return moves[key];
}
