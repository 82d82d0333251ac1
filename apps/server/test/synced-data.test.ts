import { KiotVietClient } from '@pharmacy/kiotviet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../src/domain/text';
import { client, expectEnvelope } from './helpers';
import { createStoreContext, type StoreContext } from './kiotviet';

/**
 * The synced-data API (docs/product/sync.md#what-is-synced) on a store synced from the simulator (demo size):
 * branches, inventory,
 * categories, customers with purchase history and suggestions, sales orders, the sync log. Every route: success,
 * bad input (400) and another pharmacy's ids (404).
 */

let store: StoreContext;
type SimProduct = NonNullable<ReturnType<StoreContext['simulator']['data']['products']['get']>>;
let other: ReturnType<typeof client>;

beforeAll(async () => {
  store = await createStoreContext();
  await store.connect();
  for (const [path, dataType] of [
    ['/api/kiotviet/sync-branches', 'BRANCH'],
    ['/api/pos-settings/sync-inventory', 'PRODUCT'],
    ['/api/customers/sync', 'CUSTOMER'],
    ['/api/orders/sync', 'ORDER'],
  ] as const) {
    const res = await store.api.post(path);
    if (res.status === 202) await finished(dataType);
    else if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  }
  other = client(store.ctx.app);
  await other.login('bob', store.fx.password);
}, 300_000);
afterAll(() => store?.close());

const get = (path: string) => store.api.get(path);

