import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { INT4_MAX, SAFE_INTEGER_MAX, UNIT_PRICE_MAX } from '../../domain/limits';
import { EXPIRY_WINDOWS } from '../../domain/lots';
import { CONVERSION_MAX } from '../../domain/units';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  booleanQuery,
  boundedInt,
  createRouter,
  csvList,
  errors,
  IdParam,
  jsonBody,
  jsonResponse,
  limitQuery,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import type { ProductService } from './service';

/** Repurchase reminder days of a product (docs/product/inventory.md#suggestion-days). */
const SUGGESTION_DAYS_MAX = 180;

const LotSchema = z
  .object({
    id: z.uuid(),
    batch_number: z.string().nullable(),
    expiry_date: z.string().nullable().openapi({ description: 'yyyy-MM-dd' }),
    on_hand: boundedInt(0, INT4_MAX),
    cost: boundedInt(0, SAFE_INTEGER_MAX).openapi({ description: 'Purchase cost per unit, đồng' }),
    is_expired: z.boolean(),
    days_left: boundedInt(-INT4_MAX, INT4_MAX).nullable().openapi({
      description: 'Days from today (Vietnam) to the expiry: 0 expires today, negative has expired',
    }),
    branch_id: z
      .uuid()
      .nullable()
      .openapi({
        description:
          'The branch holding the lot (a KiotViet lot number in two branches is two lots); null for stock the ' +
          'portal received itself, or a KiotViet branch not synced yet',
      }),
    branch_name: z.string().nullable(),
  })
  .openapi('InventoryLot');

/** KiotViet's quantities per branch: fractions allowed, never negative. */
const branchQuantity = (description: string) => z.number().min(0).max(INT4_MAX).openapi({ description });

const BranchStockSchema = z
  .object({
    branch_id: z.uuid().nullable().openapi({ description: 'null while the KiotViet branch is not synced' }),
    branch_name: z.string().nullable(),
    on_hand: branchQuantity('What the branch holds'),
    reserved: branchQuantity('Promised to customers’ orders, not yet sold'),
    on_order: branchQuantity('Ordered from suppliers, not yet received'),
    min_quantity: branchQuantity('The minimum stock set for the branch in KiotViet; 0: none'),
    max_quantity: branchQuantity('The maximum stock set for the branch in KiotViet; 0: none'),
  })
  .openapi('ProductBranchStock');

const ProductUnitSchema = z
  .object({
    unit: z
      .string()
      .nullable()
      .openapi({ description: 'The unit’s name (Viên, Vỉ, Hộp); null when not set' }),
    code: z.string().openapi({
      description:
        'Its product code (KiotViet keeps each unit as a code of its own); the base unit’s is the product’s',
    }),
    conversion: boundedInt(1, CONVERSION_MAX).openapi({
      description: 'Base units in one of it; 1 for the base unit',
    }),
    base_price: boundedInt(0, SAFE_INTEGER_MAX).openapi({ description: 'Its selling price, integer đồng' }),
    is_base: z.boolean(),
  })
  .openapi('ProductUnit');

const ProductSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    unit: z.string().nullable(),
    barcode: z
      .string()
      .nullable()
      .openapi({ description: 'GTIN on the pack (8–14 digits); null when unknown' }),
    category_id: z.uuid().nullable(),
    category_name: z.string().nullable(),
    distributor_id: z.uuid().nullable(),
    retailer_id: z
      .uuid()
      .nullable()
      .openapi({ description: 'The owning pharmacy; null for partner catalogues' }),
    base_price: boundedInt(0, SAFE_INTEGER_MAX),
    is_active: z.boolean(),
    status: z.enum(['ACTIVE', 'INACTIVE']),
    suggestion_days: boundedInt(0, SUGGESTION_DAYS_MAX),
    synced_from_kiotviet: z
      .boolean()
      .openapi({ description: 'Owned by the KiotViet sync: read-only here, except suggestion days' }),
    synced_at: z.string().nullable(),
    kiotviet_product: z
      .object({
        code: z.string(),
        name: z.string(),
        method: z.enum(['synced', 'code', 'barcode', 'created', 'chosen']).openapi({
          description:
            'synced: the product came from KiotViet; else how its link was made: same code, the one KiotViet ' +
            'product with its barcode, created in KiotViet by the portal, or chosen by staff',
        }),
      })
      .nullable()
      .openapi({
        description:
          'Its product in the pharmacy’s current KiotViet store (itself when synced from KiotViet, else its ' +
          'link); null: not linked, so a receipt with it cannot be pushed yet',
      }),
    inventory_summary: z.object({
      total_on_hand: boundedInt(0, SAFE_INTEGER_MAX).openapi({
        description: 'Units in lots that have not expired: expired units are never counted as stock',
      }),
      cost: boundedInt(0, SAFE_INTEGER_MAX),
      expired_on_hand: boundedInt(0, SAFE_INTEGER_MAX).openapi({ description: 'Units in expired lots' }),
      nearest_expiry: z
        .string()
        .nullable()
        .openapi({ description: 'yyyy-MM-dd: the earliest expiry of a lot in stock that has not expired' }),
      days_to_nearest_expiry: boundedInt(0, INT4_MAX)
        .nullable()
        .openapi({ description: 'Days from today to nearest_expiry' }),
    }),
    inventorySummary: z.object({
      totalOnHand: boundedInt(0, SAFE_INTEGER_MAX).openapi({ description: 'The same as total_on_hand' }),
    }),
    productInventories: z
      .array(LotSchema)
      .openapi({ description: 'The pharmacy’s lots: expired first, then by expiry, undated last' }),
    units: z.array(ProductUnitSchema).openapi({
      description:
        'The units it is sold and ordered in: the base unit first (stock counts it), then larger units by conversion',
    }),
    branch_stocks: z.array(BranchStockSchema).openapi({
      description: 'A synced product’s figures per KiotViet branch, by branch name; empty for other products',
    }),
  })
  .openapi('Product');

/**
 * A product of a list asked with `view=summary`: the Product without its lots and branch figures, which a list
 * screen does not show (the inventory table's stock and expiry are in inventory_summary; its drawer reads the
 * product itself). A product of 15 lots is about a tenth of the text.
 */
const ProductSummarySchema = ProductSchema.omit({ productInventories: true, branch_stocks: true }).openapi(
  'ProductSummary',
);

const branchFilter = z
  .uuid({ error: 'Chi nhánh không hợp lệ' })
  .optional()
  .openapi({
    description:
      'Only this branch’s lots and figures (one of the caller’s branches, else 404); the portal’s own receipts ' +
      'belong to no branch. inventory_summary then counts that branch’s lots.',
  });

const uuidList = csvList(z.uuid({ error: 'Mã định danh không hợp lệ' }), { type: 'string', format: 'uuid' });

const ListQuery = z.object({
  ...pageQuery,
  limit: limitQuery(50, 200),
  distributor_id: z.uuid().optional(),
  is_active: booleanQuery,
  status: csvList(z.enum(['ACTIVE', 'INACTIVE'], { error: 'Trạng thái không hợp lệ (ACTIVE, INACTIVE)' }), {
    type: 'string',
    enum: ['ACTIVE', 'INACTIVE'],
  }).openapi({ description: 'The inventory filter’s status checkboxes, comma-joined; none or both: all' }),
  search: z.string().max(100).optional().openapi({
    description:
      'Code or name, ignoring accents and case; 8 to 14 digits also find the product with that barcode, first',
  }),
  retailer_id: z
    .uuid()
    .optional()
    .openapi({ description: 'Only this pharmacy’s own products (must be the caller’s)' }),
  product_ids: uuidList,
  category_ids: uuidList,
  expiry: z
    .enum(EXPIRY_WINDOWS, { error: 'Hạn dùng không hợp lệ (expired, 30, 90, 180)' })
    .optional()
    .openapi({
      description:
        'Only products with stock in an expired lot (expired), or in a lot not yet expired that expires within ' +
        'this many days (today in Vietnam)',
    }),
  sort: z
    .enum(['name', 'nearest_expiry'], { error: 'Cách sắp xếp không hợp lệ (name, nearest_expiry)' })
    .default('name')
    .openapi({ description: 'By name, or by the nearest expiry of stock not yet expired (none last)' }),
  direction: z.enum(['asc', 'desc'], { error: 'Chiều sắp xếp không hợp lệ (asc, desc)' }).default('asc'),
  branch_id: branchFilter,
  view: z
    .enum(['full', 'summary'], { error: 'Cách xem không hợp lệ (full, summary)' })
    .default('full')
    .openapi({
      description:
        'full: each product with its lots and branch figures (Product); summary: without them (ProductSummary), ' +
        'for list screens and pickers',
    }),
});

