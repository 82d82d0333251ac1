import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { INT4_MAX, SAFE_INTEGER_MAX } from '../../domain/limits';
import { VELOCITY_WINDOWS, type VelocityWindow } from '../../domain/reorder';
import { CONVERSION_MAX } from '../../domain/units';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  booleanQuery,
  boundedInt,
  createRouter,
  errors,
  jsonResponse,
  limitQuery,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import { exportFormatQuery, spreadsheetFile, spreadsheetResponse } from '../../http/spreadsheet';
import type { ReorderService } from './service';

const velocityValues = VELOCITY_WINDOWS.map(String) as [string, ...string[]];
const salesWindow = z
  .enum(velocityValues, { error: 'Khoảng tính bán hàng không hợp lệ (28, 56, 91)' })
  .default('28')
  .openapi({ description: 'Days of completed invoices the average daily sales is taken over' });

/** At most this many products per request of the pickers' figures (a picker's page is 50). */
const PRODUCTS_MAX = 200;

const units = (description: string) => boundedInt(0, INT4_MAX).openapi({ description });

const suggestionFilters = {
  sales_window: salesWindow,
  branch_id: z
    .uuid({ error: 'Chi nhánh không hợp lệ' })
    .optional()
    .openapi({
      description:
        'Only this branch’s sales, lots and KiotViet levels (one of the caller’s branches, else 404); purchase ' +
        'orders are received at the default branch, so only its view counts them as on order',
    }),
  supplier_id: z
    .union([z.uuid(), z.literal('none')], { error: 'Nhà cung cấp không hợp lệ' })
    .optional()
    .openapi({
      type: 'string',
      description:
        'Only the products whose last supplier is this one, or `none`: those without a supplier yet',
    }),
  needs_order: booleanQuery.openapi({
    type: 'boolean',
    description: 'true (the default): only the products with something to order; false: every active product',
  }),
};

const SuggestionsQuery = z.object({
  page: pageQuery.page,
  limit: limitQuery(20, 200),
  ...suggestionFilters,
});

const SuggestionsExportQuery = z.object({ format: exportFormatQuery, ...suggestionFilters });

const Supplier = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(['PARTNER', 'INTERNAL']),
  is_active: z.boolean().openapi({ description: 'false: paused, it takes no orders now' }),
});

const Suggestion = z
  .object({
    product: z.object({ id: z.uuid(), code: z.string(), name: z.string(), unit: z.string().nullable() }),
    supplier: Supplier.nullable().openapi({
      description: 'The supplier of the newest purchase order (not cancelled) restocking it; null when none',
    }),
    order_product: z
      .object({
        id: z.uuid(),
        code: z.string(),
        name: z.string(),
        base_price: boundedInt(0, SAFE_INTEGER_MAX),
        is_active: z.boolean(),
      })
      .openapi({
        description:
          'What to order from the supplier: the product itself, or the partner’s catalogue product linked to it',
      }),
    sales_window: boundedInt(28, 91),
    units_sold: units('Units sold on completed invoices over the window'),
    daily_sales: z
      .number()
      .min(0)
      .max(INT4_MAX)
      .openapi({ description: 'Average units sold a day, two decimals' }),
    on_hand: units('Units in lots that have not expired'),
    usable: units('Of on_hand, the units sold before they expire at this pace (first expiry, first out)'),
    expiring_unsold: units('Of on_hand, the units expected to expire unsold'),
    on_order: units('Units on open purchase orders and on KiotViet’s orders'),
    lead_days: units('The supplier’s lead time, days'),
    lead_from_history: z.boolean().openapi({
      description: 'false: the supplier has delivered nothing yet, the pharmacy’s default is used',
    }),
    cover_days: units('Days the order should last once delivered'),
    cover_from_product: z
      .boolean()
      .openapi({ description: 'true: the product’s suggestion days; false: the pharmacy’s default' }),
    min_quantity: units('KiotViet’s minimum level over the branches looked at').nullable(),
    max_quantity: units('KiotViet’s maximum level over the branches looked at').nullable(),
    target: units(
      'The stock aimed for: daily sales × (lead + cover), raised to the minimum, capped at the maximum',
    ),
    suggested_quantity: units(
      'target − usable − on order in base units, never negative, rounded up to order_unit (down when up would pass ' +
        'the maximum)',
    ),
    order_unit: z
      .object({
        code: z.string().nullable().openapi({
          description: 'The unit’s code, to order it by (`unit_code` of an order line); null: the base unit',
        }),
        unit: z.string().nullable().openapi({ description: 'Its name as KiotViet gives it (Hộp, Vỉ)' }),
        conversion: boundedInt(1, CONVERSION_MAX).openapi({ description: 'Base units in one of it' }),
        count: units('How many of it to order: suggested_quantity ÷ conversion'),
      })
      .openapi({
        description:
          'The unit to order in: the largest of order_product’s units whose rounding up keeps the stock within ' +
          'the maximum, else the base unit',
      }),
  })
  .openapi('ReorderSuggestion');