/** A sync the button's request stopped waiting for (202 on a busy machine): its run, recorded once it is over. */
async function finished(dataType: string): Promise<void> {
  for (;;) {
    const result = await store.ctx.deps.db.execute<{ status: string }>(
      sql`select status from sync_history where pharmacy_id = ${store.fx.pharmacyA.id} and data_type = ${dataType}
        order by created_at desc limit 1`,
    );
    const status = result.rows[0]?.status;
    if (status === 'SUCCESS') return;
    if (status === 'FAILED') throw new Error(`the ${dataType} sync failed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('branches', () => {
  it('lists them with the status envelope, the default branch and the screen’s status', async () => {
    const res = await get(`/api/branches?pharmacy_id=${store.fx.pharmacyA.id}&source=KIOTVIET`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', total: 3, total_exact: true });
    const branches = res.body.branches as {
      external_id: string;
      is_default: boolean;
      address: string | null;
    }[];
    expect(branches).toHaveLength(3);
    // The lowest KiotViet id is the default branch (docs/product/branches.md#default-branch).
    const lowest = [...branches].sort((a, b) => Number(a.external_id) - Number(b.external_id))[0];
    expect(branches.filter((branch) => branch.is_default)).toEqual([lowest]);
    expect(branches.some((branch) => branch.address === null)).toBe(true);
    expect(res.body.branches[0]).toMatchObject({ source: 'KIOTVIET', status: 'active', is_active: true });
    expect(res.body.branches[0].last_sync_at).not.toBeNull();
  });

  it('searches name, address and phone without accents, and counts', async () => {
    const all = (await get('/api/branches')).body.branches as {
      name: string;
      contact_number: string | null;
    }[];
    const phone = all.find((branch) => branch.contact_number)?.contact_number as string;
    expect((await get(`/api/branches?search=${phone.slice(-6)}`)).body.branches).toHaveLength(1);
    const word = foldForSearch(all[0]?.name ?? '')
      .split(' ')
      .at(-1) as string;
    expect((await get(`/api/branches?search=${encodeURIComponent(word)}`)).body.total).toBeGreaterThan(0);
    expect((await get('/api/branches/stats')).body).toEqual({
      status: 'success',
      data: { total: 3, active: 3, inactive: 0, syncing: 0 },
    });
  });

  it('syncs one branch, and shows one; another pharmacy’s answer 404, bad input 400', async () => {
    const [first] = (await get('/api/branches')).body.branches as { id: string; external_id: string }[];
    const branchIndex = store.simulator.data.branches.indexOf(Number(first?.external_id)) as number;
    store.clock.advance(60_000);
    store.simulator.data.branches.edit(
      branchIndex,
      (branch) => ({ ...branch, name: `${branch.name} (đã đổi tên)` }),
      store.clock.now(),
    );
    const synced = await store.api.post(`/api/branches/${first?.id}/sync`, {});
    expect(synced.status).toBe(200);
    expect(synced.body.data.name).toMatch(/\(đã đổi tên\)$/);
    expect((await get(`/api/branches/${first?.id}`)).body.data.name).toMatch(/\(đã đổi tên\)$/);
    expect((await other.get(`/api/branches/${first?.id}`)).status).toBe(404);
    expect((await other.post(`/api/branches/${first?.id}/sync`, {})).status).toBe(404);
    expect((await get(`/api/branches?pharmacy_id=${store.fx.pharmacyB.id}`)).status).toBe(404);
    expect((await get('/api/branches?source=POS')).status).toBe(400);
    expect((await get('/api/branches/not-a-uuid')).status).toBe(400);
    expect((await other.get('/api/branches')).body.branches).toEqual([]);
  });
});

describe('inventory (GET /api/products with the inventory filters)', () => {
  const inventory = (query = '') =>
    get(`/api/products?retailer_id=${store.fx.pharmacyA.id}&limit=10${query}`);

  it('lists the synced products with category, stock summary and lots in the screen’s order', async () => {
    const res = await inventory('&search=SP000015');
    expect(res.status).toBe(200);
    const [product] = res.body.data;
    expect(product).toMatchObject({
      code: 'SP000015',
      synced_from_kiotviet: true,
      retailer_id: store.fx.pharmacyA.id,
    });
    expect(product.category_name).toBeTruthy();
    const lots = product.productInventories as {
      on_hand: number;
      is_expired: boolean;
      expiry_date: string | null;
    }[];
    // Stock never counts an expired lot; its units are counted apart.
    const units = (expired: boolean) =>
      lots.filter((lot) => lot.is_expired === expired).reduce((sum, lot) => sum + lot.on_hand, 0);
    expect(product.inventory_summary.total_on_hand).toBe(units(false));
    expect(product.inventory_summary.expired_on_hand).toBe(units(true));
    // Expired first, then by expiry, undated last.
    const ranks = lots.map((lot) => (lot.expiry_date === null ? 2 : lot.is_expired ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());
  });

  it('filters by status, category, product and accent-free search', async () => {
    const inactive = await inventory('&status=INACTIVE');
    expect(inactive.body.total).toBeGreaterThan(0);
    expect(inactive.body.data.every((row: { is_active: boolean }) => !row.is_active)).toBe(true);
    const [sample] = (await inventory('&search=SP000015')).body.data;
    const categories = await get(
      `/api/categories?limit=5&search=${encodeURIComponent(sample.category_name)}`,
    );
    expect(categories.body.items).toEqual(categories.body.data);
    const category = categories.body.items.find((row: { id: string }) => row.id === sample.category_id);
    expect(category).toBeDefined();
    const inCategory = await inventory(`&category_ids=${category.id}`);
    expect(inCategory.body.total).toBeGreaterThan(0);
    expect(
      inCategory.body.data.every((row: { category_id: string }) => row.category_id === category.id),
    ).toBe(true);
    const picked = inCategory.body.data[0];
    expect(
      (await inventory(`&product_ids=${picked.id}`)).body.data.map((row: { id: string }) => row.id),
    ).toEqual([picked.id]);
    const word = picked.name.split(' ')[0] as string;
    const folded = await inventory(`&search=${encodeURIComponent(foldForSearch(word).toUpperCase())}`);
    expect(folded.body.data.map((row: { id: string }) => row.id)).toContain(picked.id);
  });

  it('names each lot’s branch, keeps each branch’s lots and figures exact, and narrows them to one branch', async () => {
    const branches = (await get('/api/branches')).body.branches as {
      id: string;
      name: string;
      external_id: string;
    }[];
    const branchOf = new Map(branches.map((branch) => [Number(branch.external_id), branch]));
    // A product whose lots sit in two branches, and one with reorder levels set.
    let simulated: SimProduct | undefined;
    for (let index = 0; index < store.simulator.data.products.size && !simulated; index++) {
      const candidate = store.simulator.data.products.get(index);
      const lotBranches = new Set(candidate?.lots.filter((lot) => lot.onHand > 0).map((lot) => lot.branchId));
      if (candidate?.isActive && lotBranches.size >= 2) simulated = candidate;
    }
    if (!simulated) throw new Error('the simulated store has no product with lots in two branches');
    const [listed] = (await inventory(`&search=${simulated.code}`)).body.data;
    const detail = (await get(`/api/products/${listed.id}`)).body.data;
    for (const answer of [listed, detail]) {
      const lots = answer.productInventories as {
        batch_number: string | null;
        on_hand: number;
        branch_id: string | null;
        branch_name: string | null;
      }[];
      for (const branch of branches) {
        const expected = simulated.lots
          .filter((lot) => lot.branchId === Number(branch.external_id))
          .map((lot) => `${lot.batchName.trim()}:${lot.onHand}`)
          .sort();
        const actual = lots
          .filter((lot) => lot.branch_id === branch.id && lot.batch_number !== null)
          .map((lot) => `${lot.batch_number}:${lot.on_hand}`)
          .sort();
        expect(actual).toEqual(expected);
      }
      expect(
        lots.every((lot) => lot.branch_name === branches.find((b) => b.id === lot.branch_id)?.name),
      ).toBe(true);
      expect(answer.branch_stocks.map((stock: { branch_id: string }) => stock.branch_id).sort()).toEqual(
        simulated.inventories.map((inventory) => branchOf.get(inventory.branchId)?.id).sort(),
      );
      for (const inventory of simulated.inventories) {
        expect(
          answer.branch_stocks.find(
            (stock: { branch_id: string }) => stock.branch_id === branchOf.get(inventory.branchId)?.id,
          ),
        ).toEqual({
          branch_id: branchOf.get(inventory.branchId)?.id,
          branch_name: branchOf.get(inventory.branchId)?.name,
          on_hand: inventory.onHand,
          reserved: inventory.reserved,
          on_order: inventory.onOrder,
          min_quantity: inventory.minQuantity,
          max_quantity: inventory.maxQuantity,
        });
      }
    }

    const [lotBranch] = simulated.lots.filter((lot) => lot.onHand > 0).map((lot) => lot.branchId);
    const branch = branchOf.get(lotBranch as number) as { id: string; name: string };
    const narrowed = [
      (await inventory(`&search=${simulated.code}&branch_id=${branch.id}`)).body.data[0],
      (await get(`/api/products/${listed.id}?branch_id=${branch.id}`)).body.data,
    ];
    for (const answer of narrowed) {
      const lots = answer.productInventories as { branch_id: string; on_hand: number }[];
      expect(lots.length).toBeGreaterThan(0);
      expect(lots.every((lot) => lot.branch_id === branch.id)).toBe(true);
      expect(answer.inventory_summary.total_on_hand).toBe(lots.reduce((sum, lot) => sum + lot.on_hand, 0));
      expect(answer.branch_stocks.map((stock: { branch_id: string }) => stock.branch_id)).toEqual([
        branch.id,
      ]);
    }
    // A KiotViet lot number held in two branches is two lots, each with its branch.
    expect(listed.productInventories.length).toBeGreaterThan(narrowed[0].productInventories.length);
  });

  it('analysed the tables the product sync filled: products, lots and figures per branch', async () => {
    for (const table of ['products', 'inventory_lots', 'product_branch_stocks']) {
      // reltuples is the row count of the table's last ANALYZE, -1 before the first (PGlite never runs one itself).
      const result = await store.ctx.deps.db.execute<{ known: number; real: number }>(
        sql`select (select reltuples::float8 from pg_class where oid = to_regclass(${table})) as known,
          (select count(*)::int from ${sql.identifier(table)}) as real`,
      );
      const { known, real } = result.rows[0] ?? { known: -1, real: 0 };
      expect(real, table).toBeGreaterThan(0);
      expect(Math.abs(Number(known) - real) / real, table).toBeLessThan(0.2);
    }
  });

  it('answers a branch filter that is not a uuid 400, and another pharmacy’s or an unknown branch 404', async () => {
    const [branch] = (await get('/api/branches')).body.branches as { id: string }[];
    const [product] = (await inventory('&search=SP000015')).body.data;
    for (const path of ['/api/products?branch_id=abc', `/api/products/${product.id}?branch_id=abc`]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/api/products?branch_id=${unknown}`,
      `/api/products/${product.id}?branch_id=${unknown}`,
    ]) {
      expect((await get(path)).status).toBe(404);
    }
    expect((await other.get(`/api/products?branch_id=${branch?.id}`)).status).toBe(404);
    expect((await other.get(`/api/products/${product.id}?branch_id=${branch?.id}`)).status).toBe(404);
  });

  it('keeps suggestion days editable on a synced product', async () => {
    const [product] = (await inventory('&search=SP000020')).body.data;
    const res = await store.api.patch(`/api/products/${product.id}/suggestion-days`, { suggestion_days: 30 });
    expect(res.status).toBe(200);
    expect(res.body.data.suggestion_days).toBe(30);
    expect(
      (await other.patch(`/api/products/${product.id}/suggestion-days`, { suggestion_days: 3 })).status,
    ).toBe(404);
  });
});

