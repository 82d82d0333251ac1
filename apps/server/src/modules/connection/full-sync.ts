import { type SyncDataType, syncDataTypes } from '../../db/schema';
import type { AppDeps, AuthContext } from '../../http/env';
import type { SyncEngine } from '../../sync/engine';
import { syncStore } from '../../sync/store';

export interface FullSyncKind {
  data_type: SyncDataType;
  /** A run of this kind goes on now (any process's, or queued in this one's pass): a full re-sync is refused. */
  running: boolean;
  last_full_sync: {
    status: 'SUCCESS' | 'FAILED';
    at: string;
    store_name: string | null;
  } | null;
}

/**
 * What the connection screen's full re-sync section lists: every kind a full re-sync accepts, in the order it runs
 * them, with its newest full run and whether a run of it goes on now.
 */
export async function fullSyncKinds(
  deps: AppDeps,
  engine: SyncEngine,
  auth: AuthContext,
): Promise<FullSyncKind[]> {
  const [latest, leased] = await Promise.all([
    syncStore.latestFull(deps.db, auth.pharmacyId),
    syncStore.running(deps.db, auth.pharmacyId, deps.now()),
  ]);
  const running = new Set([...leased, ...engine.pendingHere(auth.pharmacyId)]);
  const byType = new Map(latest.map((row) => [row.dataType, row]));
  return syncDataTypes.map((dataType) => {
    const run = byType.get(dataType);
    return {
      data_type: dataType,
      running: running.has(dataType),
      last_full_sync: run
        ? { status: run.status, at: run.finishedAt.toISOString(), store_name: run.storeName }
        : null,
    };
  });
}