const ProductList = z
  .object({
    data: z.array(z.union([ProductSchema, ProductSummarySchema])).openapi({
      description: 'Product with view=full (the default), ProductSummary with view=summary',
    }),
    ...pageResult,
  })
  .openapi('ProductList');

const SuggestionDaysBody = z
  .object({
    suggestion_days: z
      .number({ error: 'Số ngày gợi ý phải là số nguyên từ 0 đến 180' })
      .int('Số ngày gợi ý phải là số nguyên từ 0 đến 180')
      .min(0, 'Số ngày gợi ý phải là số nguyên từ 0 đến 180')
      .max(SUGGESTION_DAYS_MAX, 'Số ngày gợi ý phải là số nguyên từ 0 đến 180'),
    retailer_id: z.uuid().optional(),
  })
  .openapi('SuggestionDaysUpdate');

const text = (max: number) => z.string().max(max, `Tối đa ${max} ký tự`);
const productFields = {
  unit: text(50).nullish(),
  barcode: z
    .string({ error: 'Mã vạch phải là chuỗi chữ số' })
    .trim()
    .regex(/^(\d{8,14})?$/, 'Mã vạch gồm 8 đến 14 chữ số')
    .nullish()
    .openapi({
      description:
        'GTIN on the pack, 8–14 digits; empty or null clears it. A KiotViet product with this barcode (and no ' +
        'other) is the same product under another code.',
    }),
  base_price: z
    .number({ error: 'Giá bán phải là số nguyên từ 0' })
    .min(0, 'Giá bán phải là số nguyên từ 0')
    .max(UNIT_PRICE_MAX, `Giá bán tối đa ${UNIT_PRICE_MAX.toLocaleString('vi-VN')} đ`)
    .int('Giá bán phải là số nguyên từ 0')
    .optional()
    .openapi({ description: 'Integer đồng' }),
  category_id: z.uuid({ error: 'Nhóm hàng không hợp lệ' }).nullish(),
  is_active: z.boolean({ error: 'Trạng thái phải là true hoặc false' }).optional(),
  suggestion_days: z
    .number({ error: 'Số ngày gợi ý phải là số nguyên từ 0 đến 180' })
    .int('Số ngày gợi ý phải là số nguyên từ 0 đến 180')
    .min(0, 'Số ngày gợi ý phải là số nguyên từ 0 đến 180')
    .max(SUGGESTION_DAYS_MAX, 'Số ngày gợi ý phải là số nguyên từ 0 đến 180')
    .optional(),
};
const productCode = z
  .string({ error: 'Mã sản phẩm không được để trống' })
  .trim()
  .min(1, 'Mã sản phẩm không được để trống')
  .max(50, 'Mã sản phẩm tối đa 50 ký tự');
const productName = z
  .string({ error: 'Tên sản phẩm không được để trống' })
  .trim()
  .min(1, 'Tên sản phẩm không được để trống')
  .max(200, 'Tên sản phẩm tối đa 200 ký tự');

const ProductCreate = z
  .object({ code: productCode, name: productName, ...productFields })
  .openapi('ProductCreate');
const ProductUpdate = z
  .object({ code: productCode.optional(), name: productName.optional(), ...productFields })
  .openapi('ProductUpdate');

const CategorySchema = z.object({ id: z.uuid(), category_name: z.string() }).openapi('Category');
const CategoryList = z
  .object({
    data: z.array(CategorySchema),
    items: z.array(CategorySchema).openapi({ description: 'The same categories (drawers read items)' }),
    ...pageResult,
  })
  .openapi('CategoryList');

const tags = ['Products'];

