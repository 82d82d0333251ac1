import { formatNumber } from '@pharmacy/i18n';
import { Badge, type BadgeTone } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { type ExpiryUrgency, expiryUrgency, type StockLevel, stockLevel } from './inventoryRules';

const stockTones: Record<StockLevel, BadgeTone> = { out: 'critical', low: 'caution', in: 'positive' };

/** `inventory:stock.out` (0), `stock.low` (1–10) or `stock.in` (above 10). */
export function StockBadge({ quantity }: { quantity: number }) {
  const { t } = useTranslation('inventory');
  const level = stockLevel(quantity);
  return (
    <Badge tone={stockTones[level]} size="small">
      {t(`stock.${level}`)}
    </Badge>
  );
}

/** `inventory:status.ACTIVE` or `status.INACTIVE`. */
export function ProductStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('inventory');
  return (
    <Badge tone={active ? 'positive' : 'neutral'} size="small">
      {t(active ? 'status.ACTIVE' : 'status.INACTIVE')}
    </Badge>
  );
}

const urgencyTones: Record<ExpiryUrgency, BadgeTone> = { soon: 'critical', near: 'caution' };

/** `inventory:expiry.daysLeft` (or `expiry.today`) within 90 days of expiry: red within 30, amber beyond. */
export function DaysLeftBadge({ daysLeft }: { daysLeft: number | null }) {
  const { t } = useTranslation('inventory');
  const urgency = expiryUrgency(daysLeft);
  if (urgency === null || daysLeft === null) return null;
  return (
    <Badge tone={urgencyTones[urgency]} size="small">
      {daysLeft === 0 ? t('expiry.today') : t('expiry.daysLeft', { count: daysLeft })}
    </Badge>
  );
}

/** `inventory:expiry.expiredUnits`: units in expired lots, shown beside the stock and never counted in it. */
export function ExpiredUnits({ quantity }: { quantity: number }) {
  const { t } = useTranslation('inventory');
  if (quantity <= 0) return null;
  return (
    <Badge
      tone="critical"
      size="small"
      title={t('expiry.expiredUnitsLabel', { quantity: formatNumber(quantity) })}
    >
      {t('expiry.expiredUnits', { quantity: formatNumber(quantity) })}
    </Badge>
  );
}
