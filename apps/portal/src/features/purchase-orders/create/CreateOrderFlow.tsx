import type { Distributor, PurchaseOrder } from '@pharmacy/api-client';
import { useDistributor } from '@pharmacy/api-client/swr';
import { useEffect, useRef, useState } from 'react';
import type { CreateOrderFlowProps, OrderDraft } from '../../../shared/orderDraft';
import { BatchOrderDialog } from './BatchOrderDialog';
import { PartnerOrderDrawer } from './PartnerOrderDrawer';

type Form = 'partner' | 'batch';

/** A partner's lines are its catalogue's (the partner drawer); anything else is the pharmacy's own (by lot). */
const formOf = (draft: OrderDraft | null | undefined): Form =>
  !draft || draft.supplier?.type === 'PARTNER' ? 'partner' : 'batch';

/**
 * Creating a purchase order, as the list's 'Tạo đơn hàng mới' starts it: the partner-order drawer;
 * choosing an internal supplier there switches to the batch-order dialog, keeping the supplier and the notes,
 * and choosing a partner supplier in the dialog switches back. Clearing the supplier stays in the same form
 * (docs/product/purchase-orders.md#creating-an-order). A `draft` (the reorder suggestions'; give the flow a new `key`
 * for each) opens the form of its supplier with its lines, the supplier chosen once it has loaded.
 */
export function CreateOrderFlow({ open, onOpenChange, onCreated, draft }: CreateOrderFlowProps) {
  const [form, setForm] = useState<Form>(() => formOf(draft));
  const [supplier, setSupplier] = useState<Distributor | null>(null);
  const [notes, setNotes] = useState('');
  const draftSupplier = useDistributor(draft?.supplier?.id ?? null).data?.data;
  const supplierApplied = useRef(false);
  useEffect(() => {
    if (supplierApplied.current || !draftSupplier || draftSupplier.id !== draft?.supplier?.id) return;
    supplierApplied.current = true;
    setSupplier(draftSupplier);
  }, [draftSupplier, draft]);

  const forget = () => {
    setForm('partner');
    setSupplier(null);
    setNotes('');
  };
  const close = () => {
    forget();
    onOpenChange(false);
  };
  const chooseSupplier = (next: Distributor | null) => {
    setSupplier(next);
    if (next) setForm(next.type === 'INTERNAL' ? 'batch' : 'partner');
  };
  const created = (order: PurchaseOrder) => {
    forget();
    onOpenChange(false);
    onCreated(order);
  };

  const shared = {
    supplier,
    onSupplierChange: chooseSupplier,
    notes,
    onNotesChange: setNotes,
    onClose: close,
    onCreated: created,
  };
  const drafted = draft && formOf(draft) === form ? draft : null;
  return (
    <>
      <PartnerOrderDrawer
        open={open && form === 'partner'}
        {...shared}
        {...(drafted ? { draft: drafted } : {})}
      />
      <BatchOrderDialog
        open={open && form === 'batch'}
        {...shared}
        {...(drafted ? { draft: drafted } : {})}
      />
    </>
  );
}
