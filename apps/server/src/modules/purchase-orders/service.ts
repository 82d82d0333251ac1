import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { inventoryLots } from '../../db/schema';
import { addDays, businessDate, isIsoDate } from '../../domain/dates';
import {
  batchKey,
  checkDraftOrder,
  checkShippedBatches,
  type KnownProduct,
  lineTotal,
  ORDER_MESSAGES,
  orderTotal,
} from '../../domain/purchase-order-rules';
import {
  type Actor,
  allowedNextStatuses,
  assertTransition,
  type PurchaseOrderStatus,
  STATUS_LABELS,
} from '../../domain/purchase-order-status';
import { AppError, type FieldErrors } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { distributorRepository } from '../distributors/repository';
import { fileIdFromReference, fileReference, signedDownloadUrl } from '../files/signing';
import { type OrderFilter, type OrderWithDistributor, purchaseOrderRepository as repo } from './repository';

const MAX_DOCUMENTS = 2;

export interface CreateOrderInput {
  distributor_id?: string | null | undefined;
  expected_delivery_date?: string | null | undefined;
  notes?: string | null | undefined;
  items: {
    product_id: string;
    quantity_ordered: number;
    unit_price?: number | null | undefined;
    batch_number?: string | null | undefined;
    expiry_date?: string | null | undefined;
    notes?: string | null | undefined;
  }[];
}

export interface ShipmentLine {
  item_id: string;
  batch_number: string;
  quantity_shipped: number;
  expiry_date?: string | null | undefined;
}

export interface StatusChange {
  status: PurchaseOrderStatus;
  /** Batches the supplier shipped (for → shipped); derived from the order's lots when omitted. */
  shipped_batches?: ShipmentLine[] | undefined;
  /** For → delivered; today in Asia/Ho_Chi_Minh when omitted. */
  actual_delivery_date?: string | undefined;
}

/** One product's numbered lots in stock, by batch key: what the lot rules compare new lots against. */
function namedLotsOf(
  lots: readonly (typeof inventoryLots.$inferSelect)[],
  productId: string,
): KnownProduct['lots'] {
  return new Map(
    lots.flatMap((lot) =>
      lot.productId === productId && lot.batchKey && lot.batchNumber
        ? [[lot.batchKey, { batchNumber: lot.batchNumber, expiryDate: lot.expiryDate, onHand: lot.onHand }]]
        : [],
    ),
  );
}

/** Who moves the order: a staff member of the pharmacy, or the partner (admin script / partner integration). */
export type Mover = { actor: 'staff'; auth: AuthContext } | { actor: 'partner'; pharmacyId: string };

