import { useCallback } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { unwrap } from '../client';
import type { PosConnectionCreate, PosConnectionTest, PosConnectionUpdate } from '../models';
import { isKeyFor, useApiClient } from './core';

/** The KiotViet connection: its settings (the secret masked), the header's status, testing, connecting, syncing stock. */

/** The pharmacy's KiotViet connection (`data` null when none); the secret comes masked. */
export function usePosSettings(config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(['/api/pos-settings'], () => unwrap(client.GET('/api/pos-settings')), config);
}

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
  const { mutate } = useSWRConfig();
  return useCallback(
    <T>(call: Promise<T>): Promise<T> =>
      call.finally(() => {
        // A session that ended meanwhile (signed out) has dropped its cache: nothing shows the status any more.
        mutate(isKeyFor(STATUS_PATH)).catch(() => undefined);
      }),
    [mutate],
  );
}

export function useCreatePosSettings() {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: PosConnectionCreate }) =>
    after(unwrap(client.POST('/api/pos-settings', { body: arg }))),
  );
}

export function useUpdatePosSettings(id: string) {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: PosConnectionUpdate }) =>
    after(unwrap(client.PUT('/api/pos-settings/{id}', { params: { path: { id } }, body: arg }))),
  );
}

export function useSetPosSettingsActive(id: string) {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: boolean }) =>
    after(
      unwrap(
        client.PUT('/api/pos-settings/is-active/{id}', {
          params: { path: { id } },
          body: { is_active: arg },
        }),
      ),
    ),
  );
}

/**
 * `data` false with a `message` when KiotViet refused (an answer, not an error). Testing the saved connection as it
 * is records the result (the status changes), so the saved settings and the status are both asked again.
 */
export function useTestPosConnection() {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: PosConnectionTest }) =>
    after(unwrap(client.POST('/api/kiotviet2/test-connection', { body: arg }))),
  );
}

export function useConnectToKiotViet() {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: string }) =>
    after(unwrap(client.POST('/api/kiotviet2/connect-to-kiotviet', { body: { id: arg } }))),
  );
}

/** Manual syncs answer a SyncResult: `status` RUNNING (HTTP 202) when still running after 20 s. */
export function useSyncInventory() {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation('/api/pos-settings/sync-inventory', () =>
    after(unwrap(client.POST('/api/pos-settings/sync-inventory'))),
  );
}
