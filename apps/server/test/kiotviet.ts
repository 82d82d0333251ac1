import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KiotVietClient, VirtualClock } from '@pharmacy/kiotviet';
import { KiotVietSimulator, type SimulatorOptions } from '@pharmacy/kiotviet/simulator';
import { addDays, businessDate } from '../src/domain/dates';
import { createHttpServer } from '../src/http/server';
import { createLogger } from '../src/logger';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

/** 09:00 on a Monday in Vietnam: where the simulated store's clock, and the server's, start. */
const storeStart = Date.parse('2026-03-16T02:00:00Z');

export interface StoreContext {
  ctx: TestContext;
  fx: Fixtures;
  /** The first store (the one `connect()` saves by default). */
  simulator: KiotVietSimulator;
  /** Every store KiotViet's host serves in this test, the first one included. */
  stores: KiotVietSimulator[];
  /** Shared by the simulators, the KiotViet client and the server (`deps.now`): nothing waits for real time. */
  clock: VirtualClock;
  /** Signed in as pharmacy A's user. */
  api: ReturnType<typeof client>;
  /** Every log line the server wrote (JSON), to check what never appears in one. */
  logs: string[];
  /** Saves pharmacy A's connection to a simulated store (the first by default) and returns its id. */
  connect(store?: KiotVietSimulator): Promise<string>;
  /**
   * Serves the app on a free port of the loopback, as KiotViet's webhooks reach it (KIOTVIET_WEBHOOK_URL), and
   * returns its address.
   */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * KiotViet's one host in front of several simulated stores, as the real one serves every store: token requests go
 * to the store of their client id, API calls to the store their Retailer header names.
 */
async function storeHost(stores: KiotVietSimulator[]): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const clientId = new URLSearchParams(body.toString('utf8')).get('client_id');
      const retailer = String(request.headers.retailer ?? '').toLowerCase();
      const store =
        stores.find(
          (candidate) =>
            candidate.credentials.clientId === clientId ||
            candidate.credentials.retailer.toLowerCase() === retailer,
        ) ?? (stores[0] as KiotVietSimulator);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) {
          headers.set(name, value);
        }
      }
      fetch(`${store.url}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body } : {}),
      })
        .then(async (answer) => {
          const text = Buffer.from(await answer.arrayBuffer());
          const forwarded: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'connection', 'transfer-encoding', 'keep-alive'].includes(name)) {
              forwarded[name] = value;
            }
          });
          response.writeHead(answer.status, forwarded).end(text);
        })
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * A test server on a fresh database with the fixtures, talking to a KiotViet simulator on a free port (or, with
 * `otherStores`, to a host serving several); the server's clock is the simulators' virtual clock. Retries are quick
 * (virtual time) and the HTTP timeout short (real time).
 */
export async function createStoreContext(
  options: { simulator?: SimulatorOptions; otherStores?: SimulatorOptions[]; timeoutMs?: number } = {},
): Promise<StoreContext> {
  const clock = new VirtualClock(storeStart);
  const simulator = await KiotVietSimulator.start({ clock, size: 'demo', seed: 7, ...options.simulator });
  const stores = [simulator];
  for (const other of options.otherStores ?? []) {
    stores.push(await KiotVietSimulator.start({ clock, size: 'demo', ...other }));
  }
  const host = stores.length > 1 ? await storeHost(stores) : undefined;
  const url = host?.url ?? simulator.url;
  const logs: string[] = [];
  const ctx = await createTestContext(new Date(storeStart), {
    env: { KIOTVIET_API_URL: url, KIOTVIET_IDENTITY_URL: url, LOG_LEVEL: 'debug' },
    now: () => new Date(clock.now()),
    kiotviet: {
      clock,
      timeoutMs: options.timeoutMs ?? 5_000,
      retry: { baseDelayMs: 200, maxDelayMs: 5_000 },
    },
    logger: createLogger('debug', (line) => logs.push(line)),
  });
  const fx = await seedFixtures(ctx.deps);
  const api = client(ctx.app);
  await api.login('alice', fx.password);
  let served: Server | undefined;
  return {
    ctx,
    fx,
    simulator,
    stores,
    clock,
    api,
    logs,
    async connect(store = simulator) {
      const created = await api.post('/api/pos-settings', {
        username: store.credentials.clientId,
        password: store.credentials.clientSecret,
        store_name: store.credentials.retailer,
      });
      if (created.status !== 201) throw new Error(`connect: ${created.status} ${created.text}`);
      return created.body.settings.id as string;
    },
    async listen() {
      served = createHttpServer(ctx.app.fetch);
      const server = served;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      ctx.deps.config = { ...ctx.deps.config, kiotvietWebhookUrl: address };
      return address;
    },
    async close() {
      await Promise.all(stores.map((store) => store.webhooks.idle()));
      if (served) {
        served.closeAllConnections();
        const server = served;
        await new Promise((resolve) => server.close(resolve));
      }
      await ctx.close();
      await Promise.all(stores.map((store) => store.close()));
      await new Promise((resolve) => (host ? host.server.close(resolve) : resolve(undefined)));
    },
  };
}

let lotNumber = 0;

/**
 * An internal order of pharmacy A (supplier NCC101) for these products, moved to delivered with its lots
 * received (`received` of each line arrived; the ordered quantity by default); returns its id and number.
 */
export async function deliveredOrder(
  store: StoreContext,
  lines: {
    productId: string;
    quantity: number;
    /** The code of the unit it is ordered in (one of the product's units); the base unit when omitted. */
    unitCode?: string;
    /** Per unit ordered; 15,500 đồng when omitted. */
    unitPrice?: number;
    /** Shipped of it; the quantity ordered when omitted. */
    shipped?: number;
    /** Received of it, short of what was shipped (for a reason); as shipped when omitted. */
    received?: { quantity: number; reason: 'short' | 'damaged' | 'returned' };
  }[],
) {
  const today = businessDate(new Date(store.clock.now()));
  const created = await store.api.post('/api/import-orders', {
    distributor_id: store.fx.internalA.id,
    items: lines.map((line, index) => ({
      product_id: line.productId,
      ...(line.unitCode ? { unit_code: line.unitCode } : {}),
      quantity_ordered: line.quantity,
      unit_price: line.unitPrice ?? 15_500,
      batch_number: `PUSH${String(lotNumber + index).padStart(4, '0')}`,
      expiry_date: addDays(today, 400),
    })),
  });
  lotNumber += lines.length;
  if (created.status !== 201) throw new Error(`order: ${created.status} ${created.text}`);
  const order = created.body.data;
  const path = `/api/import-orders/${order.id}/status`;
  await store.api.patch(path, { status: 'approved' });
  const shipped = await store.api.patch(path, {
    status: 'shipped',
    shipped_batches: order.items.map((item: { id: string; batch_number: string }, index: number) => ({
      item_id: item.id,
      batch_number: item.batch_number,
      quantity_shipped: lines[index]?.shipped ?? lines[index]?.quantity,
      expiry_date: addDays(today, 400),
    })),
  });
  if (shipped.status !== 200) throw new Error(`ship: ${shipped.status} ${shipped.text}`);
  const received = await store.api.post(`/api/import-orders/${order.id}/receive`, {
    lines: order.items.flatMap((item: { id: string; batch_number: string }, index: number) => {
      const short = lines[index]?.received;
      return short
        ? [
            {
              item_id: item.id,
              lots: [
                {
                  batch_number: item.batch_number,
                  expiry_date: addDays(today, 400),
                  quantity_received: short.quantity,
                },
              ],
              shortfall_reason: short.reason,
            },
          ]
        : [];
    }),
  });
  if (received.status !== 200) throw new Error(`receive: ${received.status} ${received.text}`);
  return { id: order.id as string, number: order.order_number as string };
}

/** A client of the simulated store of its own (as another process would have), unpaced. */
export const storeClient = (store: StoreContext) =>
  new KiotVietClient({
    ...store.simulator.credentials,
    apiUrl: store.simulator.url,
    identityUrl: store.simulator.url,
    clock: store.clock,
    budget: false,
  });

/** Receipts the store holds for an order number, and POSTs of receipts it received (answered or not). */
export const receiptsOf = (store: StoreContext, orderNumber: string) =>
  store.simulator.receipts.filter(({ order }) => order.description?.includes(orderNumber));
export const receiptPosts = (store: StoreContext) =>
  store.simulator.requests.filter(
    (request) => request.method === 'POST' && request.path === '/purchaseorders',
  ).length;

/** Syncs pharmacy A's branches and products from the store (the receipts' branch, the linked products). */
export async function syncCatalogue(store: StoreContext) {
  for (const path of ['/api/kiotviet/sync-branches', '/api/pos-settings/sync-inventory']) {
    const res = await store.api.post(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  }
}
