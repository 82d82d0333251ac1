import type { PurchaseOrderSummary } from '@pharmacy/api-client';
import { useSyncPurchaseOrderToKiotViet } from '@pharmacy/api-client/swr/purchaseOrders';
import { Badge, Button, CheckIcon, useToast } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';

/**
 * docs/product/purchase-orders.md#sync-to-kiotviet: a delivered order not yet in KiotViet can be synced
 * ('Đồng bộ POS', 'Đang đồng bộ...' while it
 * runs); a synced one reads 'Đã đồng bộ'. Orders in other states show nothing. Until a KiotViet connection exists
 * the server answers a clear 409, shown as 'Lỗi khi đồng bộ' with its reason.
 */
export function SyncButton({ order }: { order: PurchaseOrderSummary }) {
  const { t } = useTranslation('purchaseOrders');
  const { toast } = useToast();
  const showError = useErrorToast();
  const { trigger, isMutating } = useSyncPurchaseOrderToKiotViet(order.id);

  if (order.is_synced_to_kiotviet) {
    return (
      <Badge tone="positive" icon={<CheckIcon size={14} />}>
        {t('list.synced')}
      </Badge>
    );
  }
  if (order.status !== 'delivered') return null;

  const sync = async () => {
    try {
      await trigger(undefined);
      toast({
        tone: 'success',
        title: t('toasts.syncedTitle'),
        description: t('feedback.syncedText', { number: order.order_number }),
      });
    } catch (error) {
      showError(error, { title: t('toasts.syncFailed') });
    }
  };

  return (
    <Button size="small" variant="outline" tone="neutral" loading={isMutating} onClick={sync}>
      {isMutating ? t('list.syncing') : t('list.syncToPos')}
    </Button>
  );
}
