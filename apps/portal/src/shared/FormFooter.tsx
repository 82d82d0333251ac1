import { Button, DialogClose } from '@pharmacy/ui';

export interface FormFooterProps {
  /** The form its button submits; without one the button calls `onSubmit`. */
  formId?: string;
  onSubmit?: () => void;
  cancelLabel: string;
  /** What the button says, 'Đang lưu...' while it sends included. */
  submitLabel: string;
  /** The form is being sent: the button spins, and Cancel waits for the answer. */
  busy: boolean;
  /** Nothing to send yet (the button says why elsewhere). */
  submitDisabled?: boolean;
}

/**
 * The end of a dialog's or drawer's form: 'Huỷ', which closes it as Escape does (a changed form asks first), and
 * the button that sends it.
 */
export function FormFooter({
  formId,
  onSubmit,
  cancelLabel,
  submitLabel,
  busy,
  submitDisabled,
}: FormFooterProps) {
  return (
    <>
      <DialogClose>
        <Button variant="outline" tone="neutral" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={formId ? 'submit' : 'button'}
        form={formId}
        loading={busy}
        disabled={submitDisabled}
        onClick={onSubmit}
      >
        {submitLabel}
      </Button>
    </>
  );
}
