import {
  type KiotVietClient,
  KiotVietUnavailableError,
  type PurchaseOrder,
  type PurchaseOrderInput,
} from '@pharmacy/kiotviet';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { kiotvietFailure, type SyncEngine } from '../../sync/engine';
import { branchRepository } from '../branches/repository';
import { distributorRepository } from '../distributors/repository';
import type { OrderPresenter } from './present';
import { type OrderRow, purchaseOrderRepository as repo } from './repository';

/** A push that started longer ago than this died with its process: another click may take it over. */
const CLAIM_STALE_MS = 2 * 60_000;
/** How far before the lost send to look for its receipt (KiotViet dates the receipt when it stores it). */
const LOOKUP_MARGIN_MS = 10 * 60_000;

/**
 * The receipt's description in KiotViet: staff find the portal's order by its number there
 * (docs/product/purchase-orders.md#sync-to-kiotviet).
 */
const receiptDescription = (orderNumber: string) => `Đơn đặt hàng ${orderNumber} (Pharmacy Portal)`;

/**
 * Pushes a delivered order to KiotViet as one purchase receipt (docs/product/purchase-orders.md#sync-to-kiotviet):
 * the pharmacy's default branch, the
 * order number in the description, the lines by product code with the quantities received and the agreed prices.
 * Never twice: the push is claimed on the order row first (two clicks: one receipt); the send is recorded before it
 * goes out, and a push after a lost answer looks the receipt up in KiotViet before sending again.
 */
export function createReceiptPush(deps: AppDeps, engine: SyncEngine, present: OrderPresenter) {
  const { db } = deps;

  /** The receipt a lost send may have created: the default branch's receipts since then, by description. */
  async function lookUp(client: KiotVietClient, branchId: number, order: OrderRow, sentAt: Date) {
    const description = receiptDescription(order.orderNumber);
    const listing = client.purchaseOrders({
      branchIds: [branchId],
      fromPurchaseDate: new Date(sentAt.getTime() - LOOKUP_MARGIN_MS),
    });
    for await (const receipt of listing) {
      if (receipt.description === description) return receipt;
    }
    return undefined;
  }

  async function receiptInput(order: OrderRow, branchId: number): Promise<PurchaseOrderInput> {
    const items = await repo.items(db, order.id);
    const batches = await repo.shippedBatches(
      db,
      items.map((item) => item.id),
    );
    const received = new Map<string, number>();
    for (const batch of batches) {
      received.set(batch.orderItemId, (received.get(batch.orderItemId) ?? 0) + batch.quantityShipped);
    }
    const details = items
      .map((item) => ({
        productCode: item.productCode,
        // What arrived (the shipped batches), or what was ordered for an order shipped without batches.
        quantity: batches.length > 0 ? (received.get(item.id) ?? 0) : item.quantityOrdered,
        price: item.unitPrice,
      }))
      .filter((line) => line.quantity > 0);
    const distributor = await distributorRepository.findVisible(db, order.pharmacyId, order.distributorId);
    if (!distributor) throw new Error('the order’s supplier is missing');
    return {
      branchId,
      ...(distributor.kiotvietId !== null
        ? { supplierId: distributor.kiotvietId }
        : {
            supplier: {
              code: distributor.code,
              name: distributor.name,
              ...(distributor.phone ? { contactNumber: distributor.phone } : {}),
              ...(distributor.email ? { email: distributor.email } : {}),
              ...(distributor.address ? { address: distributor.address } : {}),
            },
          }),
      description: receiptDescription(order.orderNumber),
      details,
    };
  }

  return async function push(auth: AuthContext, id: string) {
    const now = deps.now();
    const claimed = await repo.claimKiotvietPush(
      db,
      auth.pharmacyId,
      id,
      now,
      new Date(now.getTime() - CLAIM_STALE_MS),
    );
    if (!claimed) {
      const row = await repo.find(db, auth.pharmacyId, id);
      if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
      if (row.order.status !== 'delivered') {
        throw AppError.conflict(
          'Chỉ có thể đồng bộ đơn hàng đã hoàn tất (đã nhận hàng).',
          'ORDER_NOT_DELIVERED',
        );
      }
      if (row.order.isSyncedToKiotviet) {
        throw AppError.conflict('Đơn hàng đã được đồng bộ lên KiotViet.', 'ALREADY_SYNCED');
      }
      throw AppError.conflict('Đơn hàng đang được đồng bộ lên KiotViet, vui lòng đợi.', 'SYNC_IN_PROGRESS');
    }
    let receipt: PurchaseOrder | undefined;
    let sent: 'keep' | 'clear' = 'keep';
    try {
      const client = await engine.clientOf(await engine.activeConnection(auth.pharmacyId));
      const branch = await branchRepository.defaultBranch(db, auth.pharmacyId);
      if (branch?.kiotvietId === null || branch?.kiotvietId === undefined) {
        throw AppError.conflict(
          'Chưa có chi nhánh KiotViet để nhập hàng. Vui lòng đồng bộ chi nhánh trước.',
          'NO_KIOTVIET_BRANCH',
        );
      }
      const input = await receiptInput(claimed, branch.kiotvietId);
      if (input.details.length === 0) {
        throw AppError.conflict(
          'Đơn hàng không có dòng hàng nào đã nhận để nhập vào KiotViet.',
          'NOTHING_RECEIVED',
        );
      }
      try {
        if (claimed.kiotvietReceiptSentAt) {
          receipt = await lookUp(client, branch.kiotvietId, claimed, claimed.kiotvietReceiptSentAt);
        }
        if (!receipt) {
          await repo.markReceiptSent(db, id, deps.now());
          receipt = await client.createPurchaseOrder(input);
        }
      } catch (error) {
        // Only an answer lost after the send may hide a receipt; any other failure means none was made.
        sent = error instanceof KiotVietUnavailableError && error.maybeProcessed ? 'keep' : 'clear';
        if (sent === 'keep') {
          throw new AppError(
            502,
            'KIOTVIET_NO_ANSWER',
            'KiotViet không trả lời kịp; phiếu nhập có thể đã được tạo. Hãy đồng bộ lại: hệ thống sẽ tìm phiếu đó trước khi tạo phiếu mới.',
          );
        }
        throw kiotvietFailure(error);
      }
      await repo.finishKiotvietPush(db, id, {
        receipt: { id: receipt.id, code: receipt.code },
        at: deps.now(),
      });
      deps.logger.info('purchase order pushed to KiotViet', {
        order_id: id,
        receipt_code: receipt.code,
        pharmacy_id: auth.pharmacyId,
      });
    } finally {
      if (!receipt) await repo.finishKiotvietPush(db, id, { receipt: null, sent });
    }
    return present.detail(db, auth.pharmacyId, id);
  };
}

export type ReceiptPush = ReturnType<typeof createReceiptPush>;
