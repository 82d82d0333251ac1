import { z } from 'zod';
import { parseKiotVietDate } from './dates';
import { parseMoney } from './money';

/**
 * zod schemas of the KiotViet records we read. Unknown fields are ignored (KiotViet adds fields over time);
 * a field we need that is missing or malformed fails validation with its path. Money becomes integer đồng,
 * dates become instants, blank optional texts become null, and `{DEL}` codes are split into code + flag.
 */

const money = z.union([z.number(), z.string()]).transform((value, ctx) => {
  try {
    return parseMoney(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});
const optionalMoney = money.nullish().transform((value) => value ?? null);

const instant = z.string().transform((value, ctx) => {
  try {
    return parseKiotVietDate(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});
const optionalInstant = z
  .union([instant, z.literal('')])
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));

const id = z.number().int().nonnegative();
const optionalId = id.nullish().transform((value) => value ?? null);
const quantity = z.number().finite();
const optionalText = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  });
const text = z.string();

const deletedMarker = '{DEL}';

/** KiotViet appends `{DEL}` to the code of a deleted record that history still shows. */
export function splitDeletedCode(code: string): { code: string; deleted: boolean } {
  return code.endsWith(deletedMarker)
    ? { code: code.slice(0, -deletedMarker.length), deleted: true }
    : { code, deleted: false };
}

const code = text.transform((value) => splitDeletedCode(value).code);

export const branchSchema = z.object({
  id,
  branchName: text,
  branchCode: optionalText,
  contactNumber: optionalText,
  email: optionalText,
  address: optionalText,
  locationName: optionalText,
  wardName: optionalText,
  retailerId: optionalId,
  createdDate: instant,
  modifiedDate: optionalInstant,
});
export type Branch = z.output<typeof branchSchema>;

export const categorySchema = z.object({
  categoryId: id,
  parentId: optionalId,
  categoryName: text,
  hasChild: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  retailerId: optionalId,
  createdDate: instant,
  modifiedDate: optionalInstant,
});
export type Category = z.output<typeof categorySchema>;

const optionalQuantity = quantity.nullish().transform((value) => value ?? null);

const inventorySchema = z
  .object({
    productId: id,
    branchId: id,
    branchName: optionalText,
    onHand: quantity.nullish().transform((value) => value ?? 0),
    reserved: quantity.nullish().transform((value) => value ?? 0),
    onOrder: quantity.nullish().transform((value) => value ?? 0),
    cost: optionalMoney,
    minQuantity: optionalQuantity,
    maxQuantity: optionalQuantity,
    // Part of KiotViet's documentation spells the branch's minimum and maximum stock `minQuality` / `maxQuality`.
    minQuality: optionalQuantity,
    maxQuality: optionalQuantity,
  })
  .transform(({ minQuality, maxQuality, ...inventory }) => ({
    ...inventory,
    minQuantity: inventory.minQuantity ?? minQuality,
    maxQuantity: inventory.maxQuantity ?? maxQuality,
  }));
export type ProductInventory = z.output<typeof inventorySchema>;

const batchExpireSchema = z.object({
  id: optionalId,
  productId: optionalId,
  batchName: text,
  fullNameVirgule: optionalText,
  expireDate: optionalInstant,
  onHand: quantity.nullish().transform((value) => value ?? 0),
  branchId: id,
});
export type ProductBatchExpire = z.output<typeof batchExpireSchema>;

/**
 * One of a product's other units (`units`): its own product id and code, its unit name, how many of the base unit it
 * holds (`conversionValue`, documented a double here and an int on the product) and its price.
 */
const productUnitSchema = z.object({
  id,
  code,
  name: optionalText,
  fullName: optionalText,
  unit: optionalText,
  conversionValue: z.number().finite(),
  basePrice: optionalMoney,
});
export type ProductUnit = z.output<typeof productUnitSchema>;

