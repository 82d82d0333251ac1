import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import type { SyncDataType } from '../../db/schema';
import type { AppDeps, AuthContext } from '../../http/env';
import type { SyncEngine } from '../../sync/engine';
import { type HistoryRow, syncStore } from '../../sync/store';
import { syncHistoryRepository as repo, type SyncHistoryFilter, syncHistoryScope } from './repository';

function present(row: HistoryRow) {
  return {
    id: row.id,
    data_type: row.dataType,
    sync_type: row.syncType,
    status: row.status,
    store_name: row.storeName,
    store_client_id: row.storeClientId,
    record_count: row.recordCount,
    raw_json: row.rawJson,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The sync log (docs/product/sync.md#sync-log): every run of the caller's pharmacy, newest first. */
export function createSyncHistoryService(deps: AppDeps, engine: SyncEngine) {
  const pager = createPager(deps.db);
  // Every run ends with a history row at the top of the log: the pages below it move down by one.
  engine.onFinished((pharmacyId) => pager.forget(syncHistoryScope(pharmacyId)));

  return {
    async list(auth: AuthContext, filter: SyncHistoryFilter, request: PageRequest) {
      const page = await repo.list(deps.db, pager, auth.pharmacyId, filter, request);
      return pageAnswer(page, request, ({ row }) => present(row));
    },

    /** The latest run of one data type (the screens' "last updated"), or null. */
    async latest(auth: AuthContext, dataType: SyncDataType) {
      const [row] = await syncStore.latest(deps.db, auth.pharmacyId, dataType);
      return row ? present(row) : null;
    },
  };
}

export type SyncHistoryService = ReturnType<typeof createSyncHistoryService>;
