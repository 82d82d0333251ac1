import type { SyncLog } from '@pharmacy/api-client';
import { HttpResponse } from 'msw';
import { answering, me, storyId, storyPage, storySyncRun } from '../../stories/storyApi';

/** The sync log stories' data: 45 runs, newest first, every fifth failed, every third manual. */

const TYPES = ['PRODUCT', 'CATEGORY', 'ORDER', 'CUSTOMER', 'BRANCH'] as const;

export const storyLogs: SyncLog[] = Array.from({ length: 45 }, (_, i) => {
  const at = new Date(Date.UTC(2026, 4, 15, 3, 0) - i * 12 * 3600_000).toISOString();
  const failed = i % 5 === 4;
  return storySyncRun(TYPES[i % TYPES.length] ?? 'PRODUCT', at, {
    id: storyId(8000 + i),
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
