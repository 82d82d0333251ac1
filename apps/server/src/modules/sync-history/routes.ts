import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { createPager, type Ordering, pageAnswer } from '../../db/paging';
import { syncDataTypes, syncHistory } from '../../db/schema';
import { INT4_MAX } from '../../domain/limits';
import type { AppDeps, AppEnv } from '../../http/env';
import {
  bearerSecurity,
  boundedInt,
  createRouter,
  errors,
  jsonResponse,
  limitQuery,
  nullableRef,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import type { SyncEngine } from '../../sync/engine';
import { type HistoryRow, syncStore } from '../../sync/store';

const DataType = z.enum(syncDataTypes, {
  error: `Loại dữ liệu không hợp lệ (${syncDataTypes.join(', ')})`,
});

const SyncLog = z
  .object({
    id: z.uuid(),
    data_type: z.enum(syncDataTypes),
    sync_type: z.enum(['MANUAL_SYNC', 'SYSTEM_SYNC']),
    status: z.enum(['SUCCESS', 'FAILED']),
    store_name: z.string().nullable().optional().openapi({
      description:
        'The KiotViet store the run read (its name, the Retailer header); null for runs before it was kept',
    }),
    store_client_id: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'The API client id the run read the store with' }),
    record_count: boundedInt(0, INT4_MAX).openapi({
      description: 'Records written: new, updated and removed',
    }),
    raw_json: z.record(z.string(), z.unknown()).openapi({
      description:
        'The run: mode, counts per kind, pages, requests, HTTP retries and failures, duration, error',
    }),
    started_at: z.string(),
    finished_at: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('SyncLog');

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

/** Newest first. */
const NEWEST: Ordering = {
  keys: [
    { column: syncHistory.createdAt, kind: 'timestamp' },
    { column: syncHistory.id, kind: 'uuid' },
  ],
  direction: 'desc',
};

const tags = ['Sync log'];

const scopeOf = (pharmacyId: string) => `sync_history:${pharmacyId}`;

/** The sync log (docs/product/sync.md#sync-log): every run of the caller's pharmacy, newest first. */
export function syncHistoryRoutes(
  deps: AppDeps,
  engine: SyncEngine,
  authenticated: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  const pager = createPager(deps.db);
  // Every run ends with a history row at the top of the log: the pages below it move down by one.
  engine.onFinished((pharmacyId) => pager.forget(scopeOf(pharmacyId)));
  const secured = { security: bearerSecurity, middleware: [authenticated], tags };

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/sync-history/by-user',
      summary: 'The sync log of the signed-in user’s pharmacy, newest first',
      request: {
        query: z.object({ ...pageQuery, limit: limitQuery(20, 200), data_type: DataType.optional() }),
      },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(SyncLog), ...pageResult }).openapi('SyncLogList'),
          'A page',
        ),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      const { data_type: dataType, ...request } = c.req.valid('query');
      const { pharmacyId } = c.var.auth;
      const conditions: SQL[] = [eq(syncHistory.pharmacyId, pharmacyId)];
      if (dataType) conditions.push(eq(syncHistory.dataType, dataType));
      const where = and(...conditions) as SQL;
      const page = await pager.list({
        db: deps.db,
        scope: scopeOf(pharmacyId),
        filter: { dataType },
        ordering: NEWEST,
        request,
        from: sql`${syncHistory}`,
        where,
        rows: (query) =>
          deps.db
            .select({ row: syncHistory, keys: query.keys, total: query.total })
            .from(syncHistory)
            .where(and(where, query.seek))
            .orderBy(...query.orderBy)
            .limit(query.limit),
      });
      return c.json(
        pageAnswer(page, request, ({ row }) => present(row)),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/sync-history/by-user/latest',
      summary: 'The latest sync of one data type (the screens’ “last updated”); null when none yet',
      request: { query: z.object({ dataType: DataType }) },
      responses: {
        200: jsonResponse(z.object({ data: nullableRef(SyncLog) }), 'The latest run'),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      const [row] = await syncStore.latest(deps.db, c.var.auth.pharmacyId, c.req.valid('query').dataType);
      return c.json({ data: row ? present(row) : null }, 200);
    },
  );

  return router;
}
