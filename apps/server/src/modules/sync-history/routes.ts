import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { syncDataTypes } from '../../db/schema';
import { INT4_MAX } from '../../domain/limits';
import type { AppEnv } from '../../http/env';
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
import type { SyncHistoryService } from './service';

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

const tags = ['Sync log'];

/** The sync log (docs/product/sync.md#sync-log). */
export function syncHistoryRoutes(service: SyncHistoryService, authenticated: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
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
      return c.json(await service.list(c.var.auth, { dataType }, request), 200);
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
      return c.json({ data: await service.latest(c.var.auth, c.req.valid('query').dataType) }, 200);
    },
  );

  return router;
}