export const productSchema = z.object({
  id,
  code,
  barCode: optionalText,
  name: text,
  fullName: optionalText,
  categoryId: optionalId,
  categoryName: optionalText,
  allowsSale: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  type: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  unit: optionalText,
  /** Set on a product that is another unit of a product: the id of the product in the base unit ('đơn vị cơ bản'). */
  masterUnitId: optionalId,
  masterProductId: optionalId,
  conversionValue: z
    .number()
    .finite()
    .nullish()
    .transform((value) => value ?? 1),
  units: z
    .array(productUnitSchema)
    .nullish()
    .transform((value) => value ?? []),
  basePrice: optionalMoney,
  isActive: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  isBatchExpireControl: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  retailerId: optionalId,
  createdDate: instant,
  modifiedDate: optionalInstant,
  inventories: z
    .array(inventorySchema)
    .nullish()
    .transform((value) => value ?? []),
  productBatchExpires: z
    .array(batchExpireSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type Product = z.output<typeof productSchema>;

/**
 * A customer's groups ('Nhóm khách hàng'): KiotViet answers their names as one string; several are split at '|' (never
 * at a comma, which a group's name may hold), trimmed, each once.
 */
const customerGroups = z
  .string()
  .nullish()
  .transform((value) => [
    ...new Set(
      (value ?? '')
        .split('|')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ]);

export const customerSchema = z.object({
  id,
  code,
  name: text,
  /** true = male, false = female, null = not given. */
  gender: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  birthDate: optionalInstant,
  contactNumber: optionalText,
  email: optionalText,
  address: optionalText,
  locationName: optionalText,
  wardName: optionalText,
  organization: optionalText,
  branchId: optionalId,
  debt: optionalMoney,
  totalInvoiced: optionalMoney,
  totalRevenue: optionalMoney,
  totalPoint: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  groups: customerGroups,
  retailerId: optionalId,
  createdDate: instant,
  modifiedDate: optionalInstant,
});
export type Customer = z.output<typeof customerSchema>;

const lineBatchSchema = z.object({
  id: optionalId,
  batchName: text,
  expireDate: optionalInstant,
});

const invoiceDetailSchema = z
  .object({
    productId: id,
    productCode: text,
    productName: text,
    quantity,
    price: money,
    discount: optionalMoney,
    discountRatio: z
      .number()
      .nullish()
      .transform((value) => value ?? null),
    subTotal: optionalMoney,
    note: optionalText,
    productBatchExpire: lineBatchSchema.nullish().transform((value) => value ?? null),
  })
  .transform(({ productCode, ...line }) => {
    const split = splitDeletedCode(productCode);
    return { ...line, productCode: split.code, productDeleted: split.deleted };
  });
export type InvoiceDetail = z.output<typeof invoiceDetailSchema>;

/**
 * One payment of an invoice (`includePayment`): its method as KiotViet names it (`Cash`, `Card`, `Transfer`, and others
 * such as vouchers or points, kept as they come), the amount and when it was made.
 */
const invoicePaymentSchema = z.object({
  id: optionalId,
  code: optionalText,
  method: z.string().trim().min(1).max(50),
  amount: money,
  transDate: optionalInstant,
});

/** KiotViet invoice statuses. */
export const invoiceStatus = { completed: 1, cancelled: 2, processing: 3, undeliverable: 5 } as const;

export const invoiceSchema = z
  .object({
    id,
    code,
    purchaseDate: instant,
    branchId: id,
    branchName: optionalText,
    soldById: optionalId,
    soldByName: optionalText,
    customerId: optionalId,
    customerCode: optionalText,
    customerName: optionalText,
    total: money,
    totalPayment: optionalMoney,
    /** The discount on the whole invoice, and its percentage when it was given as one. */
    discount: optionalMoney,
    discountRatio: z
      .number()
      .nullish()
      .transform((value) => value ?? null),
    status: z.number().int(),
    statusValue: optionalText,
    description: optionalText,
    createdDate: instant,
    modifiedDate: optionalInstant,
    /** Asked for on every read (`includePayment`); a store leaves the key out of an invoice without any. */
    payments: z
      .array(invoicePaymentSchema)
      .nullish()
      .transform((value) => value ?? []),
    invoiceDetails: z
      .array(invoiceDetailSchema)
      .nullish()
      .transform((value) => value ?? []),
  })
  .transform(({ customerCode, ...invoice }) => {
    const split = customerCode === null ? null : splitDeletedCode(customerCode);
    return { ...invoice, customerCode: split?.code ?? null, customerDeleted: split?.deleted ?? false };
  });
export type Invoice = z.output<typeof invoiceSchema>;

export const supplierSchema = z.object({
  id,
  code,
  name: text,
  contactNumber: optionalText,
  email: optionalText,
  address: optionalText,
  locationName: optionalText,
  wardName: optionalText,
  organization: optionalText,
  taxCode: optionalText,
  comments: optionalText,
  isActive: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  debt: optionalMoney,
  totalInvoiced: optionalMoney,
  retailerId: optionalId,
  branchId: optionalId,
  createdDate: instant,
  modifiedDate: optionalInstant,
});
export type Supplier = z.output<typeof supplierSchema>;

const purchaseOrderDetailSchema = z
  .object({
    productId: id,
    // KiotViet spells it `ProductCode` in purchase-order details; some answers use `productCode`.
    productCode: text.optional(),
    ProductCode: text.optional(),
    productName: optionalText,
    quantity,
    price: money,
    discount: optionalMoney,
  })
  .transform(({ productCode, ProductCode, ...line }, ctx) => {
    const raw = productCode ?? ProductCode;
    if (raw === undefined) {
      ctx.addIssue({ code: 'custom', message: 'missing productCode', path: ['productCode'] });
      return z.NEVER;
    }
    const split = splitDeletedCode(raw);
    return { ...line, productCode: split.code, productDeleted: split.deleted };
  });

export const purchaseOrderSchema = z.object({
  id,
  code,
  branchId: id,
  branchName: optionalText,
  purchaseDate: instant,
  description: optionalText,
  // The documented receipt (list, detail, the answer to a create) has no status; some answers carry one.
  status: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  statusValue: optionalText,
  total: money,
  totalPayment: optionalMoney,
  discount: optionalMoney,
  supplierId: optionalId,
  supplierCode: optionalText,
  supplierName: optionalText,
  purchaseById: optionalId,
  purchaseName: optionalText,
  createdDate: optionalInstant,
  modifiedDate: optionalInstant,
  purchaseOrderDetails: z
    .array(purchaseOrderDetailSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

/**
 * KiotViet's answer to `POST /purchaseorders`: the receipt it stored (id, code, lines, totals), without a `status`.
 * Only what identifies the receipt is required: any 2xx answer means KiotViet made it.
 */
export const createdPurchaseOrderSchema = z.object({
  id,
  code,
  description: optionalText,
  total: optionalMoney,
});
export type CreatedPurchaseOrder = z.output<typeof createdPurchaseOrderSchema>;

/** What a receipt look-up needs of each listed receipt: who it is and the description the portal wrote. */
export const receiptReferenceSchema = z.object({ id, code, description: optionalText });
export type ReceiptReference = z.output<typeof receiptReferenceSchema>;

/** KiotViet's answer to `POST /products`: the product it stored. */
export const createdProductSchema = z.object({ id, code, name: text });
export type CreatedProduct = z.output<typeof createdProductSchema>;

/** KiotViet's answer to `POST /categories` (the category inside `data`). */
export const createdCategorySchema = z.object({ categoryId: id, categoryName: text });
export type CreatedCategory = z.output<typeof createdCategorySchema>;

/** A list answer: `{ total, pageSize, data, timestamp }` plus the endpoint's removed-id field. */
export const listEnvelopeSchema = z.object({
  total: z.number().int().nonnegative(),
  pageSize: z.number().int().nullish(),
  data: z
    .array(z.unknown())
    .nullish()
    .transform((value) => value ?? []),
  timestamp: optionalInstant,
});

/** Removed ids as KiotViet sends them: numbers, sometimes numeric strings. */
export const removedIdsSchema = z
  .array(z.union([id, z.string().regex(/^\d+$/).transform(Number)]))
  .nullish()
  .transform((value) => value ?? []);
