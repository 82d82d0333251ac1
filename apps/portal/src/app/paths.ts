import { paths } from '../shared/paths';

/**
 * The sidebar's active item: the first segment of the path (docs/product/shell-and-auth.md#sidebar), e.g.
 * 'purchase-orders' for
 * '/purchase-orders?page=2'; '' at the root.
 */
export function sectionOf(pathname: string): string {
  const [first = ''] = pathname.replace(/^\/+/, '').split(/[/?#]/, 1);
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

/** Pages below a list that the sidebar has no item for light up their list's item. */
const parentSections: Readonly<Record<string, string>> = { order: paths.orderSync.slice(1) };

/** The sidebar's active item for a path: its section, or the list it sits below (an order page → sales orders). */
export function navItemOf(pathname: string): string {
  const section = sectionOf(pathname);
  return parentSections[section] ?? section;
}
