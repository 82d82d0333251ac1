import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../bench/data/generate';
import { EXACT_TOTAL_LIMIT } from '../src/db/paging';
import { DEMO_LOGIN } from '../src/seed/demo';
import { client, createTestContext, type TestContext } from './helpers';

/**
 * The lists on the generated `ci` data (bench/data/generate.ts: 4,800 orders, 5,600 products, 9,200 lots, 5,600
 * customers, 22,000 sales orders with about 70,000 lines, 1,540 sync runs): every
 * filter's query uses its index (read from EXPLAIN of the statements the API really sends), and totals stay cheap
 * and honest above EXACT_TOTAL_LIMIT. Runs on PGlite and, in .ci/run, on PostgreSQL 15.
 */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let pool: pg.Pool;
let recording: { text: string; values: unknown[] }[] | undefined;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

/** Every statement one request sends, each EXPLAINed with its own parameters. */
async function plansOf(path: string): Promise<PlanNode[]> {
  recording = [];
  const res = await api.get(path);
  const statements = recording;
  recording = undefined;
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  const plans: PlanNode[] = [];
  // The estimate of a large total is itself an EXPLAIN: nothing to explain there.
  for (const { text, values } of statements.filter((statement) => !/^explain/i.test(statement.text))) {
    const result = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${text}`,
      values,
    );
    plans.push(result.rows[0]?.['QUERY PLAN'][0].Plan as PlanNode);
  }
  return plans;
}

function indexesIn(plans: PlanNode[]): Set<string> {
  return new Set(plans.flatMap((plan) => [...nodes(plan)].flatMap((node) => node['Index Name'] ?? [])));
}

/** Nodes that consume all their input before returning a row. */
const BLOCKING = new Set(['Sort', 'Aggregate', 'Hash', 'Materialize', 'WindowAgg', 'SetOp']);

/**
 * Tables read in full: a Seq Scan, unless a Limit stops it before anything that needs every row (the bounded count
 * scans until it has EXACT_TOTAL_LIMIT + 1 rows, which is cheap however large the table).
 */
function scannedWhole(plans: PlanNode[]): Set<string> {
  const found = new Set<string>();
  const visit = (node: PlanNode, bounded: boolean) => {
    const nowBounded =
      node['Node Type'] === 'Limit' ? true : BLOCKING.has(node['Node Type']) ? false : bounded;
    if (node['Node Type'] === 'Seq Scan' && !bounded && node['Relation Name'])
      found.add(node['Relation Name']);
    for (const child of node.Plans ?? []) visit(child, nowBounded);
  };
  for (const plan of plans) visit(plan, false);
  return found;
}

const LARGE_TABLES = [
  'purchase_orders',
  'products',
  'inventory_lots',
  'customers',
  'sales_orders',
  'sales_order_lines',
  'sync_history',
];

const ids = {
  pharmacy: '',
  internalSupplier: '',
  internalSupplierName: '',
  partner: '',
  category: '',
  order: '',
  product: '',
  customer: '',
  soldProduct: '',
  soldCategory: '',
  salesOrder: '',
};

beforeAll(async () => {
  ctx = await createTestContext();
  pool = (ctx.deps.db as unknown as { $client: pg.Pool }).$client;
  await generate({ db: ctx.deps.db, pool }, 'ci');
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // Records what the API sends (text and parameters), to EXPLAIN exactly that.
  (pool as { query: unknown }).query = (config: unknown, values?: unknown[]) => {
    if (recording && typeof config === 'object' && config !== null && 'text' in config) {
      const { text, values: bound } = config as { text: string; values?: unknown[] };
      recording.push({ text, values: bound ?? values ?? [] });
    }
    return query(config, values);
  };
  api = client(ctx.app);
  await api.login(DEMO_LOGIN.username, DEMO_LOGIN.password);
  const me = await api.get('/api/v1/auth/me');
  ids.pharmacy = me.body.data.user.pharmacies[0].id;
  const { rows } = await pool.query<{
    internal: string;
    internal_name: string;
    partner: string;
    category: string;
    product: string;
  }>(
    `select
      (select distributor_id from purchase_orders o join distributors d on d.id = o.distributor_id
        where o.pharmacy_id = $1 and d.type = 'INTERNAL' group by distributor_id order by count(*) desc limit 1) as internal,
      (select name from distributors where id = (select distributor_id from purchase_orders o
        join distributors d on d.id = o.distributor_id where o.pharmacy_id = $1 and d.type = 'INTERNAL'
        group by distributor_id order by count(*) desc limit 1)) as internal_name,
      (select id from distributors where code = 'NPP010') as partner,
      (select category_id from products where pharmacy_id = $1 group by category_id order by count(*) limit 1) as category,
      (select id from products where pharmacy_id = $1 order by code limit 1) as product`,
    [ids.pharmacy],
  );
  const found = rows[0];
  if (!found) throw new Error('ci data: ids');
  ids.internalSupplier = found.internal;
  ids.internalSupplierName = found.internal_name;
  ids.partner = found.partner;
  ids.category = found.category;
  ids.product = found.product;
  const orders = await api.get('/api/import-orders?limit=1');
  ids.order = orders.body.data[0].id;
  const { rows: synced } = await pool.query<{
    customer: string;
    product: string;
    category: string;
    sale: string;
  }>(
    `select
      (select id from customers where pharmacy_id = $1 order by total_revenue desc limit 1) as customer,
      (select product_id from sales_order_lines where pharmacy_id = $1 limit 1) as product,
      (select category_id from sales_order_lines where pharmacy_id = $1 and category_id is not null limit 1) as category,
      (select id from sales_orders where pharmacy_id = $1 order by purchase_date desc limit 1) as sale`,
    [ids.pharmacy],
  );
  const sales = synced[0];
  if (!sales) throw new Error('ci data: sales ids');
  ids.customer = sales.customer;
  ids.soldProduct = sales.product;
  ids.soldCategory = sales.category;
  ids.salesOrder = sales.sale;
}, 600_000);
afterAll(() => ctx?.close());

describe('every list filter is answered by its index (EXPLAIN on the ci data)', () => {
  it.each([
    ['orders, newest first', '/api/import-orders?limit=10', 'purchase_orders_pharmacy_created_idx'],
    [
      'orders by status',
      '/api/import-orders?limit=10&statuses=pending',
      'purchase_orders_pharmacy_status_idx',
    ],
    [
      'orders of a supplier',
      () => `/api/import-orders?limit=10&distributor_ids=${ids.internalSupplier}`,
      'purchase_orders_distributor_idx',
    ],
    [
      'orders in a month',
      '/api/import-orders?limit=10&from_date=2026-05-01&to_date=2026-05-31',
      'purchase_orders_pharmacy_created_idx',
    ],
    [
      'orders delivered in a week',
      '/api/import-orders?limit=10&actual_delivery_from=2026-05-01&actual_delivery_to=2026-05-07',
      'purchase_orders_pharmacy_delivered_idx',
    ],
    ['orders by number', '/api/import-orders?limit=10&search=20260512', 'purchase_orders_number_trgm_idx'],
    [
      // The search box's other half: the supplier's name, folded ('cong ty tnhh duoc …'), OR the order number.
      'orders by supplier name',
      () =>
        `/api/import-orders?limit=10&search=${encodeURIComponent(ids.internalSupplierName.toLowerCase())}`,
      'purchase_orders_distributor_idx',
    ],
    [
      // A word in every supplier's name: the whole list, walked in its order like an unfiltered one.
      'orders by a word of every supplier name',
      `/api/import-orders?limit=10&search=${encodeURIComponent('Dược')}`,
      'purchase_orders_pharmacy_created_idx',
    ],
    ['products by name', '/api/products?limit=50', 'products_name_idx'],
    [
      'own products (inventory)',
      () => `/api/products?limit=10&retailer_id=${ids.pharmacy}`,
      'products_pharmacy_idx',
    ],
    [
      'products of a supplier',
      () => `/api/products?limit=50&distributor_id=${ids.partner}`,
      'products_distributor_idx',
    ],
    [
      'products of a category',
      () => `/api/products?limit=10&retailer_id=${ids.pharmacy}&category_ids=${ids.category}`,
      'products_category_idx',
    ],
    [
      'products by search',
      `/api/products?limit=50&search=${encodeURIComponent('cefuroxim 500')}`,
      'products_search_trgm_idx',
    ],
    ['products by id', () => `/api/products?limit=10&product_ids=${ids.product}`, 'products_pkey'],
    ['the lots of a page of products', '/api/products?limit=50', 'inventory_lots_product_idx'],
    [
      'the stock summary of a page of products',
      '/api/products?limit=50&view=summary',
      'inventory_lots_product_idx',
    ],
    [
      'the stock summary of an inventory page',
      () => `/api/products?limit=10&retailer_id=${ids.pharmacy}&view=summary`,
      'inventory_lots_product_idx',
    ],
    [
      'own products with stock expiring within 90 days',
      () => `/api/products?limit=10&retailer_id=${ids.pharmacy}&expiry=90`,
      'inventory_lots_expiry_idx',
    ],
    [
      'own products with expired stock, nearest expiry first',
      () => `/api/products?limit=10&retailer_id=${ids.pharmacy}&expiry=expired&sort=nearest_expiry`,
      'inventory_lots_expiry_idx',
    ],
    ['lots expiring within 90 days', '/api/expiry/lots?window=90&limit=20', 'inventory_lots_expiry_idx'],
    ['expired lots', '/api/expiry/lots?section=expired&limit=20', 'inventory_lots_expiry_idx'],
    ['customers by name', '/api/customers?limit=10', 'customers_pharmacy_idx'],
    [
      'customers by gender',
      `/api/customers?limit=10&gender=${encodeURIComponent('Nữ')}`,
      'customers_gender_idx',
    ],
    [
      'customers without a gender',
      `/api/customers?limit=10&gender=${encodeURIComponent('Khác')}`,
      'customers_gender_idx',
    ],
    [
      'customers in a revenue band',
      '/api/customers?limit=10&revenue_from=1000000&revenue_to=5000000',
      'customers_pharmacy_idx',
    ],
    [
      'customers by search',
      `/api/customers?limit=10&search=${encodeURIComponent('nguyễn văn')}`,
      'customers_search_prefix_idx',
    ],
    ['sales orders, newest first', '/api/orders?limit=10', 'sales_orders_pharmacy_date_idx'],
    ['sales orders by status', '/api/orders?limit=10&statuses=3,5', 'sales_orders_status_idx'],
    [
      'sales orders in a month',
      '/api/orders?limit=10&from_purchase_date=2026-03-01&to_purchase_date=2026-03-31',
      'sales_orders_pharmacy_date_idx',
    ],
    [
      // A product in many orders: newest first, the date's index walked until the page (and the count's 100) are
      // found, as the planner rightly prefers to reading every match by trigram.
      'sales orders by search',
      `/api/orders?limit=10&search=${encodeURIComponent('paracetamol')}`,
      'sales_orders_pharmacy_date_idx',
    ],
    [
      'sales orders by a rare product',
      `/api/orders?limit=10&search=${encodeURIComponent('cefuroxim 500')}`,
      'sales_orders_search_trgm_idx',
    ],
    ['sales orders by code', '/api/orders?limit=10&order_id=0012', 'sales_orders_code_trgm_idx'],
    [
      'sales orders of a product',
      () => `/api/orders?limit=10&product_ids=${ids.soldProduct}`,
      'sales_order_lines_product_idx',
    ],
    [
      'sales orders of a category',
      () => `/api/orders?limit=10&category_ids=${ids.soldCategory}`,
      'sales_order_lines_category_idx',
    ],
    ['the lines of a page of sales orders', '/api/orders?limit=10', 'sales_order_lines_order_idx'],
    [
      'a customer’s purchase history',
      () => `/api/customers/${ids.customer}/purchase-history?limit=10`,
      'sales_orders_customer_idx',
    ],
    [
      'a customer’s suggestions',
      () => `/api/customers/${ids.customer}/suggestions`,
      'sales_orders_customer_idx',
    ],
    ['the sync log', '/api/sync-history/by-user?limit=20', 'sync_history_pharmacy_idx'],
    [
      'the sync log of one kind',
      '/api/sync-history/by-user?limit=20&data_type=ORDER',
      'sync_history_type_idx',
    ],
    [
      'the latest sync of one kind',
      '/api/sync-history/by-user/latest?dataType=PRODUCT',
      'sync_history_type_idx',
    ],
  ] as const)('%s', async (_name, path, index) => {
    const plans = await plansOf(typeof path === 'function' ? path() : path);
    expect([...indexesIn(plans)]).toContain(index);
    // No list reads a large table in full, however it is filtered.
    for (const table of LARGE_TABLES) expect([...scannedWhole(plans)]).not.toContain(table);
  });

  it.each([
    // The search, and the indexes its plan must use. Each way of matching stops at SEARCH_CANDIDATES rows: for a
    // common word the planner may rather walk an index in its order and stop early (a few hundred rows); a rare one
    // must come from its index. The page then reads its candidates by primary key.
    [
      'products, a word in a fifth of the names',
      '/api/products?limit=50&search=thuoc',
      ['products_search_prefix_idx', 'products_pkey'],
    ],
    [
      'products, two letters (prefixes only: no trigram of a part)',
      '/api/products?limit=50&search=b1',
      ['products_search_prefix_idx', 'products_name_prefix_idx', 'products_search_trgm_idx'],
    ],
    ['products, a code', '/api/products?limit=50&search=SP00001', ['products_search_prefix_idx']],
    ['products, a barcode', '/api/products?limit=50&search=8935049500012', ['products_barcode_idx']],
    [
      'products, a rare word',
      `/api/products?limit=50&search=${encodeURIComponent('cefuroxim 500')}`,
      ['products_name_prefix_idx', 'products_search_trgm_idx'],
    ],
    [
      // The pharmacy's products lie together after the partners' in the table: each prefix is read from its index,
      // not by reading the table from its start until the pharmacy's rows come.
      'inventory, a common word',
      () => `/api/products?limit=10&retailer_id=${ids.pharmacy}&search=thuoc`,
      ['products_search_prefix_idx', 'products_name_prefix_idx', 'products_pkey'],
    ],
    [
      'inventory in summary, a common word',
      () => `/api/products?limit=10&retailer_id=${ids.pharmacy}&view=summary&search=thuoc`,
      ['products_pkey', 'inventory_lots_product_idx'],
    ],
    [
      'customers, a common name',
      `/api/customers?limit=10&search=${encodeURIComponent('nguyễn')}`,
      ['customers_search_prefix_idx', 'customers_pkey'],
    ],
    [
      'customers, a phone typed with spaces and the country code',
      `/api/customers?limit=10&search=${encodeURIComponent('+84 91')}`,
      ['customers_phone_prefix_idx', 'customers_phone_trgm_idx'],
    ],
    [
      'customers, the last digits of a phone',
      `/api/customers?limit=10&search=${encodeURIComponent('45 67')}`,
      ['customers_phone_trgm_idx'],
    ],
  ] as const)('search: %s', async (_name, path, indexes) => {
    const plans = await plansOf(typeof path === 'function' ? path() : path);
    expect([...indexesIn(plans)]).toEqual(expect.arrayContaining([...indexes]));
    for (const table of LARGE_TABLES) expect([...scannedWhole(plans)]).not.toContain(table);
  });

  it('a jump to a far page finds its boundary from the index alone, then seeks', async () => {
    // A jump about 1,200 rows deep. Not to the list’s very end: on the ci data the pharmacy holds
    // 4,000 orders, and for an OFFSET over most of so small a table PostgreSQL 15 rightly prefers reading the
    // table and sorting it (PGlite's planner still takes the index); the scale data is where depth costs.
    const plans = await plansOf('/api/import-orders?limit=10&page=120');
    const keysOnly = plans.flatMap((plan) =>
      [...nodes(plan)].filter(
        (node) =>
          node['Node Type'] === 'Index Only Scan' &&
          node['Index Name'] === 'purchase_orders_pharmacy_created_idx',
      ),
    );
    expect(keysOnly.length).toBeGreaterThan(0);
    expect([...scannedWhole(plans)]).not.toContain('purchase_orders');
  });

  it('a sales order reads its lines by their index', async () => {
    const plans = await plansOf(`/api/orders/${ids.salesOrder}`);
    expect([...indexesIn(plans)]).toEqual(
      expect.arrayContaining(['sales_orders_pkey', 'sales_order_lines_order_idx']),
    );
  });

  it('the order drawer reads each table by its index', async () => {
    const plans = await plansOf(`/api/import-orders/${ids.order}`);
    expect([...indexesIn(plans)]).toEqual(
      expect.arrayContaining([
        'purchase_orders_pkey',
        'purchase_order_items_order_idx',
        'shipped_batches_item_idx',
        'purchase_order_status_history_order_idx',
      ]),
    );
  });
});

describe('totals', () => {
  async function count(where: string): Promise<number> {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from purchase_orders where pharmacy_id = $1 and ${where}`,
      [ids.pharmacy],
    );
    return rows[0]?.n ?? 0;
  }

  it('are exact up to EXACT_TOTAL_LIMIT', async () => {
    const pending = await count("status = 'pending'");
    expect(pending).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    const res = await api.get('/api/import-orders?limit=10&statuses=pending');
    expect(res.body).toMatchObject({ total: pending, total_exact: true });
  });

  it('are the planner’s estimate above it, never below what the pages have shown', async () => {
    const all = await count('true');
    expect(all).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const first = await api.get('/api/import-orders?limit=10');
    expect(first.body.total_exact).toBe(false);
    expect(first.body.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    // Fresh statistics (the generator ends with ANALYZE) put the estimate close to the truth.
    expect(Math.abs(first.body.total - all) / all).toBeLessThan(0.2);
    const deep = await api.get('/api/import-orders?limit=10&page=300');
    expect(deep.body.total).toBeGreaterThan(300 * 10);
  });

  it('ask the planner once per list: its next pages send no EXPLAIN and answer the same total', async () => {
    const explains = async (path: string) => {
      recording = [];
      const res = await api.get(path);
      const sent = recording;
      recording = undefined;
      expect(res.status, res.text).toBe(200);
      return { total: res.body.total, explains: sent.filter(({ text }) => /^explain/i.test(text)).length };
    };
    // A filter no other test uses (every status: the same rows): a list of its own. Its estimate is kept in the
    // database for the filter, whatever the page size and whichever process asks.
    const list = '/api/import-orders?statuses=pending,approved,shipped,delivered,cancelled';
    const first = await explains(`${list}&limit=7`);
    expect(first.explains).toBe(1);
    for (const page of [`limit=7&page=2`, `limit=7&page=40`, `limit=9&page=3`]) {
      expect(await explains(`${list}&${page}`)).toEqual({ total: first.total, explains: 0 });
    }
  });

  it('are counted on a page past the end, so the client can go to the real last page', async () => {
    const all = await count('true');
    const res = await api.get(`/api/import-orders?limit=10&page=${Math.ceil(all / 10) + 5}`);
    expect(res.body).toMatchObject({ data: [], total: all, total_exact: true, next_cursor: null });
  });

  it('are exact again on the last page, whose position says how many there are', async () => {
    const all = await count('true');
    const last = Math.ceil(all / 10);
    const res = await api.get(`/api/import-orders?limit=10&page=${last}`);
    expect(res.body).toMatchObject({ page: last, total: all, total_exact: true, next_cursor: null });
    expect(res.body.data).toHaveLength(all - (last - 1) * 10);
  });
});
