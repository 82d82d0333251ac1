import type { ProductSummary, PurchaseOrderCreate } from '@pharmacy/api-client';
import type { DateInputError } from '@pharmacy/ui';
import type { OrderDraft } from '../../../shared/orderDraft';

/** What the API takes on one order (apps/server/src/domain/limits.ts and the create route). */
export const ORDER_LIMITS = {
  lines: 200,
  quantity: 1_000_000,
  unitPrice: 1_000_000_000,
  total: Number.MAX_SAFE_INTEGER,
} as const;

/** One product of a partner order: the catalogue price and the quantity being typed (null while emptied). */
export interface PartnerLine {
  productId: string;
  code: string;
  name: string;
  /** Catalogue price in đồng: the server prices partner lines from it. */
  price: number;
  quantity: number | null;
}

export interface PartnerDraft {
  supplierId: string | null;
  /** `yyyy-MM-dd`, or null while none is chosen. */
  deliveryDate: string | null;
  /** Text typed in the date field that is not an allowed day. */
  deliveryDateInput: DateInputError | null;
  notes: string;
  lines: PartnerLine[];
}

export const emptyPartnerDraft = (supplierId: string | null = null): PartnerDraft => ({
  supplierId,
  deliveryDate: null,
  deliveryDateInput: null,
  notes: '',
  lines: [],
});

/**
 * The form as a drafted order opens it: its lines at their quantities in base units (the form orders a partner's
 * catalogue product in its base unit: a line drafted in a larger unit is that many times its conversion), within the
 * API's bounds, and its delivery day when it is not before today.
 */
export function partnerDraftFrom(drafted: OrderDraft | undefined, today: string): PartnerDraft {
  if (!drafted) return emptyPartnerDraft();
  return {
    ...emptyPartnerDraft(drafted.supplier?.id ?? null),
    deliveryDate: drafted.deliveryDate && drafted.deliveryDate >= today ? drafted.deliveryDate : null,
    lines: drafted.lines.slice(0, ORDER_LIMITS.lines).map((line) => ({
      productId: line.productId,
      code: line.code,
      name: line.name,
      price: line.price,
      quantity: settleQuantity(line.quantity * (line.conversion ?? 1)),
    })),
  };
}

export type PartnerErrors = {
  supplier?: 'supplierRequired';
  deliveryDate?: 'deliveryDateRequired' | 'deliveryDateInvalid' | 'deliveryDateInPast';
  products?: 'productsRequired' | 'tooManyLines' | 'totalTooLarge';
};

export function partnerTotals(lines: readonly PartnerLine[]): { quantity: number; amount: number } {
  return lines.reduce(
    (sum, line) => ({
      quantity: sum.quantity + (line.quantity ?? 0),
      amount: sum.amount + line.price * (line.quantity ?? 0),
    }),
    { quantity: 0, amount: 0 },
  );
}

/**
 * The partner form's rules (docs/product/purchase-orders.md#partner-order-rules), as the server checks them
 * (apps/server/src/domain/purchase-order-rules.ts):
 * a supplier, a delivery date that is a real day and not before today (Asia/Ho_Chi_Minh), and one to 200 products
 * whose total fits in an exact number. Quantities are kept between 1 and 1,000,000 by their fields.
 */
export function validatePartnerOrder(draft: PartnerDraft, today: string): PartnerErrors {
  const errors: PartnerErrors = {};
  if (!draft.supplierId) errors.supplier = 'supplierRequired';
  if (draft.deliveryDateInput === 'beforeMinDate') errors.deliveryDate = 'deliveryDateInPast';
  else if (draft.deliveryDateInput) errors.deliveryDate = 'deliveryDateInvalid';
  else if (!draft.deliveryDate) errors.deliveryDate = 'deliveryDateRequired';
  else if (draft.deliveryDate < today) errors.deliveryDate = 'deliveryDateInPast';
  if (draft.lines.length === 0) errors.products = 'productsRequired';
  else if (draft.lines.length > ORDER_LIMITS.lines) errors.products = 'tooManyLines';
  else if (partnerTotals(draft.lines).amount > ORDER_LIMITS.total) errors.products = 'totalTooLarge';
  return errors;
}

/**
 * Ticks or unticks a catalogue product; a new line starts at the product's reorder suggestion when it has one, else
 * at 1 (docs/product/purchase-orders.md#partner-order).
 */
export function toggleProduct(
  lines: readonly PartnerLine[],
  product: ProductSummary,
  checked: boolean,
  suggested = 0,
): PartnerLine[] {
  const without = lines.filter((line) => line.productId !== product.id);
  if (!checked) return without;
  if (without.length < lines.length) return [...lines];
  return [
    ...lines,
    {
      productId: product.id,
      code: product.code,
      name: product.name,
      price: product.base_price,
      quantity: suggested > 0 ? settleQuantity(suggested) : 1,
    },
  ];
}

/** A quantity as the field leaves it: whole, at least 1 (0, less or empty becomes 1), at most the API's bound. */
export function settleQuantity(quantity: number | null): number {
  if (quantity === null || !Number.isFinite(quantity) || quantity < 1) return 1;
  return Math.min(Math.trunc(quantity), ORDER_LIMITS.quantity);
}

/** The create request of a partner order: lines as ticked, priced by the server from the catalogue. */
export function toPartnerOrder(draft: PartnerDraft): PurchaseOrderCreate {
  const notes = draft.notes.trim();
  return {
    distributor_id: draft.supplierId,
    expected_delivery_date: draft.deliveryDate,
    notes: notes || null,
    items: draft.lines.map((line) => ({
      product_id: line.productId,
      product_code: line.code,
      product_name: line.name,
      quantity_ordered: settleQuantity(line.quantity),
      unit_price: line.price,
    })),
  };
}
