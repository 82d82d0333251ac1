import type { PurchaseOrder } from '@pharmacy/api-client';
import { usePurchaseOrder, useReceivePurchaseOrder } from '@pharmacy/api-client/swr/purchaseOrders';
import { formatDate, formatNumber, todayIso, toIsoDate } from '@pharmacy/i18n';
import {
  Banner,
  Button,
  DataTable,
  type DataTableColumn,
  type DateInputError,
  DatePicker,
  Dialog,
  DialogClose,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  useToast,
} from '@pharmacy/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import * as styles from './PurchaseOrders.css';
import { useShownWhileClosing } from './useShownWhileClosing';

interface StockedLot {
  key: string;
  product: string;
  code: string;
  lot: string;
  quantity: number;
  expiry: string | null;
}

/** What receiving will put into stock: each shipped lot of each line (docs/product/purchase-orders.md#receiving). */
function stockedLots(order: PurchaseOrder): StockedLot[] {
  return order.items.flatMap((item) =>
    item.shippedBatches.map((batch) => ({
      key: batch.id,
      product: item.product_name,
      code: item.product_code,
      lot: batch.batch_number_snapshot,
      quantity: batch.quantity_shipped,
      expiry: batch.expiry_date_snapshot,
    })),
  );
}

export interface ReceiveDialogProps {
  /** The order to receive; null keeps the dialog closed. */
  orderId: string | null;
  onClose: () => void;
}

/**
 * 'Xác nhận đã nhận hàng' (docs/product/purchase-orders.md#receiving): lists the lots that will be stocked (lot,
 * quantity, expiry) and asks for the
 * receipt date — today in Asia/Ho_Chi_Minh, editable, never after today nor before the order date (the server
 * checks the same). A refused receipt (e.g. 409: a lot already in stock under another expiry) shows the server's
 * reason and leaves the dialog open.
 */
export function ReceiveDialog({ orderId, onClose }: ReceiveDialogProps) {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  // The order stays shown while the dialog closes (it animates out).
  const shownId = useShownWhileClosing(orderId);
  const [date, setDate] = useState<string | null>(() => todayIso());
  const [dateError, setDateError] = useState<string | null>(null);
  // Each opening starts from today, whatever was typed the last time.
  const [openedFor, setOpenedFor] = useState(orderId);
  if (orderId !== openedFor) {
    setOpenedFor(orderId);
    setDate(todayIso());
    setDateError(null);
  }
  const { data, error, isLoading, mutate } = usePurchaseOrder(orderId === null ? null : shownId);
  const order = data?.data;
  const receive = useReceivePurchaseOrder(shownId ?? '');
  const { toast } = useToast();
  const showError = useErrorToast();
  const today = todayIso();
  const orderDay = order ? toIsoDate(order.created_at) : null;

  const dateMessages: Record<DateInputError, string> = {
    invalidDate: t('filters.invalidDate'),
    afterMaxDate: t('receive.futureDate'),
    beforeMinDate: t('receive.beforeOrder'),
  };

  const confirm = async () => {
    // A typed date that was refused is still on screen: nothing is sent until it is corrected.
    if (!order || dateError !== null) return;
    if (date === null) {
      setDateError(t('receive.dateRequired'));
      return;
    }
    try {
      await receive.trigger({ actual_delivery_date: date });
      toast({
        tone: 'success',
        title: t('toasts.statusUpdatedTitle'),
        description: t('toasts.statusUpdatedText'),
      });
      onClose();
    } catch (failure) {
      showError(failure, { title: t('toasts.receiveFailed') });
    }
  };

  const columns: DataTableColumn<StockedLot>[] = [
    {
      id: 'product',
      header: t('receive.product'),
      cell: (lot) => (
        <span className={styles.productCell}>
          <span>{lot.product}</span>
          <Text size="small" tone="secondary">
            {lot.code}
          </Text>
        </span>
      ),
    },
    { id: 'lot', header: t('receive.lot'), cell: (lot) => lot.lot, numeric: true },
    {
      id: 'quantity',
      header: t('receive.quantity'),
      cell: (lot) => formatNumber(lot.quantity),
      align: 'end',
      numeric: true,
    },
    {
      id: 'expiry',
      header: t('receive.expiry'),
      cell: (lot) => (lot.expiry ? formatDate(lot.expiry) : t('detail.noExpiry')),
      numeric: true,
    },
  ];

  let body: ReactNode;
  if (isLoading || (!order && !error)) {
    body = (
      <SkeletonGroup label={tc('states.loading')}>
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  } else if (!order) {
    body = (
      <Banner
        tone="critical"
        title={t('detail.loadFailed')}
        action={
          <Button size="small" variant="outline" tone="neutral" onClick={() => void mutate()}>
            {tc('actions.retry')}
          </Button>
        }
      />
    );
  } else {
    const lots = stockedLots(order);
    body = (
      <Stack gap="large">
        {lots.length > 0 ? (
          <DataTable
            caption={t('receive.lotsCaption')}
            columns={columns}
            rows={lots}
            getRowId={(lot) => lot.key}
            stickyHeader={false}
            className={styles.compactTable}
          />
        ) : (
          <Text as="p" tone="secondary">
            {t('receive.noLots')}
          </Text>
        )}
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
  }

  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('receive.title')}
      description={order ? `${order.order_number} · ${order.distributor.name}` : t('receive.description')}
      closeLabel={tc('actions.close')}
      hideOnInteractOutside={false}
      footer={
        <div className={styles.dialogActions}>
          <DialogClose>
            <Button variant="outline" tone="neutral" disabled={receive.isMutating}>
              {tc('actions.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={confirm} loading={receive.isMutating} disabled={!order}>
            {t('receive.confirm')}
          </Button>
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
