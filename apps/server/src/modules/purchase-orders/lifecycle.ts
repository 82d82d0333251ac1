import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { addDays, businessDate, isIsoDate } from '../../domain/dates';
import {
  batchKey,
  checkShippedBatches,
  lotsByBatchKey,
  ORDER_MESSAGES,
  type ShipmentItem,
  type ShippedBatchLine,
} from '../../domain/purchase-order-rules';
import {
  assertTransition,
  cancelNeedsReason,
  type PurchaseOrderStatus,
  shipmentEditable,
} from '../../domain/purchase-order-status';
import { AppError, type FieldErrors } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import type { OrderPresenter } from './present';
import { type ItemRow, type OrderWithDistributor, purchaseOrderRepository as repo } from './repository';

export interface StatusChange {
  status: PurchaseOrderStatus;
  /** Batches the supplier shipped (for → shipped); derived from the order's lots when omitted. */
  shipped_batches?: ShippedBatchLine[] | undefined;
  /** For → delivered; today in Asia/Ho_Chi_Minh when omitted. */
  actual_delivery_date?: string | undefined;
  /** Kept in the status history; required to cancel once goods may be on their way. */
  reason?: string | undefined;
}

export interface ShipmentCorrection {
  shipped_batches: ShippedBatchLine[];
  reason?: string | undefined;
}

/** Who moves the order: a staff member of the pharmacy, or the partner (admin script / partner integration). */
export type Mover = { actor: 'staff'; auth: AuthContext } | { actor: 'partner'; pharmacyId: string };

const pharmacyOf = (mover: Mover) => (mover.actor === 'staff' ? mover.auth.pharmacyId : mover.pharmacyId);

/** The order's lines as the shipment rules see them: product, quantity ordered and the product's lots in stock. */
async function shipmentItems(
  tx: Executor,
  pharmacyId: string,
  items: readonly ItemRow[],
): Promise<Map<string, ShipmentItem>> {
  const lots = await repo.lots(
    tx,
    pharmacyId,
    items.map((item) => item.productId),
  );
  return new Map(
    items.map((item) => [
      item.id,
      {
        productId: item.productId,
        quantityOrdered: item.quantityOrdered,
        lots: lotsByBatchKey(lots, item.productId),
      },
    ]),
  );
}

/**
 * A receipt refused (409) leaves the order shipped, whose ways out are to correct the shipment or to cancel with a
 * reason. A lot's expiry clash is LOT_EXPIRY_CONFLICT; any other rule the shipment breaks is SHIPMENT_INVALID.
 */
function receiptRefused(details: FieldErrors, code?: string): AppError {
  const [field, message] = Object.entries(details)[0] ?? ['', ''];
  return AppError.conflict(
    message,
    code ?? (field.endsWith('.expiry_date') ? 'LOT_EXPIRY_CONFLICT' : 'SHIPMENT_INVALID'),
    details,
  );
}

