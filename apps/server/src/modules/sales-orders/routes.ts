import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { salesOrderStatusCodes } from '../../domain/sales-order-status';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  createRouter,
  csvList,
  dateFilter,
  errors,
  IdParam,
  jsonResponse,
  limitQuery,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import { manualSyncRoute } from '../../http/sync-routes';
import { money, SalesOrderSchema } from '../../shared/schemas';
import type { SyncEngine } from '../../sync/engine';
import type { SalesOrderService } from './service';

const PaymentSchema = z
  .object({
    code: z.string().nullable().openapi({ description: "KiotViet's payment code" }),
    method: z.string().openapi({
      description: "KiotViet's method: 'Cash', 'Card', 'Transfer', or another it names (a voucher, points)",
    }),
    amount: money,
    paid_at: z.string().nullable().openapi({ description: 'When it was paid' }),
  })
  .openapi('SalesOrderPayment');

const SalesOrderDetailSchema = SalesOrderSchema.extend({
  payments: z.array(PaymentSchema).openapi({ description: 'How it was paid, in KiotViet’s order' }),
}).openapi('SalesOrderDetail');

const uuidList = csvList(z.uuid({ error: 'Mã định danh không hợp lệ' }), { type: 'string', format: 'uuid' });

const ListQuery = z
  .object({
    ...pageQuery,
    limit: limitQuery(10, 100),
    search: z
      .string()
      .max(100)
      .optional()
      .openapi({ description: 'Order code or product name, ignoring accents' }),
    order_id: z.string().max(50).optional().openapi({ description: 'Part of the order code' }),
    product_ids: uuidList,
    category_ids: uuidList,
    statuses: csvList(
      z.enum(salesOrderStatusCodes.map(String) as ['1', '2', '3', '5'], {
        error: 'Trạng thái không hợp lệ (1, 2, 3, 5)',
      }),
      { type: 'string', enum: salesOrderStatusCodes.map(String) },
    ).openapi({ description: '1 Hoàn thành, 2 Đã hủy, 3 Đang xử lý, 5 Không giao được; comma-joined' }),
    from_purchase_date: dateFilter,
    to_purchase_date: dateFilter,
  })
  .refine((q) => !q.from_purchase_date || !q.to_purchase_date || q.from_purchase_date <= q.to_purchase_date, {
    message: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
    path: ['to_purchase_date'],
  });

const tags = ['Sales orders'];

export function salesOrderRoutes(
  service: SalesOrderService,
  engine: SyncEngine,
  authenticated: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  const secured = { security: bearerSecurity, middleware: [authenticated], tags };

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/orders',
      summary: 'Sales orders synced from KiotViet, newest first',
      description: 'Purchase dates are yyyy-MM-dd in Asia/Ho_Chi_Minh, inclusive. Lists are comma-joined.',
      request: { query: ListQuery },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(SalesOrderSchema), ...pageResult }).openapi('SalesOrderList'),
          'A page',
        ),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const result = await service.list(
        c.var.auth,
        {
          search: q.search,
          code: q.order_id,
          productIds: q.product_ids,
          categoryIds: q.category_ids,
          statuses: q.statuses?.map(Number),
          fromDate: q.from_purchase_date,
          toDate: q.to_purchase_date,
        },
        { page: q.page, limit: q.limit, cursor: q.cursor },
      );
      return c.json(result, 200);
    },
  );

  manualSyncRoute(router, engine, authenticated, tags, {
    path: '/orders/sync',
    summary: 'Sync sales orders (invoices) from KiotViet now',
    dataTypes: ['ORDER'],
  });

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/orders/{id}',
      summary: 'One sales order with its lines, payments, branch, salesperson and customer',
      request: { params: IdParam },
      responses: {
        200: jsonResponse(z.object({ data: SalesOrderDetailSchema }), 'The order'),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => c.json({ data: await service.get(c.var.auth, c.req.valid('param').id) }, 200),
  );

  return router;
}
