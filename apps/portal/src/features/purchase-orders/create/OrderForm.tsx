import type { Distributor, PurchaseOrder } from '@pharmacy/api-client';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../shared/FormFooter';
import type { OrderDraft } from '../../../shared/orderDraft';

/** What the flow gives either form: what it keeps across them (supplier, notes) and how to leave. */
export interface OrderFormProps {
  open: boolean;
  /** The chosen supplier, kept by the flow (it carries over between the partner drawer and the batch dialog). */
  supplier: Distributor | null;
  onSupplierChange: (supplier: Distributor | null) => void;
  notes: string;
  onNotesChange: (notes: string) => void;
  /** Closed by Cancel, Escape or the close button (a changed order asks first); the flow forgets the draft. */
  onClose: () => void;
  onCreated: (order: PurchaseOrder) => void;
  /** The lines the form starts with (a drafted order), instead of none. */
  draft?: OrderDraft;
}

/**
 * 'Huỷ' and 'Tạo đơn hàng' ('Đang tạo...' while sending), the submit button of the form `formId`. 'Huỷ' closes the
 * form as Escape does: a changed order asks first.
 */
export function OrderFormFooter({ formId, busy }: { formId: string; busy: boolean }) {
  const { t } = useTranslation('purchaseOrders');
  return (
    <FormFooter
      formId={formId}
      cancelLabel={t('create.cancel')}
      submitLabel={busy ? t('create.submitting') : t('create.submit')}
      busy={busy}
    />
  );
}

/**
 * Forgets a form's draft whenever it closes, also without Cancel: switching to the other form closes this one,
 * which then starts afresh when it opens again.
 */
export function useForgetWhenClosed(open: boolean, forget: () => void) {
  const forgetRef = useRef(forget);
  useLayoutEffect(() => {
    forgetRef.current = forget;
  });
  useEffect(() => {
    if (!open) forgetRef.current();
  }, [open]);
}
