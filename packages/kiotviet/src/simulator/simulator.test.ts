import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { KiotVietClient } from '../client/client';
import { VirtualClock } from '../client/clock';
import { parseKiotVietDate } from '../client/dates';
import type { Invoice } from '../client/schemas';
import { rawSession } from '../testing/simulated';
import { KiotVietSimulator, type SimulatorOptions } from './server';

const start = Date.parse('2026-03-16T02:00:00Z');
const day = 24 * 60 * 60 * 1000;
const running: KiotVietSimulator[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((simulator) => simulator.close()));
});

async function launch(options: SimulatorOptions = {}) {
  const clock = new VirtualClock(start);
  const simulator = await KiotVietSimulator.start({ clock, seed: 3, size: 'demo', ...options });
  running.push(simulator);
  return { clock, simulator };
}

function clientOf(simulator: KiotVietSimulator) {
  return new KiotVietClient({
    ...simulator.credentials,
    apiUrl: simulator.url,
    identityUrl: simulator.url,
    clock: simulator.clock,
    budget: false,
  });
}

describe('KiotViet quirks', () => {
  it('issues tokens as KiotViet does and answers 401 TokenException once they expire', async () => {
    const { clock, simulator } = await launch({ tokenLifetimeSeconds: 3600 });
    const { token, get } = await rawSession(simulator);
    expect(token).toMatchObject({ expires_in: 3600, token_type: 'Bearer' });
    expect((await get('/branches')).status).toBe(200);
    clock.advance(3600 * 1000);
    const expired = await get('/branches');
    expect(expired.status).toBe(401);
    expect(JSON.parse(expired.text)).toMatchObject({ responseStatus: { errorCode: 'TokenException' } });
  });

  it('writes money with four decimals and record dates without an offset; envelopes carry no timestamp', async () => {
    const { simulator } = await launch();
    const { get } = await rawSession(simulator);
    const { text } = await get('/products?pageSize=3&includeInventory=true&IncludeBatchExpires=true');
    expect(text).toMatch(/"basePrice":\d+\.\d{4}[,}]/);
    expect(text).toMatch(/"cost":\d+\.\d{4}[,}]/);
    expect(text).toMatch(/"createdDate":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{7})?"/);
    expect(text).not.toContain('"timestamp"');
  });

  it('answers as documented: no empty values, lots without id, 3,600 s tokens, 420 and 403 refusals', async () => {
    const { simulator } = await launch();
    const { token, get } = await rawSession(simulator);
    expect(token.expires_in).toBe(3600);
    const text = (await get('/customers?pageSize=100')).text;
    expect(text).not.toMatch(/:null[,}]|:""/);
    const products = JSON.parse(
      (await get('/products?pageSize=100&includeInventory=true&IncludeBatchExpires=true')).text,
    ) as { data: { productBatchExpires?: Record<string, unknown>[] }[] };
    const lots = products.data.flatMap((product) => product.productBatchExpires ?? []);
    expect(lots.length).toBeGreaterThan(0);
    for (const lot of lots) expect(lot).not.toHaveProperty('id');
    expect((await get('/invoices?fromPurchaseDate=hôm-qua')).status).toBe(420);
    const otherStore = await fetch(`${simulator.url}/branches`, {
      headers: { Retailer: 'cuahangkhac', Authorization: `Bearer ${token.access_token}` },
    });
    expect(otherStore.status).toBe(403);
  });

  it('keeps the conveniences it is asked for: envelope timestamp, lot ids, empty values, 400s', async () => {
    const { simulator } = await launch({
      conveniences: { envelopeTimestamp: true, lotIds: true, emptyValues: true, plainErrors: true },
    });
    const { get } = await rawSession(simulator);
    const { text } = await get('/products?pageSize=100&includeInventory=true&IncludeBatchExpires=true');
    expect(text).toMatch(/"timestamp":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}\+07:00"/);
    const body = JSON.parse(text) as {
      timestamp: string;
      data: { productBatchExpires?: { id?: number }[] }[];
    };
    expect(parseKiotVietDate(body.timestamp).getTime()).toBe(start);
    expect(body.data.flatMap((product) => product.productBatchExpires ?? [])[0]?.id).toBeTypeOf('number');
    expect((await get('/branches')).text).toMatch(/:""|:null/);
    expect((await get('/invoices?fromPurchaseDate=hôm-qua')).status).toBe(400);
  });

  it('orders records as a database would: never-edited ones first by modifiedDate, suppliers in an order of its own', async () => {
    const { simulator } = await launch();
    const { get } = await rawSession(simulator);
    const edited: boolean[] = [];
    for (const currentItem of [0, 100, 200]) {
      const page = JSON.parse(
        (await get(`/products?pageSize=100&orderBy=modifiedDate&currentItem=${currentItem}`)).text,
      ) as { data: { modifiedDate?: string }[] };
      edited.push(...page.data.map((product) => product.modifiedDate !== undefined));
    }
    expect(edited).toHaveLength(240);
    // Every record without modifiedDate comes before every record with one.
    expect(edited.indexOf(true)).toBeGreaterThan(0);
    expect(edited.slice(edited.indexOf(true))).not.toContain(false);
    const suppliers = JSON.parse((await get('/suppliers?pageSize=100&orderBy=id')).text) as {
      data: { id: number }[];
    };
    const ids = suppliers.data.map((supplier) => supplier.id);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    expect(JSON.parse((await get('/suppliers?pageSize=100')).text)).toEqual(suppliers);
  });

  it('defaults pageSize to 20 and clamps it to 100', async () => {
    const { simulator } = await launch();
    const { get } = await rawSession(simulator);
    const byDefault = JSON.parse((await get('/customers')).text) as { pageSize: number; data: unknown[] };
    expect(byDefault.pageSize).toBe(20);
    expect(byDefault.data).toHaveLength(20);
    const clamped = JSON.parse((await get('/customers?pageSize=500')).text) as {
      pageSize: number;
      data: unknown[];
    };
    expect(clamped.pageSize).toBe(100);
    expect(clamped.data).toHaveLength(100);
  });

  it('names removed ids differently per endpoint', async () => {
    const { clock, simulator } = await launch();
    clock.advance(60_000);
    simulator.churn({ deleteProducts: 1, deleteCustomers: 1, deleteSuppliers: 1 });
    const { get } = await rawSession(simulator);
    const since = 'lastModifiedFrom=2026-03-16T09:00:00&includeRemoveIds=true';
    const keys = async (path: string) =>
      Object.keys(JSON.parse((await get(`${path}?${since}`)).text) as object);
    expect(await keys('/products')).toContain('removeId');
    expect(await keys('/customers')).toContain('removeId');
    expect(await keys('/categories')).toContain('removedIds');
    expect(await keys('/branches')).toContain('removedIds');
    expect(await keys('/suppliers')).toContain('removedId');
  });

  it('holds each product and customer once in the demo store: codes, product names, customers’ phones and branch names', async () => {
    // The seed the portal's demo runs on (apps/server/src/seed/kiotviet-demo.ts).
    const { simulator } = await launch({ seed: 1 });
    const data = simulator.data;
    const all = <R>(collection: { size: number; get(index: number): R | undefined }) =>
      Array.from({ length: collection.size }, (_, index) => collection.get(index)).filter(
        (record): record is R => record !== undefined,
      );
    const products = all(data.products);
    const customers = all(data.customers);
    expect(products).toHaveLength(240);
    expect(new Set(products.map((product) => product.code)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    expect(new Set(customers.map((customer) => customer.code)).size).toBe(customers.length);
    const phones = customers.flatMap((customer) => (customer.contactNumber ? [customer.contactNumber] : []));
    expect(new Set(phones).size).toBe(phones.length);
    const branches = all(data.branches);
    expect(new Set(branches.map((branch) => branch.name)).size).toBe(branches.length);
  });

  it('appends {DEL} to the codes of deleted products and customers in invoice history', async () => {
    const { simulator } = await launch();
    const data = simulator.data;
    const invoice = data.invoices.get(10);
    const line = invoice?.lines[0];
    if (!invoice || !line || invoice.customerIndex === null)
      throw new Error('expected an invoice with a customer');
    data.products.remove(line.productIndex, start);
    data.customers.remove(invoice.customerIndex, start);
    const { get } = await rawSession(simulator);
    const raw = JSON.parse((await get(`/invoices/${invoice.id}`)).text) as {
      customerCode: string;
      invoiceDetails: { productCode: string }[];
    };
    expect(raw.customerCode).toMatch(/^KH\d{6}\{DEL\}$/);
    expect(raw.invoiceDetails[0]?.productCode).toMatch(/^SP\d{6}\{DEL\}$/);

    const parsed = await clientOf(simulator).invoice(invoice.id);
    expect(parsed.customerDeleted).toBe(true);
    expect(parsed.customerCode).toMatch(/^KH\d{6}$/);
    expect(parsed.invoiceDetails[0]).toMatchObject({ productDeleted: true, productCode: line.productCode });
  });

  it('answers 429 with Retry-After once the hourly GET limit is spent, and serves again an hour later', async () => {
    const { clock, simulator } = await launch({ getLimitPerHour: 3, tokenLifetimeSeconds: 86_400 });
    const { get } = await rawSession(simulator);
    for (let call = 0; call < 3; call += 1) {
      expect((await get('/branches')).status).toBe(200);
      clock.advance(10 * 60_000);
    }
    const limited = await get('/branches');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(30 * 60));
    clock.advance(30 * 60_000);
    expect((await get('/branches')).status).toBe(200);
  });

  it('answers categories as a tree with hierachicalData=true', async () => {
    const { simulator } = await launch();
    const { get } = await rawSession(simulator);
    const tree = JSON.parse((await get('/categories?hierachicalData=true&pageSize=100')).text) as {
      data: { categoryName: string; children?: { categoryName: string }[] }[];
    };
    const prescription = tree.data.find((category) => category.categoryName === 'Thuốc kê đơn');
    expect(prescription?.children?.map((child) => child.categoryName)).toContain('Kháng sinh');
  });
});

