import { ApiError } from '@pharmacy/api-client';
import { usePurchaseOrder, useReceivePurchaseOrder } from '@pharmacy/api-client/swr/purchaseOrders';
import { todayIso, toIsoDate } from '@pharmacy/i18n';
import {
  Banner,
  type DateInputError,
  DatePicker,
  Dialog,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  useToast,
} from '@pharmacy/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { FormFooter } from '../../shared/FormFooter';
import { LoadFailed } from '../../shared/list';
import { useUnsavedChanges } from '../../shared/unsavedChanges';
import * as styles from './PurchaseOrders.css';
import { ReceiptLine } from './ReceiptLine';
import {
  checkReceipt,
  draftFromOrder,
  firstErrorField,
  type LineDraft,
  type ReceiptErrors,
  receiptBody,
  receiptChanged,
} from './receiptForm';
import { useShownWhileClosing } from './useShownWhileClosing';

export interface ReceiveDialogProps {
  /** The order to receive; null keeps the dialog closed. */
  orderId: string | null;
  onClose: () => void;
}

/** The server's field errors that the form shows beside a field; the rest go to the toast. */
function fieldErrorsOf(error: unknown): ReceiptErrors {
  if (!(error instanceof ApiError) || !error.details) return {};
  return Object.fromEntries(
    Object.entries(error.details).filter(
      ([field]) => field.startsWith('lines.') || field === 'actual_delivery_date',
    ),
  );
}

/**
 * 'Xác nhận đã nhận hàng' (docs/product/purchase-orders.md#receiving): per order line the lots that arrive — number,
 * expiry and quantity received, at first as shipped — with the reason when a line is short, and the receipt date
 * (today in Asia/Ho_Chi_Minh, never after today nor before the order date). The rules are checked before sending and
 * again by the server, whose field errors show beside their fields. An internal order received before it was
 * shipped says which steps the receipt records on the way. A refusal leaves the dialog open with what was typed.
 */
