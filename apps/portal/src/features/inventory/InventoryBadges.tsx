import { Badge, type BadgeTone } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { type StockLevel, stockLevel } from './inventoryRules';

const stockTones: Record<StockLevel, BadgeTone> = { out: 'critical', low: 'caution', in: 'positive' };

/** 'Hết hàng' (0), 'Còn ít' (1–10) or 'Còn hàng' (above 10). */
export function StockBadge({ quantity }: { quantity: number }) {
  const { t } = useTranslation('inventory');
  const level = stockLevel(quantity);
  return (
    <Badge tone={stockTones[level]} size="small">
      {t(`stock.${level}`)}
    </Badge>
  );
}

/** 'Hoạt động' or 'Ngưng hoạt động'. */
export function ProductStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('inventory');
  return (
    <Badge tone={active ? 'positive' : 'neutral'} size="small">
      {t(active ? 'status.ACTIVE' : 'status.INACTIVE')}
    </Badge>
  );
}
