import type { Distributor, PurchaseOrder } from '@pharmacy/api-client';
import { useState } from 'react';
import { BatchOrderDialog } from './BatchOrderDialog';
import { PartnerOrderDrawer } from './PartnerOrderDrawer';

export interface CreateOrderFlowProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order the server created (the list goes back to its first page to show it). */
  onCreated: (order: PurchaseOrder) => void;
}

type Form = 'partner' | 'batch';

/**
 * Creating a purchase order, as the list's 'Tạo đơn hàng mới' starts it: the partner-order drawer;
 * choosing an internal supplier there switches to the batch-order dialog, keeping the supplier and the notes,
 * and choosing a partner supplier in the dialog switches back. Clearing the supplier stays in the same form
 * (docs/product/purchase-orders.md#creating-an-order).
 */
export function CreateOrderFlow({ open, onOpenChange, onCreated }: CreateOrderFlowProps) {
  const [form, setForm] = useState<Form>('partner');
  const [supplier, setSupplier] = useState<Distributor | null>(null);
  const [notes, setNotes] = useState('');

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
  return (
    <>
      <PartnerOrderDrawer open={open && form === 'partner'} {...shared} />
      <BatchOrderDialog open={open && form === 'batch'} {...shared} />
    </>
  );
}
