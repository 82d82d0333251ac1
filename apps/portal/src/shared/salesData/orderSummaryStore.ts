import type { SalesOrder } from '@pharmacy/api-client';
import { ownedKey, type StorageOwner } from '../pharmacyStorage';

/** The summaries' item, one per user and pharmacy (`ownedKey`), in localStorage. */
export const ORDER_SUMMARY_ITEM = 'salesOrderSummaries';
/** The most summaries kept: a history row opens one tab at a time, so a few recent ones are plenty. */
export const MAX_SUMMARIES = 20;
/** Nor more than this many characters in all (an order with hundreds of lines must not fill the quota). */
export const MAX_STORED_CHARS = 200_000;

type Stored = Record<string, SalesOrder>;

/** A parsed entry is trusted only in the shape the page reads; anything else (a hand edit, an old format) is ignored. */
function looksLikeOrder(value: unknown, id: string): value is SalesOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Partial<SalesOrder>;
  return (
    order.id === id &&
    typeof order.code === 'string' &&
    typeof order.purchase_date === 'string' &&
    typeof order.total === 'number' &&
    typeof order.status === 'number' &&
    typeof order.status_value === 'string' &&
    Array.isArray(order.invoice_details)
  );
}

function read(storage: Storage, owner: StorageOwner): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ownedKey(ORDER_SUMMARY_ITEM, owner)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([id, order]) => looksLikeOrder(order, id)),
    ) as Stored;
  } catch {
    return {};
  }
}

/**
 * Keeps an order's summary for the order page that a new tab opens (docs/product/customers.md#purchase-history: a
 * purchase-history row stores the order summary locally and opens /order/{id} in a new tab), so the page shows it at
 * once: under the signed-in user and pharmacy, and forgotten with their session (shared/pharmacyStorage.tsx). The
 * newest entry goes last; the oldest go first past 20 entries or 200,000 characters. A full or blocked storage only
 * costs the instant display: the page fetches the order anyway.
 */
export function storeOrderSummary(
  order: SalesOrder,
  owner: StorageOwner,
  storage: Storage = localStorage,
): void {
  const { [order.id]: _previous, ...others } = read(storage, owner);
  const entries = [...Object.entries(others), [order.id, order] as const];
  while (entries.length > MAX_SUMMARIES) entries.shift();
  let text = JSON.stringify(Object.fromEntries(entries));
  while (text.length > MAX_STORED_CHARS && entries.length > 0) {
    entries.shift();
    text = JSON.stringify(Object.fromEntries(entries));
  }
  try {
    storage.setItem(ownedKey(ORDER_SUMMARY_ITEM, owner), text);
  } catch {
    // Quota exceeded or storage disabled: nothing to keep.
  }
}

/** The summary of an order that `owner` stored, or null (whatever another user stored on this browser). */
export function readOrderSummary(
  id: string,
  owner: StorageOwner,
  storage: Storage = localStorage,
): SalesOrder | null {
  return read(storage, owner)[id] ?? null;
}
