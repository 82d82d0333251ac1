import { parseKiotVietDate } from '../client/dates';
import type { Dataset } from './dataset';
import { dong, type SimProduct, type SimPurchaseOrder, type SimUnit } from './records';
import { renderPurchaseOrder } from './render';

/**
 * The writes the simulator takes, each answering as KiotViet's public API documents it: `POST /purchaseorders`
 * (a receipt, answered with the stored receipt and no `status`), `POST /products` and `POST /categories`.
 * A refused write throws {@link RefusedWrite}, which the API answers as KiotViet refuses a request: 420 with its error body (400 in the plain-errors shape).
 */

export class RefusedWrite extends Error {}

/** A write as it arrived: its parsed JSON body and the simulator's clock. */
interface WriteRequest {
  body: unknown;
  now: number;
}

/** A receipt the store made, with the body it was sent. */
export interface ReceivedReceipt {
  received: unknown;
  order: SimPurchaseOrder;
}

function objectBody(body: unknown, what: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RefusedWrite(`Dữ liệu ${what} không hợp lệ`);
  }
  return body as Record<string, unknown>;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The live (not deleted) product with this code. */
function productIndexByCode(data: Dataset, code: string): number | undefined {
  const products = data.products;
  const result = products.query({
    order: 'id',
    where: (product) => product.code === code,
    whereKey: `code=${code}`,
  });
  return result.total > 0 ? products.indexOf(result.at(0).id) : undefined;
}

/** The live product one of whose other units has this code, and that unit. */
function unitByCode(data: Dataset, code: string): { productIndex: number; unit: SimUnit } | undefined {
  const result = data.products.query({
    order: 'id',
    where: (product) => product.units.some((unit) => unit.code === code),
    whereKey: `unit=${code}`,
  });
  if (result.total === 0) return undefined;
  const product = result.at(0);
  const unit = product.units.find((candidate) => candidate.code === code);
  const productIndex = data.products.indexOf(product.id);
  return unit && productIndex !== undefined ? { productIndex, unit } : undefined;
}

/**
 * `POST /purchaseorders`: stores a completed receipt (or a draft) for one branch, adds its quantities to the
 * branch's stock, and answers the receipt as stored: id, code, branch, supplier, totals and lines, without a
 * `status`. Lines name products by `productCode` (a unit of a product is a product code of its own).
 */
export function createPurchaseOrder(
  data: Dataset,
  retailerId: number,
  request: WriteRequest,
  receipts: ReceivedReceipt[],
): unknown {
  const input = objectBody(request.body, 'phiếu nhập');
  const branchId = Number(input.branchId);
  if (!Number.isInteger(branchId) || !data.branches.getById(branchId)) {
    throw new RefusedWrite('Chi nhánh không tồn tại hoặc chưa được chọn (branchId)');
  }
  const supplierIndex = receiptSupplier(data, input, request.now);
  const details = input.purchaseOrderDetails;
  if (!Array.isArray(details) || details.length === 0) throw new RefusedWrite('Phiếu nhập chưa có hàng hóa');
  const lines = details.map((detail: unknown, position) => {
    const line = (detail ?? {}) as Record<string, unknown>;
    const code = trimmed(line.productCode);
    // A line in another unit (the box) names that unit's code: its stock is the base product's, in base units.
    const inUnit =
      code !== '' && productIndexByCode(data, code) === undefined ? unitByCode(data, code) : undefined;
    const productIndex =
      inUnit !== undefined
        ? inUnit.productIndex
        : code !== ''
          ? productIndexByCode(data, code)
          : typeof line.productId === 'number'
            ? data.products.indexOf(line.productId)
            : undefined;
    const product = productIndex === undefined ? undefined : data.products.get(productIndex);
    if (productIndex === undefined || !product) {
      throw new RefusedWrite(
        `Hàng hóa dòng ${position + 1} không tồn tại (${String(line.productCode ?? line.productId)})`,
      );
    }
    const quantity = Number(line.quantity);
    const price = Number(line.price);
    const discount = Number(line.discount ?? 0);
    if (!(quantity > 0 && quantity <= 1_000_000))
      throw new RefusedWrite(`Số lượng dòng ${position + 1} không hợp lệ`);
    if (!(price >= 0 && price <= 1e12) || !(discount >= 0 && discount <= price)) {
      throw new RefusedWrite(`Giá hoặc giảm giá dòng ${position + 1} không hợp lệ`);
    }
    return {
      productIndex,
      product,
      unit: inUnit?.unit ?? null,
      quantity,
      price4: Math.round(price * 10_000),
      discount4: Math.round(discount * 10_000),
    };
  });
  const description = typeof input.description === 'string' ? input.description.slice(0, 2000) : null;
  let purchaseAt = request.now;
  if (typeof input.purchaseDate === 'string' && input.purchaseDate !== '') {
    try {
      purchaseAt = parseKiotVietDate(input.purchaseDate).getTime();
    } catch {
      throw new RefusedWrite(`Ngày nhập không hợp lệ: ${input.purchaseDate}`);
    }
  }
  const draft = input.isDraft === true || input.isDraft === 1;
  const order = data.purchaseOrders.create((index, id) => ({
    id,
    code: `PN${String(index + 1).padStart(6, '0')}`,
    branchId,
    purchaseAt,
    supplierIndex,
    purchaseById: data.usersOf(branchId)[0]?.id ?? 0,
    status: draft ? 1 : 3,
    description,
    discount4: 0,
    lines: lines.map((line) => ({
      productIndex: line.productIndex,
      productCode: line.unit?.code ?? line.product.code,
      productName: line.product.name,
      quantity: line.quantity,
      price4: line.price4,
      discount4: line.discount4,
      lot: null,
    })),
    createdAt: request.now,
    modifiedAt: null,
  }));
  if (!draft) {
    // A receipt adds to the branch's stock; KiotViet's receipt API carries no lot, so lots are left as they are.
    for (const line of lines) {
      data.products.edit(
        line.productIndex,
        (product) => ({
          ...product,
          inventories: product.inventories.map((inventory) =>
            inventory.branchId === branchId
              ? { ...inventory, onHand: inventory.onHand + line.quantity * (line.unit?.conversion ?? 1) }
              : inventory,
          ),
        }),
        request.now,
      );
    }
  }
  receipts.push({ received: structuredClone(request.body), order });
  return createdReceiptBody(order, data, retailerId);
}