describe('generated data', () => {
  it('is the same for the same seed and differs for another seed', async () => {
    const first = await launch({ seed: 42 });
    const second = await launch({ seed: 42 });
    const third = await launch({ seed: 43 });
    const page = async (simulator: KiotVietSimulator, path: string) =>
      (await (await rawSession(simulator)).get(path)).text;
    for (const path of [
      '/products?pageSize=50&currentItem=100&includeInventory=true&IncludeBatchExpires=true',
      '/invoices?pageSize=50&currentItem=2000',
      '/customers?pageSize=50&includeTotal=true',
    ]) {
      const text = await page(first.simulator, path);
      expect(await page(second.simulator, path)).toBe(text);
      expect(await page(third.simulator, path)).not.toBe(text);
    }
  });

  it('looks like a Vietnamese pharmacy: lots with expiry, gaps in customer details, walk-in and multi-line invoices over a year', async () => {
    const { simulator } = await launch();
    const client = clientOf(simulator);
    const products = await client.products().toArray();
    const lots = products.flatMap((product) => product.productBatchExpires);
    const expired = lots.filter((lot) => lot.expireDate && lot.expireDate.getTime() < start);
    const nearExpiry = lots.filter(
      (lot) =>
        lot.expireDate && lot.expireDate.getTime() >= start && lot.expireDate.getTime() < start + 90 * day,
    );
    expect(expired.length).toBeGreaterThan(10);
    expect(nearExpiry.length).toBeGreaterThan(10);
    expect(products.some((product) => !product.isBatchExpireControl)).toBe(true);
    expect(
      products.some((product) => product.isBatchExpireControl && product.productBatchExpires.length === 0),
    ).toBe(true);
    expect(products.some((product) => /[ăâđêôơưáàảãạếềểễệốồổỗộớờởỡợ]/i.test(product.name))).toBe(true);
    // Stock per branch of a batch-tracked product is the sum of its lots there.
    for (const product of products.filter((item) => item.isBatchExpireControl).slice(0, 50)) {
      for (const inventory of product.inventories) {
        const inLots = product.productBatchExpires
          .filter((lot) => lot.branchId === inventory.branchId)
          .reduce((sum, lot) => sum + lot.onHand, 0);
        expect(inventory.onHand).toBe(inLots);
      }
    }

    const customers = await client.customers().toArray();
    expect(customers.some((customer) => customer.gender === null)).toBe(true);
    expect(customers.some((customer) => customer.gender === true)).toBe(true);
    expect(customers.some((customer) => customer.gender === false)).toBe(true);
    expect(customers.some((customer) => customer.contactNumber === null)).toBe(true);
    expect(customers.some((customer) => customer.email === null)).toBe(true);
    expect(customers.some((customer) => customer.email !== null)).toBe(true);

    const invoices = await client.invoices().toArray();
    expect(
      invoices.some((invoice) => invoice.customerId === null && invoice.customerName === 'Khách lẻ'),
    ).toBe(true);
    expect(invoices.some((invoice) => invoice.invoiceDetails.length >= 3)).toBe(true);
    expect(
      invoices.some((invoice) => invoice.invoiceDetails.some((line) => line.productBatchExpire !== null)),
    ).toBe(true);
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set([1, 2, 3, 5]));
    const times = invoices.map((invoice) => invoice.purchaseDate.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(360 * day);
    expect(Math.max(...times)).toBeLessThan(start);

    // Customer totals add up their completed invoices.
    const revenue = new Map<number, number>();
    for (const invoice of invoices) {
      if (invoice.customerId !== null && invoice.status === 1) {
        revenue.set(invoice.customerId, (revenue.get(invoice.customerId) ?? 0) + invoice.total);
      }
    }
    for (const customer of customers.slice(0, 40))
      expect(customer.totalRevenue).toBe(revenue.get(customer.id) ?? 0);

    const branches = await client.branches().toArray();
    expect(branches.some((branch) => branch.address === null)).toBe(true);
    expect(branches.some((branch) => branch.contactNumber === null)).toBe(true);
    expect((await client.suppliers().toArray()).length).toBe(16);
  });

  it('has repeat purchases for repurchase suggestions, some due today, some overdue, some later', async () => {
    const { simulator } = await launch();
    const invoices: Invoice[] = await clientOf(simulator).invoices().toArray();
    const vietnamDay = (instant: number) => Math.floor((instant + 7 * 60 * 60 * 1000) / day);
    const purchases = new Map<string, number[]>();
    for (const invoice of invoices) {
      if (invoice.status !== 1 || invoice.customerId === null) continue;
      for (const productId of new Set(invoice.invoiceDetails.map((line) => line.productId))) {
        const key = `${invoice.customerId}/${productId}`;
        purchases.set(key, [...(purchases.get(key) ?? []), invoice.purchaseDate.getTime()]);
      }
    }
    const today = vietnamDay(start);
    const due = { today: 0, overdue: 0, later: 0 };
    for (const times of purchases.values()) {
      if (times.length < 2) continue;
      const first = vietnamDay(Math.min(...times));
      const last = vietnamDay(Math.max(...times));
      // docs/product/customers.md#repurchase-suggestions: due when today ≥ last purchase + the average interval
      // between purchases.
      const dueDay = last + (last - first) / (times.length - 1);
      if (dueDay === today) due.today += 1;
      else if (dueDay < today) due.overdue += 1;
      else due.later += 1;
    }
    expect(due.today).toBeGreaterThanOrEqual(3);
    expect(due.overdue).toBeGreaterThanOrEqual(3);
    expect(due.later).toBeGreaterThanOrEqual(3);
  });

  it('serves the scale size on demand: the last pages of a million invoices and 50,000 products', async () => {
    const { simulator } = await launch({ size: 'scale' });
    const { get } = await rawSession(simulator);
    const invoices = JSON.parse((await get('/invoices?pageSize=1')).text) as { total: number };
    expect(invoices.total).toBeGreaterThan(950_000);
    const lastInvoices = JSON.parse(
      (await get(`/invoices?pageSize=100&currentItem=${invoices.total - 5}`)).text,
    ) as {
      data: { code: string }[];
    };
    expect(lastInvoices.data.map((invoice) => invoice.code).at(-1)).toBe(`HD${invoices.total}`);
    const products = JSON.parse(
      (await get('/products?pageSize=100&currentItem=49990&includeInventory=true&IncludeBatchExpires=true'))
        .text,
    ) as { total: number; data: { code: string }[] };
    expect(products.total).toBe(50_000);
    expect(products.data.at(-1)?.code).toBe('SP050000');
  });
});

describe('command line', () => {
  it('starts, prints the URL and the credentials, and serves the control API', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const child = spawn(tsx, [cli, '--port', '0', '--seed', '5', '--size', 'demo'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match?.[1] && output.includes('Client secret')) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`simulator exited with ${code}: ${output}`)));
      });
      const state = (await (await fetch(`${url}/_simulator/state`)).json()) as {
        counts: { products: number };
      };
      expect(state.counts.products).toBe(240);
      const fault = await fetch(`${url}/_simulator/faults`, {
        method: 'POST',
        body: JSON.stringify({ match: { path: '/branches' }, effect: { type: 'status', status: 503 } }),
      });
      expect(await fault.json()).toEqual({ pending: 1 });
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('refuses a bad size with a usage message', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const child = spawn(tsx, [cli, '--size', 'huge'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(errors).toContain('--size must be demo, ci or scale');
  });
});
