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

/** DECISIONS: pending → approved → shipped → delivered; pending or approved → cancelled. */
const NEXT: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  pending: ['approved', 'cancelled'],
  approved: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function allowedNextStatuses(from: PurchaseOrderStatus): readonly PurchaseOrderStatus[] {
  return NEXT[from];
}

/**
 * Who may make a legal move. A partner moves its own orders along (confirm, ship); the pharmacy's staff confirm
 * receipt, and may still cancel a partner order the partner has not confirmed yet. Orders to INTERNAL suppliers
 * are moved along entirely by staff.
 */
function actorMay(
  type: DistributorType,
  actor: Actor,
  to: PurchaseOrderStatus,
  from: PurchaseOrderStatus,
): boolean {
  if (type === 'INTERNAL') return actor === 'staff';
  if (actor === 'partner') return to !== 'delivered';
  return to === 'delivered' || (to === 'cancelled' && from === 'pending');
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
  if (!actorMay(type, actor, to, from)) {
    throw AppError.forbidden(
      `Đơn hàng của nhà cung cấp đối tác do nhà cung cấp cập nhật; nhà thuốc không thể chuyển sang '${STATUS_LABELS[to]}'.`,
    );
  }
}
