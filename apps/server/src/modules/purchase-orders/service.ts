import type { Executor } from '../../db/client';
import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import { businessDate } from '../../domain/dates';
import { QUANTITY_MAX } from '../../domain/limits';
import {
  checkDraftOrder,
  type KnownProduct,
  lineTotal,
  lotsByBatchKey,
  ORDER_MESSAGES,
  orderDocuments,
  orderTotal,
} from '../../domain/purchase-order-rules';
import { lineUnit } from '../../domain/units';
import { AppError, type FieldErrors } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { lockPharmacy } from '../../shared/pharmacy-lock';
import { fileIdFromReference, fileReference } from '../files/signing';
import { orderableProducts, productUnitsOf } from '../products/service';
import { visibleSupplier } from '../suppliers/service';
import { createOrderLifecycle, type StatusChange } from './lifecycle';
import { type OrderFilter, orderListScope, orderRepository as repo } from './order-repository';
import { createOrderPresenter } from './present';
import type { ReceiptInput } from './receive';
import { receivingRepository } from './receiving-repository';

export interface CreateOrderInput {
  distributor_id?: string | null | undefined;
  expected_delivery_date?: string | null | undefined;
  notes?: string | null | undefined;
  items: {
    product_id: string;
    unit_code?: string | null | undefined;
    quantity_ordered: number;
    unit_price?: number | null | undefined;
    batch_number?: string | null | undefined;
    expiry_date?: string | null | undefined;
    notes?: string | null | undefined;
  }[];
}

