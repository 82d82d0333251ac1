import type { InventoryLot } from '@pharmacy/api-client';

/** 0 is out of stock, 1 to 10 is low, above 10 is in stock (docs/product/inventory.md#stock-badge). */
const LOW_STOCK_MAX = 10;

export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return 'out';
  if (quantity <= LOW_STOCK_MAX) return 'low';
  return 'in';
}

/** A lot within this many days of its expiry is flagged urgently, within the second less so. */
const EXPIRY_SOON_DAYS = 30;
const EXPIRY_NEAR_DAYS = 90;

export type ExpiryUrgency = 'soon' | 'near';

/**
 * How urgently a lot (or a product's nearest expiry) is flagged by its days left (docs/product/inventory.md#expiry):
 * 0–30 days 'soon', 31–90 'near', otherwise no flag (an expired lot has its own badge; an undated one none).
 */
export function expiryUrgency(daysLeft: number | null): ExpiryUrgency | null {
  if (daysLeft === null || daysLeft < 0) return null;
  if (daysLeft <= EXPIRY_SOON_DAYS) return 'soon';
  if (daysLeft <= EXPIRY_NEAR_DAYS) return 'near';
  return null;
}

/**
 * A lot is expired when its expiry day is before today (both `yyyy-MM-dd`, today in Asia/Ho_Chi_Minh): a lot that
 * expires today may still be sold today. An undated lot never expires.
 */
export function isLotExpired(lot: Pick<InventoryLot, 'expiry_date'>, today: string): boolean {
  return lot.expiry_date !== null && lot.expiry_date < today;
}

/**
 * The detail panel's lot order (docs/product/inventory.md#lot-order): expired lots first, then by expiry ascending,
 * lots without an expiry
 * last; lots of the same day by batch number (lots without one after them), so the order never depends on the server's. The input is not changed.
 */
export function sortLots<Lot extends Pick<InventoryLot, 'expiry_date' | 'batch_number'>>(
  lots: readonly Lot[],
  today: string,
): Lot[] {
  const rank = (lot: Lot) => (lot.expiry_date === null ? 2 : isLotExpired(lot, today) ? 0 : 1);
  const unnumbered = (lot: Lot) => ((lot.batch_number ?? '').trim() === '' ? 1 : 0);
  return [...lots].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.expiry_date ?? '').localeCompare(b.expiry_date ?? '') ||
      unnumbered(a) - unnumbered(b) ||
      (a.batch_number ?? '').localeCompare(b.batch_number ?? ''),
  );
}

/** 'Sản phẩm chưa có số lô' shows when no lot carries a batch number (a blank one counts as none). */
export function hasBatchNumbers(lots: readonly Pick<InventoryLot, 'batch_number'>[]): boolean {
  return lots.some((lot) => (lot.batch_number ?? '').trim() !== '');
}

/** Suggestion days are an integer from 0 to 180 (docs/product/inventory.md#suggestion-days). */
const SUGGESTION_DAYS_MAX = 180;

export type SuggestionDaysInput = { ok: true; days: number } | { ok: false };

/**
 * What the inline edit's text means: empty is 0; whole numbers 0–180 (leading zeros and spaces allowed) are taken;
 * anything else — above 180, negative, decimal, letters — is refused and nothing is saved.
 */
export function parseSuggestionDays(text: string): SuggestionDaysInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, days: 0 };
  if (!/^\d{1,6}$/.test(trimmed)) return { ok: false };
  const days = Number(trimmed);
  return days <= SUGGESTION_DAYS_MAX ? { ok: true, days } : { ok: false };
}
