import type { Distributor, DistributorStatus } from '@pharmacy/api-client';
import { useToggleDistributorStatus } from '@pharmacy/api-client/swr/distributors';
import { formatDateTime, formatMoney } from '@pharmacy/i18n';
import {
  Avatar,
  Badge,
  Button,
  Card,
  PencilIcon,
  Switch,
  Text,
  useToast,
  VisuallyHidden,
} from '@pharmacy/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { useSourceLabel } from '../../shared/sourceLabel';
import { SupplierSyncButton, type SyncPress } from './SupplierSyncButton';
import * as styles from './SuppliersScreen.css';

export interface SupplierCardProps {
  supplier: Distributor;
  /** Internal suppliers only: the edit sheet. */
  onEdit?: (supplier: Distributor) => void;
  /** Internal suppliers only: this screen's last press of the supplier's sync button. */
  syncPress?: SyncPress;
  onSyncPress?: (id: string, press: Partial<SyncPress>) => void;
}

/**
 * One supplier (docs/product/suppliers.md#supplier-cards): logo or initials, code, name, description or
 * 'Nhà phân phối thuốc trên toàn quốc',
 * contact, status and source badges. An internal supplier's card also says when it was last synced and offers
 * its status switch, its POS sync and its edit sheet; a partner's card is read-only. The card is an article
 * named by the supplier's name.
 */
export function SupplierCard({ supplier, onEdit, syncPress, onSyncPress }: SupplierCardProps) {
  const { t } = useTranslation('suppliers');
  const sourceLabel = useSourceLabel();
  const titleId = useId();
  const internal = supplier.type === 'INTERNAL';
  const description = supplier.description?.trim() || t('defaultDescription');

  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.cardHeader}>
        <Avatar
          name={supplier.name}
          src={supplier.avatar_url ?? undefined}
          size="large"
          tone={internal ? 'brand' : 'info'}
          decorative
          className={styles.logo}
        />
        <div className={styles.titleBlock}>
          <Text size="small" tone="secondary">
            {t('card.code', { code: supplier.code })}
          </Text>
          <h3 id={titleId} className={styles.name}>
            <Text weight="semibold">{supplier.name}</Text>
          </h3>
        </div>
      </div>

      <div className={styles.badges}>
        <Badge size="small" tone={supplier.status === 'ACTIVE' ? 'positive' : 'caution'}>
          {t(`status.${supplier.status}`)}
        </Badge>
        {internal ? (
          <Badge size="small" tone={supplier.source_tag === 'KiotViet' ? 'info' : 'neutral'}>
            {sourceLabel(supplier.source_tag)}
          </Badge>
        ) : (
          <Badge size="small" tone="brand">
            {supplier.brand_name ?? t('card.partner')}
          </Badge>
        )}
      </div>

      <Text as="p" size="small" tone="secondary" className={styles.description}>
        {description}
      </Text>

      <Contacts supplier={supplier} />

      {internal ? (
        <div className={styles.cardFooter}>
          <Text size="xsmall" tone="secondary">
            {supplier.synced_at
              ? t('card.lastSynced', { time: formatDateTime(supplier.synced_at) })
              : t('card.neverSynced')}
          </Text>
          <div className={styles.cardActions}>
            <StatusSwitch supplier={supplier} />
            <div className={styles.cardButtons}>
              <SupplierSyncButton
                supplier={supplier}
                press={syncPress}
                onPress={(press) => onSyncPress?.(supplier.id, press)}
              />
              <Button
                size="small"
                variant="outline"
                tone="neutral"
                icon={<PencilIcon size={16} />}
                aria-label={t('card.actionFor', { action: t('card.edit'), name: supplier.name })}
                aria-haspopup="dialog"
                onClick={() => onEdit?.(supplier)}
              >
                {t('card.edit')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function Contacts({ supplier }: { supplier: Distributor }) {
  const { t } = useTranslation('suppliers');
  const { contact_person: person, phone, email, address } = supplier;
  // KiotViet's totals of a supplier it holds (null for the others).
  const debt = supplier.kiotviet_debt;
  const invoiced = supplier.kiotviet_total_invoiced;
  if (!person && !phone && !email && !address && debt === null && invoiced === null) return null;
  return (
    <dl className={styles.contacts}>
      {person ? <Contact label={t('card.contactPerson')}>{person}</Contact> : null}
      {phone ? (
        <Contact label={t('card.phone')}>
          <a href={`tel:${phone}`}>{phone}</a>
        </Contact>
      ) : null}
      {email ? (
        <Contact label={t('card.email')}>
          <a href={`mailto:${email}`}>{withBreaks(email)}</a>
        </Contact>
      ) : null}
      {address ? <Contact label={t('card.address')}>{address}</Contact> : null}
      {debt !== null ? <Contact label={t('card.debt')}>{formatMoney(debt)}</Contact> : null}
      {invoiced !== null ? <Contact label={t('card.totalInvoiced')}>{formatMoney(invoiced)}</Contact> : null}
    </dl>
  );
}

function Contact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.contactRow}>
      <dt className={styles.contactLabel}>{label}</dt>
      <dd className={styles.contactValue}>{children}</dd>
    </div>
  );
}

/** An email that wraps after its @ and before its dots, rather than at any letter, in a narrow card. */
function withBreaks(email: string): ReactNode[] {
  return email
    .split(/(?=\.)|(?<=@)/)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={part + String(index)} />, part]));
}

/**
 * Pauses or resumes the supplier at once (`PATCH …/status`). The switch moves when pressed and moves back if
 * the server refuses.
 */
function StatusSwitch({ supplier }: { supplier: Distributor }) {
  const { t } = useTranslation('suppliers');
  const { t: tc } = useTranslation('common');
  const toggle = useToggleDistributorStatus(supplier.id);
  const { toast } = useToast();
  const showError = useErrorToast();
  const [asked, setAsked] = useState<DistributorStatus | null>(null);
  // Once the list shows the new status, the switch follows the list again.
  if (asked !== null && asked === supplier.status && !toggle.isMutating) setAsked(null);
  const status = asked ?? supplier.status;

  const change = async (active: boolean) => {
    const next: DistributorStatus = active ? 'ACTIVE' : 'INACTIVE';
    setAsked(next);
    try {
      const result = await toggle.trigger();
      toast({
        tone: 'success',
        title: tc('toast.success'),
        description: t('toasts.statusChanged', {
          name: supplier.name,
          status: t(`status.${result.data.status}`),
        }),
      });
    } catch (error) {
      setAsked(null);
      showError(error, { title: t('toasts.updateFailed') });
    }
  };

  return (
    <Switch
      size="small"
      label={
        <>
          {t('card.active')}
          <VisuallyHidden> – {supplier.name}</VisuallyHidden>
        </>
      }
      checked={status === 'ACTIVE'}
      disabled={toggle.isMutating}
      onCheckedChange={(checked) => void change(checked)}
    />
  );
}
