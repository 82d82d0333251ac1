import {
  type KiotVietClient,
  KiotVietUnavailableError,
  type PurchaseOrderInput,
  type ReceiptReference,
} from '@pharmacy/kiotviet';
import { CLAIM_STALE_MS, describesOrder, IN_DOUBT_MS, receiptDescription } from '../../domain/receipt-state';
import { AppError, type FieldErrors } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { storeOf } from '../../shared/kiotviet-counterpart';
import type { SyncEngine } from '../../sync/engine';
import { kiotvietFailure } from '../../sync/messages';
import { defaultBranch } from '../branches/service';
import {
  findCounterparts,
  linkableProducts,
  missingLineText,
  namedMissing,
} from '../kiotviet-products/linker';
import { visibleSupplier } from '../suppliers/service';
import { kiotvietPushRepository as pushes } from './kiotviet-push-repository';
import { type OrderRow, orderRepository as repo } from './order-repository';
import type { OrderPresenter } from './present';

/** How far around the lost send to look for its receipt (it is dated with the send, in the store's time). */
const LOOKUP_MARGIN_MS = 60 * 60_000;

export interface PushOptions {
  /** Create in KiotViet the products it does not have yet (staff confirmed 'Tạo trên KiotViet'), then push. */
  createMissingProducts?: boolean | undefined;
}

/**
 * Pushes a delivered order to KiotViet as one purchase receipt (docs/product/purchase-orders.md#sync-to-kiotviet): the pharmacy's default branch, the supplier by its
 * code, the order number in the description, the lines by the KiotViet code of each product with the quantities
 * received (not those ordered or shipped) and the agreed prices. Exactly once, whatever KiotViet answers:
 * - the push is claimed on the order row first (of two clicks, one pushes);
 * - every line's product is checked in KiotViet before anything is sent (lines it lacks refuse the whole push,
 *   naming them; nothing is half-pushed);
 * - the send is recorded before it goes out; an answer that is lost or cannot be read leaves the order in doubt,
 *   and a later push looks the receipt up (by the description) and adopts it. No new receipt is sent until a
 *   look-up made after KiotViet could have finished the first one finds none.
 */
