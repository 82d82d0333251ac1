import { businessDate, isIsoDate } from '../../domain/dates';
import { batchKey, checkShippedBatches, ORDER_MESSAGES } from '../../domain/purchase-order-rules';
import { assertTransition, type PurchaseOrderStatus, receiptSteps } from '../../domain/purchase-order-status';
import {
  checkReceivedLines,
  planReceipt,
  type ReceivedLine,
  receivedInFull,
} from '../../domain/receipt-rules';
import { AppError, type FieldErrors } from '../../errors';
import type { AppDeps } from '../../http/env';
import { orderRepository as repo } from './order-repository';
import { type Mover, type OrderSteps, pharmacyOf, receiptRefused, shipmentItems } from './order-steps';
import type { OrderPresenter } from './present';
import { receivingRepository as receiving } from './receiving-repository';

export interface ReceiptInput {
  /** yyyy-MM-dd; today in Asia/Ho_Chi_Minh when omitted. */
  actual_delivery_date?: string | undefined;
  /** What arrived, per line; a line not named is received as shipped. */
  lines?: ReceivedLine[] | undefined;
}

/** Field names of a shipped batch's errors are the shipment's, renumbered to its place in the whole shipment. */
function renumbered(details: FieldErrors, indices: readonly number[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(details).map(([field, message]) => {
      const match = /^shipped_batches\.(\d+)\.(.+)$/.exec(field);
      return match ? [`shipped_batches.${indices[Number(match[1])]}.${match[2]}`, message] : [field, message];
    }),
  );
}

/**
 * Receiving (docs/product/purchase-orders.md#receiving): what arrived goes into the pharmacy's lots and the order
 * becomes delivered, in one transaction that holds the order's row, so of two receipts at once one receives and
 * the other finds the order delivered (409).
 */
