import type { Executor } from '../db/client';
import type { SyncDataType } from '../db/schema';
import type { Counts } from './kinds/types';
import type { HttpStats } from './kiotviet';
import { type HistoryRow, syncStore } from './store';

/** How far a run got through KiotViet's pages. */
export interface RunProgress {
  pages: number;
  records: number;
  requests: number;
  stepBacks: number;
}

/** The error as the history records it. */
function describe(error: unknown): { type: string; message: string } {
  if (error instanceof Error) return { type: error.name, message: error.message };
  return { type: 'Error', message: String(error) };
}

/** What the sync log keeps of a run (its raw_json): mode, counts per kind, pages, requests, HTTP, duration, error. */
export function runSummary(run: {
  mode: 'FULL' | 'INCREMENTAL' | 'ONE';
  resumed: boolean;
  readFrom: Date | null;
  counts: Counts;
  progress: RunProgress;
  http: HttpStats;
  durationMs: number;
  failure: unknown;
}): Record<string, unknown> {
  const { counts, progress, http, failure } = run;
  return {
    mode: run.mode,
    resumed: run.resumed,
    modified_since: run.readFrom?.toISOString() ?? null,
    counts: {
      inserted: counts.inserted,
      updated: counts.updated,
      removed: counts.removed,
      ...(counts.children ?? {}),
    },
    records_read: progress.records,
    pages: progress.pages,
    requests: progress.requests,
    step_backs: progress.stepBacks,
    http: {
      calls: http.calls,
      retries: Math.max(0, http.calls - progress.requests),
      rate_limited: http.rateLimited,
      server_errors: http.serverErrors,
      failed: http.failed,
    },
    duration_ms: run.durationMs,
    ...(failure === undefined ? {} : { error: describe(failure) }),
  };
}

/** Writes the run's line of the sync log: succeeded or failed, the store it read, what it wrote. */
export function recordRun(
  db: Executor,
  run: {
    pharmacyId: string;
    userId: string | null;
    dataType: SyncDataType;
    syncType: 'MANUAL_SYNC' | 'SYSTEM_SYNC';
    connection: { storeName: string; clientId: string };
    counts: Counts;
    summary: Record<string, unknown>;
    failure: unknown;
    startedAt: Date;
    finishedAt: Date;
  },
): Promise<HistoryRow> {
  return syncStore.record(db, {
    pharmacyId: run.pharmacyId,
    userId: run.userId,
    dataType: run.dataType,
    syncType: run.syncType,
    status: run.failure === undefined ? 'SUCCESS' : 'FAILED',
    storeName: run.connection.storeName,
    storeClientId: run.connection.clientId,
    recordCount: run.counts.inserted + run.counts.updated + run.counts.removed,
    rawJson: run.summary,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    createdAt: run.finishedAt,
    updatedAt: run.finishedAt,
  });
}
