import type { Distributor } from '@pharmacy/api-client';
import { formatMoney, formatNumber, todayIso } from '@pharmacy/i18n';
import { DatePicker, Drawer, IconButton, NumberField, Text, Textarea, TrashIcon } from '@pharmacy/ui';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../shared/unsavedChanges';
import * as styles from './CreateOrder.css';
import { OrderFormFooter, type OrderFormProps, useForgetWhenClosed } from './OrderForm';
import { ProductPicker } from './ProductPicker';
import {
  emptyPartnerDraft,
  ORDER_LIMITS,
  type PartnerDraft,
  type PartnerErrors,
  partnerDraftFrom,
  partnerTotals,
  toggleProduct,
  toPartnerOrder,
  validatePartnerOrder,
} from './partnerOrderForm';
import { SupplierSelect } from './SupplierSelect';
import { useSubmitOrder } from './useSubmitOrder';

/**
 * Create a purchase order for a partner supplier (docs/product/purchase-orders.md#partner-order): supplier, expected
 * delivery date, notes, the
 * supplier's products to tick, and a summary with quantities and totals. Checked here with the messages of
 * docs/product/purchase-orders.md#partner-order-rules
 * before anything is sent; a refusal of the server shows as 'Lỗi khi tạo đơn hàng' with its reasons
 * (docs/product/purchase-orders.md#create-errors).
 */
