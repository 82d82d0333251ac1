import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import { type SyncDataType, syncHistory } from '../../db/schema';

export interface SyncHistoryFilter {
  dataType?: SyncDataType | undefined;
}

/** Newest first. */
const NEWEST: Ordering = {
  keys: [
    { column: syncHistory.createdAt, kind: 'timestamp' },
    { column: syncHistory.id, kind: 'uuid' },
  ],
  direction: 'desc',
};

export const syncHistoryScope = (pharmacyId: string) => `sync_history:${pharmacyId}`;

export const syncHistoryRepository = {
  list(db: Executor, pager: Pager, pharmacyId: string, filter: SyncHistoryFilter, request: PageRequest) {
    const conditions: SQL[] = [eq(syncHistory.pharmacyId, pharmacyId)];
    if (filter.dataType) conditions.push(eq(syncHistory.dataType, filter.dataType));
    const where = and(...conditions) as SQL;
    return pager.list({
      db,
      scope: syncHistoryScope(pharmacyId),
      filter,
      ordering: NEWEST,
      request,
      from: sql`${syncHistory}`,
      where,
      rows: (query) =>
        db
          .select({ row: syncHistory, keys: query.keys, total: query.total })
          .from(syncHistory)
          .where(and(where, query.seek))
          .orderBy(...query.orderBy)
          .limit(query.limit),
    });
  },
};