describe('customers', () => {
  it('lists by name with gender, revenue range and accent-free search over code, name, phone, email', async () => {
    const all = await get('/api/customers?limit=100');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 180, limit: 100, total_exact: true });
    const names = (all.body.data as { name: string }[]).map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const unknown = await get('/api/customers?gender=Kh%C3%A1c&limit=100');
    expect(unknown.body.total).toBeGreaterThan(0);
    expect(unknown.body.data.every((row: { gender: string | null }) => row.gender === null)).toBe(true);
    const women = await get('/api/customers?gender=N%E1%BB%AF&limit=100');
    expect(women.body.data.every((row: { gender: string | null }) => row.gender === 'Nữ')).toBe(true);
    const band = await get('/api/customers?revenue_from=100000&revenue_to=500000&limit=100');
    expect(
      band.body.data.every(
        (row: { total_revenue: number }) => row.total_revenue >= 100_000 && row.total_revenue < 500_000,
      ),
    ).toBe(true);
    const someone = (
      all.body.data as { name: string; phone: string | null; email: string | null; code: string }[]
    ).find((row) => row.phone && row.email);
    for (const term of [
      someone?.code,
      someone?.phone?.slice(2, 9),
      someone?.email?.split('@')[0],
      foldForSearch(someone?.name ?? ''),
    ]) {
      const found = await get(`/api/customers?search=${encodeURIComponent(term as string)}&limit=100`);
      expect(
        found.body.data.map((row: { code: string }) => row.code),
        term,
      ).toContain(someone?.code);
    }
  });

  it('answers a customer, their purchase history and suggestions (docs/product/api.md#customers)', async () => {
    // A regular who is due today: bought the same medicine every interval, the last time an interval ago.
    const regular = store.simulator.data.regulars.find(
      (entry) => entry.dueInDays === 0 && entry.days.length >= 3,
    );
    const kiotvietId = store.simulator.data.customers.idOf(regular?.customerIndex as number);
    const list = await get(
      `/api/customers?search=${store.simulator.data.customers.get(regular?.customerIndex as number)?.code}`,
    );
    const customer = list.body.data[0];
    expect(customer.kiotviet_id).toBe(kiotvietId);
    expect((await get(`/api/customers/${customer.id}`)).body.data).toEqual(customer);

    const history = await get(`/api/customers/${customer.id}/purchase-history?limit=2`);
    expect(history.body).toMatchObject({ page: 1, limit: 2, hasPrevPage: false });
    expect(history.body.totalPages).toBe(Math.ceil(history.body.total / 2));
    expect(history.body.hasNextPage).toBe(history.body.total > 2);
    const dates = (history.body.data as { purchase_date: string }[]).map((row) => row.purchase_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const suggestions = await get(`/api/customers/${customer.id}/suggestions?limit=10`);
    const product = store.simulator.data.products.get(regular?.productIndex as number);
    const suggestion = (
      suggestions.body.data as { code: string; is_due: boolean; purchase_count: number }[]
    ).find((row) => row.code === product?.code);
    expect(suggestion).toMatchObject({ is_due: true });
    expect(suggestion?.purchase_count).toBeGreaterThanOrEqual(regular?.days.length as number);
    const rows = suggestions.body.data as {
      code: string;
      is_due: boolean;
      due_date: string;
      days_until_due: number;
      last_purchase_date: string;
      last_order: { id: string; code: string };
    }[];
    const due = rows.map((row) => row.is_due);
    expect(due).toEqual([...due].sort().reverse());
    // Most urgent first: the longest overdue at the top, then what falls due soonest.
    const days = rows.map((row) => row.days_until_due);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    for (const row of rows) expect(row.is_due).toBe(row.days_until_due <= 0);
    // Due today: no day left, none overdue.
    expect(rows.find((row) => row.code === product?.code)).toMatchObject({ days_until_due: 0 });
    // The last order is the customer's invoice of that day, with the product in it.
    for (const row of rows) {
      const order = await get(`/api/orders/${row.last_order.id}`);
      expect(order.status, row.code).toBe(200);
      expect(order.body.data.code).toBe(row.last_order.code);
      expect(order.body.data.customer_code).toBe(customer.code);
      const day = new Date(Date.parse(order.body.data.purchase_date) + 7 * 3_600_000)
        .toISOString()
        .slice(0, 10);
      expect(day).toBe(row.last_purchase_date);
      expect(
        (order.body.data.invoice_details as { product_code: string }[]).some(
          (line) => line.product_code === row.code,
        ),
      ).toBe(true);
    }
  });

  it('carries each customer’s KiotViet groups, a change of them synced like any other change', async () => {
    const data = store.simulator.data.customers;
    const rows: { kiotviet_id: number; groups: string[] }[] = [];
    for (const page of [1, 2]) rows.push(...(await get(`/api/customers?limit=100&page=${page}`)).body.data);
    expect(rows).toHaveLength(180);
    for (const row of rows)
      expect(row.groups, String(row.kiotviet_id)).toEqual(data.getById(row.kiotviet_id)?.groups);
    expect(rows.some((row) => row.groups.length === 0)).toBe(true);
    expect(rows.some((row) => row.groups.length > 1)).toBe(true);

    // Names with a quote, a backslash and a comma reach the database as they are.
    const [first] = rows;
    const renamed = ['Khách "VIP"', 'Nhóm A\\B', 'Khách sỉ, phòng khám'];
    store.clock.advance(60_000);
    data.edit(
      data.indexOf(first?.kiotviet_id as number) as number,
      (customer) => ({ ...customer, groups: renamed }),
      store.clock.now(),
    );
    const sync = await store.api.post('/api/customers/sync');
    // The one edited, and any the window reads again whose branch a test above renamed.
    expect(sync.body.status).toBe('SUCCESS');
    expect(sync.body.updated_count).toBeGreaterThanOrEqual(1);
    const found = await get(`/api/customers?search=${data.getById(first?.kiotviet_id as number)?.code}`);
    expect(found.body.data[0].groups).toEqual(renamed);
  });

  it('answers another pharmacy’s customers 404 and bad filters 400', async () => {
    const [customer] = (await get('/api/customers?limit=1')).body.data;
    for (const path of [
      `/api/customers/${customer.id}`,
      `/api/customers/${customer.id}/purchase-history`,
      `/api/customers/${customer.id}/suggestions`,
    ]) {
      expect((await other.get(path)).status, path).toBe(404);
    }
    expect((await other.get('/api/customers')).body.total).toBe(0);
    for (const path of [
      '/api/customers?gender=X',
      '/api/customers?revenue_from=-1',
      '/api/customers?revenue_from=500&revenue_to=100',
      '/api/customers?limit=1000',
      `/api/customers/${customer.id}/suggestions?limit=51`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expectEnvelope(res.body);
    }
  });

  it('syncs on demand with counts (docs/product/sync.md#manual-syncs); manual-sync reads all', async () => {
    store.clock.advance(60_000);
    store.simulator.churn({ newCustomers: 2, editCustomers: 3 });
    const sync = await store.api.post('/api/customers/sync');
    expect(sync.status).toBe(200);
    expect(sync.body).toMatchObject({ status: 'SUCCESS', new_count: 2 });
    // The three edited, and any customer the window reads again whose branch was renamed meanwhile (a test above).
    expect(sync.body.updated_count).toBeGreaterThanOrEqual(3);
    expect(sync.body.synced_count).toBe(sync.body.new_count + sync.body.updated_count);
    const full = await store.api.post('/api/customers/manual-sync');
    expect(full.body).toMatchObject({ status: 'SUCCESS', new_count: 0, removed_count: 0 });
  });
});

