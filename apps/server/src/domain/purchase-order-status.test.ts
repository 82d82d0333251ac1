import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  type Actor,
  allowedNextStatuses,
  assertTransition,
  cancelNeedsReason,
  type DistributorType,
  type PurchaseOrderStatus,
  receiptSteps,
  receivable,
} from './purchase-order-status';

function outcome(type: DistributorType, actor: Actor, from: PurchaseOrderStatus, to: PurchaseOrderStatus) {
  try {
    assertTransition(type, actor, from, to);
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.status : 'unexpected';
  }
}

describe('purchase order state machine', () => {
  it.each([
    ['pending', ['approved', 'cancelled']],
    ['approved', ['shipped', 'cancelled']],
    ['shipped', ['delivered', 'cancelled']],
    ['delivered', []],
    ['cancelled', []],
  ] as const)('from %s allows exactly %j', (from, next) => {
    expect(allowedNextStatuses(from)).toEqual(next);
  });

  it.each([
    ['pending', 'shipped'],
    ['pending', 'delivered'],
    ['approved', 'delivered'],
    ['delivered', 'cancelled'],
    ['cancelled', 'pending'],
    ['delivered', 'delivered'],
  ] as const)('rejects %s → %s with 409 for anyone', (from, to) => {
    expect(outcome('INTERNAL', 'staff', from, to)).toBe(409);
    expect(outcome('PARTNER', 'partner', from, to)).toBe(409);
  });

  it('lets staff move internal orders through every legal step', () => {
    expect(outcome('INTERNAL', 'staff', 'pending', 'approved')).toBe('ok');
    expect(outcome('INTERNAL', 'staff', 'approved', 'shipped')).toBe('ok');
    expect(outcome('INTERNAL', 'staff', 'shipped', 'delivered')).toBe('ok');
    expect(outcome('INTERNAL', 'staff', 'approved', 'cancelled')).toBe('ok');
  });

  it('leaves confirming and shipping partner orders to the partner', () => {
    expect(outcome('PARTNER', 'staff', 'pending', 'approved')).toBe(403);
    expect(outcome('PARTNER', 'staff', 'approved', 'shipped')).toBe(403);
    expect(outcome('PARTNER', 'partner', 'pending', 'approved')).toBe('ok');
    expect(outcome('PARTNER', 'partner', 'approved', 'shipped')).toBe('ok');
  });

  it('lets staff receive partner orders and cancel them in every state before delivery', () => {
    expect(outcome('PARTNER', 'staff', 'shipped', 'delivered')).toBe('ok');
    expect(outcome('PARTNER', 'partner', 'shipped', 'delivered')).toBe(403);
    expect(outcome('PARTNER', 'staff', 'pending', 'cancelled')).toBe('ok');
    expect(outcome('PARTNER', 'staff', 'approved', 'cancelled')).toBe('ok');
    expect(outcome('PARTNER', 'staff', 'shipped', 'cancelled')).toBe('ok');
  });

  it('leaves every state a way on or out, except the two final ones', () => {
    const statuses = ['pending', 'approved', 'shipped', 'delivered', 'cancelled'] as const;
    for (const from of statuses) {
      const exits = allowedNextStatuses(from).filter(
        (to) =>
          outcome('PARTNER', 'staff', from, to) === 'ok' || outcome('INTERNAL', 'staff', from, to) === 'ok',
      );
      expect(exits.length > 0, from).toBe(from !== 'delivered' && from !== 'cancelled');
      expect(exits.includes('cancelled'), from).toBe(exits.length > 0);
    }
  });

  it('lets staff end every state before delivery of an internal order in one receipt, and a partner’s once shipped', () => {
    for (const from of ['pending', 'approved', 'shipped'] as const) {
      expect(receivable('INTERNAL', 'staff', from), from).toBe(true);
    }
    expect(receivable('PARTNER', 'staff', 'shipped')).toBe(true);
    for (const from of ['delivered', 'cancelled'] as const) {
      expect(receivable('INTERNAL', 'staff', from), from).toBe(false);
      expect(receivable('PARTNER', 'staff', from), from).toBe(false);
    }
  });

  it.each<[DistributorType, Actor, PurchaseOrderStatus, PurchaseOrderStatus[] | 403 | 409]>([
    ['INTERNAL', 'staff', 'pending', ['approved', 'shipped', 'delivered']],
    ['INTERNAL', 'staff', 'approved', ['shipped', 'delivered']],
    ['INTERNAL', 'staff', 'shipped', ['delivered']],
    ['INTERNAL', 'staff', 'delivered', 409],
    ['INTERNAL', 'staff', 'cancelled', 409],
    ['PARTNER', 'staff', 'pending', 409],
    ['PARTNER', 'staff', 'approved', 409],
    ['PARTNER', 'staff', 'shipped', ['delivered']],
    ['PARTNER', 'partner', 'shipped', 403],
    ['INTERNAL', 'partner', 'shipped', 403],
    ['INTERNAL', 'partner', 'pending', 409],
  ])('a %s order received by %s from %s takes %j', (type, actor, from, expected) => {
    let outcome: PurchaseOrderStatus[] | number;
    try {
      outcome = receiptSteps(type, actor, from);
    } catch (error) {
      outcome = error instanceof AppError ? error.status : -1;
    }
    expect(outcome).toEqual(expected);
    expect(receivable(type, actor, from)).toBe(Array.isArray(expected));
  });

  it('every receipt path is a chain of legal moves for its actor, ending delivered', () => {
    const statuses = ['pending', 'approved', 'shipped', 'delivered', 'cancelled'] as const;
    for (const type of ['INTERNAL', 'PARTNER'] as const) {
      for (const actor of ['staff', 'partner'] as const) {
        for (const from of statuses) {
          if (!receivable(type, actor, from)) continue;
          const path = receiptSteps(type, actor, from);
          expect(path.at(-1)).toBe('delivered');
          let at: PurchaseOrderStatus = from;
          for (const to of path) {
            expect(outcome(type, actor, at, to), `${type} ${actor} ${at} → ${to}`).toBe('ok');
            at = to;
          }
        }
      }
    }
  });

  it.each([
    ['INTERNAL', 'pending', false],
    ['INTERNAL', 'approved', false],
    ['INTERNAL', 'shipped', true],
    ['PARTNER', 'pending', false],
    ['PARTNER', 'approved', true],
    ['PARTNER', 'shipped', true],
  ] as const)('a %s order cancelled from %s needs a reason: %s', (type, from, needed) => {
    expect(cancelNeedsReason(type, from)).toBe(needed);
  });

  it('explains an illegal move in Vietnamese with both labels', () => {
    expect(() => assertTransition('INTERNAL', 'staff', 'delivered', 'cancelled')).toThrow(
      "Không thể chuyển đơn hàng từ trạng thái 'Hoàn tất' sang 'Đã huỷ'.",
    );
  });
});
