import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { unwrap } from '../client';
import type { PosConnectionCreate, PosConnectionTest, PosConnectionUpdate, SyncDataType } from '../models';
import { useApiClient, useRevalidate } from './core';
import { useRefreshPosStatusAfter } from './posStatus';

/** Also here for the screens that follow a run under way (the inventory's manual sync). */
export { usePosConnectionStatus } from './posStatus';

/**
 * The KiotViet connection: its settings (the secret masked), testing, connecting, syncing stock. Its status (the
 * header's indicator) is in `./posStatus`, apart, so the shell does not carry these hooks.
 */

/** The pharmacy's KiotViet connection (`data` null when none); the secret comes masked. */
export function usePosSettings(config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(['/api/pos-settings'], () => unwrap(client.GET('/api/pos-settings')), config);
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

/**
 * The kinds a full re-sync reads, in the server's order, each with its newest full run and whether a run of it goes on
 * now. Pass `{ refreshInterval }` to follow runs under way.
 */
export function useFullSyncKinds(config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/pos-settings/full-sync'],
    () => unwrap(client.GET('/api/pos-settings/full-sync')),
    config,
  );
}

/**
 * A full re-sync, once staff have confirmed it: every record of the chosen kinds is read again from KiotViet (and what
 * it no longer has removed). The server runs them in its own order; the answer is a SyncResult, RUNNING (202) when it
 * goes on after 20 s (the sync log and the connection status follow it). Done or refused, the kinds, the sync log
 * and the status are asked again.
 */
export function useFullSync() {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  const revalidate = useRevalidate();
  return useSWRMutation('/api/pos-settings/full-sync', (_key, { arg }: { arg: SyncDataType[] }) =>
    after(
      unwrap(client.POST('/api/pos-settings/full-sync', { body: { data_types: arg } })).finally(() =>
        // The kinds' runs and the sync log changed, done or refused.
        revalidate('/api/pos-settings/full-sync', '/api/sync-history/by-user'),
      ),
    ),
  );
}
