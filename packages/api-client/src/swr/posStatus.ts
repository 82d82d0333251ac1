import { useCallback } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { unwrap } from '../client';
import { useApiClient, useRevalidate } from './core';

/**
 * The KiotViet connection's status (`GET /api/pos-settings/status`), which the shell's header shows: a module of its
 * own, so the shell's chunk does not carry the settings screen's hooks (`./posSettings`).
 */

const STATUS_PATH = '/api/pos-settings/status';

/** The header's indicator: pass `{ refreshInterval }` to follow runs under way; `enabled` false skips the request. */
export function usePosConnectionStatus(config?: SWRConfiguration, enabled = true) {
  const client = useApiClient();
  return useSWR(enabled ? [STATUS_PATH] : null, () => unwrap(client.GET('/api/pos-settings/status')), config);
}

/**
 * For every call whose outcome the header's indicator shows (a sync, a connection test, a change of the connection):
 * wraps the call so that once it has settled, done or failed, the connection's status is asked again. The indicator
 * then tells what just happened instead of what its last poll saw.
 */
export function useRefreshPosStatusAfter() {
  const revalidate = useRevalidate();
  return useCallback(
    <T>(call: Promise<T>): Promise<T> => call.finally(() => revalidate(STATUS_PATH)),
    [revalidate],
  );
}
