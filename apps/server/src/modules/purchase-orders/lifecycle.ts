import { ORDER_MESSAGES, type ShippedBatchLine } from '../../domain/purchase-order-rules';
import {
  assertTransition,
  cancelNeedsReason,
  type PurchaseOrderStatus,
  shipmentEditable,
} from '../../domain/purchase-order-status';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { orderRepository as repo } from './order-repository';
import { createOrderSteps, type Mover, pharmacyOf } from './order-steps';
import type { OrderPresenter } from './present';
import { createReceipt, type ReceiptInput } from './receive';
import { receivingRepository as receiving } from './receiving-repository';

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

/** Moving orders along their lifecycle, receiving stock, and correcting a shipment. */
export function createOrderLifecycle(deps: AppDeps, present: OrderPresenter) {
  const { db } = deps;
  const steps = createOrderSteps(deps);
  const receive = createReceipt(deps, present, steps);

  async function move(mover: Mover, id: string, change: StatusChange) {
    // A move to delivered is a receipt of everything as shipped, one step only.
    if (change.status === 'delivered') {
      return receive(mover, id, { actual_delivery_date: change.actual_delivery_date }, { skipSteps: false });
    }
    const pharmacyId = pharmacyOf(mover);
    const now = deps.now();
    const reason = change.reason?.trim() || null;
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, pharmacyId, id, true);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      const from = row.order.status;
      assertTransition(row.distributor.type, mover.actor, from, change.status);
      if (change.status === 'cancelled' && !reason && cancelNeedsReason(row.distributor.type, from)) {
        throw AppError.validation({ reason: ORDER_MESSAGES.cancelReasonRequired });
      }
      if (change.status === 'shipped') {
        const items = await repo.items(tx, row.order.id);
        await receiving.insertShippedBatches(
          tx,
          await steps.checkedShipment(tx, pharmacyId, items, change.shipped_batches),
        );
      }
      await repo.updateOrder(tx, row.order.id, { status: change.status, updatedAt: now });
      await steps.record(tx, mover, row, { from, to: change.status, reason }, now);
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
      const batches = await steps.checkedShipment(tx, auth.pharmacyId, items, correction.shipped_batches);
      await receiving.deleteShippedBatches(
        tx,
        items.map((item) => item.id),
      );
      await receiving.insertShippedBatches(tx, batches);
      await repo.updateOrder(tx, row.order.id, { updatedAt: now });
      await steps.record(
        tx,
        mover,
        row,
        { from: 'shipped', to: 'shipped', reason: correction.reason?.trim() || null },
        now,
      );
      return present.detail(tx, auth.pharmacyId, row.order.id);
    });
  }

  /** Staff confirm what arrived; an internal order may skip the steps before (docs/product/purchase-orders.md#receiving). */
  const receiveAsStaff = (auth: AuthContext, id: string, input: ReceiptInput) =>
    receive({ actor: 'staff', auth }, id, input, { skipSteps: true });

  return { move, correctShipment, receive: receiveAsStaff };
}