export function createReceiptPush(deps: AppDeps, engine: SyncEngine, present: OrderPresenter) {
  const { db } = deps;

  /** The receipt a send may have created: the branch's receipts dated around it, by description. */
  async function lookUp(
    client: KiotVietClient,
    branchId: number,
    order: OrderRow,
    sentAt: Date,
    now: Date,
  ): Promise<ReceiptReference | undefined> {
    const found = await client.findPurchaseOrders(
      {
        branchIds: [branchId],
        fromPurchaseDate: sentAt.getTime() - LOOKUP_MARGIN_MS,
        toPurchaseDate: Math.max(now.getTime(), sentAt.getTime()) + LOOKUP_MARGIN_MS,
      },
      (description) => describesOrder(description, order.orderNumber),
    );
    found.sort((a, b) => a.id - b.id);
    if (found.length > 1) {
      deps.logger.warn('KiotViet holds several receipts of one order; the first is kept', {
        order_id: order.id,
        receipt_codes: found.map((receipt) => receipt.code).join(','),
      });
    }
    return found[0];
  }

  /** What arrived per line, as recorded at receipt: a line received short sends what was received, none nothing. */
  async function receivedLines(order: OrderRow) {
    const items = await repo.items(db, order.id);
    return items
      .map((item, index) => ({ index, item, quantity: item.quantityReceived ?? 0 }))
      .filter((line) => line.quantity > 0);
  }

  async function receiptInput(
    order: OrderRow,
    branchId: number,
    client: KiotVietClient,
    store: string,
    createMissing: boolean,
  ): Promise<Omit<PurchaseOrderInput, 'purchaseDate'>> {
    const lines = await receivedLines(order);
    if (lines.length === 0) {
      throw AppError.conflict(
        'Đơn hàng không có dòng hàng nào đã nhận để nhập vào KiotViet.',
        'NOTHING_RECEIVED',
      );
    }
    const products = await linkableProducts(db, order.pharmacyId, [
      ...new Set(lines.map((line) => line.item.productId)),
    ]);
    const { found, missing } = await findCounterparts(
      db,
      client,
      { pharmacyId: order.pharmacyId, store, now: deps.now },
      products,
      createMissing,
    );
    if (missing.length > 0) {
      const absent = new Map(missing.map((product) => [product.id, product]));
      const details: FieldErrors = {};
      for (const line of lines) {
        const product = absent.get(line.item.productId);
        if (product) details[`items.${line.index}`] = missingLineText(product);
      }
      throw AppError.conflict(
        `Chưa có trên KiotViet: ${missing.map(namedMissing).join(', ')}. Hãy tạo các sản phẩm này trên KiotViet hoặc liên kết với sản phẩm có sẵn, rồi đồng bộ lại.`,
        'KIOTVIET_PRODUCTS_NOT_LINKED',
        details,
      );
    }
    const distributor = await visibleSupplier(db, order.pharmacyId, order.distributorId);
    if (!distributor) throw new Error('the order’s supplier is missing');
    return {
      branchId,
      ...(distributor.kiotvietId === null ? {} : { supplierId: distributor.kiotvietId }),
      supplier: {
        code: distributor.code,
        name: distributor.name,
        ...(distributor.phone ? { contactNumber: distributor.phone } : {}),
        ...(distributor.email ? { email: distributor.email } : {}),
        ...(distributor.address ? { address: distributor.address } : {}),
      },
      description: receiptDescription(order.orderNumber),
      details: lines.map((line) => ({
        productCode: found.get(line.item.productId)?.code ?? line.item.productCode,
        // A line ordered in a larger unit (the box) goes under that unit's own code, its quantity in that unit.
        ...(line.item.unitCode === null ? {} : { unitCode: line.item.unitCode }),
        quantity: line.quantity,
        price: line.item.unitPrice,
      })),
    };
  }

  /** The order stays in doubt: nothing more is sent until a later look-up settles it. */
  function inDoubt(sentAt: Date, now: Date): AppError {
    const seconds = Math.max(1, Math.ceil((sentAt.getTime() + IN_DOUBT_MS - now.getTime()) / 1000));
    return new AppError(
      409,
      'KIOTVIET_IN_DOUBT',
      `Phiếu nhập đã gửi nhưng KiotViet chưa xác nhận, và chưa tìm thấy phiếu này trên KiotViet. Để tránh nhập trùng, hệ thống chưa gửi phiếu mới. Vui lòng đồng bộ lại sau khoảng ${Math.ceil(seconds / 60)} phút.`,
      null,
      { 'Retry-After': String(seconds) },
    );
  }

  return async function push(auth: AuthContext, id: string, options: PushOptions = {}) {
    const now = deps.now();
    const claimed = await pushes.claimKiotvietPush(
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
    let receipt: { id: number; code: string } | undefined;
    // Whether a failure leaves the "receipt sent" mark: only a send that is known to have made nothing clears it.
    let sent: 'keep' | 'clear' = 'keep';
    try {
      const connection = await engine.activeConnection(auth.pharmacyId);
      const client = await engine.clientOf(connection);
      const branch = await defaultBranch(db, auth.pharmacyId);
      if (branch?.kiotvietId === null || branch?.kiotvietId === undefined) {
        throw AppError.conflict(
          'Chưa có chi nhánh KiotViet để nhập hàng. Vui lòng đồng bộ chi nhánh trước.',
          'NO_KIOTVIET_BRANCH',
        );
      }
      const previousSend = claimed.kiotvietReceiptSentAt;
      if (previousSend) {
        const lookedUpAt = deps.now();
        try {
          receipt = await lookUp(client, branch.kiotvietId, claimed, previousSend, lookedUpAt);
        } catch (error) {
          throw kiotvietFailure(error);
        }
        if (!receipt && lookedUpAt.getTime() < previousSend.getTime() + IN_DOUBT_MS) {
          throw inDoubt(previousSend, lookedUpAt);
        }
        // Otherwise KiotViet had every chance to store it and has none: the order is no longer in doubt.
        if (!receipt) sent = 'clear';
      }
      if (!receipt) {
        let input: Omit<PurchaseOrderInput, 'purchaseDate'>;
        try {
          input = await receiptInput(
            claimed,
            branch.kiotvietId,
            client,
            storeOf(connection.storeName),
            options.createMissingProducts === true,
          );
        } catch (error) {
          throw kiotvietFailure(error);
        }
        const sentAt = deps.now();
        await pushes.markReceiptSent(db, id, sentAt);
        sent = 'keep';
        try {
          receipt = await client.createPurchaseOrder({ ...input, purchaseDate: sentAt });
        } catch (error) {
          if (error instanceof KiotVietUnavailableError && error.maybeProcessed) {
            deps.logger.warn('a KiotViet receipt was sent without a readable answer', {
              order_id: id,
              pharmacy_id: auth.pharmacyId,
            });
            throw new AppError(
              502,
              'KIOTVIET_NO_ANSWER',
              'KiotViet không trả lời kịp; phiếu nhập có thể đã được tạo. Hệ thống sẽ tìm phiếu này trên KiotViet trước khi gửi lại, nên không có phiếu trùng.',
            );
          }
          sent = 'clear';
          throw kiotvietFailure(error);
        }
      }
      await pushes.finishKiotvietPush(db, id, {
        receipt: { id: receipt.id, code: receipt.code },
        at: deps.now(),
      });
      deps.logger.info('purchase order pushed to KiotViet', {
        order_id: id,
        receipt_code: receipt.code,
        pharmacy_id: auth.pharmacyId,
      });
    } finally {
      if (!receipt) await pushes.finishKiotvietPush(db, id, { receipt: null, sent });
    }
    return present.detail(db, auth.pharmacyId, id);
  };
}

export type ReceiptPush = ReturnType<typeof createReceiptPush>;
