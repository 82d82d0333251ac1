import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { syncDataTypes } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  createRouter,
  errors,
  IdParam,
  jsonBody,
  jsonResponse,
  nullableRef,
} from '../../http/openapi';
import { manualSyncRoute, syncResponses } from '../../http/sync-routes';
import type { SyncEngine } from '../../sync/engine';
import { manualSync } from '../../sync/manual';
import { syncInProgress } from '../../sync/messages';
import { CONNECTION_MESSAGES, type ConnectionService, SECRET_MASK } from './service';

const ConnectionSchema = z
  .object({
    id: z.uuid(),
    username: z.string().openapi({ description: 'KiotViet client id' }),
    password: z
      .literal(SECRET_MASK)
      .openapi({ description: 'Always the mask: the secret is never returned' }),
    store_name: z.string().openapi({ description: 'KiotViet store (retailer) name' }),
    connection_type: z.literal('user_password'),
    is_active: z.boolean(),
    last_test_at: z.string().nullable(),
    last_test_ok: z.boolean().nullable(),
    last_test_message: z.string().nullable(),
    connected_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('PosConnection');

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Tối đa ${max} ký tự`);
const optional = (max: number) => z.string().max(max, `Tối đa ${max} ký tự`).optional();

const CreateBody = z
  .object({
    username: required(CONNECTION_MESSAGES.usernameRequired, 200).openapi({
      description: 'KiotViet client id',
    }),
    password: required(CONNECTION_MESSAGES.passwordRequired, 500).openapi({
      description: 'KiotViet client secret (stored encrypted)',
    }),
    store_name: required(CONNECTION_MESSAGES.storeNameRequired, 100).openapi({
      description: 'KiotViet store (retailer) name',
    }),
  })
  .openapi('PosConnectionCreate');

const UpdateBody = z
  .object({
    username: required(CONNECTION_MESSAGES.usernameRequired, 200).optional(),
    password: optional(500).openapi({
      description: `A new client secret; absent, empty or '${SECRET_MASK}' keeps the stored one`,
    }),
    store_name: required(CONNECTION_MESSAGES.storeNameRequired, 100).optional(),
  })
  .openapi('PosConnectionUpdate');

const TestBody = z
  .object({
    id: z.uuid({ error: 'Mã kết nối không hợp lệ' }).optional(),
    username: optional(200),
    password: optional(500),
    store_name: optional(100),
  })
  .openapi('PosConnectionTest');

const Settings = z.object({ settings: ConnectionSchema }).openapi('PosConnectionResult');

const FullSyncBody = z
  .object({
    data_types: z
      .array(z.enum(syncDataTypes, { error: `Loại dữ liệu không hợp lệ (${syncDataTypes.join(', ')})` }))
      .min(1, 'Chọn ít nhất một loại dữ liệu')
      .max(syncDataTypes.length)
      .refine((types) => new Set(types).size === types.length, 'Mỗi loại dữ liệu chỉ một lần')
      .openapi({ description: 'The kinds to read again in full' }),
  })
  .openapi('FullSyncRequest');

const FullSyncKindSchema = z
  .object({
    data_type: z.enum(syncDataTypes),
    running: z.boolean().openapi({
      description:
        'A run of this kind goes on now (a full re-sync of it is refused with 409 SYNC_IN_PROGRESS)',
    }),
    last_full_sync: z
      .object({
        status: z.enum(['SUCCESS', 'FAILED']),
        at: z.string().openapi({ description: 'When it ended' }),
        store_name: z.string().nullable().openapi({ description: 'The store it read; null for older runs' }),
      })
      .nullable()
      .openapi({
        description:
          'Its newest run that read every record (a first sync, a full re-sync, the first after a change of store)',
      }),
  })
  .openapi('FullSyncKind');

const StatusSchema = z
  .object({
    configured: z.boolean(),
    is_active: z.boolean(),
    connected: z
      .boolean()
      .openapi({ description: 'Switched on, the last test succeeded and the last sync did not fail' }),
    store_name: z.string().nullable(),
    last_test: z.object({ ok: z.boolean(), at: z.string(), message: z.string().nullable() }).nullable(),
    last_sync: z
      .object({
        status: z.enum(['SUCCESS', 'FAILED']),
        data_type: z.enum(syncDataTypes),
        sync_type: z.enum(['MANUAL_SYNC', 'SYSTEM_SYNC']),
        at: z.string(),
      })
      .nullable(),
    running: z.array(z.object({ data_type: z.enum(syncDataTypes), label: z.string() })),
    next_sync_at: z.string().nullable().openapi({ description: 'When the automatic sync runs next' }),
  })
  .openapi('PosConnectionStatus');

const tags = ['POS connection'];

export function connectionRoutes(
  service: ConnectionService,
  engine: SyncEngine,
  authenticated: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  const secured = { security: bearerSecurity, middleware: [authenticated], tags };

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/pos-settings',
      summary: 'The pharmacy’s KiotViet connection (null when none); the secret is masked',
      responses: {
        200: jsonResponse(z.object({ data: nullableRef(ConnectionSchema) }), 'The connection'),
        ...errors(401),
      },
    }),
    async (c) => c.json({ data: await service.get(c.var.auth) }, 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/pos-settings',
      summary: 'Create the connection: username = client id, password = client secret, store_name = store',
      request: { body: jsonBody(CreateBody) },
      responses: { 201: jsonResponse(Settings, 'Created'), ...errors(400, 401, 409) },
    }),
    async (c) => c.json({ settings: await service.create(c.var.auth, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/pos-settings/status',
      summary:
        'The connection’s state for the header indicator: active, last test, last sync, runs under way',
      responses: { 200: jsonResponse(z.object({ data: StatusSchema }), 'The status'), ...errors(401) },
    }),
    async (c) => c.json({ data: await service.status(c.var.auth) }, 200),
  );

  manualSyncRoute(router, engine, authenticated, tags, {
    path: '/pos-settings/sync-inventory',
    summary: 'Sync categories, products, stock and lots from KiotViet now',
    dataTypes: ['CATEGORY', 'PRODUCT'],
  });

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/pos-settings/full-sync',
      summary: 'The kinds a full re-sync reads, in the order it runs them, each with its newest full run',
      responses: {
        200: jsonResponse(z.object({ data: z.array(FullSyncKindSchema) }), 'Every kind'),
        ...errors(401),
      },
    }),
    async (c) => c.json({ data: await service.fullSyncKinds(c.var.auth) }, 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/pos-settings/full-sync',
      summary: 'Read the chosen kinds again in full from KiotViet (removing what it no longer has)',
      description:
        'Staff confirm it first: every record of each kind is read again, which takes longer and uses more of the ' +
        'store’s hourly calls than the usual sync. Kinds run one after another in a fixed order (branches, ' +
        'categories, products, customers, orders, suppliers); the answer comes after 20 s at most (202 RUNNING ' +
        'while it goes on). 409 SYNC_IN_PROGRESS, before any kind starts, while a run of one of them goes on.',
      request: { body: jsonBody(FullSyncBody) },
      responses: { ...syncResponses, ...errors(400, 401, 409, 429, 502) },
    }),
    async (c) => {
      const chosen = new Set(c.req.valid('json').data_types);
      const ordered = syncDataTypes.filter((dataType) => chosen.has(dataType));
      // None of the kinds starts while one of them runs (each run also takes its lease, which settles a race).
      const busy = (await service.fullSyncKinds(c.var.auth)).find(
        (kind) => kind.running && chosen.has(kind.data_type),
      );
      if (busy) throw syncInProgress(busy.data_type);
      const result = await manualSync(engine, c.var.auth, ordered, { full: true });
      return c.json(result.body, result.status);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'put',
      path: '/pos-settings/is-active/{id}',
      summary: 'Switch the connection on or off (off: no automatic or manual sync)',
      request: {
        params: IdParam,
        body: jsonBody(z.object({ is_active: z.boolean({ error: 'is_active phải là true hoặc false' }) })),
      },
      responses: { 200: jsonResponse(Settings, 'Switched'), ...errors(400, 401, 404) },
    }),
    async (c) =>
      c.json(
        {
          settings: await service.setActive(
            c.var.auth,
            c.req.valid('param').id,
            c.req.valid('json').is_active,
          ),
        },
        200,
      ),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'put',
      path: '/pos-settings/{id}',
      summary: 'Update the connection (each field only when present)',
      request: { params: IdParam, body: jsonBody(UpdateBody) },
      responses: { 200: jsonResponse(Settings, 'Updated'), ...errors(400, 401, 404) },
    }),
    async (c) =>
      c.json(
        { settings: await service.update(c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/kiotviet2/test-connection',
      summary: 'Test a connection: the saved one (id, any field given overriding it) or the form’s values',
      description:
        'Requests a token and makes one cheap call. data is true when KiotViet accepted them; otherwise false and ' +
        'message says why. Without an id, username, password and store_name are all needed.',
      request: { body: jsonBody(TestBody) },
      responses: {
        200: jsonResponse(z.object({ data: z.boolean(), message: z.string() }), 'The test’s result'),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => c.json(await service.test(c.var.auth, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/kiotviet2/connect-to-kiotviet',
      summary: 'Connect the saved connection: test it, record it, and start the first sync',
      request: {
        body: jsonBody(
          z.object({
            id: z
              .uuid({ error: CONNECTION_MESSAGES.idRequired })
              .openapi({ description: 'The saved connection' }),
          }),
        ),
      },
      responses: {
        200: jsonResponse(z.object({ success: z.boolean(), message: z.string() }), 'Connected'),
        ...errors(400, 401, 404, 409),
      },
    }),
    async (c) => c.json(await service.connect(c.var.auth, c.req.valid('json').id), 200),
  );

  return router;
}