export function productRoutes(service: ProductService, authenticated: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  const secured = { security: bearerSecurity, middleware: [authenticated], tags };

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/products',
      summary:
        'Partner catalogues and the pharmacy’s own products, with the pharmacy’s lots (or only their summary)',
      request: { query: ListQuery },
      responses: { 200: jsonResponse(ProductList, 'A page of products'), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      // is_active and status both narrow the list: keep the activity values both allow.
      const allowed = [true, false].filter(
        (active) =>
          (q.is_active === undefined || q.is_active === active) &&
          (!q.status?.length || q.status.includes(active ? 'ACTIVE' : 'INACTIVE')),
      );
      const isActive = allowed.length === 2 ? undefined : allowed;
      const result = await service.list(
        c.var.auth,
        {
          distributorId: q.distributor_id,
          isActive,
          search: q.search,
          retailerId: q.retailer_id,
          productIds: q.product_ids,
          categoryIds: q.category_ids,
          expiry: q.expiry,
          branchId: q.branch_id,
        },
        { page: q.page, limit: q.limit, cursor: q.cursor },
        { by: q.sort, direction: q.direction },
        q.view,
      );
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/products/{id}',
      summary: 'One product with its lots',
      request: { params: IdParam, query: z.object({ branch_id: branchFilter }) },
      responses: {
        200: jsonResponse(z.object({ data: ProductSchema }), 'The product'),
        ...errors(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        { data: await service.get(c.var.auth, c.req.valid('param').id, c.req.valid('query').branch_id) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/products',
      summary: 'Create one of the pharmacy’s own products (its code unique in the pharmacy)',
      request: { body: jsonBody(ProductCreate) },
      responses: {
        201: jsonResponse(z.object({ data: ProductSchema }), 'Created'),
        ...errors(400, 401, 409),
      },
    }),
    async (c) => c.json({ data: await service.create(c.var.auth, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'put',
      path: '/products/{id}',
      summary: 'Update one of the pharmacy’s own products (the fields given)',
      description:
        'A product synced from KiotViet is read-only here (409 PRODUCT_SYNCED: edit it in KiotViet; its suggestion ' +
        'days are set with PATCH …/suggestion-days); a partner’s catalogue product answers 403.',
      request: { params: IdParam, body: jsonBody(ProductUpdate) },
      responses: {
        200: jsonResponse(z.object({ data: ProductSchema }), 'Updated'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json({ data: await service.update(c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'delete',
      path: '/products/{id}',
      summary: 'Delete one of the pharmacy’s own products that no order refers to and nobody holds',
      description:
        '409 PRODUCT_SYNCED, PRODUCT_IN_USE (on an order) or PRODUCT_IN_STOCK; 403 for a partner’s product.',
      request: { params: IdParam },
      responses: {
        200: jsonResponse(z.object({ data: z.object({ id: z.uuid() }) }), 'Deleted'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await service.remove(c.var.auth, id);
      return c.json({ data: { id } }, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'patch',
      path: '/products/{id}/suggestion-days',
      summary: 'Set the repurchase reminder days (0–180) of one of the pharmacy’s products',
      request: { params: IdParam, body: jsonBody(SuggestionDaysBody) },
      responses: {
        200: jsonResponse(z.object({ data: ProductSchema }), 'Updated'),
        ...errors(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { id } = c.req.valid('param');
      const product = await service.setSuggestionDays(c.var.auth, id, body.suggestion_days, body.retailer_id);
      return c.json({ data: product }, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/categories',
      summary: 'Product groups, searchable ignoring accents',
      request: {
        query: z.object({
          ...pageQuery,
          limit: limitQuery(20, 200),
          search: z.string().max(100).optional(),
          ids: uuidList.openapi({
            description:
              'Only these groups, comma-joined: the filter drawer names a chosen group its first page does not list',
          }),
        }),
      },
      responses: { 200: jsonResponse(CategoryList, 'A page of categories'), ...errors(400, 401) },
    }),
    async (c) => {
      const { search, ids, ...request } = c.req.valid('query');
      return c.json(await service.categories(c.var.auth, { search, ids }, request), 200);
    },
  );

  return router;
}
