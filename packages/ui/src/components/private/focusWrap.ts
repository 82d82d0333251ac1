/**
 * Where Tab or Shift+Tab should move focus so it cycles inside a modal (WAI-ARIA APG dialog pattern):
 * past the last tabbable element back to the first, and before the first to the last. Returns `null` when
 * the browser's own move stays inside and should be left alone.
 *
 * Ariakit makes the page behind a modal inert but, like a native `<dialog>`, lets Tab leave for the browser
 * chrome; cycling keeps keyboard users (and tests driven by user-event, which ignores `inert`) in the modal.
 */
export function focusWrapTarget<T>(tabbables: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (first === undefined || last === undefined) return null;
  const index = active === null ? -1 : tabbables.indexOf(active);
  // Focus on the container itself (or on something not tabbable) goes to the matching end.
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === tabbables.length - 1) return first;
  return null;
}

const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab reaches, in document order (positive tabindex is not used here). */
export function getTabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]') &&
      (typeof element.checkVisibility !== 'function' ||
        element.checkVisibility({ visibilityProperty: true })) &&
      !isUncheckedRadioOfCheckedGroup(element, container),
  );
}

/** Tab reaches only the checked radio of a group (or the first one when none is checked). */
function isUncheckedRadioOfCheckedGroup(element: HTMLElement, container: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return false;
  if (element.checked) return false;
  const group = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
    (radio) => radio.name === element.name,
  );
  const checked = group.find((radio) => radio.checked);
  return checked ? true : group[0] !== element;
}