export function createReceipt(deps: AppDeps, present: OrderPresenter, steps: OrderSteps) {
  const { db } = deps;

  /**
   * `skipSteps`: an internal order may be received before it was confirmed or shipped, taking those steps on the
   * way (`receiptSteps`); a plain move to delivered (the status route) may not.
   */
  return async function receive(
    mover: Mover,
    id: string,
    input: ReceiptInput,
    options: { skipSteps: boolean },
  ) {
    const pharmacyId = pharmacyOf(mover);
    const now = deps.now();
    const date = input.actual_delivery_date;
    if (date !== undefined && !isIsoDate(date)) {
      throw AppError.validation({ actual_delivery_date: 'Ngày giao hàng không hợp lệ' });
    }
    // Goods cannot arrive tomorrow: the date feeds the list's delivery filter and the stock history.
    if (date !== undefined && date > steps.today()) {
      throw AppError.validation({ actual_delivery_date: 'Ngày nhận hàng không được sau ngày hôm nay' });
    }
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, pharmacyId, id, true);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      const type = row.distributor.type;
      let at: PurchaseOrderStatus = row.order.status;
      const path = options.skipSteps ? receiptSteps(type, mover.actor, at) : ['delivered' as const];
      if (!options.skipSteps) assertTransition(type, mover.actor, at, 'delivered');
      if (date !== undefined && date < businessDate(row.order.createdAt)) {
        throw AppError.validation({ actual_delivery_date: 'Ngày nhận hàng không được trước ngày đặt hàng' });
      }
      const items = await repo.items(tx, row.order.id);
      for (const step of path.slice(0, -1)) {
        if (step === 'shipped') {
          await receiving.insertShippedBatches(tx, steps.ownShipment(items));
        }
        await steps.record(tx, mover, row, { from: at, to: step, skipped: true }, now);
        at = step;
      }

      const batches = (
        await receiving.shippedBatches(
          tx,
          items.map((item) => item.id),
        )
      ).map((batch, index) => ({ ...batch, index }));
      const stock = await shipmentItems(tx, pharmacyId, items);
      if (input.lines) {
        const shippedOf = (itemId: string) =>
          batches
            .filter((batch) => batch.orderItemId === itemId)
            .reduce((sum, b) => sum + b.quantityShipped, 0);
        const details = checkReceivedLines(
          input.lines,
          new Map(
            items.map((item) => [
              item.id,
              {
                productId: item.productId,
                quantityShipped: shippedOf(item.id),
                lots: stock.get(item.id)?.lots ?? new Map(),
              },
            ]),
          ),
        );
        if (Object.keys(details).length > 0) throw AppError.validation(details);
      }
      // The lines received as shipped are checked again against the lots as they are now: another order received
      // since shipping may have stocked the same lot under another expiry, and batches shipped before the quantity
      // rule existed may exceed the order.
      const reported = new Set(input.lines?.map((line) => line.item_id));
      const asShipped = batches.filter((batch) => !reported.has(batch.orderItemId));
      const clash = checkShippedBatches(
        asShipped.map((batch) => ({
          item_id: batch.orderItemId,
          batch_number: batch.batchNumberSnapshot,
          quantity_shipped: batch.quantityShipped,
          expiry_date: batch.expiryDateSnapshot,
        })),
        stock,
      );
      if (Object.keys(clash).length > 0) {
        throw receiptRefused(
          renumbered(
            clash,
            asShipped.map((batch) => batch.index),
          ),
        );
      }

      const plan = planReceipt(
        items.map((item) => ({
          id: item.id,
          shipped: batches
            .filter((batch) => batch.orderItemId === item.id)
            .map((batch) => ({
              batchNumber: batch.batchNumberSnapshot,
              expiryDate: batch.expiryDateSnapshot,
              quantity: batch.quantityShipped,
              index: batch.index,
            })),
        })),
        input.lines,
      );
      const itemsById = new Map(items.map((item) => [item.id, item]));
      for (const line of plan) {
        const item = itemsById.get(line.itemId);
        if (!item) continue;
        for (const lot of line.lots) {
          const key = batchKey(lot.batchNumber);
          const stocked = await receiving.receiveIntoLot(tx, {
            pharmacyId,
            productId: item.productId,
            batchNumber: lot.batchNumber,
            batchKey: key,
            expiryDate: lot.expiryDate,
            // A line in a larger unit (the box) stocks its base units; the lot's cost is per base unit, to the đồng.
            quantity: lot.quantity * item.conversion,
            cost: Math.round(item.unitPrice / item.conversion),
            now,
          });
          if (stocked) continue;
          // The check above passed on what this transaction could see; a receipt committed since then (or another
          // line of this one) decided otherwise.
          const existing = await receiving.lot(tx, pharmacyId, item.productId, key);
          if (existing?.expiryDate && existing.expiryDate !== lot.expiryDate) {
            throw receiptRefused({
              [`${lot.field}.expiry_date`]: ORDER_MESSAGES.lotExpiryMismatch(
                lot.batchNumber,
                existing.expiryDate,
              ),
            });
          }
          const quantityField = lot.field.startsWith('lines.') ? 'quantity_received' : 'quantity_shipped';
          throw receiptRefused(
            { [`${lot.field}.${quantityField}`]: ORDER_MESSAGES.lotOnHandLimit(lot.batchNumber) },
            'LOT_ON_HAND_LIMIT',
          );
        }
        await receiving.insertReceivedBatches(
          tx,
          line.lots.map((lot) => ({
            orderItemId: line.itemId,
            batchNumber: lot.batchNumber,
            expiryDate: lot.expiryDate,
            quantityReceived: lot.quantity,
          })),
        );
        await receiving.setReceived(tx, line.itemId, {
          quantityReceived: line.quantityReceived,
          shortfallReason: line.shortfallReason,
        });
      }
      await repo.updateOrder(tx, row.order.id, {
        status: 'delivered',
        actualDeliveryDate: date ?? steps.today(),
        receivedInFull: receivedInFull(
          plan.map((line) => ({
            quantityReceived: line.quantityReceived,
            quantityOrdered: itemsById.get(line.itemId)?.quantityOrdered ?? 0,
          })),
        ),
        updatedAt: now,
      });
      await steps.record(tx, mover, row, { from: at, to: 'delivered' }, now);
      return present.detail(tx, pharmacyId, row.order.id, mover.actor);
    });
  };
}
