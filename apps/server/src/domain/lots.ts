import { isExpired } from './dates';

export interface LotLike {
  expiryDate: string | null;
}

/**
 * The order lots are shown in (docs/product/inventory.md#lot-order): expired first, then by expiry ascending, lots
 * without an
 * expiry last.
 */
export function sortLots<T extends LotLike>(lots: readonly T[], today: string): T[] {
  const rank = (lot: T) => (lot.expiryDate === null ? 2 : isExpired(lot.expiryDate, today) ? 0 : 1);
  return [...lots].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    return (a.expiryDate ?? '').localeCompare(b.expiryDate ?? '');
  });
}

/** Average purchase cost of the stock on hand, weighted by quantity, in whole đồng. */
export function averageCost(lots: readonly { onHand: number; cost: number }[]): number {
  const stocked = lots.filter((lot) => lot.onHand > 0);
  const units = stocked.reduce((sum, lot) => sum + lot.onHand, 0);
  if (units === 0) return lots.at(-1)?.cost ?? 0;
  return Math.round(stocked.reduce((sum, lot) => sum + lot.onHand * lot.cost, 0) / units);
}
