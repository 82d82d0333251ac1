import type { InventoryLot, Product } from '@pharmacy/api-client';
import { todayIso } from '@pharmacy/i18n';

/**
 * Stories' stock as the server answers it (docs/product/inventory.md#expiry), dated from the day the story runs: a
 * lot's days left, and a product's stock counting only lots that have not expired.
 */

/** The yyyy-MM-dd date `days` after today in Vietnam (before it when negative). */
export function daysFromToday(days: number): string {
  const [y = 0, m = 1, d = 1] = todayIso().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function daysLeft(expiry: string | null): number | null {
  if (expiry === null) return null;
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${todayIso()}T00:00:00Z`)) / 86_400_000);
}

/** A lot expiring `expiresIn` days from today (null: undated). */
export function storyLot(
  id: string,
  lot: { batch: string | null; expiresIn: number | null; onHand: number; cost: number },
  /** The branch holding it; none for stock the portal received itself. */
  branch: { id: string; name: string } | null = null,
): InventoryLot {
  const expiry = lot.expiresIn === null ? null : daysFromToday(lot.expiresIn);
  const left = daysLeft(expiry);
  return {
    id,
    batch_number: lot.batch,
    expiry_date: expiry,
    on_hand: lot.onHand,
    cost: lot.cost,
    is_expired: left !== null && left < 0,
    days_left: left,
    branch_id: branch?.id ?? null,
    branch_name: branch?.name ?? null,
  };
}

/** The stock summary of these lots: unexpired units, expired units apart, the nearest expiry not yet passed. */
export function storyStock(lots: readonly InventoryLot[], cost: number): Product['inventory_summary'] {
  const stocked = lots.filter((lot) => lot.on_hand > 0);
  const live = stocked.filter((lot) => !lot.is_expired);
  const nearest = live
    .map((lot) => lot.expiry_date)
    .filter((date): date is string => date !== null)
    .sort()[0];
  return {
    total_on_hand: live.reduce((sum, lot) => sum + lot.on_hand, 0),
    cost,
    expired_on_hand: stocked.filter((lot) => lot.is_expired).reduce((sum, lot) => sum + lot.on_hand, 0),
    nearest_expiry: nearest ?? null,
    days_to_nearest_expiry: daysLeft(nearest ?? null),
  };
}

/** A product's units as the server answers them when it has only its base unit. */
export function storyBaseUnit(code: string, unit: string | null, price: number): Product['units'] {
  return [{ unit, code, conversion: 1, base_price: price, is_base: true }];
}
