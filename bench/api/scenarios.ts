/**
 * What the API benchmark requests: every list and detail endpoint of the OpenAPI document (GET), with the filters,
 * searches and page depths the portal's screens send. Ids come from the data itself, so the same scenarios run on
 * every size.
 */
import type http from 'node:http';
import { request } from './load';

export interface Scenario {
  /** The row's label in the printed table. */
  name: string;
  /** The OpenAPI path it exercises (`/api/import-orders/{id}`): every GET path must have one. */
  route: string;
  /** null when the data holds nothing to request (the `demo` size has no uploaded document): printed as such. */
  path: string | null;
  /**
   * A write sent before each request, not timed: the request is measured right after a change it must show (an
   * answer kept per process is then worked out anew). Its CPU counts with the request's.
   */
  before?: Change;
}

export interface Change {
  method: 'PATCH' | 'POST' | 'PUT';
  path: string;
  /** The n-th change's body (each differs from the one before, so that every one is a change). */
  body: (n: number) => unknown;
}

/**
 * GET paths that are neither a list nor a detail: a file's bytes through a signed link, and the load balancer's
 * probes (a constant answer, and `select 1`).
 */
const NOT_MEASURED = new Set(['/api/v1/files/{id}/download', '/api/health', '/api/health/ready']);

interface Page<T> {
  data: T[];
  total: number;
}

