import { AppShell, PillIcon, type SidebarLinkProps } from '@pharmacy/ui';
import { forwardRef, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LeaveGuardProvider, useTryLeave } from '../shared/leaveGuard';
import { AccountMenu } from './AccountMenu';
import * as styles from './AppLayout.css';
import { ConnectionIndicator } from './ConnectionIndicator';
import { navigationGroups } from './navigation';
import { navItemOf } from './paths';

const COPYRIGHT_YEAR = 2025;

/**
 * The sidebar's links go through wouter, so following one changes the page without a reload. A page whose form is
 * changed asks first; the link is followed once the changes are discarded.
 */
const RouterLink = forwardRef<HTMLAnchorElement, SidebarLinkProps>(function RouterLink(
  { onClick, ...props },
  ref,
) {
  const tryLeave = useTryLeave();
  const [, navigate] = useLocation();
  return (
    <Link
      ref={ref}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!tryLeave(() => navigate(props.href))) event.preventDefault();
      }}
    />
  );
});

/**
 * The signed-in frame (docs/product/shell-and-auth.md#sidebar): the sidebar with its two groups (active item from the
 * first path segment; an
 * order page lights up the sales orders),
 * collapsible by its button, rail and Ctrl/Cmd+B and remembered in the `sidebar_state` cookie; a sheet below
 * 768 px; the header with the app's title, the KiotViet connection indicator and the avatar menu.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  const groups = useMemo(() => navigationGroups(t), [t, i18n.resolvedLanguage]);

  return (
    <LeaveGuardProvider>
      <AppShell
        groups={groups}
        activeItemId={navItemOf(location)}
        linkComponent={RouterLink}
        logo={
          <span className={styles.logo}>
            <span className={styles.logoMark} aria-hidden="true">
              <PillIcon size={20} />
            </span>
            <span className={styles.logoText}>
              <span className={styles.logoName}>{tc('brand.name')}</span>
              <span className={styles.logoTitle}>{tc('brand.title')}</span>
            </span>
          </span>
        }
        logoCollapsed={
          <span className={styles.logoMark} role="img" aria-label={tc('brand.name')}>
            <PillIcon size={20} />
          </span>
        }
        footer={
          <>
            <div>{tc('brand.version', { version: __APP_VERSION__ })}</div>
            <div>{tc('brand.copyright', { year: COPYRIGHT_YEAR })}</div>
          </>
        }
        header={
          <div className={styles.header}>
            <span className={styles.title}>{tc('brand.title')}</span>
            <div className={styles.headerEnd}>
              <ConnectionIndicator />
              <AccountMenu />
            </div>
          </div>
        }
        labels={{
          navigation: t('navigation'),
          toggleSidebar: t('toggleSidebar'),
          openNavigation: t('openNavigation'),
          sheetTitle: t('sheetTitle'),
          skipToContent: t('skipToContent'),
          closeNavigation: t('closeNavigation'),
        }}
      >
        {children}
      </AppShell>
    </LeaveGuardProvider>
  );
}
