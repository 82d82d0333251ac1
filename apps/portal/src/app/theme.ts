import type { ThemeName } from '@pharmacy/ui';

/**
 * The portal has no theme switch: it follows the operating system's light or dark preference, and changes with
 * it. Set from script (not an inline one in index.html, which the Content-Security-Policy forbids) before the
 * first render.
 */
export function followSystemTheme(root: HTMLElement = document.documentElement): void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    root.dataset.theme = (query.matches ? 'dark' : 'light') satisfies ThemeName;
  };
  apply();
  query.addEventListener('change', apply);
}