/** Moving orders along their lifecycle, receiving stock, and correcting a shipment. */
export function createOrderLifecycle(deps: AppDeps, present: OrderPresenter) {
  const { db } = deps;
  const today = () => businessDate(deps.now());

  /** The batches of → shipped: the supplier's list when given, else each line's own lot (or a supplier lot number). */
  async function checkedShipment(
    tx: Executor,
    pharmacyId: string,
    items: readonly ItemRow[],
    given: readonly ShippedBatchLine[] | undefined,
  ) {
    const lines: readonly ShippedBatchLine[] =
      given && given.length > 0
        ? given
        : items.map((item) => ({
            item_id: item.id,
            batch_number: item.batchNumber ?? `LOT${randomBytes(3).toString('hex').toUpperCase()}`,
            quantity_shipped: item.quantityOrdered,
            expiry_date: item.expiryDate ?? addDays(today(), 540),
          }));
    const details = checkShippedBatches(lines, await shipmentItems(tx, pharmacyId, items));
    if (Object.keys(details).length > 0) throw AppError.validation(details);
    return lines.map((line) => ({
      orderItemId: line.item_id,
      batchNumberSnapshot: line.batch_number.trim(),
      quantityShipped: line.quantity_shipped,
      // '' from a form means "no expiry", not a date the database would refuse.
      expiryDateSnapshot: line.expiry_date || null,
    }));
  }

  /** Receiving: every shipped batch goes into the pharmacy's lots, in the caller's transaction. */
  async function receiveStock(tx: Executor, pharmacyId: string, items: readonly ItemRow[], now: Date) {
    const batches = await repo.shippedBatches(
      tx,
      items.map((item) => item.id),
    );
    // Checked again against the lots as they are now: another order received since shipping may have stocked the
    // same lot under another expiry, and batches shipped before the quantity rule existed may exceed the order.
    const lines = batches.map((batch) => ({
      item_id: batch.orderItemId,
      batch_number: batch.batchNumberSnapshot,
      quantity_shipped: batch.quantityShipped,
      expiry_date: batch.expiryDateSnapshot,
    }));
    const clash = checkShippedBatches(lines, await shipmentItems(tx, pharmacyId, items));
    if (Object.keys(clash).length > 0) throw receiptRefused(clash);
    const itemsById = new Map(items.map((item) => [item.id, item]));
    for (const [index, batch] of batches.entries()) {
      const item = itemsById.get(batch.orderItemId);
      if (!item) continue;
      const key = batchKey(batch.batchNumberSnapshot);
      const received = await repo.receiveIntoLot(tx, {
        pharmacyId,
        productId: item.productId,
        batchNumber: batch.batchNumberSnapshot,
        batchKey: key,
        expiryDate: batch.expiryDateSnapshot,
        quantity: batch.quantityShipped,
        cost: item.unitPrice,
        now,
      });
      if (received) continue;
      // The check above passed on what this transaction could see; a receipt committed since then decided otherwise.
      const stocked = await repo.lot(tx, pharmacyId, item.productId, key);
      const field = `shipped_batches.${index}`;
      if (stocked?.expiryDate && stocked.expiryDate !== batch.expiryDateSnapshot) {
        throw receiptRefused({
          [`${field}.expiry_date`]: ORDER_MESSAGES.lotExpiryMismatch(
            batch.batchNumberSnapshot,
            stocked.expiryDate,
          ),
        });
      }
      throw receiptRefused(
        { [`${field}.quantity_shipped`]: ORDER_MESSAGES.lotOnHandLimit(batch.batchNumberSnapshot) },
        'LOT_ON_HAND_LIMIT',
      );
    }
  }

  async function record(
    tx: Executor,
    mover: Mover,
    row: OrderWithDistributor,
    to: PurchaseOrderStatus,
    reason: string | null,
    now: Date,
  ) {
    await repo.addHistory(tx, {
      orderId: row.order.id,
      fromStatus: row.order.status,
      toStatus: to,
      changedByUserId: mover.actor === 'staff' ? mover.auth.userId : null,
      changedByName: mover.actor === 'staff' ? mover.auth.userName : row.distributor.name,
      reason,
      createdAt: now,
    });
  }

  async function move(mover: Mover, id: string, change: StatusChange) {
    const pharmacyId = pharmacyOf(mover);
    const now = deps.now();
    const received = change.actual_delivery_date;
    if (received !== undefined && !isIsoDate(received)) {
      throw AppError.validation({ actual_delivery_date: 'Ngày giao hàng không hợp lệ' });
    }
    // Goods cannot arrive tomorrow: the date feeds the list's delivery filter and the stock history.
    if (received !== undefined && received > today()) {
      throw AppError.validation({ actual_delivery_date: 'Ngày nhận hàng không được sau ngày hôm nay' });
    }
    const reason = change.reason?.trim() || null;
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, pharmacyId, id, true);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      const from = row.order.status;
      assertTransition(row.distributor.type, mover.actor, from, change.status);
      if (change.status === 'cancelled' && !reason && cancelNeedsReason(row.distributor.type, from)) {
        throw AppError.validation({ reason: ORDER_MESSAGES.cancelReasonRequired });
      }
      const items = await repo.items(tx, row.order.id);
      const update: Parameters<typeof repo.updateOrder>[2] = { status: change.status, updatedAt: now };

      if (change.status === 'shipped') {
        await repo.insertShippedBatches(
          tx,
          await checkedShipment(tx, pharmacyId, items, change.shipped_batches),
        );
      }
      if (change.status === 'delivered') {
        if (received !== undefined && received < businessDate(row.order.createdAt)) {
          throw AppError.validation({
            actual_delivery_date: 'Ngày nhận hàng không được trước ngày đặt hàng',
          });
        }
        await receiveStock(tx, pharmacyId, items, now);
        update.actualDeliveryDate = received ?? today();
      }
      await repo.updateOrder(tx, row.order.id, update);
      await record(tx, mover, row, change.status, reason, now);
      return present.detail(tx, pharmacyId, row.order.id, mover.actor);
    });
  }

  /** Replaces the batches of a shipped order with what actually arrived; recorded as shipped → shipped. */
  async function correctShipment(auth: AuthContext, id: string, correction: ShipmentCorrection) {
    const mover: Mover = { actor: 'staff', auth };
    const now = deps.now();
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, auth.pharmacyId, id, true);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      if (!shipmentEditable(row.order.status)) {
        throw AppError.conflict(ORDER_MESSAGES.shipmentNotEditable, 'SHIPMENT_NOT_EDITABLE');
      }
      const items = await repo.items(tx, row.order.id);
      const batches = await checkedShipment(tx, auth.pharmacyId, items, correction.shipped_batches);
      await repo.deleteShippedBatches(
        tx,
        items.map((item) => item.id),
      );
      await repo.insertShippedBatches(tx, batches);
      await repo.updateOrder(tx, row.order.id, { updatedAt: now });
      await record(tx, mover, row, 'shipped', correction.reason?.trim() || null, now);
      return present.detail(tx, auth.pharmacyId, row.order.id);
    });
  }

  return { move, correctShipment };
}
