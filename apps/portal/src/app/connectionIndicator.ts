import type { PosConnectionStatus } from '@pharmacy/api-client';

/**
 * What the header's connection indicator shows (docs/product/connection.md#header-indicator: it tells the truth,
 * never a fake "connected"):
 * - `notConfigured`: the pharmacy has no KiotViet connection yet;
 * - `disconnected`: a connection exists but is switched off, or its credentials changed and were not tested yet;
 * - `syncing`: a sync runs now (switched on);
 * - `error`: switched on, and the last connection test or the last sync failed;
 * - `connected`: switched on, the last test succeeded and the last sync did not fail (the server's `connected`).
 */
export type ConnectionIndicatorState = 'notConfigured' | 'disconnected' | 'syncing' | 'error' | 'connected';

export function connectionIndicatorState(status: PosConnectionStatus): ConnectionIndicatorState {
  if (!status.configured) return 'notConfigured';
  if (!status.is_active) return 'disconnected';
  if (status.running.length > 0) return 'syncing';
  if (status.connected) return 'connected';
  if (status.last_test?.ok === false || status.last_sync?.status === 'FAILED') return 'error';
  return 'disconnected';
}

/** How often the status is asked while nothing runs: a failed scheduled sync shows within a minute. */
export const STATUS_REFRESH_MS = 60_000;
/** …and while a sync runs, so its end (and how it ended) shows within seconds. */
export const STATUS_REFRESH_RUNNING_MS = 3_000;

export function statusRefreshInterval(status: PosConnectionStatus | undefined): number {
  return status && status.running.length > 0 ? STATUS_REFRESH_RUNNING_MS : STATUS_REFRESH_MS;
}
