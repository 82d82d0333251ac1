import type { PurchaseOrderStatus } from '@pharmacy/api-client';
import { Badge, type BadgeSize, type BadgeTone } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './PurchaseOrders.css';

/** The lifecycle read as colours: waiting, confirmed, on its way, done, stopped. */
const TONES: Record<PurchaseOrderStatus, BadgeTone> = {
  pending: 'neutral',
  approved: 'brand',
  shipped: 'info',
  delivered: 'positive',
  cancelled: 'critical',
};

export interface OrderStatusBadgeProps {
  status: PurchaseOrderStatus;
  /** False for an order received in part: 'Nhận thiếu' beside its status. */
  receivedInFull?: boolean | null;
  size?: BadgeSize;
}

/**
 * An order's status with its label, and 'Nhận thiếu' beside 'Hoàn tất' when it was received in part
 * (docs/product/purchase-orders.md#statuses).
 */
export function OrderStatusBadge({ status, receivedInFull, size }: OrderStatusBadgeProps) {
  const { t } = useTranslation('purchaseOrders');
  const badge = (
    <Badge tone={TONES[status]} size={size}>
      {t(`status.${status}`)}
    </Badge>
  );
  if (status !== 'delivered' || receivedInFull !== false) return badge;
  return (
    <span className={styles.statusBadges}>
      {badge}
      <Badge tone="caution" size={size}>
        {t('receivedInPart')}
      </Badge>
    </span>
  );
}
