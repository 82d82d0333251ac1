import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { addDays, businessDate } from '../../domain/dates';
import {
  checkShippedBatches,
  lotsByBatchKey,
  type ShipmentItem,
  type ShippedBatchLine,
} from '../../domain/purchase-order-rules';
import type { PurchaseOrderStatus } from '../../domain/purchase-order-status';
import { AppError, type FieldErrors } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { type ItemRow, type OrderWithDistributor, orderRepository as repo } from './order-repository';
import { receivingRepository as receiving } from './receiving-repository';

/** Who moves the order: a staff member of the pharmacy, or the partner (admin script / partner integration). */
export type Mover = { actor: 'staff'; auth: AuthContext } | { actor: 'partner'; pharmacyId: string };

export const pharmacyOf = (mover: Mover) =>
  mover.actor === 'staff' ? mover.auth.pharmacyId : mover.pharmacyId;

/** The order's lines as the shipment rules see them: product, quantity ordered and the product's lots in stock. */
export async function shipmentItems(
  tx: Executor,
  pharmacyId: string,
  items: readonly ItemRow[],
): Promise<Map<string, ShipmentItem>> {
  const lots = await receiving.lots(
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
 * A receipt refused (409) leaves the order as it was, whose ways out are to correct the shipment or to cancel with
 * a reason. A lot's expiry clash is LOT_EXPIRY_CONFLICT; any other rule the shipment breaks is SHIPMENT_INVALID.
 */
export function receiptRefused(details: FieldErrors, code?: string): AppError {
  const [field, message] = Object.entries(details)[0] ?? ['', ''];
  return AppError.conflict(
    message,
    code ?? (field.endsWith('.expiry_date') ? 'LOT_EXPIRY_CONFLICT' : 'SHIPMENT_INVALID'),
    details,
  );
}

/** What moving an order and receiving it share: the shipment a move to `shipped` records, and the history. */
export function createOrderSteps(deps: AppDeps) {
  const today = () => businessDate(deps.now());

  /** A shipment that names no batches: each line ships its own lot in full (or a supplier lot number). */
  const ownLots = (items: readonly ItemRow[]): ShippedBatchLine[] =>
    items.map((item) => ({
      item_id: item.id,
      batch_number: item.batchNumber ?? `LOT${randomBytes(3).toString('hex').toUpperCase()}`,
      quantity_shipped: item.quantityOrdered,
      expiry_date: item.expiryDate ?? addDays(today(), 540),
    }));

  const rows = (lines: readonly ShippedBatchLine[]) =>
    lines.map((line) => ({
      orderItemId: line.item_id,
      batchNumberSnapshot: line.batch_number.trim(),
      quantityShipped: line.quantity_shipped,
      // '' from a form means "no expiry", not a date the database would refuse.
      expiryDateSnapshot: line.expiry_date || null,
    }));

  /** The batches of → shipped: the supplier's list when given, else each line's own lot. Refused (400) if invalid. */
  async function checkedShipment(
    tx: Executor,
    pharmacyId: string,
    items: readonly ItemRow[],
    given: readonly ShippedBatchLine[] | undefined,
  ) {
    const lines = given && given.length > 0 ? given : ownLots(items);
    const details = checkShippedBatches(lines, await shipmentItems(tx, pharmacyId, items));
    if (Object.keys(details).length > 0) throw AppError.validation(details);
    return rows(lines);
  }

  /**
   * The shipping a receipt takes for staff: each line's own lot, unchecked here, because the receipt that follows
   * checks what arrives against the stock, and staff may report other lots than the order named.
   */
  const ownShipment = (items: readonly ItemRow[]) => rows(ownLots(items));

  /** One entry of the status history; `skipped` marks a step a receipt took for staff (see `receiptSteps`). */
  async function record(
    tx: Executor,
    mover: Mover,
    row: OrderWithDistributor,
    move: { from: PurchaseOrderStatus; to: PurchaseOrderStatus; reason?: string | null; skipped?: boolean },
    now: Date,
  ) {
    await repo.addHistory(tx, {
      orderId: row.order.id,
      fromStatus: move.from,
      toStatus: move.to,
      changedByUserId: mover.actor === 'staff' ? mover.auth.userId : null,
      changedByName: mover.actor === 'staff' ? mover.auth.userName : row.distributor.name,
      reason: move.reason ?? null,
      skipped: move.skipped ?? false,
      createdAt: now,
    });
  }

  return { today, checkedShipment, ownShipment, record };
}

export type OrderSteps = ReturnType<typeof createOrderSteps>;
