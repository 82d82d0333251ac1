import { formatKiotVietRecordDate } from '../client/dates';
import type { Dataset } from './dataset';
import { invoiceTotal4 } from './dataset';
import {
  invoiceStatusValues,
  purchaseOrderStatuses,
  type SimBranch,
  type SimCategory,
  type SimCustomer,
  type SimInvoice,
  type SimProduct,
  type SimPurchaseOrder,
  type SimSupplier,
} from './records';

/**
 * Turns the simulator's records into KiotViet's JSON: dates in Vietnam time without an offset, money with four
 * decimals (`21312.0000`), `{DEL}` after the code of a deleted record that history still shows.
 */

/**
 * Money in a body being built: its decimal text between markers, which {@link toKiotVietJson} unquotes, because
 * JSON.stringify cannot write the trailing zeros of `21312.0000`.
 */
const moneyMarker = '\u00a7\u00a7';
const moneyPattern = new RegExp(`"${moneyMarker}(-?\\d+\\.\\d{4})${moneyMarker}"`, 'g');

function money(units: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(5, '0');
  return `${moneyMarker}${negative ? '-' : ''}${digits.slice(0, -4)}.${digits.slice(-4)}${moneyMarker}`;
}

/** JSON text with money as KiotViet writes it: `21312.0000`, `12345.6789`. */
export function toKiotVietJson(body: unknown): string {
  return JSON.stringify(body).replace(moneyPattern, '$1');
}

/** KiotViet writes a record's date with .NET's seven fraction digits, and drops them when they are zero. */
function date(instant: number): string {
  const text = formatKiotVietRecordDate(instant);
  return text.endsWith('.0000000') ? text.slice(0, 19) : text;
}

const optionalDate = (instant: number | null) => (instant === null ? null : date(instant));

const deleted = (code: string, isDeleted: boolean) => (isDeleted ? `${code}{DEL}` : code);

/** The lot of a sale or receipt line; KiotViet leaves the field out for products without lots. */
function lineLot(lot: { id: number; batchName: string; expireAt: number | null } | null) {
  return lot
    ? { productBatchExpire: { id: lot.id, batchName: lot.batchName, expireDate: optionalDate(lot.expireAt) } }
    : {};
}

export function renderBranch(branch: SimBranch, retailerId: number) {
  return {
    id: branch.id,
    branchName: branch.name,
    branchCode: branch.code,
    contactNumber: branch.contactNumber ?? '',
    retailerId,
    email: branch.email,
    address: branch.address ?? '',
    locationName: branch.locationName ?? '',
    wardName: branch.wardName ?? '',
    modifiedDate: optionalDate(branch.modifiedAt),
    createdDate: date(branch.createdAt),
  };
}

export function renderCategory(category: SimCategory, retailerId: number, hasChild: boolean) {
  return {
    categoryId: category.id,
    parentId: category.parentId,
    categoryName: category.name,
    retailerId,
    hasChild,
    modifiedDate: optionalDate(category.modifiedAt),
    createdDate: date(category.createdAt),
  };
}

