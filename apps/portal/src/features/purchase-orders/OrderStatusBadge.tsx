import type { PurchaseOrderStatus } from '@pharmacy/api-client';
import { Badge, type BadgeSize, type BadgeTone } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';

/** The lifecycle read as colours: waiting, confirmed, on its way, done, stopped. */
const TONES: Record<PurchaseOrderStatus, BadgeTone> = {
  pending: 'neutral',
  approved: 'brand',
  shipped: 'info',
  delivered: 'positive',
  cancelled: 'critical',
};

/** An order's status with its label (docs/product/purchase-orders.md#statuses). */
export function OrderStatusBadge({ status, size }: { status: PurchaseOrderStatus; size?: BadgeSize }) {
  const { t } = useTranslation('purchaseOrders');
  return (
    <Badge tone={TONES[status]} size={size}>
      {t(`status.${status}`)}
    </Badge>
  );
}
