import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { unwrap } from '../client';
import type { PosConnectionCreate, PosConnectionTest, PosConnectionUpdate } from '../models';
import { useApiClient } from './core';

/** The KiotViet connection: its settings (the secret masked), the header's status, testing, connecting, syncing stock. */

/** The pharmacy's KiotViet connection (`data` null when none); the secret comes masked. */
export function usePosSettings(config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(['/api/pos-settings'], () => unwrap(client.GET('/api/pos-settings')), config);
}

/** The header's indicator: pass `{ refreshInterval }` to follow runs under way; `enabled` false skips the request. */
export function usePosConnectionStatus(config?: SWRConfiguration, enabled = true) {
  const client = useApiClient();
  return useSWR(
    enabled ? ['/api/pos-settings/status'] : null,
    () => unwrap(client.GET('/api/pos-settings/status')),
    config,
  );
}

export function useCreatePosSettings() {
  const client = useApiClient();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: PosConnectionCreate }) =>
    unwrap(client.POST('/api/pos-settings', { body: arg })),
  );
}

export function useUpdatePosSettings(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: PosConnectionUpdate }) =>
    unwrap(client.PUT('/api/pos-settings/{id}', { params: { path: { id } }, body: arg })),
  );
}

export function useSetPosSettingsActive(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: boolean }) =>
    unwrap(
      client.PUT('/api/pos-settings/is-active/{id}', { params: { path: { id } }, body: { is_active: arg } }),
    ),
  );
}

/** `data` false with a `message` when KiotViet refused (an answer, not an error). */
export function useTestPosConnection() {
  const client = useApiClient();
  return useSWRMutation('/api/kiotviet2/test-connection', (_key, { arg }: { arg: PosConnectionTest }) =>
    unwrap(client.POST('/api/kiotviet2/test-connection', { body: arg })),
  );
}

export function useConnectToKiotViet() {
  const client = useApiClient();
  return useSWRMutation('/api/kiotviet2/connect-to-kiotviet', (_key, { arg }: { arg: string }) =>
    unwrap(client.POST('/api/kiotviet2/connect-to-kiotviet', { body: { id: arg } })),
  );
}

/** Manual syncs answer a SyncResult: `status` RUNNING (HTTP 202) when still running after 20 s. */
export function useSyncInventory() {
  const client = useApiClient();
  return useSWRMutation('/api/pos-settings/sync-inventory', () =>
    unwrap(client.POST('/api/pos-settings/sync-inventory')),
  );
}