export function renderProduct(
  product: SimProduct,
  data: Dataset,
  retailerId: number,
  /** `lotIds`: give each lot its id (a convenience: the documented lots have none). */
  options: { inventory: boolean; lots: boolean; lotIds?: boolean },
) {
  const category = data.categories.getEvenDeleted(data.categories.indexOf(product.categoryId) ?? -1);
  const branchName = (branchId: number) => data.branches.getById(branchId)?.name ?? '';
  return {
    id: product.id,
    code: product.code,
    barCode: product.barCode,
    retailerId,
    allowsSale: product.allowsSale,
    name: product.name,
    categoryId: product.categoryId,
    categoryName: category?.name ?? '',
    fullName: product.fullName,
    description: '',
    hasVariants: false,
    attributes: [],
    unit: product.unit,
    masterProductId: null,
    masterUnitId: null,
    conversionValue: 1,
    ...(product.units.length > 0
      ? {
          units: product.units.map((unit) => ({
            id: unit.id,
            code: unit.code,
            name: product.name,
            fullName: `${product.name} (${unit.unit})`,
            unit: unit.unit,
            conversionValue: unit.conversion,
            basePrice: money(unit.basePrice4),
          })),
        }
      : {}),
    basePrice: money(product.basePrice4),
    weight: null,
    isActive: product.isActive,
    isLotSerialControl: false,
    isBatchExpireControl: product.lotControlled,
    type: 2,
    modifiedDate: optionalDate(product.modifiedAt),
    createdDate: date(product.createdAt),
    ...(options.inventory
      ? {
          inventories: product.inventories.map((inventory) => ({
            productId: product.id,
            productCode: product.code,
            productName: product.name,
            branchId: inventory.branchId,
            branchName: branchName(inventory.branchId),
            cost: money(inventory.cost4),
            onHand: inventory.onHand,
            reserved: inventory.reserved,
            minQuantity: inventory.minQuantity,
            maxQuantity: inventory.maxQuantity,
            onOrder: inventory.onOrder,
          })),
        }
      : {}),
    ...(options.lots && product.lots.length > 0
      ? {
          productBatchExpires: product.lots.map((lot) => ({
            ...(options.lotIds ? { id: lot.id } : {}),
            productId: product.id,
            onHand: lot.onHand,
            batchName: lot.batchName,
            expireDate: optionalDate(lot.expireAt),
            fullNameVirgule: `${lot.batchName} - ${lot.expireAt === null ? '' : date(lot.expireAt).slice(0, 10).split('-').reverse().join('/')}`,
            branchId: lot.branchId,
          })),
        }
      : {}),
  };
}

export function renderCustomer(
  customer: SimCustomer,
  index: number,
  data: Dataset,
  retailerId: number,
  totals: boolean,
) {
  const sums = totals ? data.customerTotals(index) : undefined;
  return {
    id: customer.id,
    code: customer.code,
    name: customer.name,
    gender: customer.gender,
    birthDate: optionalDate(customer.birthDate),
    contactNumber: customer.contactNumber,
    address: customer.address,
    locationName: customer.locationName,
    wardName: customer.wardName,
    email: customer.email,
    organization: null,
    comments: null,
    taxCode: null,
    debt: money(customer.debt4),
    // One string, the group names joined by '|' (the portal splits it there).
    groups: customer.groups.join('|'),
    branchId: customer.branchId,
    ...(sums
      ? {
          totalInvoiced: money(sums.invoiced4),
          totalPoint: 0,
          totalRevenue: money(sums.revenue4),
          rewardPoint: 0,
        }
      : {}),
    retailerId,
    modifiedDate: optionalDate(customer.modifiedAt),
    createdDate: date(customer.createdAt),
  };
}

/**
 * What a sale was paid with, as KiotViet lists it (`includePayment`): each method's amount and the time; a
 * cancelled sale has none left. Two methods share the total, the first paying half rounded down to 1,000 đồng.
 */
function invoicePaymentsOf(invoice: SimInvoice, total4: number) {
  if (invoice.status === 2) return [];
  const methods = invoice.paymentMethods;
  const first4 = methods.length > 1 ? Math.floor(total4 / 2 / 10_000_000) * 10_000_000 : total4;
  return methods.map((method, position) => ({
    id: invoice.id * 2 + position,
    code: `TT${invoice.code.slice(2)}${position > 0 ? `-${position}` : ''}`,
    amount: money(position === 0 ? first4 : total4 - first4),
    method,
    status: 0,
    statusValue: 'Đã thanh toán',
    transDate: date(invoice.purchaseAt),
  }));
}