/** The documented create answer: the receipt as listed, less its `status` and `statusValue`. */
function createdReceiptBody(order: SimPurchaseOrder, data: Dataset, retailerId: number): unknown {
  const {
    status: _status,
    statusValue: _statusValue,
    ...receipt
  } = renderPurchaseOrder(order, data, retailerId);
  return receipt;
}

/**
 * The receipt's supplier: `supplier { code, … }` first (KiotViet reads it by code; an unknown code with a name
 * creates the supplier), else `supplierId`; none is allowed.
 */
function receiptSupplier(data: Dataset, input: Record<string, unknown>, now: number): number | null {
  const suppliers = data.suppliers;
  if (typeof input.supplier === 'object' && input.supplier !== null) {
    const supplier = input.supplier as Record<string, unknown>;
    const code = trimmed(supplier.code);
    if (code) {
      const found = suppliers.query({
        order: 'id',
        where: (record) => record.code === code,
        whereKey: `code=${code}`,
      });
      if (found.total > 0) return suppliers.indexOf(found.at(0).id) ?? null;
    }
    const name = trimmed(supplier.name);
    if (!name) throw new RefusedWrite('Nhà cung cấp mới cần có tên (supplier.name)');
    const created = suppliers.create((index, id) => ({
      id,
      code: code || `NCC${String(index + 1).padStart(6, '0')}`,
      name,
      contactNumber: typeof supplier.contactNumber === 'string' ? supplier.contactNumber : null,
      email: typeof supplier.email === 'string' ? supplier.email : null,
      address: typeof supplier.address === 'string' ? supplier.address : null,
      locationName: null,
      wardName: null,
      taxCode: null,
      isActive: true,
      debt4: dong(0),
      createdAt: now,
      modifiedAt: null,
    }));
    return suppliers.indexOf(created.id) ?? null;
  }
  if (input.supplierId !== undefined && input.supplierId !== null) {
    const index = suppliers.indexOf(Number(input.supplierId));
    if (index === undefined || !suppliers.get(index))
      throw new RefusedWrite('Nhà cung cấp không tồn tại (supplierId)');
    return index;
  }
  return null;
}

/**
 * `POST /products`: a new product (its base unit) with no stock in any branch yet, answered with the product as
 * stored. A code the store already has, a missing name or an unknown product group is refused. A barcode longer
 * than KiotViet's 16 characters is refused; `isBatchExpireControl: true` makes it a lot/expiry product.
 */
export function createProduct(data: Dataset, request: WriteRequest): SimProduct {
  const input = objectBody(request.body, 'hàng hóa');
  const name = trimmed(input.name);
  if (!name) throw new RefusedWrite('Tên hàng hóa không được để trống');
  const categoryId = Number(input.categoryId);
  if (!Number.isInteger(categoryId) || !data.categories.getById(categoryId)) {
    throw new RefusedWrite('Nhóm hàng không tồn tại (categoryId)');
  }
  const code = trimmed(input.code);
  if (code && productIndexByCode(data, code) !== undefined) {
    throw new RefusedWrite(`Mã hàng hóa ${code} đã tồn tại`);
  }
  const price = Number(input.basePrice ?? 0);
  if (!(price >= 0 && price <= 1e12)) throw new RefusedWrite('Giá bán không hợp lệ');
  const barCode = trimmed(input.barCode);
  if (barCode.length > 16) throw new RefusedWrite('Mã vạch tối đa 16 ký tự');
  return data.products.create((index, id) => ({
    id,
    code: code || `SP${String(index + 1).padStart(6, '0')}`,
    barCode,
    name,
    fullName: trimmed(input.fullName) || name,
    categoryId,
    unit: trimmed(input.unit),
    basePrice4: Math.round(price * 10_000),
    isActive: true,
    allowsSale: input.allowsSale !== false,
    lotControlled: input.isBatchExpireControl === true,
    inventories: data.branchIds.map((branchId) => ({
      branchId,
      onHand: 0,
      reserved: 0,
      onOrder: 0,
      minQuantity: 0,
      maxQuantity: 0,
      cost4: 0,
    })),
    lots: [],
    units: [],
    createdAt: request.now,
    modifiedAt: null,
  }));
}

/** `POST /categories`: a new product group, at the top level or under `parentId`. */
export function createCategory(data: Dataset, request: WriteRequest) {
  const input = objectBody(request.body, 'nhóm hàng');
  const name = trimmed(input.categoryName);
  if (!name) throw new RefusedWrite('Tên nhóm hàng không được để trống');
  const parentId = input.parentId === undefined || input.parentId === null ? null : Number(input.parentId);
  if (parentId !== null && !data.categories.getById(parentId))
    throw new RefusedWrite('Nhóm hàng cha không tồn tại');
  return data.categories.create((_index, id) => ({
    id,
    name,
    parentId,
    createdAt: request.now,
    modifiedAt: null,
  }));
}
