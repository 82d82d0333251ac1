import { daysBetween, isExpired } from './dates';

export interface LotLike {
  expiryDate: string | null;
  /** Orders lots of the same expiry (the same day, or both undated), so the order never depends on how they came. */
  id?: string;
}

/**
 * The order lots are shown in (docs/product/inventory.md#lot-order): expired first, then by expiry ascending, lots
 * without an expiry last; lots alike by their id.
 */
export function sortLots<T extends LotLike>(lots: readonly T[], today: string): T[] {
  const rank = (lot: T) => (lot.expiryDate === null ? 2 : isExpired(lot.expiryDate, today) ? 0 : 1);
  return [...lots].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byExpiry = (a.expiryDate ?? '').localeCompare(b.expiryDate ?? '');
    if (byExpiry !== 0) return byExpiry;
    return (a.id ?? '') < (b.id ?? '') ? -1 : (a.id ?? '') > (b.id ?? '') ? 1 : 0;
  });
}

/** Average purchase cost of the stock on hand, weighted by quantity, in whole đồng. */
export function averageCost(lots: readonly { onHand: number; cost: number }[]): number {
  const stocked = lots.filter((lot) => lot.onHand > 0);
  const units = stocked.reduce((sum, lot) => sum + lot.onHand, 0);
  if (units === 0) return lots.at(-1)?.cost ?? 0;
  return Math.round(stocked.reduce((sum, lot) => sum + lot.onHand * lot.cost, 0) / units);
}

/**
 * The inventory list's expiry windows (docs/product/inventory.md#expiry): products with stock in an expired lot, or
 * in a lot that has not expired and expires within 30, 90 or 180 days.
 */
export const EXPIRY_WINDOWS = ['expired', '30', '90', '180'] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];

interface StockSummary {
  /** Units in lots that have not expired (undated lots included): the stock that can still be sold. */
  sellable: number;
  /** Units in expired lots: still on the shelf, never counted as stock. */
  expired: number;
  /** The earliest expiry of a lot in stock that has not expired; null when none has a date. */
  nearestExpiry: string | null;
  /** Days from today to nearestExpiry (0: expires today). */
  daysToNearestExpiry: number | null;
}

/**
 * Stock counts only unexpired lots; expired units are counted apart (docs/product/inventory.md#expiry). A lot that
 * expires today still counts: it may be sold today.
 */
export function stockSummary(lots: readonly { expiryDate: string | null; onHand: number }[], today: string) {
  const summary: StockSummary = { sellable: 0, expired: 0, nearestExpiry: null, daysToNearestExpiry: null };
  for (const lot of lots) {
    if (lot.onHand <= 0) continue;
    if (isExpired(lot.expiryDate, today)) {
      summary.expired += lot.onHand;
      continue;
    }
    summary.sellable += lot.onHand;
    if (
      lot.expiryDate !== null &&
      (summary.nearestExpiry === null || lot.expiryDate < summary.nearestExpiry)
    ) {
      summary.nearestExpiry = lot.expiryDate;
    }
  }
  if (summary.nearestExpiry !== null) summary.daysToNearestExpiry = daysBetween(today, summary.nearestExpiry);
  return summary;
}
