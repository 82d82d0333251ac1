import type { SyncResult } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { usePosConnectionStatus, useSyncInventory } from '@pharmacy/api-client/swr/posSettings';
import { useLatestSync } from '@pharmacy/api-client/swr/syncHistory';
import { formatDateTime } from '@pharmacy/i18n';
import { Button, RefreshIcon, Text, useToast } from '@pharmacy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../shared/errors';
import { usePosConnectionActive } from '../../shared/posConnection';
import * as styles from './Inventory.css';

/** While a run goes on in the background (the server answered RUNNING), its end is looked for this often. */
const FOLLOW_MS = 3000;
/** The kinds the inventory's manual sync runs. */
const INVENTORY_KINDS = new Set(['CATEGORY', 'PRODUCT']);

/**
 * 'Cập nhật lần cuối' from the latest PRODUCT run ('Never' before the first, a loading text meanwhile) and the
 * manual sync button ('Đồng Bộ Thủ Công' / 'Đang đồng bộ...'), disabled while a run of the inventory's kinds goes
 * on — this one, or the scheduler's — and while the KiotViet connection is switched off
 * (docs/product/inventory.md#manual-sync).
 *
 * A manual run that outlasts the server's 20 s wait is answered RUNNING (202): it is not a success yet. The button
 * stays busy and the latest PRODUCT run is followed until a new one appears; its outcome gives the toast then.
 */
export function InventorySync() {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const revalidate = useRevalidate();
  const active = usePosConnectionActive();
  const { trigger, isMutating } = useSyncInventory();
  /** The latest PRODUCT run's id when the server answered RUNNING (undefined: not following a run). */
  const [following, setFollowing] = useState<{ before: string | null } | undefined>(undefined);
  const latest = useLatestSync('PRODUCT', following ? { refreshInterval: FOLLOW_MS } : undefined);
  const status = usePosConnectionStatus(following ? { refreshInterval: FOLLOW_MS } : undefined, active);
  const runningElsewhere = (status.data?.data.running ?? []).some((run) =>
    INVENTORY_KINDS.has(run.data_type),
  );
  const busy = isMutating || following !== undefined || runningElsewhere;

  const refreshLists = () =>
    revalidate(
      '/api/products',
      '/api/products/{id}',
      '/api/categories',
      '/api/sync-history/by-user',
      '/api/sync-history/by-user/latest',
      '/api/pos-settings/status',
    );

  // The run the server stopped waiting for has ended: a newer PRODUCT run is in the log.
  const newest = latest.data?.data ?? null;
  useEffect(() => {
    if (!following || !newest || newest.id === following.before) return;
    setFollowing(undefined);
    if (newest.status === 'SUCCESS') {
      toast({
        tone: 'success',
        title: t('toasts.syncSuccessTitle'),
        description: t('toasts.syncSuccessText'),
      });
    } else {
      toast({ tone: 'error', title: t('toasts.syncFailedTitle'), description: t('toasts.syncFailedText') });
    }
    refreshLists();
  });

  const sync = async () => {
    const before = newest?.id ?? null;
    let result: SyncResult;
    try {
      result = await trigger();
    } catch (error) {
      const reason = describeError(error, tc);
      toast({
        tone: 'error',
        title: t('toasts.syncFailedTitle'),
        description: `${t('toasts.syncFailedText')}: ${reason}`,
      });
      refreshLists();
      return;
    }
    if (result.status === 'RUNNING') {
      setFollowing({ before });
      toast({ tone: 'info', title: t('toasts.syncRunningTitle'), description: t('toasts.syncRunningText') });
      return;
    }
    toast({ tone: 'success', title: t('toasts.syncSuccessTitle'), description: t('toasts.syncSuccessText') });
    refreshLists();
  };

  let lastUpdated: string;
  if (latest.data === undefined && !latest.error) lastUpdated = t('lastUpdatedLoading');
  else if (newest) lastUpdated = formatDateTime(newest.finished_at);
  else lastUpdated = t('lastUpdatedNever');

  return (
    <div className={styles.syncBlock}>
      <Button icon={<RefreshIcon size={16} />} disabled={!active || busy} loading={busy} onClick={sync}>
        {busy ? t('syncing') : t('manualSync')}
      </Button>
      <Text size="small" tone="secondary" role="status">
        {t('lastUpdated', { time: lastUpdated })}
      </Text>
      {!active ? (
        <Text size="small" tone="secondary">
          {t('connectionInactive')}
        </Text>
      ) : null}
    </div>
  );
}
