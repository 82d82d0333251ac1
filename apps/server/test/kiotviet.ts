import { KiotVietClient, VirtualClock } from '@pharmacy/kiotviet';
import { KiotVietSimulator, type SimulatorOptions } from '@pharmacy/kiotviet/simulator';
import { addDays, businessDate } from '../src/domain/dates';
import { createLogger } from '../src/logger';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

/** 09:00 on a Monday in Vietnam: where the simulated store's clock, and the server's, start. */
const storeStart = Date.parse('2026-03-16T02:00:00Z');

export interface StoreContext {
  ctx: TestContext;
  fx: Fixtures;
  simulator: KiotVietSimulator;
  /** Shared by the simulator, the KiotViet client and the server (`deps.now`): nothing waits for real time. */
  clock: VirtualClock;
  /** Signed in as pharmacy A's user. */
  api: ReturnType<typeof client>;
  /** Every log line the server wrote (JSON), to check what never appears in one. */
  logs: string[];
  /** Saves pharmacy A's connection to the simulated store and returns its id. */
  connect(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A test server on a fresh database with the fixtures, talking to a KiotViet simulator on a free port; the server's
 * clock is the simulator's virtual clock. Retries are quick (virtual time) and the HTTP timeout short (real time).
 */
export async function createStoreContext(
  options: { simulator?: SimulatorOptions; timeoutMs?: number } = {},
): Promise<StoreContext> {
  const clock = new VirtualClock(storeStart);
  const simulator = await KiotVietSimulator.start({ clock, size: 'demo', seed: 7, ...options.simulator });
  const logs: string[] = [];
  const ctx = await createTestContext(new Date(storeStart), {
    env: { KIOTVIET_API_URL: simulator.url, KIOTVIET_IDENTITY_URL: simulator.url, LOG_LEVEL: 'debug' },
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
  return {
    ctx,
    fx,
    simulator,
    clock,
    api,
    logs,
    async connect() {
      const created = await api.post('/api/pos-settings', {
        username: simulator.credentials.clientId,
        password: simulator.credentials.clientSecret,
        store_name: simulator.credentials.retailer,
      });
      if (created.status !== 201) throw new Error(`connect: ${created.status} ${created.text}`);
      return created.body.settings.id as string;
    },
    async close() {
      await ctx.close();
      await simulator.close();
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
  lines: { productId: string; quantity: number; received?: number }[],
) {
  const today = businessDate(new Date(store.clock.now()));
  const created = await store.api.post('/api/import-orders', {
    distributor_id: store.fx.internalA.id,
    items: lines.map((line, index) => ({
      product_id: line.productId,
      quantity_ordered: line.quantity,
      unit_price: 15_500,
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
      quantity_shipped: lines[index]?.received ?? lines[index]?.quantity,
      expiry_date: addDays(today, 400),
    })),
  });
  if (shipped.status !== 200) throw new Error(`ship: ${shipped.status} ${shipped.text}`);
  const received = await store.api.post(`/api/import-orders/${order.id}/receive`, {});
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
