import { Badge, type BadgeTone } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { type GenderLabel, genderLabel } from './listState';

const TONES: Record<GenderLabel, BadgeTone> = { male: 'info', female: 'brand', unknown: 'neutral' };

/**
 * A customer's gender; `customers:gender.unknown` for KiotViet's other or none
 * (docs/product/customers.md#customer-list).
 */
export function GenderBadge({ gender }: { gender: string | null }) {
  const { t } = useTranslation('customers');
  const label = genderLabel(gender);
  return (
    <Badge tone={TONES[label]} size="small">
      {t(`gender.${label}`)}
    </Badge>
  );
}