export function ReceiveDialog({ orderId, onClose }: ReceiveDialogProps) {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  // The order stays shown while the dialog closes (it animates out).
  const shownId = useShownWhileClosing(orderId);
  const [date, setDate] = useState<string | null>(() => todayIso());
  const [dateError, setDateError] = useState<string | null>(null);
  const [lines, setLines] = useState<LineDraft[] | null>(null);
  /** The lines as they started, against which a change is told. */
  const [initialLines, setInitialLines] = useState<LineDraft[] | null>(null);
  const [errors, setErrors] = useState<ReceiptErrors>({});
  const fields = useRef(new Map<string, HTMLElement>());
  // Each opening starts from today and the order as shipped, whatever was typed the last time.
  const [openedFor, setOpenedFor] = useState(orderId);
  if (orderId !== openedFor) {
    setOpenedFor(orderId);
    setDate(todayIso());
    setDateError(null);
    setLines(null);
    setInitialLines(null);
    setErrors({});
  }
  const { data, error, isLoading, mutate } = usePurchaseOrder(orderId === null ? null : shownId);
  const order = data?.data.id === shownId ? data?.data : undefined;
  if (order && orderId !== null && lines === null) {
    const drafted = draftFromOrder(order);
    setLines(drafted);
    setInitialLines(drafted);
  }
  const receive = useReceivePurchaseOrder(shownId ?? '');
  const { toast } = useToast();
  const showError = useErrorToast();
  const today = todayIso();
  const unsaved = useUnsavedChanges(
    date !== today || (lines !== null && initialLines !== null && receiptChanged(initialLines, lines)),
  );
  const orderDay = order ? toIsoDate(order.created_at) : null;

  const dateMessages: Record<DateInputError, string> = {
    invalidDate: t('filters.invalidDate'),
    afterMaxDate: t('receive.futureDate'),
    beforeMinDate: t('receive.beforeOrder'),
  };

  const register = (field: string, element: HTMLElement | null) => {
    if (element) fields.current.set(field, element);
    else fields.current.delete(field);
  };

  const showFieldErrors = (found: ReceiptErrors, shown: LineDraft[]) => {
    setErrors(found);
    const first = firstErrorField(shown, found);
    if (first) fields.current.get(first)?.focus();
  };

  const confirm = async () => {
    // A typed date that was refused is still on screen: nothing is sent until it is corrected.
    if (!order || !lines || dateError !== null) return;
    if (date === null) {
      setDateError(t('receive.dateRequired'));
      return;
    }
    const found = checkReceipt(lines, {
      aboveShipped: (shipped) => t('receive.aboveShipped', { shipped }),
      reasonRequired: t('receive.reasonRequired'),
      batchRequired: t('receive.batchRequired'),
      expiryInvalid: t('receive.expiryInvalid'),
    });
    if (Object.keys(found).length > 0) {
      showFieldErrors(found, lines);
      return;
    }
    try {
      await receive.trigger(receiptBody(lines, date));
      toast({
        tone: 'success',
        title: t('toasts.statusUpdatedTitle'),
        description: t('toasts.statusUpdatedText'),
      });
      onClose();
    } catch (failure) {
      const server = fieldErrorsOf(failure);
      if (server.actual_delivery_date) setDateError(server.actual_delivery_date);
      showFieldErrors(server, lines);
      showError(failure, { title: t('toasts.receiveFailed') });
    }
  };

  let body: ReactNode;
  if (order && lines) {
    const skipped = order.receipt_skipped_steps;
    body = (
      <Stack gap="large">
        {skipped.length > 0 ? (
          <Banner
            tone="info"
            title={t('receive.directTitle')}
            description={t('receive.directText', {
              steps: skipped.map((step) => `'${t(`status.${step}`)}'`).join(', '),
            })}
          />
        ) : null}
        <div className={styles.receiptLines}>
          {lines.map((line, index) => (
            <ReceiptLine
              key={line.itemId}
              line={line}
              index={index}
              errors={errors}
              today={today}
              disabled={receive.isMutating}
              register={register}
              onChange={(next) => {
                setLines((current) => current?.map((at) => (at.itemId === next.itemId ? next : at)) ?? null);
                // A corrected line's errors go; the others stay until the next check.
                setErrors((current) =>
                  Object.fromEntries(
                    Object.entries(current).filter(([field]) => !field.startsWith(`lines.${index}.`)),
                  ),
                );
              }}
            />
          ))}
        </div>
        <DatePicker
          label={t('receive.receivedDate')}
          description={t('receive.receivedDateHint')}
          required
          value={date}
          onChange={(day) => {
            setDate(day);
            setDateError(null);
          }}
          onInvalidInput={(reason) => setDateError(dateMessages[reason])}
          error={dateError ?? undefined}
          today={today}
          maxDate={today}
          minDate={orderDay}
          clearable={false}
          calendarButtonLabel={t('dates.choose')}
          calendarLabel={t('dates.calendar')}
          previousMonthLabel={t('dates.previousMonth')}
          nextMonthLabel={t('dates.nextMonth')}
          className={styles.dateField}
        />
      </Stack>
    );
  } else if (error && !isLoading) {
    body = <LoadFailed title={t('detail.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else {
    body = (
      <SkeletonGroup label={tc('states.loading')}>
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  }

  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="large"
      title={t('receive.title')}
      description={order ? `${order.order_number} · ${order.distributor.name}` : undefined}
      closeLabel={tc('actions.close')}
      hideOnInteractOutside={false}
      unsavedChanges={unsaved}
      footer={
        <div className={styles.dialogActions}>
          <FormFooter
            onSubmit={confirm}
            cancelLabel={tc('actions.cancel')}
            submitLabel={t('receive.confirm')}
            busy={receive.isMutating}
            submitDisabled={!order || !lines}
          />
        </div>
      }
    >
      <Stack gap="medium">
        {order ? (
          <Text as="p" tone="secondary">
            {t('receive.description')}
          </Text>
        ) : null}
        {body}
      </Stack>
    </Dialog>
  );
}
