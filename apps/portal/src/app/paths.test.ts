import { describe, expect, it } from 'vitest';
import { navItemOf, sectionOf } from './paths';

describe('sectionOf (the sidebar item from the first path segment)', () => {
  it.each([
    ['/', ''],
    ['/purchase-orders', 'purchase-orders'],
    ['/purchase-orders/', 'purchase-orders'],
    ['/suppliers?page=2', 'suppliers'],
    ['/order/123', 'order'],
    ['//sync-logs', 'sync-logs'],
    ['/%E0%A4', '%E0%A4'],
  ])('%s → %s', (pathname, section) => {
    expect(sectionOf(pathname)).toBe(section);
  });
});

describe('navItemOf (the active sidebar item)', () => {
  it.each([
    ['/order/123', 'order-sync'],
    ['/order-sync?page=2', 'order-sync'],
    ['/suppliers', 'suppliers'],
    ['/', ''],
    ['/khong-co', 'khong-co'],
  ])('%s → %s', (pathname, item) => {
    expect(navItemOf(pathname)).toBe(item);
  });
});