/** An invoice; `payments` adds how it was paid (the list's `includePayment`, always in one invoice's answer). */
export function renderInvoice(invoice: SimInvoice, data: Dataset, options: { payments: boolean }) {
  const customer =
    invoice.customerIndex === null ? undefined : data.customers.getEvenDeleted(invoice.customerIndex);
  const total4 = invoiceTotal4(invoice);
  return {
    id: invoice.id,
    code: invoice.code,
    purchaseDate: date(invoice.purchaseAt),
    branchId: invoice.branchId,
    branchName: data.branches.getById(invoice.branchId)?.name ?? '',
    soldById: invoice.soldById,
    soldByName: data.users.find((user) => user.id === invoice.soldById)?.name ?? '',
    customerId: customer?.id ?? null,
    customerCode:
      customer && invoice.customerIndex !== null
        ? deleted(customer.code, data.customers.isDeleted(invoice.customerIndex))
        : '',
    customerName: customer?.name ?? 'Khách lẻ',
    total: money(total4),
    totalPayment: money(invoice.status === 2 ? 0 : total4),
    discount: money(invoice.discount4),
    discountRatio: invoice.discountRatio,
    status: invoice.status,
    statusValue: invoiceStatusValues[invoice.status],
    description: invoice.description ?? '',
    usingCod: false,
    createdDate: date(invoice.createdAt),
    modifiedDate: optionalDate(invoice.modifiedAt),
    ...(options.payments ? { payments: invoicePaymentsOf(invoice, total4) } : {}),
    invoiceDetails: invoice.lines.map((line) => ({
      productId: data.products.idOf(line.productIndex),
      productCode: deleted(line.productCode, data.products.isDeleted(line.productIndex)),
      productName: line.productName,
      quantity: line.quantity,
      price: money(line.price4),
      discount: money(line.discount4),
      discountRatio: line.discountRatio,
      subTotal: money((line.price4 - line.discount4) * line.quantity),
      note: '',
      serialNumbers: '',
      ...lineLot(line.lot),
    })),
  };
}

export function renderSupplier(supplier: SimSupplier, retailerId: number, branchId: number | null) {
  return {
    id: supplier.id,
    code: supplier.code,
    name: supplier.name,
    contactNumber: supplier.contactNumber ?? '',
    email: supplier.email ?? '',
    address: supplier.address ?? '',
    locationName: supplier.locationName ?? '',
    wardName: supplier.wardName ?? '',
    organization: supplier.name,
    taxCode: supplier.taxCode ?? '',
    comments: '',
    groups: '',
    isActive: supplier.isActive,
    debt: money(supplier.debt4),
    totalInvoiced: money(0),
    totalInvoicedWithoutReturn: money(0),
    retailerId,
    branchId,
    createdDate: date(supplier.createdAt),
    modifiedDate: optionalDate(supplier.modifiedAt),
  };
}

export function renderPurchaseOrder(order: SimPurchaseOrder, data: Dataset, retailerId: number) {
  const supplier =
    order.supplierIndex === null ? undefined : data.suppliers.getEvenDeleted(order.supplierIndex);
  const total4 =
    order.lines.reduce((sum, line) => sum + (line.price4 - line.discount4) * line.quantity, 0) -
    order.discount4;
  return {
    id: order.id,
    code: order.code,
    retailerId,
    branchId: order.branchId,
    branchName: data.branches.getById(order.branchId)?.name ?? '',
    purchaseDate: date(order.purchaseAt),
    discountRatio: 0,
    discount: money(order.discount4),
    total: money(total4),
    totalPayment: money(order.status === 3 ? total4 : 0),
    description: order.description ?? '',
    status: order.status,
    statusValue: purchaseOrderStatuses[order.status] ?? '',
    supplierId: supplier?.id ?? null,
    supplierName: supplier?.name ?? '',
    supplierCode:
      supplier && order.supplierIndex !== null
        ? deleted(supplier.code, data.suppliers.isDeleted(order.supplierIndex))
        : '',
    purchaseById: order.purchaseById,
    purchaseName: data.users.find((user) => user.id === order.purchaseById)?.name ?? '',
    createdDate: date(order.createdAt),
    modifiedDate: optionalDate(order.modifiedAt),
    purchaseOrderDetails: order.lines.map((line) => ({
      productId: data.products.idOf(line.productIndex),
      ProductCode: deleted(line.productCode, data.products.isDeleted(line.productIndex)),
      productName: line.productName,
      quantity: line.quantity,
      price: money(line.price4),
      discount: money(line.discount4),
      serialNumbers: '',
      ...lineLot(line.lot),
    })),
  };
}
