import { DialogDismiss, useDialogContext } from '@ariakit/react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalOpenProps } from '../private/Modal';
import { actions, alertDialog } from './AlertDialog.css';

export const alertDialogTones = ['brand', 'critical'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps extends ModalOpenProps {
  /** The question, e.g. 'Xoá chứng từ?'. It names the dialog. */
  title: ReactNode;
  /** What will happen, e.g. 'Bạn có chắc chắn muốn xoá chứng từ này không?'. It describes the dialog. */
  description?: ReactNode;
  /** Extra content between the description and the actions (e.g. the file name being deleted). */
  children?: ReactNode;
  /** Label of the confirm button, e.g. 'Xoá'. */
  confirmLabel: string;
  /** Label of the cancel button, e.g. 'Huỷ'. */
  cancelLabel: string;
  /** `critical` for destructive actions: the confirm button turns red. */
  tone?: AlertDialogTone;
  /**
   * Runs on confirm. Return a promise to keep the dialog open with the confirm button busy until it settles:
   * it closes when the promise resolves and stays open when it rejects (report the error yourself, e.g. with
   * a toast), so the person can retry or cancel.
   */
  onConfirm?: () => unknown;
  /** Runs when the dialog is dismissed without confirming: cancel button or Escape. */
  onCancel?: () => void;
  /** Shows the confirm button busy, for apps that track the pending action themselves. */
  loading?: boolean;
}

/**
 * Asks to confirm an action before it happens, e.g. deleting a document or cancelling an order.
 * Built on Ariakit `Dialog` with `role="alertdialog"`. Focus starts on the cancel button (the least
 * destructive choice); Escape cancels; a backdrop click does nothing, so the choice is always explicit.
 * While an async `onConfirm` runs, the dialog cannot be dismissed.
 */
export function AlertDialog({
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'brand',
  onConfirm,
  onCancel,
  loading = false,
  onOpenChange,
  ...openProps
}: AlertDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const busy = loading || pending;
  const confirmedRef = useRef(false);

  const handleOpenChange = (open: boolean) => {
    if (!open) {
      if (!confirmedRef.current) onCancel?.();
      confirmedRef.current = false;
    }
    onOpenChange?.(open);
  };

  return (
    <Modal
      {...openProps}
      onOpenChange={handleOpenChange}
      role="alertdialog"
      title={title}
      description={description}
      closeLabel={null}
      initialFocus={cancelRef}
      dismissible={!busy}
      hideOnInteractOutside={false}
      className={alertDialog({ tone })}
      dataAttributes={{ 'data-tone': tone }}
      footer={
        <AlertDialogActions
          cancelRef={cancelRef}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          tone={tone}
          busy={busy}
          onConfirm={onConfirm}
          onPendingChange={setPending}
          onConfirmed={() => {
            confirmedRef.current = true;
          }}
        />
      }
    >
      {children}
    </Modal>
  );
}

interface AlertDialogActionsProps {
  cancelRef: RefObject<HTMLButtonElement | null>;
  confirmLabel: string;
  cancelLabel: string;
  tone: AlertDialogTone;
  busy: boolean;
  onConfirm?: () => unknown;
  onPendingChange: (pending: boolean) => void;
  onConfirmed: () => void;
}

/** Rendered inside the dialog so it can close it through Ariakit's context, controlled or not. */
function AlertDialogActions({
  cancelRef,
  confirmLabel,
  cancelLabel,
  tone,
  busy,
  onConfirm,
  onPendingChange,
  onConfirmed,
}: AlertDialogActionsProps) {
  const dialog = useDialogContext();

  const confirm = async () => {
    if (busy) return;
    const result = onConfirm?.();
    if (isPromiseLike(result)) {
      onPendingChange(true);
      try {
        await result;
      } catch {
        // Stays open: the caller reports the failure, the person retries or cancels.
        onPendingChange(false);
        return;
      }
      onPendingChange(false);
    }
    onConfirmed();
    dialog?.hide();
  };

  return (
    <div className={actions}>
      <DialogDismiss render={<Button ref={cancelRef} variant="outline" tone="neutral" disabled={busy} />}>
        {cancelLabel}
      </DialogDismiss>
      <Button tone={tone} loading={busy} onClick={confirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
