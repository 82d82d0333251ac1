import type { PurchaseOrderSummary, SyncToKiotVietRequest } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useSyncPurchaseOrderToKiotViet } from '@pharmacy/api-client/swr/purchaseOrders';
import { Badge, Button, CheckIcon, useToast } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';

/**
 * Pushes an order to KiotViet (docs/product/purchase-orders.md#sync-to-kiotviet) with the success and failure toasts ('Đồng bộ thành công' / 'Lỗi khi đồng bộ');
 * after a failure the order is fetched again. Resolves true when the order is synced.
 */
export function useSyncOrder(order: PurchaseOrderSummary) {
  const { t } = useTranslation('purchaseOrders');
  const { toast } = useToast();
  const showError = useErrorToast();
  const { trigger, isMutating } = useSyncPurchaseOrderToKiotViet(order.id);
  const revalidate = useRevalidate();
  const sync = async (request?: SyncToKiotVietRequest) => {
    try {
      await trigger(request);
      toast({
        tone: 'success',
        title: t('toasts.syncedTitle'),
        description: t('feedback.syncedText', { number: order.order_number }),
      });
      return true;
    } catch (error) {
      showError(error, { title: t('toasts.syncFailed') });
      // A failed push may have left the order in doubt, or linked some of its products: shown again.
      revalidate('/api/import-orders/{id}', '/api/import-orders');
      return false;
    }
  };
  return { sync, syncing: isMutating };
}

/**
 * A delivered order not yet in KiotViet can be synced ('Đồng bộ POS', 'Đang đồng bộ...' while it runs); a synced
 * one reads 'Đã đồng bộ'. One whose receipt was sent without an answer reads 'Chờ KiotViet xác nhận', and its
 * button looks the receipt up again ('Kiểm tra lại': the server sends no second receipt while it is in doubt).
 * Orders in other states show nothing. Until a KiotViet connection exists the server answers a clear 409, shown as
 * 'Lỗi khi đồng bộ' with its reason.
 */
export function SyncButton({ order }: { order: PurchaseOrderSummary }) {
  const { t } = useTranslation('purchaseOrders');
  const { sync, syncing } = useSyncOrder(order);

  if (order.is_synced_to_kiotviet) {
    return (
      <Badge tone="positive" icon={<CheckIcon size={14} />}>
        {t('list.synced')}
      </Badge>
    );
  }
  if (order.status !== 'delivered') return null;
  const inDoubt = order.kiotviet_sync_state === 'in_doubt';
  const idle = inDoubt ? t('list.recheck') : t('list.syncToPos');
  return (
    <>
      {inDoubt ? <Badge tone="caution">{t('list.inDoubt')}</Badge> : null}
      <Button size="small" variant="outline" tone="neutral" loading={syncing} onClick={() => void sync()}>
        {syncing ? t('list.syncing') : idle}
      </Button>
    </>
  );
}
