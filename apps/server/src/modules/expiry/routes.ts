import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { INT4_MAX, SAFE_INTEGER_MAX } from '../../domain/limits';
import { VELOCITY_WINDOWS } from '../../domain/reorder';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  boundedInt,
  createRouter,
  errors,
  jsonResponse,
  limitQuery,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import { exportFormatQuery, spreadsheetFile, spreadsheetResponse } from '../../http/spreadsheet';
import { EXPIRY_VIEW_WINDOWS } from './repository';
import type { ExpiryService } from './service';

const windowValues = EXPIRY_VIEW_WINDOWS.map(String) as [string, ...string[]];
const velocityValues = VELOCITY_WINDOWS.map(String) as [string, ...string[]];

const ExpiringLotsQuery = z.object({
  ...pageQuery,
  limit: limitQuery(20, 200),
  section: z
    .enum(['expiring', 'expired'], { error: 'Phần không hợp lệ (expiring, expired)' })
    .default('expiring')
    .openapi({ description: 'Lots not yet expired within `window` days, or the lots that have expired' }),
  window: z
    .enum(windowValues, { error: 'Khoảng ngày không hợp lệ (30, 60, 90, 180)' })
    .default('90')
    .openapi({ description: 'Days from today (Vietnam), expiry day included' }),
  sales_window: z
    .enum(velocityValues, { error: 'Khoảng tính bán hàng không hợp lệ (28, 56, 91)' })
    .default('28')
    .openapi({ description: 'Days of completed invoices the average daily sales is taken over' }),
  sort: z
    .enum(['expiry', 'product'], { error: 'Cách sắp xếp không hợp lệ (expiry, product)' })
    .default('expiry'),
  direction: z.enum(['asc', 'desc'], { error: 'Chiều sắp xếp không hợp lệ (asc, desc)' }).default('asc'),
});

const ExportQuery = ExpiringLotsQuery.pick({
  window: true,
  sales_window: true,
  sort: true,
  direction: true,
}).extend({ format: exportFormatQuery });

const money = boundedInt(0, SAFE_INTEGER_MAX);
const Totals = z.object({
  lots: boundedInt(0, SAFE_INTEGER_MAX),
  units: boundedInt(0, SAFE_INTEGER_MAX),
  value: money.openapi({ description: 'On hand × cost, đồng' }),
});

const ExpiringLot = z
  .object({
    id: z.uuid(),
    product: z.object({ id: z.uuid(), code: z.string(), name: z.string(), unit: z.string().nullable() }),
    batch_number: z.string().nullable(),
    expiry_date: z.string().openapi({ description: 'yyyy-MM-dd' }),
    days_left: boundedInt(-INT4_MAX, INT4_MAX).openapi({
      description: '0: expires today; negative: expired',
    }),
    on_hand: boundedInt(0, INT4_MAX),
    cost: money.openapi({ description: 'Purchase cost per unit, đồng' }),
    value: money.openapi({ description: 'on_hand × cost, đồng' }),
    daily_sales: z
      .number()
      .min(0)
      .max(INT4_MAX)
      .openapi({ description: 'Average units sold a day, two decimals' }),
    expected_unsold: boundedInt(0, INT4_MAX).openapi({
      description: 'Units expected still on hand at expiry: the product’s lots sold first expiry first',
    }),
  })
  .openapi('ExpiringLot');

const ExpiringLotList = z
  .object({
    data: z.array(ExpiringLot),
    ...pageResult,
    today: z.string().openapi({ description: 'The day the numbers are for, in Vietnam (yyyy-MM-dd)' }),
    totals: z.object({
      expired: Totals.openapi({ description: 'Lots in stock that have expired' }),
      windows: z
        .array(Totals.extend({ days: boundedInt(1, 366) }))
        .openapi({ description: 'Money at risk: lots in stock not yet expired expiring within each window' }),
    }),
  })
  .openapi('ExpiringLotList');

export function expiryRoutes(service: ExpiryService, authenticated: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.openapi(
    createRoute({
      security: bearerSecurity,
      middleware: [authenticated],
      tags: ['Inventory'],
      method: 'get',
      path: '/expiry/lots',
      summary: 'The pharmacy’s lots in stock expiring within a window (or expired), with the money at risk',
      request: { query: ExpiringLotsQuery },
      responses: { 200: jsonResponse(ExpiringLotList, 'A page of lots and the totals'), ...errors(400, 401) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const section =
        q.section === 'expired'
          ? ('expired' as const)
          : { expiring: Number(q.window) as (typeof EXPIRY_VIEW_WINDOWS)[number] };
      const answer = await service.lots(
        c.var.auth,
        { section, velocityWindow: Number(q.sales_window) as (typeof VELOCITY_WINDOWS)[number] },
        { by: q.sort, direction: q.direction },
        { page: q.page, limit: q.limit, cursor: q.cursor },
      );
      return c.json(answer, 200);
    },
  );
  router.openapi(
    createRoute({
      security: bearerSecurity,
      middleware: [authenticated],
      tags: ['Inventory'],
      method: 'get',
      path: '/expiry/lots/export',
      summary: 'The view as a file: the lots of the window, then the expired lots, as CSV or .xlsx',
      request: { query: ExportQuery },
      responses: {
        200: spreadsheetResponse('The file: one row a lot, the window’s then the expired ones'),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const window = Number(q.window) as (typeof EXPIRY_VIEW_WINDOWS)[number];
      const table = await service.exportTable(
        c.var.auth,
        { window, velocityWindow: Number(q.sales_window) as (typeof VELOCITY_WINDOWS)[number] },
        { by: q.sort, direction: q.direction },
      );
      const file = await spreadsheetFile(q.format, `han-dung-${window}-ngay-${table.today}`, table);
      return c.body(new Uint8Array(file.body), 200, file.headers);
    },
  );
  return router;
}
