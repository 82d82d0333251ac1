import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/icons';
import * as styles from './Breadcrumb.css';

export const breadcrumbSizes = ['small', 'standard'] as const;
export type BreadcrumbSize = (typeof breadcrumbSizes)[number];

export interface BreadcrumbItem {
  /** The page's name, e.g. 'Trang chủ' or an order code. */
  label: ReactNode;
  /** Where the crumb leads. The last item is the current page and is never a link. */
  href?: string;
  /** A stable key; defaults to `href`, then the position. */
  id?: string;
}

/** What a link component receives: the props of a plain `<a>` that routers' links also accept. */
export interface BreadcrumbLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface BreadcrumbProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The trail from the root to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. */
  label?: string;
  /** The router's link (e.g. wouter's `Link`), so navigation stays client-side. Defaults to a plain `<a>`. */
  linkComponent?: ComponentType<BreadcrumbLinkProps>;
  /** Text size: `standard` (14 px) above a page title, `small` (13 px) in a drawer or a dense header. */
  size?: BreadcrumbSize;
}

function PlainLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * Where the current page sits, e.g. 'Trang chủ' › 'Đồng bộ đơn hàng' › the order code. A labelled `nav` with an
 * ordered list; the last item is marked `aria-current="page"` and the separators are hidden from assistive tech.
 * Links come through `linkComponent`, so the library needs no router. Plain React, no engine.
 */
export function Breadcrumb({
  items,
  label = 'Breadcrumb',
  linkComponent: Link = PlainLink,
  size = 'standard',
  ...props
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} {...props}>
      <ol className={styles.breadcrumb({ size })}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.id ?? item.href ?? index} className={styles.item}>
              {index > 0 ? (
                <span className={styles.separator} aria-hidden="true">
                  <ChevronRightIcon size={14} />
                </span>
              ) : null}
              {isCurrent ? (
                <span className={styles.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
