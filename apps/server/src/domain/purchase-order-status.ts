import { AppError } from '../errors';

export type PurchaseOrderStatus = 'pending' | 'approved' | 'shipped' | 'delivered' | 'cancelled';
export type DistributorType = 'PARTNER' | 'INTERNAL';
/** Staff of the pharmacy, or the partner distributor (in the demo: the admin script). */
export type Actor = 'staff' | 'partner';

export const STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  pending: 'Đã tạo',
  approved: 'Đã xác nhận',
  shipped: 'Đang giao hàng',
  delivered: 'Hoàn tất',
  cancelled: 'Đã huỷ',
};

/**
 * docs/product/purchase-orders.md#lifecycle: pending → approved → shipped → delivered; pending or approved →
 * cancelled. A shipped order can also be
 * cancelled (goods refused at the door, or a shipment that cannot be received as reported): otherwise an order whose
 * receipt is refused could neither move on nor end.
 */
const NEXT: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  pending: ['approved', 'cancelled'],
  approved: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function allowedNextStatuses(from: PurchaseOrderStatus): readonly PurchaseOrderStatus[] {
  return NEXT[from];
}

/**
 * Who may make a legal move. A partner moves its own orders along (confirm, ship); the pharmacy's staff confirm
 * receipt and may cancel (with a reason once the partner has confirmed: see `cancelNeedsReason`), so that a partner
 * who never ships cannot leave the pharmacy with an order it can neither receive nor end. Orders to INTERNAL
 * suppliers are moved along entirely by staff.
 */
function actorMay(type: DistributorType, actor: Actor, to: PurchaseOrderStatus): boolean {
  if (type === 'INTERNAL') return actor === 'staff';
  if (actor === 'partner') return to !== 'delivered';
  return to === 'delivered' || to === 'cancelled';
}

/**
 * Cancelling needs a written reason once goods may be on their way: the order is shipped, or a partner has confirmed
 * it. The reason is kept in the status history, where the supplier's and the pharmacy's staff read why.
 */
export function cancelNeedsReason(type: DistributorType, from: PurchaseOrderStatus): boolean {
  return from === 'shipped' || (type === 'PARTNER' && from === 'approved');
}

/** Throws 409 for a move the state machine forbids, 403 for a legal move this actor may not make. */
export function assertTransition(
  type: DistributorType,
  actor: Actor,
  from: PurchaseOrderStatus,
  to: PurchaseOrderStatus,
): void {
  if (!NEXT[from].includes(to)) {
    throw AppError.conflict(
      `Không thể chuyển đơn hàng từ trạng thái '${STATUS_LABELS[from]}' sang '${STATUS_LABELS[to]}'.`,
      'ILLEGAL_STATUS_TRANSITION',
    );
  }
  if (!actorMay(type, actor, to)) {
    throw AppError.forbidden(
      `Đơn hàng của nhà cung cấp đối tác do nhà cung cấp cập nhật; nhà thuốc không thể chuyển sang '${STATUS_LABELS[to]}'.`,
    );
  }
}

/**
 * The moves a receipt makes from `from`, ending in `delivered`. A shipped order is received in one move. An order
 * to an internal supplier is the pharmacy's own doing from start to end, so staff may receive it from any state
 * before delivery: the steps nobody took (confirming, shipping) are taken with the receipt and recorded as such,
 * rather than asking for four clicks before stock arrives. Anything else is the one move shipped → delivered, and
 * refused as that move is (409 from another state, 403 for a partner).
 */
export function receiptSteps(
  type: DistributorType,
  actor: Actor,
  from: PurchaseOrderStatus,
): PurchaseOrderStatus[] {
  if (type === 'INTERNAL' && actor === 'staff' && (from === 'pending' || from === 'approved')) {
    const path: PurchaseOrderStatus[] =
      from === 'pending' ? ['approved', 'shipped', 'delivered'] : ['shipped', 'delivered'];
    let at: PurchaseOrderStatus = from;
    for (const to of path) {
      assertTransition(type, actor, at, to);
      at = to;
    }
    return path;
  }
  assertTransition(type, actor, from, 'delivered');
  return ['delivered'];
}

/** Whether `receiptSteps` would let this actor receive the order now. */
export function receivable(type: DistributorType, actor: Actor, from: PurchaseOrderStatus): boolean {
  try {
    receiptSteps(type, actor, from);
    return true;
  } catch {
    return false;
  }
}

/**
 * While an order is shipped its batches can be corrected (lot, expiry, quantities as the goods actually arrived),
 * so a receipt refused for a wrong lot or expiry can be fixed and received instead of only cancelled.
 */
export function shipmentEditable(status: PurchaseOrderStatus): boolean {
  return status === 'shipped';
}
