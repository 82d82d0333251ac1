import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { MenuIcon } from '../../icons/icons';
import { breakpoints } from '../../theme/tokens';
import { IconButton } from '../IconButton/IconButton';
import { useMediaQuery } from '../private/useMediaQuery';
import * as styles from './AppShell.css';
import { Sidebar, type SidebarLabels, type SidebarLinkComponent, type SidebarNavGroup } from './Sidebar';
import { isSidebarShortcut, readSidebarCookie, SIDEBAR_COOKIE, sidebarCookie } from './sidebarState';

/*
 * The phone's navigation sheet (a modal dialog) is only drawn below the tablet breakpoint: its code is fetched the
 * first time the page is that narrow — before anyone can tap the menu button — so a desktop never downloads it
 * (about 11 KB gzip of modal code an app's first screen would otherwise carry).
 */
const Sheet = lazy(() => import('../Sheet/Sheet').then((module) => ({ default: module.Sheet })));

interface SidebarContextValue {
  /** Desktop: expanded (16rem) or collapsed (4rem). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Below 768 px the sidebar is a sheet. */
  isMobile: boolean;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** Collapses/expands on desktop, opens/closes the sheet on mobile. */
  toggle: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/**
 * The shell's sidebar state, for headers and pages that need it (e.g. a header button calling `toggle`).
 * Throws outside `<AppShell>`.
 */
export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <AppShell>');
  return value;
}

export interface AppShellLabels extends SidebarLabels {
  /** The header's menu button that opens the sheet on mobile. */
  openNavigation: string;
  /** The sheet's title (kept for assistive tech only). */
  sheetTitle: string;
  /** The skip link to the main content. */
  skipToContent: string;
  /** The sheet's close button. */
  closeNavigation?: string;
}

export interface AppShellProps {
  /** The sidebar's navigation: labelled groups of items (icon, title, optional description and badge, href). */
  groups: readonly SidebarNavGroup[];
  /** The id of the item for the current page (from the router); it gets `aria-current="page"`. */
  activeItemId?: string;
  /** The full logo, shown while the sidebar is expanded and in the mobile sheet. */
  logo: ReactNode;
  /** The icon logo, shown while collapsed (give it an accessible name); `logo` when omitted. */
  logoCollapsed?: ReactNode;
  /** The sidebar footer: version, copyright. */
  footer?: ReactNode;
  /** The sticky header's content (title, user menu, connection status…). */
  header?: ReactNode;
  /** Every text of the frame (the library holds no copy): landmark names, toggle, menu button, skip link. */
  labels: AppShellLabels;
  /** The router's link component (wouter's `Link`, …) for the navigation; a plain `<a>` by default. */
  linkComponent?: SidebarLinkComponent;
  /** Open state when no cookie remembers one (default: open). */
  defaultOpen?: boolean;
  /** The cookie that remembers the open state for 7 days. */
  cookieName?: string;
  /** Delay in ms before a collapsed item's title shows in a tooltip (Tooltip's default: 700). */
  tooltipDelay?: number;
  /** Delay in ms when moving from one tooltip to the next (Tooltip's default: 300). */
  tooltipSkipDelay?: number;
  /** The page, rendered in `<main id="main-content">` (the skip link's target). */
  children: ReactNode;
}

/**
 * The application frame: a collapsible sidebar, a sticky header and the content area, whose width is reduced by
 * the sidebar's (256 px open, 64 px collapsed, none on mobile). Ctrl/Cmd+B toggles the sidebar; its open state
 * is remembered in the `sidebar_state` cookie for 7 days. Below 768 px the sidebar opens as a Sheet from the
 * header's menu button.
 */
export function AppShell({
  groups,
  activeItemId,
  logo,
  logoCollapsed,
  footer,
  header,
  labels,
  linkComponent,
  defaultOpen = true,
  cookieName = SIDEBAR_COOKIE,
  tooltipDelay,
  tooltipSkipDelay,
  children,
}: AppShellProps) {
  const isMobile = useMediaQuery(`(max-width: ${breakpoints.tablet - 0.02}px)`);
  const [open, setOpenState] = useState(() =>
    typeof document === 'undefined'
      ? defaultOpen
      : readSidebarCookie(document.cookie, defaultOpen, cookieName),
  );
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      // biome-ignore lint/suspicious/noDocumentCookie: kept in a cookie for 7 days (docs/product/shell-and-auth.md#sidebar)
      document.cookie = sidebarCookie(next, cookieName);
    },
    [cookieName],
  );
  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  const context = useMemo(
    () => ({ open, setOpen, isMobile, mobileOpen, setMobileOpen, toggle }),
    [open, setOpen, isMobile, mobileOpen, toggle],
  );
  const sidebarProps = { groups, activeItemId, logo, logoCollapsed, footer, labels, linkComponent };

  return (
    <SidebarContext.Provider value={context}>
      <div className={styles.shell}>
        {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main-content; the handler only spares the router's URL */}
        <a
          href="#main-content"
          className={styles.skipLink}
          onClick={(event) => {
            // Focus the content without touching the URL, which belongs to the app's router.
            event.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
        >
          {labels.skipToContent}
        </a>
        <aside className={styles.desktopSidebar({ open })} data-state={open ? 'expanded' : 'collapsed'}>
          <Sidebar
            {...sidebarProps}
            collapsed={!open}
            onToggle={() => setOpen(!open)}
            tooltipDelay={tooltipDelay}
            tooltipSkipDelay={tooltipSkipDelay}
          />
        </aside>
        {isMobile ? (
          <Suspense fallback={null}>
            <Sheet
              open={mobileOpen}
              onOpenChange={setMobileOpen}
              title={labels.sheetTitle}
              titleHidden
              flush
              closeLabel={labels.closeNavigation}
            >
              <Sidebar {...sidebarProps} placement="sheet" onNavigate={() => setMobileOpen(false)} />
            </Sheet>
          </Suspense>
        ) : null}
        <div className={styles.content({ open })}>
          <header className={styles.header}>
            <IconButton
              className={styles.mobileOnly}
              label={labels.openNavigation}
              icon={<MenuIcon />}
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
            />
            <div className={styles.headerContent}>{header}</div>
          </header>
          <main id="main-content" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      </div>
    </SidebarContext.Provider>
  );
}