const SuggestionList = z
  .object({
    data: z.array(Suggestion),
    ...pageResult,
    today: z.string().openapi({ description: 'The day the numbers are for, in Vietnam (yyyy-MM-dd)' }),
    products_sold: units(
      'The pharmacy’s products sold over the window (in the branch): 0 means no sales history to go by',
    ),
    defaults: z.object({
      lead_days: units('Lead time of a supplier without deliveries'),
      cover_days: units('Cover of a product without suggestion days'),
    }),
    suppliers: z
      .array(
        z.object({
          id: z.uuid().nullable().openapi({ description: 'null: the products without a supplier' }),
          name: z.string().nullable(),
          type: z.enum(['PARTNER', 'INTERNAL']).nullable(),
          lead_days: units('Its lead time'),
          lead_from_history: z.boolean(),
          delivered_orders: units('Delivered orders the lead time is measured on'),
          lines: units('Products listed under it'),
          units: boundedInt(0, SAFE_INTEGER_MAX).openapi({ description: 'Units suggested under it' }),
        }),
      )
      .openapi({ description: 'The groups of every page (whatever supplier_id), in the list’s order' }),
  })
  .openapi('ReorderSuggestionList');

/** The picker's products, comma-joined like every id list (csvList), but required and bounded. */
const productIds = z
  .union([z.string(), z.array(z.string())], { error: 'Vui lòng chọn sản phẩm' })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  )
  .pipe(
    z
      .array(z.uuid({ error: 'Mã định danh không hợp lệ' }))
      .min(1, 'Vui lòng chọn sản phẩm')
      .max(PRODUCTS_MAX, `Tối đa ${PRODUCTS_MAX} sản phẩm`),
  )
  .openapi({
    type: 'array',
    items: { type: 'string', format: 'uuid' },
    param: { style: 'form', explode: false },
    description: `The products (the pharmacy’s own or the supplier’s catalogue), at most ${PRODUCTS_MAX}`,
  });

const ProductsQuery = z.object({
  supplier_id: z
    .uuid({ error: 'Nhà cung cấp không hợp lệ' })
    .openapi({ description: 'The supplier ordered from' }),
  product_ids: productIds,
  sales_window: salesWindow,
});

const ProductFigures = z
  .object({
    data: z.array(
      z.object({
        product_id: z.uuid().openapi({ description: 'As asked' }),
        daily_sales: z.number().min(0).max(INT4_MAX),
        on_hand: units('Units in lots that have not expired'),
        usable: units('Units sold before they expire'),
        on_order: units('Units already coming'),
        suggested_quantity: units('What to order from this supplier now'),
      }),
    ),
    today: z.string(),
    lead_days: units('This supplier’s lead time'),
    lead_from_history: z.boolean(),
  })
  .openapi('ReorderProductFigures');

export function reorderRoutes(service: ReorderService, authenticated: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.openapi(
    createRoute({
      security: bearerSecurity,
      middleware: [authenticated],
      tags: ['Inventory'],
      method: 'get',
      path: '/reorder/suggestions',
      summary: 'What to order now, from whom and why: the pharmacy’s products by their last supplier',
      request: { query: SuggestionsQuery },
      responses: {
        200: jsonResponse(SuggestionList, 'A page of suggestions, by supplier then product'),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const answer = await service.list(
        c.var.auth,
        {
          window: Number(q.sales_window) as VelocityWindow,
          branchId: q.branch_id,
          supplier: q.supplier_id,
          needsOrder: q.needs_order ?? true,
        },
        { page: q.page, limit: q.limit },
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
      path: '/reorder/suggestions/export',
      summary: 'The suggestions the filters keep, every page, as CSV (UTF-8 with a byte-order mark) or .xlsx',
      request: { query: SuggestionsExportQuery },
      responses: {
        200: spreadsheetResponse('The file: one row a product, by supplier then product'),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const table = await service.exportTable(c.var.auth, {
        window: Number(q.sales_window) as VelocityWindow,
        branchId: q.branch_id,
        supplier: q.supplier_id,
        needsOrder: q.needs_order ?? true,
      });
      const file = await spreadsheetFile(q.format, `de-xuat-nhap-hang-${table.today}`, table);
      return c.body(new Uint8Array(file.body), 200, file.headers);
    },
  );
  router.openapi(
    createRoute({
      security: bearerSecurity,
      middleware: [authenticated],
      tags: ['Inventory'],
      method: 'get',
      path: '/reorder/products',
      summary:
        'Stock, usable stock and the suggestion of products an order is drafted with, from one supplier',
      request: { query: ProductsQuery },
      responses: {
        200: jsonResponse(
          ProductFigures,
          'The figures of the products the pharmacy sells (others are left out)',
        ),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const answer = await service.forProducts(c.var.auth, {
        supplierId: q.supplier_id,
        productIds: q.product_ids,
        window: Number(q.sales_window) as VelocityWindow,
      });
      return c.json(answer, 200);
    },
  );
  return router;
}