export function createPurchaseOrderService(deps: AppDeps) {
  const { db } = deps;
  const today = () => businessDate(deps.now());

  function presentSummary({ order, distributor }: OrderWithDistributor) {
    return {
      id: order.id,
      order_number: order.orderNumber,
      status: order.status,
      status_label: STATUS_LABELS[order.status],
      distributor_id: order.distributorId,
      distributor: {
        id: distributor.id,
        name: distributor.name,
        code: distributor.code,
        type: distributor.type,
      },
      created_at: order.createdAt.toISOString(),
      expected_delivery_date: order.expectedDeliveryDate,
      actual_delivery_date: order.actualDeliveryDate,
      total_amount: order.totalAmount,
      notes: order.notes,
      document_urls: order.documentUrls,
      is_synced_to_kiotviet: order.isSyncedToKiotviet,
    };
  }

  async function documentsOf(ex: Executor, pharmacyId: string, urls: string[]) {
    const ids = urls.map(fileIdFromReference).filter((id): id is string => id !== null);
    const rows = await repo.files(ex, pharmacyId, ids);
    return rows.map((file) => ({
      id: file.id,
      url: fileReference(file.id),
      name: file.originalName,
      content_type: file.contentType,
      size: file.size,
      download_url: signedDownloadUrl(
        deps.fileSigningKey,
        file.id,
        deps.now(),
        deps.config.fileUrlTtlSeconds,
      ),
    }));
  }

  async function detail(ex: Executor, pharmacyId: string, id: string, actor: Actor = 'staff') {
    const row = await repo.find(ex, pharmacyId, id);
    if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
    const items = await repo.items(ex, row.order.id);
    const batches = await repo.shippedBatches(
      ex,
      items.map((item) => item.id),
    );
    const history = await repo.history(ex, row.order.id);
    const documents = await documentsOf(ex, pharmacyId, row.order.documentUrls);
    const next = allowedNextStatuses(row.order.status).filter((to) => {
      try {
        assertTransition(row.distributor.type, actor, row.order.status, to);
        return true;
      } catch {
        return false;
      }
    });
    return {
      ...presentSummary(row),
      items: items.map((item) => ({
        id: item.id,
        product_id: item.productId,
        product_code: item.productCode,
        product_name: item.productName,
        quantity_ordered: item.quantityOrdered,
        unit_price: item.unitPrice,
        total_price: item.totalPrice,
        batch_number: item.batchNumber,
        expiry_date: item.expiryDate,
        notes: item.notes,
        shippedBatches: batches
          .filter((batch) => batch.orderItemId === item.id)
          .map((batch) => ({
            id: batch.id,
            batch_number_snapshot: batch.batchNumberSnapshot,
            quantity_shipped: batch.quantityShipped,
            expiry_date_snapshot: batch.expiryDateSnapshot,
          })),
      })),
      documents,
      status_history: history.map((entry) => ({
        from_status: entry.fromStatus,
        to_status: entry.toStatus,
        changed_by: entry.changedByName,
        changed_at: entry.createdAt.toISOString(),
      })),
      allowed_transitions: next,
    };
  }

  /** 'DH-yyyyMMdd-0001', numbered per pharmacy and Vietnamese calendar day. Caller holds the pharmacy lock. */
  async function nextOrderNumber(tx: Executor, pharmacyId: string): Promise<string> {
    const prefix = `DH-${today().replaceAll('-', '')}-`;
    const taken = await repo.countNumbersWithPrefix(tx, pharmacyId, prefix);
    return `${prefix}${String(taken + 1).padStart(4, '0')}`;
  }

  /** Batches for → shipped: the supplier's list when given, else each line's own lot (or a supplier lot number). */
  /** Which product each order line is of, so the batch rules can tell lines of one product apart. */
  function productsOf(items: readonly { id: string; productId: string }[]): Map<string, string> {
    return new Map(items.map((item) => [item.id, item.productId]));
  }

  async function plannedShipment(
    tx: Executor,
    pharmacyId: string,
    items: Awaited<ReturnType<typeof repo.items>>,
    given: ShipmentLine[] | undefined,
  ): Promise<
    {
      orderItemId: string;
      batchNumberSnapshot: string;
      quantityShipped: number;
      expiryDateSnapshot: string | null;
    }[]
  > {
    if (!given || given.length === 0) {
      return items.map((item) => ({
        orderItemId: item.id,
        batchNumberSnapshot: item.batchNumber ?? `LOT${randomBytes(3).toString('hex').toUpperCase()}`,
        quantityShipped: item.quantityOrdered,
        expiryDateSnapshot: item.expiryDate ?? addDays(today(), 540),
      }));
    }
    const lots = await repo.lots(
      tx,
      pharmacyId,
      items.map((item) => item.productId),
    );
    const lotsByItem = new Map(items.map((item) => [item.id, namedLotsOf(lots, item.productId)]));
    const details = checkShippedBatches(given, lotsByItem, productsOf(items));
    if (Object.keys(details).length > 0) throw AppError.validation(details);
    return given.map((line) => ({
      orderItemId: line.item_id,
      batchNumberSnapshot: line.batch_number.trim(),
      quantityShipped: line.quantity_shipped,
      // '' from a form means "no expiry", not a date the database would refuse.
      expiryDateSnapshot: line.expiry_date || null,
    }));
  }

  async function move(mover: Mover, id: string, change: StatusChange) {
    const pharmacyId = mover.actor === 'staff' ? mover.auth.pharmacyId : mover.pharmacyId;
    const now = deps.now();
    const received = change.actual_delivery_date;
    if (received !== undefined && !isIsoDate(received)) {
      throw AppError.validation({ actual_delivery_date: 'Ngày giao hàng không hợp lệ' });
    }
    // Goods cannot arrive tomorrow: the date feeds the list's delivery filter and the stock history.
    if (received !== undefined && received > today()) {
      throw AppError.validation({ actual_delivery_date: 'Ngày nhận hàng không được sau ngày hôm nay' });
    }
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, pharmacyId, id, true);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      const from = row.order.status;
      assertTransition(row.distributor.type, mover.actor, from, change.status);
      const items = await repo.items(tx, row.order.id);
      const update: Parameters<typeof repo.updateOrder>[2] = { status: change.status, updatedAt: now };

      if (change.status === 'shipped') {
        await repo.insertShippedBatches(
          tx,
          await plannedShipment(tx, pharmacyId, items, change.shipped_batches),
        );
      }
      if (change.status === 'delivered') {
        if (received !== undefined && received < businessDate(row.order.createdAt)) {
          throw AppError.validation({
            actual_delivery_date: 'Ngày nhận hàng không được trước ngày đặt hàng',
          });
        }
        // Receiving: every shipped batch goes into the pharmacy's lots, in this same transaction.
        const batches = await repo.shippedBatches(
          tx,
          items.map((item) => item.id),
        );
        // Checked again against the lots as they are now: another order received since shipping may have stocked
        // the same lot under another expiry, which adding to it would silently drop.
        const stocked = await repo.lots(
          tx,
          pharmacyId,
          items.map((item) => item.productId),
        );
        const clash = checkShippedBatches(
          batches.map((batch) => ({
            item_id: batch.orderItemId,
            batch_number: batch.batchNumberSnapshot,
            quantity_shipped: batch.quantityShipped,
            expiry_date: batch.expiryDateSnapshot,
          })),
          new Map(items.map((item) => [item.id, namedLotsOf(stocked, item.productId)])),
          productsOf(items),
        );
        const conflict = Object.values(clash)[0];
        if (conflict) throw new AppError(409, 'LOT_EXPIRY_CONFLICT', conflict, clash);
        const itemsById = new Map(items.map((item) => [item.id, item]));
        for (const batch of batches) {
          const item = itemsById.get(batch.orderItemId);
          if (!item) continue;
          await repo.receiveIntoLot(tx, {
            pharmacyId,
            productId: item.productId,
            batchNumber: batch.batchNumberSnapshot,
            batchKey: batchKey(batch.batchNumberSnapshot),
            expiryDate: batch.expiryDateSnapshot,
            quantity: batch.quantityShipped,
            cost: item.unitPrice,
            now,
          });
        }
        update.actualDeliveryDate = received ?? today();
      }
      await repo.updateOrder(tx, row.order.id, update);
      await repo.addHistory(tx, {
        orderId: row.order.id,
        fromStatus: from,
        toStatus: change.status,
        changedByUserId: mover.actor === 'staff' ? mover.auth.userId : null,
        changedByName: mover.actor === 'staff' ? mover.auth.userName : row.distributor.name,
        createdAt: now,
      });
      return detail(tx, pharmacyId, row.order.id, mover.actor);
    });
  }

  return {
    async list(auth: AuthContext, filter: OrderFilter) {
      const { rows, total } = await repo.list(db, auth.pharmacyId, filter);
      return { data: rows.map(presentSummary), total, page: filter.page, limit: filter.limit };
    },

    get: (auth: AuthContext, id: string) => detail(db, auth.pharmacyId, id),

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
        await repo.lockPharmacy(tx, auth.pharmacyId);
        const distributor = await distributorRepository.findVisible(tx, auth.pharmacyId, distributorId);
        if (!distributor) throw AppError.notFound('Không tìm thấy nhà cung cấp');
        if (distributor.status !== 'ACTIVE') {
          throw AppError.validation({ distributor_id: 'Nhà cung cấp đang tạm dừng, không thể đặt hàng' });
        }
        const productIds = [...new Set(input.items.map((item) => item.product_id))];
        const productRows = await repo.orderableProducts(tx, auth.pharmacyId, distributor, productIds);
        const lots = await repo.lots(tx, auth.pharmacyId, productIds);
        const known = new Map<string, KnownProduct>(
          productRows.map((product) => [
            product.id,
            {
              name: product.name,
              isActive: product.isActive,
              lots: namedLotsOf(lots, product.id),
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
        const lines = input.items.map((item, position) => {
          const product = productsById.get(item.product_id);
          if (!product) throw new Error('validated product missing');
          // Partner orders are priced from the partner's catalogue; batch orders carry the agreed purchase price.
          const unitPrice = distributor.type === 'PARTNER' ? product.basePrice : (item.unit_price ?? 0);
          const isBatch = distributor.type === 'INTERNAL';
          return {
            position,
            productId: product.id,
            productCode: product.code,
            productName: product.name,
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
          // Batch orders use today's date as the expected delivery date (spec 1 §3).
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
      return detail(db, auth.pharmacyId, id);
    },

    changeStatus: (auth: AuthContext, id: string, change: StatusChange) =>
      move({ actor: 'staff', auth }, id, change),

    receive: (auth: AuthContext, id: string, actualDeliveryDate?: string) =>
      move({ actor: 'staff', auth }, id, { status: 'delivered', actual_delivery_date: actualDeliveryDate }),

    /** For the partner side (demo admin script): finds the order by its number across pharmacies. */
    async moveAsPartner(orderNumber: string, change: StatusChange) {
      const matches = await repo.findByNumber(db, orderNumber);
      const [match] = matches;
      if (!match) throw AppError.notFound(`Không tìm thấy đơn đặt hàng ${orderNumber}`);
      if (matches.length > 1) throw AppError.conflict(`Số đơn ${orderNumber} có ở nhiều nhà thuốc`);
      return move({ actor: 'partner', pharmacyId: match.pharmacyId }, match.id, change);
    },

    async setDocuments(auth: AuthContext, id: string, urls: string[]) {
      const row = await repo.find(db, auth.pharmacyId, id);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      const unique = [...new Set(urls)];
      if (unique.length > MAX_DOCUMENTS) {
        throw AppError.validation({ document_urls: 'Đã đạt giới hạn 2 chứng từ cho phép' });
      }
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
        documents: await documentsOf(db, auth.pharmacyId, unique),
      };
    },

    /** The POS step wires this to KiotViet purchase receipts; until then a clear 409 once the order qualifies. */
    async syncToPos(auth: AuthContext, id: string): Promise<never> {
      const row = await repo.find(db, auth.pharmacyId, id);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      if (row.order.status !== 'delivered') {
        throw AppError.conflict(
          'Chỉ có thể đồng bộ đơn hàng đã hoàn tất (đã nhận hàng).',
          'ORDER_NOT_DELIVERED',
        );
      }
      if (row.order.isSyncedToKiotviet)
        throw AppError.conflict('Đơn hàng đã được đồng bộ lên KiotViet.', 'ALREADY_SYNCED');
      throw AppError.posNotConfigured();
    },
  };
}

export type PurchaseOrderService = ReturnType<typeof createPurchaseOrderService>;
