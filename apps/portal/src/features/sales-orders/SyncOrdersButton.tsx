import { ApiError } from '@pharmacy/api-client';
import { useSyncSalesOrders } from '@pharmacy/api-client/swr/salesOrders';
import { useLatestSync } from '@pharmacy/api-client/swr/syncHistory';
import { formatDateTime } from '@pharmacy/i18n';
import { Button, RefreshIcon, useToast } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { describeError, useErrorToast } from '../../shared/errors';
import { usePosConnectionActive } from '../../shared/posConnection';

/**
 * The sales orders' manual update (docs/product/sales-orders.md#manual-update): disabled while it runs or while the
 * KiotViet connection is off;
 * 'Success' / 'Orders synchronized successfully!' or 'Sync Failed' / 'Failed to synchronize orders' (with the
 * server's reason when it gave one). The latest-sync time is fetched again after it, with its own toast.
 */
export function SyncOrdersButton({ onSynced }: { onSynced: () => void }) {
  const { t } = useTranslation('salesOrders');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const showError = useErrorToast();
  const active = usePosConnectionActive();
  const { trigger, isMutating } = useSyncSalesOrders();
  const { mutate: refetchLatest } = useLatestSync('ORDER');

  const sync = async () => {
    try {
      const result = await trigger();
      if (result.status === 'RUNNING') {
        toast({ tone: 'info', title: t('toasts.syncSuccessTitle'), description: t('list.stillRunning') });
      } else {
        toast({
          tone: 'success',
          title: t('toasts.syncSuccessTitle'),
          description: t('toasts.syncSuccessText'),
        });
      }
      onSynced();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        // The product's text, then the server's reason on its own line (a connection switched off, KiotViet down).
        toast({
          tone: 'error',
          title: t('toasts.syncFailedTitle'),
          description: `${t('toasts.syncFailedText')}\n${describeError(error, tc)}`,
        });
      }
      return;
    }
    try {
      const latest = await refetchLatest();
      const at = latest?.data?.finished_at ?? latest?.data?.updated_at;
      toast({
        tone: 'success',
        title: t('toasts.latestSyncSuccess'),
        description: at ? formatDateTime(at) : undefined,
      });
    } catch (error) {
      showError(error, { title: t('toasts.latestSyncFailed') });
    }
  };

  return (
    <Button
      icon={<RefreshIcon size={16} />}
      loading={isMutating}
      disabled={!active || isMutating}
      onClick={() => void sync()}
    >
      {isMutating ? t('list.updating') : t('list.update')}
    </Button>
  );
}
