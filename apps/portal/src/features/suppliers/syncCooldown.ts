/** A supplier can be synced with the POS once every 30 seconds (docs/product/suppliers.md#sync-cooldown). */
export const SYNC_COOLDOWN_MS = 30_000;

/** How often the button's countdown is redrawn (docs/product/suppliers.md#sync-cooldown). */
export const COOLDOWN_TICK_MS = 100;

export interface SyncCooldownInput {
  /** The supplier's `synced_at` (ISO), the last sync the server recorded. */
  syncedAt: string | null;
  /** When this screen last pressed the supplier's sync button (epoch ms). */
  pressedAt: number | null;
  /** Until when the server asked to wait, from a 429's Retry-After (epoch ms). */
  retryUntil: number | null;
}

/**
 * Milliseconds before the supplier may be synced again at `now`: 30 s from the later of its last sync and the
 * last press, or longer when the server said so. A `synced_at` ahead of this device's clock counts as now, so a
 * skewed clock never holds the button for more than 30 s.
 */
export function syncCooldownLeft(
  { syncedAt, pressedAt, retryUntil }: SyncCooldownInput,
  now: number,
): number {
  const synced = syncedAt ? Date.parse(syncedAt) : Number.NaN;
  const started = Math.max(
    Number.isNaN(synced) ? Number.NEGATIVE_INFINITY : Math.min(synced, now),
    pressedAt === null ? Number.NEGATIVE_INFINITY : Math.min(pressedAt, now),
  );
  const fromStart = started + SYNC_COOLDOWN_MS - now;
  const fromServer = retryUntil === null ? 0 : retryUntil - now;
  return Math.max(0, fromStart, fromServer);
}

/** The whole seconds the button shows: 29.9 s left reads 30, 0.1 s reads 1, none reads 0. */
export function cooldownSeconds(leftMs: number): number {
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}
