import type { PosConnectionStatus } from '@pharmacy/api-client';
import { formatDateTime } from '@pharmacy/i18n';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as styles from './ConnectionIndicator.css';
import type { ConnectionIndicatorState } from './connectionIndicator';

export type ShownConnectionState = ConnectionIndicatorState | 'checking' | 'unknown';

export interface ConnectionDetailsProps {
  state: ShownConnectionState;
  status: PosConnectionStatus | undefined;
  /** `lines` for the tooltip (one line each), `text` for the link's description (one run of text). */
  variant: 'lines' | 'text';
}

/**
 * What the header's indicator says in its tooltip and description: what its state means here, when the last sync ran
 * and how it ended, when the next one runs. A chunk of its own, with the `connection` texts, loaded once the header
 * has painted: the shell stays within its budget.
 */
export default function ConnectionDetails({ state, status, variant }: ConnectionDetailsProps) {
  const { t } = useTranslation('connection');
  const lines = [...describe(state, status, t), t('indicator.openSettings')];
  if (variant === 'text') return lines.join(' ');
  return lines.map((line) => (
    <span key={line} className={styles.line}>
      {line}
    </span>
  ));
}

function describe(
  state: ShownConnectionState,
  status: PosConnectionStatus | undefined,
  t: TFunction<'connection'>,
): string[] {
  if (!status) return [t(state === 'unknown' ? 'indicator.details.unknown' : 'indicator.details.checking')];
  if (state === 'notConfigured') return [t('indicator.details.notConfigured')];
  const store = status.store_name ?? '';
  const lines: string[] = [];
  if (state === 'disconnected') {
    lines.push(
      t(status.is_active ? 'indicator.details.untested' : 'indicator.details.switchedOff', { store }),
    );
  } else if (state === 'syncing') {
    const kinds = status.running.map((run) => t(`indicator.dataTypes.${run.data_type}`)).join(', ');
    lines.push(t('indicator.details.syncing', { store, kinds }));
  } else if (state === 'connected') {
    lines.push(t('indicator.details.connected', { store }));
  } else if (status.last_test && !status.last_test.ok) {
    lines.push(
      t('indicator.details.testFailed', {
        at: formatDateTime(status.last_test.at),
        message: status.last_test.message ?? '',
      }),
    );
  } else {
    lines.push(t('indicator.details.syncFailed'));
  }
  lines.push(
    status.last_sync
      ? t('indicator.lastSync', {
          at: formatDateTime(status.last_sync.at),
          kind: t(`indicator.dataTypes.${status.last_sync.data_type}`),
          outcome: t(`indicator.outcome.${status.last_sync.status}`),
        })
      : t('indicator.neverSynced'),
  );
  if (status.next_sync_at && state !== 'syncing') {
    lines.push(t('indicator.nextSync', { at: formatDateTime(status.next_sync_at) }));
  }
  return lines;
}
