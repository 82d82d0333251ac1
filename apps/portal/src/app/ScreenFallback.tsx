import { Banner, Button, Skeleton, SkeletonGroup } from '@pharmacy/ui';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ScreenFallback.css';

/** What a screen shows while its code loads: its outline (title, toolbar, rows), never a blank page. */
export function ScreenSkeleton() {
  const { t } = useTranslation('common');
  return (
    <SkeletonGroup label={t('states.loading')} className={styles.skeleton}>
      <Skeleton shape="rect" width="16rem" height={32} />
      <Skeleton shape="rect" width="100%" height={40} />
      <Skeleton lines={6} />
    </SkeletonGroup>
  );
}

function ScreenLoadFailed() {
  const { t } = useTranslation('common');
  return (
    <Banner
      tone="critical"
      title={t('errors.title')}
      description={t('errors.screenLoadFailed')}
      action={
        <Button size="small" variant="outline" tone="neutral" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}

/**
 * Catches a screen that fails to render or whose code cannot be fetched (offline, or a new version was deployed
 * and the old chunk is gone), so the shell stays usable and a reload fetches the current version. `resetKey`
 * (the address) clears the error when the user navigates elsewhere.
 */
export class ScreenErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; resetKey: string }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ScreenLoadFailed /> : this.props.children;
  }
}