async function getJson<T>(agent: http.Agent, port: number, path: string, token: string): Promise<T> {
  const res = await request(agent, port, path, { token });
  if (res.status !== 200)
    throw new Error(`setup: GET ${path} answered ${res.status}: ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as T;
}

const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export async function buildScenarios(agent: http.Agent, port: number, token: string): Promise<Scenario[]> {
  const get = <T>(path: string) => getJson<T>(agent, port, path, token);
  const me = await get<{ data: { user: { pharmacies: { id: string }[] } } }>('/api/v1/auth/me');
  const pharmacyId = me.data.user.pharmacies[0]?.id;
  if (!pharmacyId) throw new Error('setup: the signed-in user has no pharmacy');

  const orders = await get<Page<{ id: string; order_number: string }>>('/api/import-orders?limit=10');
  const order = orders.data[0];
  if (!order) throw new Error('setup: no purchase orders');
  const delivered = await get<Page<{ document_urls: string[] }>>(
    '/api/import-orders?statuses=delivered&limit=100',
  );
  const document = delivered.data.flatMap((row) => row.document_urls)[0];
  const partners = await get<Page<{ id: string; type: string; name: string }>>(
    '/api/v1/distributors?type=PARTNER&limit=99',
  );
  // The last partner: in the generated data it has a full catalogue (the demo's first ones have a few products).
  const partner = partners.data.at(-1);
  if (!partner) throw new Error('setup: no partner distributors');
  const products = await get<Page<{ id: string }>>('/api/products?limit=50');
  const product = products.data[0];
  if (!product) throw new Error('setup: no products');
  const categories = await get<Page<{ id: string }>>('/api/categories?limit=20');
  // The batch order's picker: an own supplier, and a page of the pharmacy's own products.
  const internals = await get<Page<{ id: string }>>('/api/v1/distributors?type=INTERNAL&limit=1');
  const internal = internals.data[0];
  const ownPage = await get<Page<{ id: string }>>(`/api/products?limit=50&retailer_id=${pharmacyId}`);

  // A month of order dates that holds orders: around the newest order's date.
  const newest = await get<{ data: { created_at: string } }>(`/api/import-orders/${order.id}`);
  const to = newest.data.created_at.slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const ordersLast = lastPage(orders.total, 10);
  const productsLast = lastPage(products.total, 50);

  const pickerPath = internal
    ? `/api/reorder/products?supplier_id=${internal.id}&product_ids=${ownPage.data.map((row) => row.id).join(',')}`
    : null;
  const changedProduct = ownPage.data[0];
  const changed: Change | undefined = changedProduct
    ? {
        method: 'PATCH',
        path: `/api/products/${changedProduct.id}/suggestion-days`,
        body: (n) => ({ suggestion_days: 30 + (n % 2) }),
      }
    : undefined;
  const scenarios: Scenario[] = [
    { name: 'orders, page 1', route: '/api/import-orders', path: '/api/import-orders?limit=10' },
    {
      name: `orders, page ${Math.min(1000, ordersLast)}`,
      route: '/api/import-orders',
      path: `/api/import-orders?limit=10&page=${Math.min(1000, ordersLast)}`,
    },
    {
      name: `orders, last page (${ordersLast})`,
      route: '/api/import-orders',
      path: `/api/import-orders?limit=10&page=${ordersLast}`,
    },
    {
      name: 'orders, 3 statuses',
      route: '/api/import-orders',
      path: '/api/import-orders?limit=10&statuses=pending,approved,shipped',
    },
    {
      name: 'orders, a month',
      route: '/api/import-orders',
      path: `/api/import-orders?limit=10&from_date=${from}&to_date=${to}`,
    },
    {
      name: 'orders, one supplier',
      route: '/api/import-orders',
      path: `/api/import-orders?limit=10&distributor_ids=${partner.id}`,
    },
    {
      name: 'orders, search number',
      route: '/api/import-orders',
      path: `/api/import-orders?limit=10&search=${encodeURIComponent(order.order_number.slice(3, 11))}`,
    },
    {
      // The search box's other half: a supplier's name, in any case (the search's limit is 50 characters).
      name: 'orders, search supplier',
      route: '/api/import-orders',
      path: `/api/import-orders?limit=10&search=${encodeURIComponent(partner.name.toLowerCase().slice(0, 50))}`,
    },
    { name: 'order detail', route: '/api/import-orders/{id}', path: `/api/import-orders/${order.id}` },
    // What the inventory screen asks: its own products, 10 a page, in summary (its drawer reads the lots).
    {
      name: 'inventory, page 1',
      route: '/api/products',
      path: `/api/products?limit=10&retailer_id=${pharmacyId}&view=summary`,
    },
    {
      name: 'inventory, search=thuoc',
      route: '/api/products',
      path: `/api/products?limit=10&retailer_id=${pharmacyId}&view=summary&search=thuoc`,
    },
    // Every product the pharmacy sees, 50 a page: with each product's lots (the default view, the batch order's
    // picker), and in summary (the order and filter pickers).
    { name: 'products with lots, page 1', route: '/api/products', path: '/api/products?limit=50' },
    {
      name: `products with lots, page ${Math.min(900, productsLast)}`,
      route: '/api/products',
      path: `/api/products?limit=50&page=${Math.min(900, productsLast)}`,
    },
    {
      name: 'products with lots, search=thuoc',
      route: '/api/products',
      path: '/api/products?limit=50&is_active=true&search=thuoc',
    },
    { name: 'products, page 1', route: '/api/products', path: '/api/products?limit=50&view=summary' },
    {
      name: 'products, search=thuoc',
      route: '/api/products',
      path: '/api/products?limit=50&is_active=true&view=summary&search=thuoc',
    },
    {
      name: "products, search='cefuroxim 500'",
      route: '/api/products',
      path: `/api/products?limit=50&is_active=true&view=summary&search=${encodeURIComponent('cefuroxim 500')}`,
    },
    {
      name: "products, search='b1' (2 letters)",
      route: '/api/products',
      path: '/api/products?limit=50&is_active=true&view=summary&search=b1',
    },
    {
      name: 'products, one supplier',
      route: '/api/products',
      path: `/api/products?limit=50&is_active=true&view=summary&distributor_id=${partner.id}`,
    },
    {
      name: 'products, own inventory',
      route: '/api/products',
      path: `/api/products?limit=10&retailer_id=${pharmacyId}`,
    },
    {
      name: 'products, nearest expiry first, within 90 days',
      route: '/api/products',
      path: `/api/products?limit=10&retailer_id=${pharmacyId}&expiry=90&sort=nearest_expiry`,
    },
    { name: 'product detail', route: '/api/products/{id}', path: `/api/products/${product.id}` },
    {
      name: 'expiring lots, 90 days',
      route: '/api/expiry/lots',
      path: '/api/expiry/lots?limit=10&window=90',
    },
    {
      name: 'expired lots',
      route: '/api/expiry/lots',
      path: '/api/expiry/lots?limit=10&section=expired',
    },
    {
      name: 'expiry export, 90 days, CSV',
      route: '/api/expiry/lots/export',
      path: '/api/expiry/lots/export?format=csv&window=90',
    },
    {
      name: 'reorder suggestions',
      route: '/api/reorder/suggestions',
      path: '/api/reorder/suggestions?limit=20',
    },
    {
      name: 'reorder export, every product, xlsx',
      route: '/api/reorder/suggestions/export',
      path: '/api/reorder/suggestions/export?format=xlsx&needs_order=false',
    },
    {
      name: 'reorder suggestions, 91 days, without a supplier, every product',
      route: '/api/reorder/suggestions',
      path: '/api/reorder/suggestions?limit=20&sales_window=91&supplier_id=none&needs_order=false',
    },
    {
      name: 'reorder figures of a picker page (50 products)',
      route: '/api/reorder/products',
      path: pickerPath,
    },
    // The suggestions are kept per process while nothing they are computed from changes: these rows measure them
    // right after a change (a product's suggestion days set), when they are worked out anew.
    {
      name: 'reorder suggestions, right after a change',
      route: '/api/reorder/suggestions',
      path: changed ? '/api/reorder/suggestions?limit=20' : null,
      ...(changed ? { before: changed } : {}),
    },
    {
      name: 'reorder figures of a picker page, right after a change',
      route: '/api/reorder/products',
      path: changed ? pickerPath : null,
      ...(changed ? { before: changed } : {}),
    },
    { name: 'categories', route: '/api/categories', path: '/api/categories?limit=20' },
    { name: 'categories, search', route: '/api/categories', path: '/api/categories?limit=20&search=giam' },
    { name: 'suppliers', route: '/api/v1/distributors', path: '/api/v1/distributors?limit=99' },
    {
      name: 'suppliers, search',
      route: '/api/v1/distributors',
      path: `/api/v1/distributors?limit=20&search=${encodeURIComponent('dược')}`,
    },
    {
      name: 'active suppliers',
      route: '/api/v1/distributors/active',
      path: '/api/v1/distributors/active?limit=99',
    },
    {
      name: 'supplier detail',
      route: '/api/v1/distributors/{id}',
      path: `/api/v1/distributors/${partner.id}`,
    },
    { name: 'signed-in user', route: '/api/v1/auth/me', path: '/api/v1/auth/me' },
  ];
  scenarios.push({ name: 'file link', route: '/api/v1/files/{id}', path: document ?? null });

  // What the KiotViet sync wrote (the generator's customers, sales orders and sync log).
  const customers = await get<Page<{ id: string }>>('/api/customers?limit=10');
  const customer = customers.data[0];
  const sales =
    await get<Page<{ id: string; code: string; invoice_details: { product_id: string | null }[] }>>(
      '/api/orders?limit=10',
    );
  const sale = sales.data[0];
  const soldProduct = sale?.invoice_details.find((line) => line.product_id)?.product_id;
  const branches = await get<{ branches: { id: string }[] }>('/api/branches');
  const branch = branches.branches[0];
  const customersLast = lastPage(customers.total, 10);
  const salesLast = lastPage(sales.total, 10);
  scenarios.push(
    { name: 'POS connection', route: '/api/pos-settings', path: '/api/pos-settings' },
    { name: 'POS connection status', route: '/api/pos-settings/status', path: '/api/pos-settings/status' },
    { name: 'full re-sync kinds', route: '/api/pos-settings/full-sync', path: '/api/pos-settings/full-sync' },
    {
      name: 'reorder suggestions, one branch',
      route: '/api/reorder/suggestions',
      path: branch ? `/api/reorder/suggestions?limit=20&branch_id=${branch.id}` : null,
    },
    { name: 'branches', route: '/api/branches', path: '/api/branches' },
    { name: 'branch stats', route: '/api/branches/stats', path: '/api/branches/stats' },
    {
      name: 'branch detail',
      route: '/api/branches/{id}',
      path: branch ? `/api/branches/${branch.id}` : null,
    },
    { name: 'customers, page 1', route: '/api/customers', path: '/api/customers?limit=10' },
    {
      name: `customers, page ${Math.min(5000, customersLast)}`,
      route: '/api/customers',
      path: `/api/customers?limit=10&page=${Math.min(5000, customersLast)}`,
    },
    {
      name: 'customers, search',
      route: '/api/customers',
      path: `/api/customers?limit=10&search=${encodeURIComponent('nguyễn')}`,
    },
    {
      name: 'customers, gender + revenue',
      route: '/api/customers',
      path: `/api/customers?limit=10&gender=${encodeURIComponent('Nữ')}&revenue_from=1000000&revenue_to=5000000`,
    },
    {
      name: 'customer detail',
      route: '/api/customers/{id}',
      path: customer ? `/api/customers/${customer.id}` : null,
    },
    {
      name: 'customer purchase history',
      route: '/api/customers/{id}/purchase-history',
      path: customer ? `/api/customers/${customer.id}/purchase-history?limit=10` : null,
    },
    {
      name: 'customer suggestions',
      route: '/api/customers/{id}/suggestions',
      path: customer ? `/api/customers/${customer.id}/suggestions?limit=10` : null,
    },
    { name: 'sales orders, page 1', route: '/api/orders', path: '/api/orders?limit=10' },
    {
      name: `sales orders, page ${Math.min(50_000, salesLast)}`,
      route: '/api/orders',
      path: `/api/orders?limit=10&page=${Math.min(50_000, salesLast)}`,
    },
    { name: 'sales orders, processing', route: '/api/orders', path: '/api/orders?limit=10&statuses=3' },
    {
      name: 'sales orders, search product',
      route: '/api/orders',
      path: `/api/orders?limit=10&search=${encodeURIComponent('paracetamol')}`,
    },
    {
      name: 'sales orders, one product',
      route: '/api/orders',
      path: soldProduct ? `/api/orders?limit=10&product_ids=${soldProduct}` : null,
    },
    { name: 'sales order detail', route: '/api/orders/{id}', path: sale ? `/api/orders/${sale.id}` : null },
    { name: 'sync log', route: '/api/sync-history/by-user', path: '/api/sync-history/by-user?limit=20' },
    {
      name: 'latest sync',
      route: '/api/sync-history/by-user/latest',
      path: '/api/sync-history/by-user/latest?dataType=ORDER',
    },
  );
  if (categories.data.length === 0) throw new Error('setup: no categories');
  return scenarios;
}

/** GET routes of the document that no scenario measures (other than those that are not lists or details). */
export function uncovered(
  document: { paths?: Record<string, { get?: unknown }> },
  scenarios: Scenario[],
): string[] {
  const measured = new Set(scenarios.map((scenario) => scenario.route));
  return Object.entries(document.paths ?? {})
    .filter(([path, item]) => item.get && !NOT_MEASURED.has(path) && !measured.has(path))
    .map(([path]) => path);
}
