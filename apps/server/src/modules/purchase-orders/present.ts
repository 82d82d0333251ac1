import type { Executor } from '../../db/client';
import { preparedOnFirstUse } from '../../db/prepared';
import {
  type Actor,
  allowedNextStatuses,
  assertTransition,
  cancelNeedsReason,
  receiptSteps,
  receivable,
  STATUS_LABELS,
  shipmentEditable,
} from '../../domain/purchase-order-status';
import { receiptState } from '../../domain/receipt-state';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/env';
import { fileIdFromReference, fileReference, signedFileLinks } from '../files/signing';
import { type OrderWithDistributor, orderRepository as repo } from './order-repository';

/** How orders are shown: the list's summary and the drawer's detail (items, batches, documents, history). */
export function createOrderPresenter(deps: AppDeps) {
  function pushState(order: OrderWithDistributor['order']) {
    const { state, checkAfter } = receiptState(order, deps.now());
    return { kiotviet_sync_state: state, kiotviet_check_after: checkAfter?.toISOString() ?? null };
  }

  function summary({ order, distributor }: OrderWithDistributor) {
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
      received_in_full: order.receivedInFull,
      is_synced_to_kiotviet: order.isSyncedToKiotviet,
      kiotviet_receipt_code: order.kiotvietReceiptCode,
      kiotviet_synced_at: order.kiotvietSyncedAt?.toISOString() ?? null,
      ...pushState(order),
    };
  }

  function document(file: { id: string; originalName: string; contentType: string; size: number }) {
    return {
      id: file.id,
      url: fileReference(file.id),
      name: file.originalName,
      content_type: file.contentType,
      size: file.size,
      ...signedFileLinks(deps, file),
    };
  }

  async function documents(ex: Executor, pharmacyId: string, urls: string[]) {
    const ids = urls.map(fileIdFromReference).filter((id): id is string => id !== null);
    return (await repo.files(ex, pharmacyId, ids)).map(document);
  }

  const preparedDetail = preparedOnFirstUse(() => repo.prepareDetail(deps.db));

  async function detail(ex: Executor, pharmacyId: string, id: string, actor: Actor = 'staff') {
    // Outside a transaction the prepared statement answers; a transaction (after a move) reads its own writes.
    const row =
      ex === deps.db
        ? (await preparedDetail().execute({ id, pharmacyId }))[0]
        : await repo.detail(ex, pharmacyId, id);
    if (!row) throw AppError.notFound('Không tìm thấy đơn đặt hàng');
    const { order, distributor } = row;
    const next = allowedNextStatuses(order.status).filter((to) => {
      try {
        assertTransition(distributor.type, actor, order.status, to);
        return true;
      } catch {
        return false;
      }
    });
    const receiptPath = receivable(distributor.type, actor, order.status)
      ? receiptSteps(distributor.type, actor, order.status)
      : [];
    return {
      ...summary(row),
      items: row.items.map((item) => ({
        id: item.id,
        product_id: item.productId,
        product_code: item.productCode,
        product_name: item.productName,
        unit: item.unit,
        unit_code: item.unitCode,
        conversion: item.conversion,
        quantity_ordered: item.quantityOrdered,
        unit_price: item.unitPrice,
        total_price: item.totalPrice,
        batch_number: item.batchNumber,
        expiry_date: item.expiryDate,
        notes: item.notes,
        kiotviet_product: item.kiotvietProduct,
        shippedBatches: item.batches.map((batch) => ({
          id: batch.id,
          batch_number_snapshot: batch.batchNumberSnapshot,
          quantity_shipped: batch.quantityShipped,
          expiry_date_snapshot: batch.expiryDateSnapshot,
        })),
        quantity_shipped: item.batches.reduce((sum, batch) => sum + batch.quantityShipped, 0),
        quantity_received: item.quantityReceived,
        shortfall_reason: item.shortfallReason,
        received_batches: item.received.map((batch) => ({
          id: batch.id,
          batch_number: batch.batchNumber,
          expiry_date: batch.expiryDate,
          quantity_received: batch.quantityReceived,
        })),
      })),
      documents: row.documents.map(document),
      status_history: row.history.map((entry) => ({
        from_status: entry.fromStatus,
        to_status: entry.toStatus,
        changed_by: entry.changedByName,
        changed_at: new Date(entry.createdAt).toISOString(),
        reason: entry.reason,
        skipped: entry.skipped,
      })),
      allowed_transitions: next,
      cancel_reason_required: next.includes('cancelled') && cancelNeedsReason(distributor.type, order.status),
      shipment_editable: actor === 'staff' && shipmentEditable(order.status),
      receivable: receiptPath.length > 0,
      receipt_skipped_steps: receiptPath.slice(0, -1),
    };
  }

  return { summary, documents, detail };
}

export type OrderPresenter = ReturnType<typeof createOrderPresenter>;