export function PartnerOrderDrawer({
  open,
  supplier,
  onSupplierChange,
  notes,
  onNotesChange,
  onClose,
  onCreated,
  draft: drafted,
}: OrderFormProps) {
  const { t } = useTranslation(['purchaseOrders', 'common']);
  const formId = useId();
  const summaryId = useId();
  const { submit: send, refuseEmpty, isMutating } = useSubmitOrder();
  const [draft, setDraft] = useState<PartnerDraft>(() => partnerDraftFrom(drafted, todayIso()));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ supplier?: string; deliveryDate?: string }>({});
  const supplierRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const productSearchRef = useRef<HTMLInputElement>(null);

  const today = todayIso();
  const unsaved = useUnsavedChanges(
    supplier !== null ||
      notes !== '' ||
      draft.deliveryDate !== null ||
      draft.deliveryDateInput !== null ||
      draft.lines.length > 0,
  );
  const current: PartnerDraft = { ...draft, supplierId: supplier?.id ?? null, notes };
  const errors: PartnerErrors = attempted ? validatePartnerOrder(current, today) : {};
  const totals = partnerTotals(draft.lines);
  const selected = useMemo(() => new Set(draft.lines.map((line) => line.productId)), [draft.lines]);

  const reset = () => {
    setDraft(emptyPartnerDraft());
    setAttempted(false);
    setServerErrors({});
  };
  useForgetWhenClosed(open, reset);
  const close = () => {
    reset();
    onClose();
  };

  const chooseSupplier = (next: Distributor | null) => {
    setServerErrors(({ supplier: _, ...rest }) => rest);
    // A partner's catalogue is its own: products of another supplier cannot stay in the order.
    if (next?.id !== supplier?.id) setDraft((d) => ({ ...d, lines: [] }));
    onSupplierChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    setAttempted(true);
    const found = validatePartnerOrder(current, today);
    if (found.products === 'productsRequired') refuseEmpty();
    if (found.supplier) return supplierRef.current?.focus();
    if (found.deliveryDate) return dateRef.current?.focus();
    if (found.products) return productSearchRef.current?.focus();

    const sent = await send(
      toPartnerOrder(current),
      draft.lines.map((line) => ({ productName: line.name })),
    );
    if (!sent.order) {
      setServerErrors(sent.fieldErrors);
      return;
    }
    reset();
    onCreated(sent.order);
  };

  const setQuantity = (productId: string, quantity: number | null) =>
    setDraft((d) => ({
      ...d,
      lines: d.lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
    }));

  const productsError = errors.products
    ? t(`create.errors.${errors.products}`, { max: ORDER_LIMITS.lines })
    : undefined;

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('create.title')}
      description={t('create.description')}
      size="xlarge"
      closeLabel={t('create.close')}
      hideOnInteractOutside={false}
      footer={<OrderFormFooter formId={formId} busy={isMutating} />}
      unsavedChanges={unsaved}
    >
      <form id={formId} className={styles.partnerLayout} noValidate onSubmit={submit}>
        <div className={styles.column}>
          <SupplierSelect
            ref={supplierRef}
            value={supplier}
            onChange={chooseSupplier}
            error={
              serverErrors.supplier ?? (errors.supplier ? t(`create.errors.${errors.supplier}`) : undefined)
            }
          />
          <DatePicker
            ref={dateRef}
            label={t('create.deliveryDate')}
            required
            value={draft.deliveryDate}
            today={today}
            minDate={today}
            onChange={(deliveryDate) => {
              setServerErrors(({ deliveryDate: _, ...rest }) => rest);
              setDraft((d) => ({ ...d, deliveryDate, deliveryDateInput: null }));
            }}
            onInvalidInput={(deliveryDateInput) =>
              setDraft((d) => ({ ...d, deliveryDate: null, deliveryDateInput }))
            }
            error={
              serverErrors.deliveryDate ??
              (errors.deliveryDate ? t(`create.errors.${errors.deliveryDate}`) : undefined)
            }
            calendarButtonLabel={t('create.chooseDate')}
            clearLabel={t('create.clearDate')}
            calendarLabel={t('create.calendar')}
            previousMonthLabel={t('create.previousMonth')}
            nextMonthLabel={t('create.nextMonth')}
          />
          <Textarea
            label={t('create.notes')}
            placeholder={t('create.notesPlaceholder')}
            value={notes}
            maxLength={1000}
            onChange={(event) => onNotesChange(event.target.value)}
          />
          <section className={styles.column} aria-label={t('create.products')}>
            <h3 className={styles.sectionHeading}>{t('create.products')}</h3>
            <ProductPicker
              ref={productSearchRef}
              supplierId={supplier?.id ?? null}
              selected={selected}
              onToggle={(product, checked, suggested) =>
                setDraft((d) => ({ ...d, lines: toggleProduct(d.lines, product, checked, suggested) }))
              }
              error={productsError}
            />
          </section>
        </div>

        <section className={styles.summary} aria-labelledby={summaryId}>
          <h3 id={summaryId} className={styles.sectionHeading}>
            {t('create.summary', { count: draft.lines.length })}
          </h3>
          {draft.lines.length === 0 ? (
            <Text tone="secondary">{t('create.summaryEmpty')}</Text>
          ) : (
            <ul className={styles.summaryLines}>
              {draft.lines.map((line) => (
                <li key={line.productId} className={styles.summaryLine}>
                  <div className={styles.lineName}>
                    <Text weight="medium" className={styles.wrapText}>
                      {line.name}
                    </Text>
                    <Text size="small" tone="secondary">
                      {line.code} · {formatMoney(line.price)}
                    </Text>
                  </div>
                  <IconButton
                    className={styles.lineRemove}
                    label={t('create.remove', { product: line.name })}
                    icon={<TrashIcon />}
                    tone="critical"
                    variant="ghost"
                    size="small"
                    onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((l) => l !== line) }))}
                  />
                  <NumberField
                    className={styles.lineQuantity}
                    label={t('create.quantityOf', { product: line.name })}
                    labelHidden
                    value={line.quantity}
                    onValueChange={(quantity) => setQuantity(line.productId, quantity)}
                    // 0 or less (or nothing) becomes 1 when the field is left
                    // (docs/product/purchase-orders.md#partner-order-rules).
                    clampOnBlur
                    emptyValueOnBlur={1}
                    min={1}
                    max={ORDER_LIMITS.quantity}
                    decimalScale={0}
                    align="end"
                  />
                  <Text className={styles.lineTotal} weight="semibold" numeric>
                    {formatMoney(line.price * (line.quantity ?? 0))}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.totals}>
            <TotalRow label={t('create.totalQuantity')} value={formatNumber(totals.quantity)} />
            <TotalRow label={t('create.totalAmount')} value={formatMoney(totals.amount)} />
          </div>
        </section>
      </form>
    </Drawer>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.totalRow}>
      <Text tone="secondary">{label}</Text>
      <Text weight="semibold" numeric>
        {value}
      </Text>
    </div>
  );
}
