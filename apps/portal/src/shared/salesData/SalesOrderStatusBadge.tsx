import { Badge, type BadgeSize } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { statusKeyOf, statusTone } from './orderStatus';

/**
 * A synced sales order's status: the label of the statuses the portal knows (in the reader's language), KiotViet's
 * own text otherwise, coloured as docs/product/sales-orders.md#statuses says.
 */
export function SalesOrderStatusBadge({
  status,
  statusValue,
  size = 'small',
}: {
  status: number;
  statusValue: string;
  size?: BadgeSize;
}) {
  const { t } = useTranslation('salesOrders');
  const key = statusKeyOf(status);
  return (
    <Badge tone={statusTone(statusValue)} size={size}>
      {key ? t(`status.${key}`) : statusValue}
    </Badge>
  );
}
