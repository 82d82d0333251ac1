import { ApiError } from '@pharmacy/api-client';
import { useSyncCustomers } from '@pharmacy/api-client/swr/customers';
import { useLatestSync } from '@pharmacy/api-client/swr/syncHistory';
import { formatNumber } from '@pharmacy/i18n';
import { Button, RefreshIcon, useToast } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../shared/errors';
import { usePosConnectionActive } from '../../shared/posConnection';

/**
 * 'Cập Nhật' (docs/product/customers.md#manual-sync): a manual sync that reads every customer from KiotViet again
 * (POST
 * /customers/manual-sync, so customers removed there go too); 'Đang Cập Nhật...' while it runs, disabled then and
 * while the KiotViet connection is off. 'Đồng bộ thủ công thành công' with the synced / new / updated counts, or
 * 'Lỗi khi đồng bộ thủ công khách hàng' with the reason.
 */
export function SyncCustomersButton({ onSynced }: { onSynced: () => void }) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const active = usePosConnectionActive();
  const { trigger, isMutating } = useSyncCustomers(true);
  const { mutate: refetchLatest } = useLatestSync('CUSTOMER');

  const sync = async () => {
    try {
      const result = await trigger();
      toast({
        tone: result.status === 'RUNNING' ? 'info' : 'success',
        title: t('toasts.manualSyncedTitle'),
        description:
          result.status === 'RUNNING'
            ? t('list.stillRunning')
            : t('list.syncCounts', {
                synced: formatNumber(result.synced_count),
                created: formatNumber(result.new_count),
                updated: formatNumber(result.updated_count),
              }),
      });
      onSynced();
      // The screen may be gone by now (another page, signed out): nothing is left to refresh then.
      refetchLatest().catch(() => undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({ tone: 'error', title: t('toasts.manualSyncFailed'), description: describeError(error, tc) });
    }
  };

  return (
    <Button
      icon={<RefreshIcon size={16} />}
      loading={isMutating}
      disabled={!active || isMutating}
      onClick={() => void sync()}
    >
      {isMutating ? t('updating') : t('update')}
    </Button>
  );
}
