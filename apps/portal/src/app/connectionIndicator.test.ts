import type { PosConnectionStatus } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import {
  type ConnectionIndicatorState,
  connectionIndicatorState,
  STATUS_REFRESH_MS,
  STATUS_REFRESH_RUNNING_MS,
  statusRefreshInterval,
} from './connectionIndicator';

const AT = '2026-03-16T02:00:00.000Z';
const testOk = { ok: true, at: AT, message: 'Connection test successful!' };
const testFailed = { ok: false, at: AT, message: 'Connection test failed. Please check your credentials.' };
const syncOk = { status: 'SUCCESS', data_type: 'ORDER', sync_type: 'SYSTEM_SYNC', at: AT } as const;
const syncFailed = { ...syncOk, status: 'FAILED' } as const;
const running = [{ data_type: 'PRODUCT', label: 'Sản phẩm' }] as PosConnectionStatus['running'];

/** A status as the server answers it: `connected` is its own verdict (on, last test ok, last sync not failed). */
function status(patch: Partial<PosConnectionStatus>): PosConnectionStatus {
  const base: PosConnectionStatus = {
    configured: true,
    is_active: true,
    connected: false,
    store_name: 'nhathuocminhchau',
    last_test: null,
    last_sync: null,
    running: [],
    next_sync_at: null,
    ...patch,
  };
  return {
    ...base,
    connected: base.is_active && base.last_test?.ok === true && base.last_sync?.status !== 'FAILED',
  };
}

describe('connectionIndicatorState', () => {
  it.each<[string, Partial<PosConnectionStatus>, ConnectionIndicatorState]>([
    ['no connection yet', { configured: false, is_active: false }, 'notConfigured'],
    ['switched off, last test fine', { is_active: false, last_test: testOk }, 'disconnected'],
    ['switched off, last sync failed', { is_active: false, last_sync: syncFailed }, 'disconnected'],
    ['switched off while a run ends', { is_active: false, running }, 'disconnected'],
    ['on, tested, synced', { last_test: testOk, last_sync: syncOk }, 'connected'],
    ['on, tested, never synced', { last_test: testOk }, 'connected'],
    ['on, a sync runs', { last_test: testOk, running }, 'syncing'],
    ['on, a sync runs after a failed one', { last_test: testOk, last_sync: syncFailed, running }, 'syncing'],
    [
      'on, the last sync failed (KiotViet unreachable)',
      { last_test: testOk, last_sync: syncFailed },
      'error',
    ],
    ['on, the last test failed', { last_test: testFailed, last_sync: syncOk }, 'error'],
    ['on, credentials changed and not tested yet', { last_test: null, last_sync: syncOk }, 'disconnected'],
  ])('%s → %s', (_name, patch, expected) => {
    expect(connectionIndicatorState(status(patch))).toBe(expected);
  });
});

describe('statusRefreshInterval', () => {
  it('asks every few seconds while a sync runs, every minute otherwise', () => {
    expect(statusRefreshInterval(undefined)).toBe(STATUS_REFRESH_MS);
    expect(statusRefreshInterval(status({ last_test: testOk }))).toBe(STATUS_REFRESH_MS);
    expect(statusRefreshInterval(status({ running }))).toBe(STATUS_REFRESH_RUNNING_MS);
    expect(STATUS_REFRESH_RUNNING_MS).toBeLessThan(STATUS_REFRESH_MS);
  });
});
