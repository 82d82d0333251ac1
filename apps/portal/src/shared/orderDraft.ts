import type { PurchaseOrder } from '@pharmacy/api-client';
import type { ComponentType } from 'react';

/** One line of a drafted purchase order: the product to order, the unit and how many of it. */
interface OrderDraftLine {
  productId: string;
  code: string;
  name: string;
  /** The supplier's catalogue price of a base unit (a partner's line is priced by it), or the product's base price. */
  price: number;
  /** How many of the unit. */
  quantity: number;
  /** The code of one of the product's other units (a box) to order in; null or missing: its base unit. */
  unitCode?: string | null;
  /** Base units in one of that unit (1 for the base unit). */
  conversion?: number;
}

/**
 * A purchase order drafted outside the create flow (the reorder suggestions), which the flow opens with: a partner
 * supplier's lines go to the partner drawer, an own supplier's (or none chosen yet: the lines are the pharmacy's own
 * products) to the batch dialog, one new lot a line.
 */
export interface OrderDraft {
  supplier: { id: string; type: 'PARTNER' | 'INTERNAL' } | null;
  lines: OrderDraftLine[];
  /** The expected delivery day of a partner order (yyyy-MM-dd): today plus the supplier's lead time. */
  deliveryDate?: string;
}

/** What the create flow takes; `app/` hands it to screens that start an order of their own. */
export interface CreateOrderFlowProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order the server created. */
  onCreated: (order: PurchaseOrder) => void;
  /** Lines to start with instead of an empty form. */
  draft?: OrderDraft | null;
}

export type CreateOrderFlowComponent = ComponentType<CreateOrderFlowProps>;
