import type { SyncDataType } from '@pharmacy/api-client';
import { useLatestSync } from '@pharmacy/api-client/swr/syncHistory';
import { formatDateTime, formatRelativeTime } from '@pharmacy/i18n';
import { HistoryIcon, Text } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './salesData.css';

/**
 * The note under a synced screen's title (docs/product/sync.md#last-updated): the system syncs every 12 hours, and
 * when this kind of data
 * was last updated — from the latest sync record of `dataType`, as a date and time, or relative ('5 phút trước')
 * when `relative`. 'Chưa bao giờ' before any sync, 'Đang tải...' meanwhile.
 */
export function SyncNote({ dataType, relative = false }: { dataType: SyncDataType; relative?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const { data, error, isLoading } = useLatestSync(dataType);
  let time: string;
  if (isLoading) time = t('states.loading');
  else if (error || !data?.data) time = t('states.never');
  else {
    const at = data.data.finished_at ?? data.data.updated_at;
    time = relative ? formatRelativeTime(at, { locale: i18n.language }) : formatDateTime(at);
  }
  return (
    <div className={styles.syncNote}>
      <span className={styles.syncNoteLine}>
        <HistoryIcon size={14} aria-hidden="true" />
        <Text size="small" tone="secondary">
          {t('autoSync.note')}
        </Text>
      </span>
      <Text size="small" tone="secondary" aria-live="polite">
        {t('autoSync.lastUpdated', { time })}
      </Text>
    </div>
  );
}
