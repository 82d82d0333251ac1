import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { INT4_MAX } from '../../domain/limits';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  boundedInt,
  createRouter,
  errors,
  IdParam,
  jsonBody,
  jsonResponse,
  limitQuery,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import { manualSyncRoute } from '../../http/sync-routes';
import type { SyncEngine } from '../../sync/engine';
import type { BranchService } from './service';

const Source = z.enum(['KIOTVIET', 'Custom'], { error: 'Nguồn không hợp lệ (KIOTVIET, Custom)' });

const BranchSchema = z
  .object({
    id: z.uuid(),
    external_id: z.string().nullable().openapi({ description: 'The branch’s KiotViet id' }),
    code: z.string().nullable(),
    name: z.string(),
    address: z.string().nullable().openapi({ description: "null: shown as 'Chưa có địa chỉ'" }),
    contact_number: z.string().nullable().openapi({ description: "null: shown as 'Chưa có số điện thoại'" }),
    email: z.string().nullable(),
    is_active: z.boolean(),
    is_default: z.boolean().openapi({
      description:
        "The default branch ('Chi nhánh chính'; purchase receipts go there): the configured one, else KiotViet's lowest id",
    }),
    source: z.string().openapi({ description: "'KIOTVIET' or 'Custom'" }),
    last_sync_at: z.string().nullable(),
    status: z.enum(['active', 'inactive', 'syncing']),
  })
  .openapi('Branch');

const ScopeQuery = {
  pharmacy_id: z
    .uuid()
    .optional()
    .openapi({ description: 'The caller’s pharmacy (another pharmacy answers 404); default: the caller’s' }),
  source: Source.optional(),
};

const Success = z.literal('success');
const tags = ['Branches'];

export function branchRoutes(
  service: BranchService,
  engine: SyncEngine,
  authenticated: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  const secured = { security: bearerSecurity, middleware: [authenticated], tags };

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/branches',
      summary: 'The pharmacy’s branches, by name; search by name, address or phone ignoring accents',
      request: {
        query: z.object({
          ...pageQuery,
          limit: limitQuery(100, 200),
          ...ScopeQuery,
          search: z.string().max(100).optional(),
        }),
      },
      responses: {
        200: jsonResponse(
          z.object({ status: Success, branches: z.array(BranchSchema), ...pageResult }).openapi('BranchList'),
          'A page of branches',
        ),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const { pharmacy_id, source, search, ...request } = c.req.valid('query');
      return c.json(await service.list(c.var.auth, pharmacy_id, { source, search }, request), 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/branches/stats',
      summary: 'Counts for the three stat cards: total, active, syncing (and inactive)',
      request: { query: z.object(ScopeQuery) },
      responses: {
        200: jsonResponse(
          z
            .object({
              status: Success,
              data: z.object({
                total: boundedInt(0, INT4_MAX),
                active: boundedInt(0, INT4_MAX),
                inactive: boundedInt(0, INT4_MAX),
                syncing: boundedInt(0, INT4_MAX),
              }),
            })
            .openapi('BranchStats'),
          'The counts',
        ),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const { pharmacy_id, source } = c.req.valid('query');
      return c.json(await service.stats(c.var.auth, pharmacy_id, source), 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/branches/{id}',
      summary: 'One branch',
      request: { params: IdParam },
      responses: {
        200: jsonResponse(z.object({ status: Success, data: BranchSchema }), 'The branch'),
        ...errors(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        { status: 'success' as const, data: await service.one(c.var.auth, c.req.valid('param').id) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/branches/{id}/sync',
      summary: 'Sync one KiotViet branch now (404 when KiotViet no longer has it: it is removed here too)',
      request: {
        params: IdParam,
        body: { ...jsonBody(z.object(ScopeQuery).openapi('BranchSyncRequest')), required: false },
      },
      responses: {
        200: jsonResponse(z.object({ status: Success, data: BranchSchema }), 'Synced'),
        ...errors(400, 401, 404, 409, 429, 502),
      },
    }),
    async (c) => {
      const data = await service.syncOne(
        c.var.auth,
        c.req.valid('param').id,
        c.req.valid('json').pharmacy_id,
      );
      return c.json({ status: 'success' as const, data }, 200);
    },
  );

  manualSyncRoute(router, engine, authenticated, tags, {
    path: '/kiotviet/sync-branches',
    summary: 'Sync every branch from KiotViet now',
    dataTypes: ['BRANCH'],
  });

  return router;
}
