import type { BadgeTone } from '@pharmacy/ui';

/**
 * KiotViet's invoice statuses the portal names (docs/product/sales-orders.md#statuses): 1 done, 2 cancelled, 3
 * processing, 5 undeliverable.
 */
const SALES_ORDER_STATUS_KEYS = {
  1: 'completed',
  2: 'cancelled',
  3: 'processing',
  5: 'undeliverable',
} as const;

export type SalesOrderStatusKey = (typeof SALES_ORDER_STATUS_KEYS)[keyof typeof SALES_ORDER_STATUS_KEYS];

/**
 * The filter's choices in the drawer's order: the original two first, then the two added
 * (docs/product/sales-orders.md#statuses).
 */
export const SALES_ORDER_STATUS_CODES = ['3', '1', '2', '5'] as const;

export function statusKeyOf(code: number): SalesOrderStatusKey | null {
  return SALES_ORDER_STATUS_KEYS[code as keyof typeof SALES_ORDER_STATUS_KEYS] ?? null;
}

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().trim();

/**
 * The badge's colour by the status's text (docs/product/sales-orders.md#statuses): completed green, cancelled red,
 * shipping blue,
 * everything else (processing, pending, undeliverable, unknown) grey. Accents and case are ignored, so 'Đã huỷ'
 * and 'Đã hủy' (two spellings of the same word) read alike.
 */
export function statusTone(statusValue: string): BadgeTone {
  const text = fold(statusValue);
  if (text === 'hoan thanh' || text === 'completed') return 'positive';
  if (text === 'da huy' || text === 'cancelled' || text === 'canceled') return 'critical';
  if (text === 'dang giao' || text === 'dang giao hang' || text === 'shipping') return 'info';
  return 'neutral';
}
