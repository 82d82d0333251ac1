import { describe, expect, it } from 'vitest';
import {
  CLAIM_STALE_MS,
  describesOrder,
  IN_DOUBT_MS,
  receiptDescription,
  receiptState,
} from './receipt-state';

const NOW = new Date('2026-11-28T03:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('receiptState', () => {
  it.each<[string, boolean, Date | null, Date | null, string, Date | null]>([
    ['nothing sent', false, null, null, 'not_synced', null],
    ['a push under way', false, null, ago(1_000), 'syncing', null],
    ['a push just short of stale', false, null, ago(CLAIM_STALE_MS - 1), 'syncing', null],
    ['a push gone stale', false, null, ago(CLAIM_STALE_MS), 'not_synced', null],
    [
      'a receipt sent, outcome unknown',
      false,
      ago(1_000),
      ago(2_000),
      'in_doubt',
      new Date(ago(1_000).getTime() + IN_DOUBT_MS),
    ],
    ['synced', true, ago(1_000), null, 'synced', null],
  ])('%s → %s', (_, isSyncedToKiotviet, kiotvietReceiptSentAt, kiotvietSyncStartedAt, state, checkAfter) => {
    expect(receiptState({ isSyncedToKiotviet, kiotvietReceiptSentAt, kiotvietSyncStartedAt }, NOW)).toEqual({
      state,
      checkAfter,
    });
  });
});

describe('describesOrder', () => {
  it.each<[string | null, string, boolean]>([
    [receiptDescription('PO-2026-0001'), 'PO-2026-0001', true],
    [`  ${receiptDescription('PO-2026-0001')} `, 'PO-2026-0001', true],
    [receiptDescription('PO-2026-00011'), 'PO-2026-0001', false],
    ['Đơn đặt hàng PO-2026-0001', 'PO-2026-0001', false],
    [null, 'PO-2026-0001', false],
  ])('%j describes %s: %s', (description, orderNumber, describes) => {
    expect(describesOrder(description, orderNumber)).toBe(describes);
  });
});
