import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebarState';

describe('readSidebarCookie', () => {
  it.each([
    { cookie: '', fallback: true, expected: true },
    { cookie: '', fallback: false, expected: false },
    { cookie: 'sidebar_state=false', fallback: true, expected: false },
    { cookie: 'sidebar_state=true', fallback: false, expected: true },
    { cookie: 'theme=dark; sidebar_state=false; lang=vi', fallback: true, expected: false },
    { cookie: 'my_sidebar_state=false', fallback: true, expected: true },
    { cookie: 'sidebar_state=maybe', fallback: true, expected: true },
    { cookie: 'sidebar_state=', fallback: false, expected: false },
  ])('"$cookie" (fallback $fallback) → $expected', ({ cookie, fallback, expected }) => {
    expect(readSidebarCookie(cookie, fallback)).toBe(expected);
  });
});

describe('sidebarCookie', () => {
  it.each([
    { open: true, expected: 'sidebar_state=true; path=/; max-age=604800; SameSite=Lax' },
    { open: false, expected: 'sidebar_state=false; path=/; max-age=604800; SameSite=Lax' },
  ])('remembers $open for 7 days', ({ open, expected }) => {
    expect(sidebarCookie(open)).toBe(expected);
  });
});

describe('isSidebarShortcut', () => {
  const base = { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
  it.each([
    { name: 'Ctrl+B', event: { ...base, ctrlKey: true }, expected: true },
    { name: 'Cmd+B', event: { ...base, metaKey: true }, expected: true },
    {
      name: 'Ctrl+Shift+B (caps)',
      event: { ...base, key: 'B', ctrlKey: true, shiftKey: true },
      expected: false,
    },
    { name: 'Ctrl+B with caps lock', event: { ...base, key: 'B', ctrlKey: true }, expected: true },
    { name: 'B alone', event: base, expected: false },
    { name: 'Ctrl+Alt+B', event: { ...base, ctrlKey: true, altKey: true }, expected: false },
    { name: 'Ctrl+N', event: { ...base, key: 'n', ctrlKey: true }, expected: false },
  ])('$name → $expected', ({ event, expected }) => {
    expect(isSidebarShortcut(event)).toBe(expected);
  });
});
