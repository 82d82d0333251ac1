import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  type Actor,
  allowedNextStatuses,
  assertTransition,
  cancelNeedsReason,
  type DistributorType,
  type PurchaseOrderStatus,
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
