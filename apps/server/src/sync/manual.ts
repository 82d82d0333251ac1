import type { SyncDataType } from '../db/schema';
import type { AuthContext } from '../http/env';
import type { RunResult, SyncEngine } from './engine';
import { syncFailure } from './messages';

/** How long a button's request waits for its sync before answering 202 (the portal's timeout is 30 s). */
const ANSWER_WITHIN_MS = 20_000;

/**
 * What the manual sync routes answer (docs/product/sync.md#manual-syncs: synced, new and updated counts, the time,
 * the status).
 */
export interface ManualSyncAnswer {
  status: 'SUCCESS' | 'RUNNING';
  count: number;
  synced_count: number;
  new_count: number;
  updated_count: number;
  removed_count: number;
  sync_time: string | null;
}

function answer(results: RunResult[]): ManualSyncAnswer {
  const sum = (pick: (result: RunResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const synced = sum((result) => result.counts.inserted + result.counts.updated);
  return {
    status: 'SUCCESS',
    count: synced,
    synced_count: synced,
    new_count: sum((result) => result.counts.inserted),
    updated_count: sum((result) => result.counts.updated),
    removed_count: sum((result) => result.counts.removed),
    sync_time: results.at(-1)?.history.finishedAt.toISOString() ?? null,
  };
}

const RUNNING: ManualSyncAnswer = {
  status: 'RUNNING',
  count: 0,
  synced_count: 0,
  new_count: 0,
  updated_count: 0,
  removed_count: 0,
  sync_time: null,
};

/**
 * A sync staff asked for: the kinds run one after another (MANUAL_SYNC in the history). The request waits for
 * them up to 20 s; a longer run (a first sync of a large store) goes on in the background and the answer is
 * RUNNING (202), the connection status and the sync log following it. A failure within the wait answers the
 * failure (409, 429 or 502); the run is in the history either way.
 */
export async function manualSync(
  engine: SyncEngine,
  auth: AuthContext,
  dataTypes: readonly SyncDataType[],
  options: { full?: boolean; waitMs?: number } = {},
): Promise<{ status: 200 | 202; body: ManualSyncAnswer }> {
  const runs = (async () => {
    const results: RunResult[] = [];
    for (const dataType of dataTypes) {
      const result = await engine.run({
        pharmacyId: auth.pharmacyId,
        dataType,
        syncType: 'MANUAL_SYNC',
        userId: auth.userId,
        ...(options.full ? { full: true } : {}),
      });
      results.push(result);
      if (result.status === 'FAILED') throw syncFailure(result);
    }
    return answer(results);
  })();
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, options.waitMs ?? ANSWER_WITHIN_MS, undefined);
  });
  try {
    const done = await Promise.race([runs, waited]);
    if (done) return { status: 200, body: done };
    // Still running: its outcome is in the history; nobody waits for the promise any more.
    runs.catch(() => {});
    return { status: 202, body: RUNNING };
  } finally {
    clearTimeout(timer);
  }
}