export function createPurchaseOrderService(deps: AppDeps) {
  const { db } = deps;
  const today = () => businessDate(deps.now());

  const present = createOrderPresenter(deps);
  const lifecycle = createOrderLifecycle(deps, present);
  const pager = createPager(db);
  /** A new or moved order changes where the pharmacy's list pages begin. */
  const listChanged = (pharmacyId: string) => pager.forget(orderListScope(pharmacyId));

  /** 'DH-yyyyMMdd-0001', numbered per pharmacy and Vietnamese calendar day. Caller holds the pharmacy lock. */
  async function nextOrderNumber(tx: Executor, pharmacyId: string): Promise<string> {
    const prefix = `DH-${today().replaceAll('-', '')}-`;
    const taken = await repo.countNumbersWithPrefix(tx, pharmacyId, prefix);
    return `${prefix}${String(taken + 1).padStart(4, '0')}`;
  }

  async function changeStatus(auth: AuthContext, id: string, change: StatusChange) {
    const order = await lifecycle.move({ actor: 'staff', auth }, id, change);
    await listChanged(auth.pharmacyId);
    return order;
  }

  return {
    async list(auth: AuthContext, filter: OrderFilter, request: PageRequest) {
      const page = await repo.list(db, pager, auth.pharmacyId, filter, request);
      return pageAnswer(page, request, present.summary);
    },

    get: (auth: AuthContext, id: string) => present.detail(db, auth.pharmacyId, id),

    /**
     * Checks and writes in one transaction: the supplier, products and lots the rules were checked against cannot
     * change (or be deleted) between the check and the insert.
     */
    async create(auth: AuthContext, input: CreateOrderInput) {
      if (!input.distributor_id)
        throw AppError.validation({ distributor_id: ORDER_MESSAGES.distributorRequired });
      const distributorId = input.distributor_id;
      const id = await db.transaction(async (tx) => {
        // Serialises order creation per pharmacy: order numbers are drawn without gaps or collisions.
        await lockPharmacy(tx, auth.pharmacyId);
        const distributor = await visibleSupplier(tx, auth.pharmacyId, distributorId);
        if (!distributor) throw AppError.notFound('Không tìm thấy nhà cung cấp');
        if (distributor.status !== 'ACTIVE') {
          throw AppError.validation({ distributor_id: 'Nhà cung cấp đang tạm dừng, không thể đặt hàng' });
        }
        const productIds = [...new Set(input.items.map((item) => item.product_id))];
        const productRows = await orderableProducts(tx, auth.pharmacyId, distributor, productIds);
        const lots = await receivingRepository.lots(tx, auth.pharmacyId, productIds);
        const known = new Map<string, KnownProduct>(
          productRows.map((product) => [
            product.id,
            {
              name: product.name,
              isActive: product.isActive,
              lots: lotsByBatchKey(lots, product.id),
            },
          ]),
        );
        const check = checkDraftOrder(
          {
            distributorType: distributor.type,
            expectedDeliveryDate: input.expected_delivery_date,
            lines: input.items,
          },
          known,
          today(),
        );
        if (Object.keys(check.details).length > 0) {
          throw AppError.validation(check.details, check.summary ?? undefined);
        }

        const productsById = new Map(productRows.map((product) => [product.id, product]));
        const unitRows = await productUnitsOf(tx, productIds);
        const unitOf = input.items.map((item) => {
          const product = productsById.get(item.product_id);
          if (!product) throw new Error('validated product missing');
          return lineUnit(
            product,
            unitRows.filter((unit) => unit.productId === product.id),
            item.unit_code,
          );
        });
        const unitErrors: FieldErrors = {};
        input.items.forEach((item, index) => {
          const unit = unitOf[index];
          if (!unit) unitErrors[`items.${index}.unit_code`] = ORDER_MESSAGES.unknownUnit;
          else if (item.quantity_ordered * unit.conversion > QUANTITY_MAX) {
            unitErrors[`items.${index}.quantity_ordered`] = ORDER_MESSAGES.baseQuantityTooLarge(unit.unit);
          }
        });
        if (Object.keys(unitErrors).length > 0) throw AppError.validation(unitErrors);

        const lines = input.items.map((item, position) => {
          const product = productsById.get(item.product_id);
          const unit = unitOf[position];
          if (!product || !unit) throw new Error('validated product missing');
          // Partner orders are priced from the partner's catalogue (the unit's price); batch orders carry the agreed
          // purchase price per unit ordered.
          const unitPrice = distributor.type === 'PARTNER' ? unit.basePrice : (item.unit_price ?? 0);
          const isBatch = distributor.type === 'INTERNAL';
          return {
            position,
            productId: product.id,
            productCode: product.code,
            productName: product.name,
            unit: unit.unit,
            unitCode: unit.unitCode,
            unitKiotvietId: unit.unitKiotvietId,
            conversion: unit.conversion,
            quantityOrdered: item.quantity_ordered,
            unitPrice,
            totalPrice: lineTotal(item.quantity_ordered, unitPrice),
            batchNumber: isBatch ? (item.batch_number?.trim() ?? null) : null,
            expiryDate: isBatch ? (item.expiry_date ?? null) : null,
            notes: item.notes?.trim() || null,
          };
        });
        const totalAmount = orderTotal(lines.map((line) => line.totalPrice));
        if (totalAmount === null) {
          throw AppError.validation({ items: ORDER_MESSAGES.totalTooLarge });
        }
        const now = deps.now();
        const order = await repo.insertOrder(tx, {
          pharmacyId: auth.pharmacyId,
          orderNumber: await nextOrderNumber(tx, auth.pharmacyId),
          distributorId: distributor.id,
          status: 'pending',
          // Batch orders use today's date as the expected delivery date
          // (docs/product/purchase-orders.md#batch-order).
          expectedDeliveryDate: distributor.type === 'PARTNER' ? input.expected_delivery_date : today(),
          totalAmount,
          notes: input.notes?.trim() || null,
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertItems(
          tx,
          lines.map((line) => ({ ...line, orderId: order.id })),
        );
        await repo.addHistory(tx, {
          orderId: order.id,
          fromStatus: null,
          toStatus: 'pending',
          changedByUserId: auth.userId,
          changedByName: auth.userName,
          createdAt: now,
        });
        return order.id;
      });
      await listChanged(auth.pharmacyId);
      return present.detail(db, auth.pharmacyId, id);
    },

    changeStatus,

    async receive(auth: AuthContext, id: string, input: ReceiptInput) {
      const order = await lifecycle.receive(auth, id, input);
      await listChanged(auth.pharmacyId);
      return order;
    },

    correctShipment: lifecycle.correctShipment,

    /** For the partner side (demo admin script): finds the order by its number across pharmacies. */
    async moveAsPartner(orderNumber: string, change: StatusChange) {
      const matches = await repo.findByNumber(db, orderNumber);
      const [match] = matches;
      if (!match) throw AppError.notFound(`Không tìm thấy đơn đặt hàng ${orderNumber}`);
      if (matches.length > 1) throw AppError.conflict(`Số đơn ${orderNumber} có ở nhiều nhà thuốc`);
      const order = await lifecycle.move(
        { actor: 'partner', pharmacyId: match.pharmacyId },
        match.id,
        change,
      );
      await listChanged(match.pharmacyId);
      return order;
    },

    async setDocuments(auth: AuthContext, id: string, urls: string[]) {
      const row = await repo.find(db, auth.pharmacyId, id);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      const { documents: unique, error } = orderDocuments(urls);
      if (error) throw AppError.validation({ document_urls: error });
      const found = await repo.files(
        db,
        auth.pharmacyId,
        unique.map(fileIdFromReference).filter((fileId): fileId is string => fileId !== null),
      );
      const known = new Set(found.map((file) => fileReference(file.id)));
      const details: FieldErrors = {};
      unique.forEach((url, index) => {
        if (!known.has(url))
          details[`document_urls.${index}`] = 'Chứng từ không tồn tại. Vui lòng tải lên lại.';
      });
      if (Object.keys(details).length > 0) throw AppError.validation(details);
      await repo.updateOrder(db, row.order.id, { documentUrls: unique, updatedAt: deps.now() });
      return {
        id: row.order.id,
        document_urls: unique,
        documents: await present.documents(db, auth.pharmacyId, unique),
      };
    },

    present,
  };
}

export type PurchaseOrderService = ReturnType<typeof createPurchaseOrderService>;
