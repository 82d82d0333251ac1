import type { SimRecord } from './collection';

/**
 * The simulator's own records. Money is kept in ten-thousandths of a đồng (KiotViet's four decimals), as
 * integers, so sums stay exact; dates are instants in milliseconds.
 */

export interface SimBranch extends SimRecord {
  name: string;
  code: string;
  contactNumber: string | null;
  email: string | null;
  address: string | null;
  locationName: string | null;
  wardName: string | null;
}

export interface SimCategory extends SimRecord {
  name: string;
  parentId: number | null;
}

interface SimInventory {
  branchId: number;
  onHand: number;
  reserved: number;
  /** Ordered from suppliers, not yet received. */
  onOrder: number;
  /** The minimum and maximum stock set for the branch (0: none). */
  minQuantity: number;
  maxQuantity: number;
  /** Weighted-average cost, ten-thousandths of a đồng (often with a fraction). */
  cost4: number;
}

export interface SimLot {
  id: number;
  batchName: string;
  expireAt: number | null;
  onHand: number;
  branchId: number;
  createdAt: number;
}

/**
 * Another unit a product is sold in (a blister, a box of the tablets): KiotViet keeps it as a product code of its own,
 * `conversion` base units each, and lists it in the base product's `units`.
 */
export interface SimUnit {
  id: number;
  code: string;
  unit: string;
  conversion: number;
  basePrice4: number;
}

export interface SimProduct extends SimRecord {
  code: string;
  barCode: string;
  name: string;
  fullName: string;
  categoryId: number;
  unit: string;
  basePrice4: number;
  isActive: boolean;
  allowsSale: boolean;
  lotControlled: boolean;
  inventories: SimInventory[];
  lots: SimLot[];
  /** Its other units, larger than its own (the base unit); most products have none. */
  units: SimUnit[];
}

export interface SimCustomer extends SimRecord {
  code: string;
  name: string;
  gender: boolean | null;
  birthDate: number | null;
  contactNumber: string | null;
  email: string | null;
  address: string | null;
  locationName: string | null;
  wardName: string | null;
  branchId: number;
  debt4: number;
  /** The names of the customer groups they belong to (KiotViet's 'Nhóm khách hàng'), often none. */
  groups: string[];
}

export interface SimInvoiceLine {
  productIndex: number;
  productCode: string;
  productName: string;
  categoryId: number;
  quantity: number;
  price4: number;
  discount4: number;
  discountRatio: number | null;
  lot: { id: number; batchName: string; expireAt: number | null } | null;
}

export interface SimInvoice extends SimRecord {
  code: string;
  purchaseAt: number;
  branchId: number;
  soldById: number;
  customerIndex: number | null;
  status: 1 | 2 | 3 | 5;
  description: string | null;
  lines: SimInvoiceLine[];
  /** The discount on the whole invoice, ten-thousandths of a đồng, and its percentage when it was given as one. */
  discount4: number;
  discountRatio: number | null;
  /** How it was paid: one method, or two sharing the total (the first pays about half). */
  paymentMethods: PaymentMethod[];
}

/** KiotViet's payment methods at the till. */
export type PaymentMethod = 'Cash' | 'Card' | 'Transfer';

export interface SimSupplier extends SimRecord {
  code: string;
  name: string;
  contactNumber: string | null;
  email: string | null;
  address: string | null;
  locationName: string | null;
  wardName: string | null;
  taxCode: string | null;
  isActive: boolean;
  debt4: number;
}

interface SimPurchaseOrderLine {
  productIndex: number;
  productCode: string;
  productName: string;
  quantity: number;
  price4: number;
  discount4: number;
  lot: { id: number; batchName: string; expireAt: number | null } | null;
}

export interface SimPurchaseOrder extends SimRecord {
  code: string;
  branchId: number;
  purchaseAt: number;
  supplierIndex: number | null;
  purchaseById: number;
  status: number;
  description: string | null;
  discount4: number;
  lines: SimPurchaseOrderLine[];
}

export interface SimUser {
  id: number;
  name: string;
  branchId: number;
}

/** Purchase-order (receipt) statuses as the simulator models them. */
export const purchaseOrderStatuses: Record<number, string> = {
  1: 'Phiếu tạm',
  3: 'Đã nhập hàng',
  4: 'Đã huỷ',
};

export const invoiceStatusValues: Record<number, string> = {
  1: 'Hoàn thành',
  2: 'Đã hủy',
  3: 'Đang xử lý',
  5: 'Không giao được',
};

export const dong = (amount: number) => Math.round(amount) * 10_000;
