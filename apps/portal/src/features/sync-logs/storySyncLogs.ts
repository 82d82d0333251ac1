import type { SyncLog } from '@pharmacy/api-client';
import { HttpResponse } from 'msw';
import { answering, me, storyId, storyPage, storySyncRun } from '../../stories/storyApi';

/**
 * The sync log stories' data: 45 runs, newest first, every fifth failed, every third manual. The newest 30 read the
 * pharmacy's store, the 10 before them the store it used before, and the 5 oldest are from before runs kept theirs.
 */

/** The store a run read, by its place in the log. */
function storeOf(i: number) {
  if (i < 30) return { store_name: 'nhathuocminhchau', store_client_id: 'sim-client-id' };
  if (i < 40)
    return { store_name: 'nhathuocbinhan-chinhanh-quan7-thanhphohochiminh', store_client_id: 'old-client' };
  return { store_name: null, store_client_id: null };
}

const TYPES = ['PRODUCT', 'CATEGORY', 'ORDER', 'CUSTOMER', 'BRANCH'] as const;

export const storyLogs: SyncLog[] = Array.from({ length: 45 }, (_, i) => {
  const at = new Date(Date.UTC(2026, 4, 15, 3, 0) - i * 12 * 3600_000).toISOString();
  const failed = i % 5 === 4;
  return storySyncRun(TYPES[i % TYPES.length] ?? 'PRODUCT', at, {
    id: storyId(8000 + i),
    ...storeOf(i),
    sync_type: i % 3 === 0 ? 'MANUAL_SYNC' : 'SYSTEM_SYNC',
    status: failed ? 'FAILED' : 'SUCCESS',
    record_count: failed ? 0 : 10 + i,
    raw_json: failed
      ? {
          mode: 'INCREMENTAL',
          error: 'KiotViet trả về 503 Service Unavailable',
          http: { calls: 4, retries: 3 },
        }
      : { mode: 'INCREMENTAL', pages: 1, counts: { inserted: 2, updated: 8 + i, removed: 0 } },
  });
});

/** The log, a page at a time as the request asks. */
export const logApi = (rows: SyncLog[]) => [
  me,
  answering('/api/sync-history/by-user', (url) => HttpResponse.json(storyPage(rows, { url }))),
];
