import {
  type ComponentType,
  forwardRef,
  type MouseEventHandler,
  type ReactNode,
  type Ref,
  useId,
} from 'react';
import { PanelLeftIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import { Tooltip } from '../Tooltip/Tooltip';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Sidebar.css';

export interface SidebarNavItem {
  /** Compared with `activeItemId`; usually the route's first path segment. */
  id: string;
  /** The link's text and accessible name; the tooltip while collapsed. */
  title: string;
  /** A second line under the title, e.g. 'Quản lý thông tin nhà cung cấp'. Hidden while collapsed. */
  description?: string;
  /** A decorative icon (hidden from assistive tech); the only thing shown while collapsed. */
  icon: ReactNode;
  /** e.g. a `Badge` reading 'Tự động'. Hidden while collapsed. */
  badge?: ReactNode;
  /** Where the link goes, handed to `linkComponent`. */
  href: string;
}

export interface SidebarNavGroup {
  /** Stable key of the group. */
  id: string;
  /** The group's heading, e.g. 'Quản lý chính'; it names the group (kept for assistive tech while collapsed). */
  label: string;
  items: readonly SidebarNavItem[];
}

export interface SidebarLinkProps {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Renders navigation links, so any router can be used (wouter's `Link`, Next's `Link`, …). It must render an
 * anchor and forward its ref (tooltips anchor to it). Defaults to a plain `<a>`.
 */
export type SidebarLinkComponent = ComponentType<SidebarLinkProps>;

const PlainLink = forwardRef<HTMLAnchorElement, SidebarLinkProps>(function PlainLink(props, ref) {
  return <a ref={ref} {...props} />;
});

export interface SidebarLabels {
  /** The `nav` landmark's name. */
  navigation: string;
  /** The collapse/expand toggle and the rail. */
  toggleSidebar: string;
}

export interface SidebarProps {
  /** The navigation: labelled groups of items (icon, title, optional description and badge, link). */
  groups: readonly SidebarNavGroup[];
  /** The id of the item for the current page: it gets `aria-current="page"`. */
  activeItemId?: string;
  /** Icons only, titles in tooltips (4rem wide). */
  collapsed?: boolean;
  /** The full logo, shown expanded. */
  logo: ReactNode;
  /** The icon logo, shown collapsed. */
  logoCollapsed?: ReactNode;
  /** Version, copyright…; hidden while collapsed. */
  footer?: ReactNode;
  /** Every text of the sidebar (the library holds no copy): the navigation landmark's name, the toggle's name. */
  labels: SidebarLabels;
  /** The router's link component (wouter's `Link`, …) for the items; a plain `<a>` otherwise. */
  linkComponent?: SidebarLinkComponent;
  /** `sheet` inside the mobile Sheet, which draws the edge itself; `column` beside the content. */
  placement?: 'column' | 'sheet';
  /** Shows the collapse toggle in the footer and the rail. */
  onToggle?: () => void;
  /** Called after a link is followed, e.g. to close the mobile sheet. */
  onNavigate?: () => void;
  /** How long the pointer rests on a collapsed item before its title shows, in ms (700 by default). */
  tooltipDelay?: number;
  /** After one title hides, how long the next shows at once, in ms (300 by default). */
  tooltipSkipDelay?: number;
  /** Classes for the sidebar's outer element. */
  className?: string;
}

/** Plain text for a `title` attribute, when the content is plain text. */
function textOf(content: ReactNode): string | undefined {
  return typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
}

/**
 * The navigation sidebar: grouped items with icon, title, optional description and badge; the active one marked
 * `aria-current="page"`. Collapsed, it shows icons only and each title in a tooltip (Ariakit Tooltip), while
 * the title stays the link's accessible name. Used inside `AppShell`, which holds the open state.
 */
export function Sidebar({
  groups,
  activeItemId,
  collapsed = false,
  placement = 'column',
  logo,
  logoCollapsed,
  footer,
  labels,
  linkComponent: Link = PlainLink,
  onToggle,
  onNavigate,
  tooltipDelay,
  tooltipSkipDelay,
  className,
}: SidebarProps) {
  const baseId = useId();
  return (
    <div className={cx(styles.sidebar({ collapsed, placement }), className)} data-collapsed={collapsed}>
      <div className={styles.logo({ collapsed })}>{collapsed ? (logoCollapsed ?? logo) : logo}</div>
      <nav aria-label={labels.navigation} className={styles.nav}>
        {groups.map((group) => {
          const labelId = `${baseId}-${group.id}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of navigation links, not a form fieldset
            <div key={group.id} role="group" aria-labelledby={labelId} className={styles.group}>
              {collapsed ? (
                <VisuallyHidden id={labelId}>{group.label}</VisuallyHidden>
              ) : (
                <div id={labelId} className={styles.groupLabel({ collapsed })}>
                  {group.label}
                </div>
              )}
              <ul className={styles.list}>
                {group.items.map((item) => {
                  const current = item.id === activeItemId;
                  const link = (
                    <Link
                      href={item.href}
                      className={styles.item({ collapsed })}
                      aria-current={current ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      <span className={styles.itemIcon} aria-hidden="true">
                        {item.icon}
                      </span>
                      {collapsed ? (
                        <VisuallyHidden>{item.title}</VisuallyHidden>
                      ) : (
                        <span className={styles.itemText}>
                          <span className={styles.itemTitleRow}>
                            {/* A title too long for the 16rem column alone still shows in full on hover. */}
                            <span className={styles.itemTitle} title={textOf(item.title)}>
                              {item.title}
                            </span>
                            {item.badge ? <span className={styles.itemBadge}>{item.badge}</span> : null}
                          </span>
                          {item.description ? (
                            <span className={styles.itemDescription} title={textOf(item.description)}>
                              {item.description}
                            </span>
                          ) : null}
                        </span>
                      )}
                    </Link>
                  );
                  return (
                    <li key={item.id}>
                      <Tooltip
                        content={item.title}
                        placement="right"
                        showTimeout={tooltipDelay}
                        skipTimeout={tooltipSkipDelay}
                        disabled={!collapsed}
                      >
                        {link}
                      </Tooltip>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
      {footer !== undefined || onToggle ? (
        <div className={styles.footer({ collapsed })}>
          {collapsed ? null : <div className={styles.footerContent}>{footer}</div>}
          {onToggle ? (
            <IconButton
              label={labels.toggleSidebar}
              icon={<PanelLeftIcon />}
              aria-expanded={!collapsed}
              onClick={onToggle}
            />
          ) : null}
        </div>
      ) : null}
      {onToggle ? (
        <button
          type="button"
          className={styles.rail}
          tabIndex={-1}
          aria-label={labels.toggleSidebar}
          onClick={onToggle}
        />
      ) : null}
    </div>
  );
}
