import { usePosConnectionStatus } from '@pharmacy/api-client/swr/posStatus';
import { Tooltip, VisuallyHidden } from '@pharmacy/ui';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../shared/paths';
import type { ShownConnectionState } from './ConnectionDetails';
import * as styles from './ConnectionIndicator.css';
import { connectionIndicatorState, statusRefreshInterval } from './connectionIndicator';
import { hiddenOnPhones } from './visibility.css';

const ConnectionDetails = lazy(() => import('./ConnectionDetails'));

/**
 * The header's KiotViet connection indicator (docs/product/connection.md#header-indicator: the real state): a dot and
 * a word
 * for connected / not connected / syncing / error / not set up, from `GET /api/pos-settings/status` — asked every
 * minute, every few seconds while a sync runs, and again after every sync or test (the api-client's mutations).
 * Its tooltip (and, for screen readers, its description) says when the last sync ran and how it ended; it links to
 * the connection settings. On phones only the dot shows; the word stays its accessible name.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation('shell');
  const descriptionId = useId();
  const { data, error } = usePosConnectionStatus({
    refreshInterval: (latest) => statusRefreshInterval(latest?.data),
  });
  const status = data?.data;
  const state: ShownConnectionState = status
    ? connectionIndicatorState(status)
    : error
      ? 'unknown'
      : 'checking';
  const word = t(`connection.states.${state}`);

  return (
    <>
      <Tooltip
        content={
          <Suspense fallback={word}>
            <ConnectionDetails state={state} status={status} variant="lines" />
          </Suspense>
        }
        placement="bottom"
        multiline
        // In the header's landmark (nothing there clips it), not at the end of the page.
        portal={false}
      >
        <Link
          href={paths.connectionSettings}
          className={styles.indicator}
          data-state={state}
          aria-describedby={descriptionId}
        >
          <span className={styles.dot} aria-hidden="true" />
          <VisuallyHidden>{t('connection.name')}: </VisuallyHidden>
          {/* On phones only the dot shows; the word stays the link's accessible name. */}
          <span className={hiddenOnPhones}>{word}</span>
        </Link>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>
        <Suspense fallback={null}>
          <ConnectionDetails state={state} status={status} variant="text" />
        </Suspense>
      </VisuallyHidden>
    </>
  );
}
