/**
 * The sidebar's open state is remembered in a cookie (docs/product/shell-and-auth.md#sidebar): `sidebar_state`, 7
 * days.
 */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Reads the remembered state from a `document.cookie` string; `fallback` when absent or unreadable. */
export function readSidebarCookie(cookie: string, fallback: boolean, name = SIDEBAR_COOKIE): boolean {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=').trim();
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return fallback;
}

/** The `document.cookie` assignment that remembers `open`. */
export function sidebarCookie(open: boolean, name = SIDEBAR_COOKIE, maxAge = SIDEBAR_COOKIE_MAX_AGE): string {
  return `${name}=${open}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

/** Ctrl+B on Windows/Linux, Cmd+B on macOS; never with Alt or Shift (other shortcuts). */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b'
  );
}
