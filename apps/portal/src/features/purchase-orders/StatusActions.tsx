import type { PurchaseOrder, PurchaseOrderStatus } from '@pharmacy/api-client';
import { useChangePurchaseOrderStatus } from '@pharmacy/api-client/swr/purchaseOrders';
import { AlertDialog, Button, CheckIcon, PrinterIcon, Textarea, TruckIcon, useToast } from '@pharmacy/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useErrorToast } from '../../shared/errors';
import { paths } from '../../shared/paths';
import * as styles from './PurchaseOrders.css';
import { SyncButton } from './SyncButton';

/** What the reason field holds at most (the server refuses more). */
const REASON_MAX = 500;

/** The moves forward that need no more than a click, in the order the footer shows them. */
const FORWARD_MOVES = [
  { to: 'approved', Icon: CheckIcon, text: 'transitions.approve' },
  { to: 'shipped', Icon: TruckIcon, text: 'transitions.ship' },
] as const satisfies readonly { to: PurchaseOrderStatus; Icon: typeof CheckIcon; text: string }[];

export interface StatusActionsProps {
  order: PurchaseOrder;
  /** 'Xác nhận đã nhận hàng' (a shipped order, or an internal one before delivery): opens the receipt dialog. */
  onReceive: () => void;
}

/**
 * The moves the server allows the signed-in staff now (`allowed_transitions`,
 * docs/product/purchase-orders.md#who-moves-an-order): 'Xác nhận đơn',
 * 'Đã giao cho vận chuyển' (the server ships each line's own lot), 'Xác nhận đã nhận hàng', and 'Huỷ đơn' behind a
 * confirmation that asks for a reason when the server says one is needed (`cancel_reason_required`). Sync to
 * KiotViet for a delivered order. A refused move shows the server's reason. 'In đơn hàng' opens the order's A4 page,
 * in any status.
 */
export function StatusActions({ order, onReceive }: StatusActionsProps) {
  const { t } = useTranslation('purchaseOrders');
  const { toast } = useToast();
  const showError = useErrorToast();
  const { trigger } = useChangePurchaseOrderStatus(order.id);
  const [moving, setMoving] = useState<PurchaseOrderStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const allowed = new Set(order.allowed_transitions);
  const [, navigate] = useLocation();

  const move = async (status: PurchaseOrderStatus, why?: string) => {
    setMoving(status);
    try {
      await trigger({ status, ...(why ? { reason: why } : {}) });
      toast({
        tone: 'success',
        title: t('toasts.statusUpdatedTitle'),
        description: t('feedback.statusChanged', {
          number: order.order_number,
          status: t(`status.${status}`),
        }),
      });
    } catch (error) {
      showError(error, { title: t('toasts.receiveFailed') });
      throw error;
    } finally {
      setMoving(null);
    }
  };

  const confirmCancel = () => {
    const why = reason.trim();
    if (order.cancel_reason_required && !why) {
      setReasonError(t('transitions.cancelReasonRequired'));
      reasonRef.current?.focus();
      // Keeps the confirmation open.
      return Promise.reject(new Error('reason required'));
    }
    return move('cancelled', why || undefined);
  };

  const busy = moving !== null;
  return (
    <div className={styles.drawerActions}>
      {allowed.has('cancelled') ? (
        <Button
          variant="outline"
          tone="critical"
          disabled={busy}
          onClick={() => {
            setReason('');
            setReasonError(null);
            setCancelling(true);
          }}
        >
          {t('transitions.cancel')}
        </Button>
      ) : null}
      <Button
        variant="outline"
        tone="neutral"
        icon={<PrinterIcon size={16} />}
        onClick={() => navigate(paths.purchaseOrderPrint(order.id))}
      >
        {t('print.open')}
      </Button>
      <SyncButton order={order} />
      {FORWARD_MOVES.filter(({ to }) => allowed.has(to)).map(({ to, Icon, text }) => (
        <Button
          key={to}
          icon={<Icon size={16} />}
          loading={moving === to}
          disabled={busy}
          onClick={() => void move(to).catch(() => undefined)}
        >
          {t(text)}
        </Button>
      ))}
      {order.receivable ? (
        <Button icon={<CheckIcon size={16} />} disabled={busy} onClick={onReceive}>
          {t('list.confirmReceipt')}
        </Button>
      ) : null}
      <AlertDialog
        open={cancelling}
        onOpenChange={setCancelling}
        tone="critical"
        title={t('transitions.cancelTitle', { number: order.order_number })}
        description={t('transitions.cancelDescription')}
        confirmLabel={t('transitions.cancel')}
        cancelLabel={t('transitions.keep')}
        onConfirm={confirmCancel}
      >
        {order.cancel_reason_required ? (
          <Textarea
            ref={reasonRef}
            label={t('transitions.cancelReason')}
            description={t('transitions.cancelReasonHint')}
            required
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            error={reasonError ?? undefined}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
        ) : null}
      </AlertDialog>
    </div>
  );
}
