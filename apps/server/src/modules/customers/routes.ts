import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { INT4_MAX, SAFE_INTEGER_MAX } from '../../domain/limits';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  boundedInt,
  createRouter,
  errors,
  IdParam,
  jsonResponse,
  limitQuery,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import { manualSyncRoute } from '../../http/sync-routes';
import { SalesOrderSchema } from '../../shared/schemas';
import type { SyncEngine } from '../../sync/engine';
import type { CustomerService } from './service';

const CustomerSchema = z
  .object({
    id: z.uuid(),
    kiotviet_id: boundedInt(0, SAFE_INTEGER_MAX),
    code: z.string(),
    name: z.string(),
    gender: z.enum(['Nam', 'Nữ']).nullable().openapi({ description: "null: shown as 'Chưa xác định'" }),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    total_revenue: boundedInt(0, SAFE_INTEGER_MAX).openapi({ description: 'Integer đồng' }),
    branch_name: z.string().nullable(),
    groups: z
      .array(z.string())
      .openapi({ description: "The KiotViet customer groups ('Nhóm khách hàng') they belong to, by name" }),
    updated_at: z.string(),
  })
  .openapi('Customer');

/** A revenue bound in đồng (query text); '' means none. */
const revenue = z
  .preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().min(0).max(SAFE_INTEGER_MAX).int().optional(),
  )
  .openapi({ type: 'integer', minimum: 0, maximum: SAFE_INTEGER_MAX });

const ListQuery = z
  .object({
    ...pageQuery,
    limit: limitQuery(10, 100),
    gender: z
      .enum(['Nam', 'Nữ', 'Khác'], { error: 'Giới tính không hợp lệ (Nam, Nữ, Khác)' })
      .optional()
      .openapi({ description: "'Khác': customers without a gender" }),
    revenue_from: revenue.openapi({ description: 'Total revenue at least this, đồng' }),
    revenue_to: revenue.openapi({ description: 'Total revenue below this, đồng' }),
    search: z
      .string()
      .max(100)
      .optional()
      .openapi({ description: 'Code, name, phone or email, ignoring accents' }),
  })
  .refine(
    (q) => q.revenue_from === undefined || q.revenue_to === undefined || q.revenue_from < q.revenue_to,
    {
      message: 'Doanh thu "đến" phải lớn hơn doanh thu "từ"',
      path: ['revenue_to'],
    },
  );

const SuggestionSchema = z
  .object({
    product_id: z.uuid().nullable(),
    code: z.string(),
    name: z.string(),
    suggested_quantity: boundedInt(1, SAFE_INTEGER_MAX),
    current_stock: boundedInt(0, SAFE_INTEGER_MAX),
    purchase_count: boundedInt(2, INT4_MAX),
    last_purchase_date: z.string().openapi({ description: 'yyyy-MM-dd' }),
    average_purchase_interval: boundedInt(0, 100_000).openapi({ description: 'Days between purchases' }),
    due_date: z
      .string()
      .openapi({ description: 'yyyy-MM-dd: last purchase + suggestion days (or the interval)' }),
    is_due: z.boolean(),
    days_until_due: boundedInt(-200_000, 200_000).openapi({
      description:
        'Days from today (Asia/Ho_Chi_Minh) to due_date: 0 due today, negative overdue by that many days',
    }),
    last_order: z
      .object({ id: z.uuid(), code: z.string() })
      .openapi({ description: 'The completed invoice of the last purchase (its page: /order/{id})' }),
  })
  .openapi('RepurchaseSuggestion');

const tags = ['Customers'];

export function customerRoutes(
  service: CustomerService,
  engine: SyncEngine,
  authenticated: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  const secured = { security: bearerSecurity, middleware: [authenticated], tags };

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/customers',
      summary: 'Customers synced from KiotViet, by name',
      request: { query: ListQuery },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(CustomerSchema), ...pageResult }).openapi('CustomerList'),
          'A page',
        ),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await service.list(
          c.var.auth,
          { gender: q.gender, revenueFrom: q.revenue_from, revenueTo: q.revenue_to, search: q.search },
          { page: q.page, limit: q.limit, cursor: q.cursor },
        ),
        200,
      );
    },
  );

  manualSyncRoute(router, engine, authenticated, tags, {
    path: '/customers/sync',
    summary: 'Sync the customers KiotViet changed since the last sync',
    dataTypes: ['CUSTOMER'],
  });
  manualSyncRoute(router, engine, authenticated, tags, {
    path: '/customers/manual-sync',
    summary: 'Read every customer from KiotViet again (and remove those it no longer has)',
    dataTypes: ['CUSTOMER'],
    full: true,
  });

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/customers/{id}',
      summary: 'One customer',
      request: { params: IdParam },
      responses: {
        200: jsonResponse(z.object({ data: CustomerSchema }), 'The customer'),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => c.json({ data: await service.get(c.var.auth, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/customers/{id}/purchase-history',
      summary: 'The customer’s orders, newest first',
      request: { params: IdParam, query: z.object({ ...pageQuery, limit: limitQuery(10, 100) }) },
      responses: {
        200: jsonResponse(
          z
            .object({
              data: z.array(SalesOrderSchema),
              ...pageResult,
              totalPages: boundedInt(1, SAFE_INTEGER_MAX),
              hasNextPage: z.boolean(),
              hasPrevPage: z.boolean(),
            })
            .openapi('PurchaseHistory'),
          'A page',
        ),
        ...errors(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(await service.purchaseHistory(c.var.auth, c.req.valid('param').id, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/customers/{id}/suggestions',
      summary: 'Repurchase suggestions: products bought in 2+ completed orders, most urgent first',
      request: { params: IdParam, query: z.object({ limit: limitQuery(10, 50) }) },
      responses: {
        200: jsonResponse(z.object({ data: z.array(SuggestionSchema) }), 'The suggestions'),
        ...errors(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        { data: await service.suggestions(c.var.auth, c.req.valid('param').id, c.req.valid('query').limit) },
        200,
      ),
  );

  return router;
}