describe('sales orders', () => {
  it('lists newest first with lines; searches code or product name without accents', async () => {
    const page = await get('/api/orders?limit=10');
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(1_000);
    // The sync analysed the tables it filled: the planner's estimate is within a fifth of the real count (without
    // statistics it answered about 1,001 whatever the count).
    const counted = await store.ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sales_orders where pharmacy_id = ${store.fx.pharmacyA.id}`,
    );
    const real = counted.rows[0]?.n ?? 0;
    expect(page.body.total_exact).toBe(false);
    expect(Math.abs(page.body.total - real) / real).toBeLessThan(0.2);
    const [newest] = page.body.data;
    expect(newest.invoice_details.length).toBeGreaterThan(0);
    expect(newest.invoice_details[0]).toHaveProperty('category_name');
    const dates = (page.body.data as { purchase_date: string }[]).map((row) => row.purchase_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const byCode = await get(`/api/orders?search=${newest.code}`);
    expect(byCode.body.data[0].id).toBe(newest.id);
    const productName = newest.invoice_details[0].product_name as string;
    const byName = await get(
      `/api/orders?search=${encodeURIComponent(foldForSearch(productName))}&limit=100`,
    );
    expect(byName.body.data.map((row: { id: string }) => row.id)).toContain(newest.id);
    const byOrderId = await get(`/api/orders?order_id=${newest.code.slice(2)}`);
    expect(byOrderId.body.data.map((row: { id: string }) => row.id)).toContain(newest.id);
  });

  it('filters by product, category, status and purchase dates (Vietnam days)', async () => {
    const [newest] = (await get('/api/orders?limit=1')).body.data;
    const line = newest.invoice_details[0];
    const byProduct = await get(`/api/orders?product_ids=${line.product_id}&limit=100`);
    expect(byProduct.body.total).toBeGreaterThan(0);
    for (const order of byProduct.body.data) {
      expect(order.invoice_details.map((row: { product_id: string }) => row.product_id)).toContain(
        line.product_id,
      );
    }
    const [product] = (await get(`/api/products?product_ids=${line.product_id}`)).body.data;
    const byCategory = await get(`/api/orders?category_ids=${product.category_id}&limit=100`);
    expect(byCategory.body.total).toBeGreaterThanOrEqual(byProduct.body.total);
    for (const status of [1, 2, 3, 5]) {
      const res = await get(`/api/orders?statuses=${status}&limit=20`);
      expect(
        res.body.data.every((row: { status: number }) => row.status === status),
        String(status),
      ).toBe(true);
    }
    const both = await get('/api/orders?statuses=3,5&limit=100');
    expect(both.body.data.every((row: { status: number }) => [3, 5].includes(row.status))).toBe(true);
    const processing = both.body.data.find((row: { status: number }) => row.status === 3);
    expect(processing?.status_value).toBe('Đang xử lý');
    const day = new Date(Date.parse(newest.purchase_date) + 7 * 3_600_000).toISOString().slice(0, 10);
    const sameDay = await get(`/api/orders?from_purchase_date=${day}&to_purchase_date=${day}&limit=100`);
    expect(sameDay.body.data.map((row: { id: string }) => row.id)).toContain(newest.id);
    for (const order of sameDay.body.data) {
      expect(new Date(Date.parse(order.purchase_date) + 7 * 3_600_000).toISOString().slice(0, 10)).toBe(day);
    }
  });

  it('shows one order with its lines, branch, salesperson and customer; 404 and 400 otherwise', async () => {
    const [order] = (await get('/api/orders?limit=1')).body.data;
    const detail = await get(`/api/orders/${order.id}`);
    expect(detail.body.data).toEqual({ ...order, payments: expect.any(Array) });
    expect(detail.body.data.branch_name).toBeTruthy();
    expect(detail.body.data.sold_by_name).toBeTruthy();
    expect(detail.body.data.customer_name).toBeTruthy();
    const missing = await other.get(`/api/orders/${order.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Không tìm thấy thông tin đơn hàng');
    expect((await other.get('/api/orders')).body.total).toBe(0);
    for (const path of [
      '/api/orders?statuses=4',
      '/api/orders?from_purchase_date=2026-02-30',
      '/api/orders?from_purchase_date=2026-03-10&to_purchase_date=2026-03-01',
      '/api/orders?product_ids=abc',
    ]) {
      expect((await get(path)).status, path).toBe(400);
    }
  });

  it('shows how an order was paid and its discount as KiotViet has them', async () => {
    const invoices = store.simulator.data.invoices;
    const all: {
      id: string;
      kiotviet_id: number;
      code: string;
      discount: number;
      discount_ratio: number | null;
    }[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get(`/api/orders?limit=100&page=${page}`);
      all.push(...res.body.data);
      if (all.length >= res.body.total) break;
    }
    // The list carries each order's discount; the store's invoices answer it the same.
    const client = new KiotVietClient({
      ...store.simulator.credentials,
      apiUrl: store.simulator.url,
      identityUrl: store.simulator.url,
      clock: store.clock,
      budget: false,
    });
    const kiotviet = new Map((await client.invoices().toArray()).map((invoice) => [invoice.id, invoice]));
    for (const order of all) {
      const invoice = kiotviet.get(order.kiotviet_id);
      expect([order.discount, order.discount_ratio], order.code).toEqual([
        invoice?.discount,
        invoice?.discountRatio,
      ]);
    }
    const discounted = all.find((order) => order.discount > 0 && order.discount_ratio !== null);
    expect(discounted).toBeDefined();
    const split = all.find((order) => (invoices.getById(order.kiotviet_id)?.paymentMethods.length ?? 0) > 1);
    const cancelled = all.find((order) => invoices.getById(order.kiotviet_id)?.status === 2);
    for (const order of [discounted, split, cancelled]) {
      const detail = (await get(`/api/orders/${order?.id}`)).body.data;
      const invoice = kiotviet.get(order?.kiotviet_id as number);
      expect(detail.payments, order?.code).toEqual(
        invoice?.payments.map((payment) => ({
          code: payment.code,
          method: payment.method,
          amount: payment.amount,
          paid_at: payment.transDate?.toISOString() ?? null,
        })),
      );
      const paid = (detail.payments as { amount: number }[]).reduce(
        (sum, payment) => sum + payment.amount,
        0,
      );
      expect(paid, order?.code).toBe(detail.total_payment);
    }
    expect(
      (await get(`/api/orders/${split?.id}`)).body.data.payments.map((p: { method: string }) => p.method),
    ).toEqual(['Cash', 'Transfer']);
    expect((await get(`/api/orders/${cancelled?.id}`)).body.data.payments).toEqual([]);
  });
});

describe('the sync log', () => {
  it('lists every run of the pharmacy, newest first, and the latest of a data type', async () => {
    const log = await get('/api/sync-history/by-user?limit=50');
    expect(log.status).toBe(200);
    expect(log.body.total).toBeGreaterThanOrEqual(5);
    expect(log.body.data[0]).toMatchObject({ sync_type: 'MANUAL_SYNC', status: 'SUCCESS' });
    expect(log.body.data[0].raw_json).toHaveProperty('counts');
    const latest = await get('/api/sync-history/by-user/latest?dataType=ORDER');
    expect(latest.body.data).toMatchObject({ data_type: 'ORDER', status: 'SUCCESS' });
    expect(latest.body.data.updated_at).toBeTruthy();
    expect((await get('/api/sync-history/by-user/latest?dataType=INVOICE')).status).toBe(400);
    expect((await get('/api/sync-history/by-user/latest')).status).toBe(400);
    expect((await other.get('/api/sync-history/by-user')).body.total).toBe(0);
    expect((await other.get('/api/sync-history/by-user/latest?dataType=ORDER')).body.data).toBeNull();
  });
});
