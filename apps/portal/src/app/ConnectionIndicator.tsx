import type { PosConnectionStatus } from '@pharmacy/api-client';
import { usePosConnectionStatus } from '@pharmacy/api-client/swr/posStatus';
import { formatDateTime } from '@pharmacy/i18n';
import { Tooltip, VisuallyHidden } from '@pharmacy/ui';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as styles from './ConnectionIndicator.css';
import { connectionIndicatorState, statusRefreshInterval } from './connectionIndicator';
import { paths } from './paths';
import { hiddenOnPhones } from './visibility.css';

type Shown = ReturnType<typeof connectionIndicatorState> | 'checking' | 'unknown';

/**
 * The header's KiotViet connection indicator (spec 1 §2.3, DECISIONS: the real state, not a fake): a dot and a word
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
  const state: Shown = status ? connectionIndicatorState(status) : error ? 'unknown' : 'checking';
  const lines = [...describe(state, status, t), t('connection.openSettings')];

  return (
    <>
      <Tooltip
        content={lines.map((line) => (
          <span key={line} className={styles.line}>
            {line}
          </span>
        ))}
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
          <span className={hiddenOnPhones}>{t(`connection.states.${state}`)}</span>
        </Link>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>{lines.join(' ')}</VisuallyHidden>
    </>
  );
}

/** The tooltip's lines: what the state means here, then the last sync and how it ended, then the next one. */
function describe(state: Shown, status: PosConnectionStatus | undefined, t: TFunction<'shell'>): string[] {
  if (!status) return [t(state === 'unknown' ? 'connection.details.unknown' : 'connection.details.checking')];
  if (state === 'notConfigured') return [t('connection.details.notConfigured')];
  const store = status.store_name ?? '';
  const lines: string[] = [];
  if (state === 'disconnected') {
    lines.push(
      t(status.is_active ? 'connection.details.untested' : 'connection.details.switchedOff', { store }),
    );
  } else if (state === 'syncing') {
    const kinds = status.running.map((run) => t(`connection.dataTypes.${run.data_type}`)).join(', ');
    lines.push(t('connection.details.syncing', { store, kinds }));
  } else if (state === 'connected') {
    lines.push(t('connection.details.connected', { store }));
  } else if (status.last_test && !status.last_test.ok) {
    lines.push(
      t('connection.details.testFailed', {
        at: formatDateTime(status.last_test.at),
        message: status.last_test.message ?? '',
      }),
    );
  } else {
    lines.push(t('connection.details.syncFailed'));
  }
  lines.push(
    status.last_sync
      ? t('connection.lastSync', {
          at: formatDateTime(status.last_sync.at),
          kind: t(`connection.dataTypes.${status.last_sync.data_type}`),
          outcome: t(`connection.outcome.${status.last_sync.status}`),
        })
      : t('connection.neverSynced'),
  );
  if (status.next_sync_at && state !== 'syncing') {
    lines.push(t('connection.nextSync', { at: formatDateTime(status.next_sync_at) }));
  }
  return lines;
}
