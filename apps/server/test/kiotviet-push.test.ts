import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_DOUBT_MS, receiptDescription } from '../src/domain/receipt-state';
import { syncStore } from '../src/sync/store';
import { client } from './helpers';
import {
  createStoreContext,
  deliveredOrder,
  receiptPosts,
  receiptsOf,
  type StoreContext,
  storeClient,
  syncCatalogue,
} from './kiotviet';

/**
 * What the portal pushes to KiotViet: a delivered purchase order becomes exactly one purchase receipt, whatever
 * KiotViet answers (its documented answer, a timeout after it stored the receipt, a 5xx, a refusal, a body that
 * cannot be read, a process killed mid-push) and however often staff click; and suppliers are pulled by code, at
 * most once per 30 s. On PGlite, and on PostgreSQL in .ci/run, where the two clicks really race.
 */

let store: StoreContext;
let other: ReturnType<typeof client>;
/** Synced products of pharmacy A, by KiotViet code. */
const productIds = new Map<string, string>();

beforeAll(async () => {
  // HTTP answers later than 3 s (real time) are given up on: long enough for any answer on a loaded machine, short
  // enough for the tests that make KiotViet answer after it.
  store = await createStoreContext({ timeoutMs: 3_000 });
  await store.connect();
  await syncCatalogue(store);
  for (const code of ['SP000015', 'SP000020', 'SP000031']) {
    const found = await store.api.get(`/api/products?retailer_id=${store.fx.pharmacyA.id}&search=${code}`);
    productIds.set(code, found.body.data[0].id);
  }
  other = client(store.ctx.app);
  await other.login('bob', store.fx.password);
}, 120_000);
afterAll(() => store?.close());

const push = (id: string) => store.api.post(`/api/import-orders/${id}/sync-to-kiotviet`);
const detail = async (id: string) => (await store.api.get(`/api/import-orders/${id}`)).body.data;
const orderOf = (code: string, quantity = 3) =>
  deliveredOrder(store, [{ productId: productIds.get(code) as string, quantity }]);
const failNextReceipt = (effect: Parameters<StoreContext['simulator']['fault']>[0]['effect']) =>
  store.simulator.fault({ match: { method: 'POST', path: '/purchaseorders' }, times: 1, effect });

/** Ends in exactly one receipt in KiotViet, which the portal shows as the order's. */
async function expectOneReceipt(order: { id: string; number: string }) {
  const receipts = receiptsOf(store, order.number);
  expect(receipts).toHaveLength(1);
  expect(await detail(order.id)).toMatchObject({
    is_synced_to_kiotviet: true,
    kiotviet_sync_state: 'synced',
    kiotviet_receipt_code: receipts[0]?.order.code,
  });
}

describe('a delivered purchase order pushed to KiotViet', () => {
  it('becomes one purchase receipt as KiotViet documents it: branch, supplier by code, lines by code with the quantities received, local date', async () => {
    const order = await deliveredOrder(store, [
      { productId: productIds.get('SP000015') as string, quantity: 12, shipped: 10 },
      {
        productId: productIds.get('SP000020') as string,
        quantity: 5,
        received: { quantity: 3, reason: 'damaged' },
      },
      {
        productId: productIds.get('SP000031') as string,
        quantity: 2,
        received: { quantity: 0, reason: 'returned' },
      },
    ]);
    const res = await push(order.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.id, is_synced_to_kiotviet: true });
    const [receipt] = receiptsOf(store, order.number);
    expect(res.body.data.kiotviet_receipt_code).toBe(receipt?.order.code);
    expect(receipt?.received).toMatchObject({
      branchId: Math.min(...store.simulator.data.branchIds),
      description: receiptDescription(order.number),
      supplier: { code: 'NCC101', name: 'Công ty Dược Minh Châu' },
      // Shipped 10 of 12 and all received; 3 of 5 received (2 damaged); none of the third (returned): not sent.
      purchaseOrderDetails: [
        { productCode: 'SP000015', quantity: 10, price: 15_500 },
        { productCode: 'SP000020', quantity: 3, price: 15_500 },
      ],
    });
    // When it was sent, in the store's local time (no offset), as KiotViet reads dates.
    const sentAt = new Date(Date.parse((await detail(order.id)).kiotviet_synced_at) + 7 * 3_600_000);
    expect(receipt?.received).toMatchObject({ purchaseDate: sentAt.toISOString().slice(0, 19) });
    const again = await push(order.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ALREADY_SYNCED');
    await expectOneReceipt(order);
  });

  it('two clicks at once make one receipt; the other click is told a push is under way', async () => {
    const order = await orderOf('SP000031');
    const answers = await Promise.all([push(order.id), push(order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toMatch(
      /SYNC_IN_PROGRESS|ALREADY_SYNCED/,
    );
    await expectOneReceipt(order);
  });

  it('a timeout after KiotViet stored the receipt leaves the order in doubt; the next push adopts it', async () => {
    const order = await orderOf('SP000015', 4);
    // KiotViet stores the receipt at once and answers 6 s later, when the server gave up (3 s) long ago.
    failNextReceipt({ type: 'slow', delayMs: 6_000 });
    const lost = await push(order.id);
    expect(lost.status).toBe(502);
    expect(lost.body.error).toBe('KIOTVIET_NO_ANSWER');
    expect(await detail(order.id)).toMatchObject({
      is_synced_to_kiotviet: false,
      kiotviet_sync_state: 'in_doubt',
    });
    const posts = receiptPosts(store);
    const retried = await push(order.id);
    expect(retried.status, retried.text).toBe(200);
    expect(receiptPosts(store)).toBe(posts);
    await expectOneReceipt(order);
  });

  it('after a 5xx the order stays in doubt without a new receipt until KiotViet could have made it, then one is sent', async () => {
    const order = await orderOf('SP000020', 2);
    failNextReceipt({ type: 'status', status: 503 });
    expect((await push(order.id)).body.error).toBe('KIOTVIET_NO_ANSWER');
    const posts = receiptPosts(store);
    // Looked up at once: nothing in KiotViet yet, but it may still come, so nothing is sent.
    const early = await push(order.id);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('KIOTVIET_IN_DOUBT');
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    const inDoubt = await detail(order.id);
    expect(inDoubt).toMatchObject({ kiotviet_sync_state: 'in_doubt' });
    expect(Date.parse(inDoubt.kiotviet_check_after)).toBeGreaterThan(store.clock.now());
    expect(receiptPosts(store)).toBe(posts);
    expect(receiptsOf(store, order.number)).toHaveLength(0);
    // Once the doubt has passed, a look-up that finds nothing proves there is none: the receipt is sent.
    store.clock.advance(IN_DOUBT_MS + 1_000);
    const settled = await push(order.id);
    expect(settled.status, settled.text).toBe(200);
    expect(receiptPosts(store)).toBe(posts + 1);
    await expectOneReceipt(order);
  });

  it('a refusal (420) makes no receipt and leaves the order unsynced, not in doubt; the next push sends it', async () => {
    const order = await orderOf('SP000031', 1);
    failNextReceipt({ type: 'status', status: 420, message: 'Phiếu nhập không hợp lệ' });
    const refused = await push(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'KIOTVIET_REFUSED' });
    expect(refused.body.message).toContain('Phiếu nhập không hợp lệ');
    expect(await detail(order.id)).toMatchObject({ kiotviet_sync_state: 'not_synced' });
    expect(receiptsOf(store, order.number)).toHaveLength(0);
    expect((await push(order.id)).status).toBe(200);
    await expectOneReceipt(order);
  });

  it('a 2xx whose body cannot be read is a receipt made: in doubt, then adopted', async () => {
    const order = await orderOf('SP000015', 6);
    failNextReceipt({ type: 'corrupt', path: 'id', value: 'không phải số' });
    const unread = await push(order.id);
    expect(unread.body.error).toBe('KIOTVIET_NO_ANSWER');
    expect(receiptsOf(store, order.number)).toHaveLength(1);
    const posts = receiptPosts(store);
    expect((await push(order.id)).status).toBe(200);
    expect(receiptPosts(store)).toBe(posts);
    await expectOneReceipt(order);
  });

  describe('a process killed while its push was out', () => {
    /** The row a process leaves when it dies after noting the send: claimed and sent at that moment. */
    async function diedMidPush(order: { id: string; number: string }, madeInKiotViet: boolean) {
      const at = new Date(store.clock.now());
      await store.ctx.deps.db.execute(sql`update purchase_orders
        set kiotviet_sync_started_at = ${at}, kiotviet_receipt_sent_at = ${at} where id = ${order.id}`);
      if (madeInKiotViet) {
        await storeClient(store).createPurchaseOrder({
          branchId: Math.min(...store.simulator.data.branchIds),
          supplier: { code: 'NCC101', name: 'Công ty Dược Minh Châu' },
          description: receiptDescription(order.number),
          purchaseDate: at,
          details: [{ productCode: 'SP000020', quantity: 3, price: 15_500 }],
        });
      }
    }

    it('whose receipt KiotViet made: the claim is honoured until stale, then the receipt is adopted', async () => {
      const order = await orderOf('SP000020');
      await diedMidPush(order, true);
      expect((await push(order.id)).body.error).toBe('SYNC_IN_PROGRESS');
      store.clock.advance(2 * 60_000 + 1_000);
      const posts = receiptPosts(store);
      const adopted = await push(order.id);
      expect(adopted.status, adopted.text).toBe(200);
      expect(receiptPosts(store)).toBe(posts);
      await expectOneReceipt(order);
    });

    it('whose receipt never arrived: in doubt until it could have, then sent once', async () => {
      const order = await orderOf('SP000020');
      await diedMidPush(order, false);
      store.clock.advance(2 * 60_000 + 1_000);
      expect((await push(order.id)).body.error).toBe('KIOTVIET_IN_DOUBT');
      expect(receiptsOf(store, order.number)).toHaveLength(0);
      store.clock.advance(IN_DOUBT_MS);
      expect((await push(order.id)).status).toBe(200);
      await expectOneReceipt(order);
    });
  });

  it('answers 409 for an order not delivered, 404 for another pharmacy’s and 400 for a malformed id or body', async () => {
    const [pending] = (await store.api.get('/api/import-orders?statuses=pending&limit=1')).body.data;
    if (pending) expect((await push(pending.id)).body.error).toBe('ORDER_NOT_DELIVERED');
    const [delivered] = (await store.api.get('/api/import-orders?statuses=delivered&limit=1')).body.data;
    expect((await other.post(`/api/import-orders/${delivered.id}/sync-to-kiotviet`)).status).toBe(404);
    expect((await store.api.post('/api/import-orders/42/sync-to-kiotviet')).status).toBe(400);
    const badBody = await store.api.post(`/api/import-orders/${delivered.id}/sync-to-kiotviet`, {
      create_missing_products: 'có',
    });
    expect(badBody.status).toBe(400);
  });
});

describe('suppliers and KiotViet', () => {
  const base = '/api/v1/distributors';
  /** The suppliers' runs in the sync log. */
  const supplierRuns = async () =>
    (await store.api.get('/api/sync-history/by-user?data_type=SUPPLIER&limit=200')).body.data;
  /** The run that pulled this supplier code (runs at one virtual instant have no order among them). */
  const runOf = async (code: string | undefined) =>
    (await supplierRuns()).filter((run: { raw_json: { code?: string } }) => run.raw_json.code === code);
  /** One supplier's pull as the sync log shows it: the suppliers' kind, by hand, the store it read, what it wrote. */
  const pullRun = (status: 'SUCCESS' | 'FAILED', code: string | undefined, updated: number) => ({
    status,
    sync_type: 'MANUAL_SYNC',
    record_count: updated,
    store_name: store.simulator.credentials.retailer,
    raw_json: { mode: 'ONE', code, counts: { inserted: 0, updated, removed: 0 } },
  });

  it('a supplier KiotViet does not have (by code) answers 409: KiotViet cannot create it', async () => {
    const created = await store.api.post(base, {
      name: 'Nhà phân phối chưa có trên KiotViet',
      code: 'NCC777',
    });
    const runsBefore = await supplierRuns();
    const res = await store.api.post(`${base}/sync-to-kiotviet/${created.body.data.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('SUPPLIER_NOT_IN_KIOTVIET');
    expect(res.body.message).toContain('NCC777');
    // Nothing was written: no run in the sync log (a failed one would show the connection as failing).
    expect(await supplierRuns()).toEqual(runsBefore);
    // A failed sync holds nothing: the next press is answered at once, not with a 429.
    const again = await store.api.post(`${base}/sync-to-kiotviet/${created.body.data.id}`);
    expect(again.status).toBe(409);
  });

  it('a KiotViet failure answers in staff’s words and is a failed run in the sync log', async () => {
    const created = await store.api.get(`${base}?type=INTERNAL&search=NCC777`);
    const id = created.body.data[0].id;
    store.simulator.fault({
      match: { method: 'GET', path: '/suppliers' },
      times: 1,
      effect: { type: 'status', status: 420, message: 'Cửa hàng đang bảo trì' },
    });
    const refused = await store.api.post(`${base}/sync-to-kiotviet/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'KIOTVIET_REFUSED' });
    expect(refused.body.message).toContain('Cửa hàng đang bảo trì');
    const [failed, ...more] = await runOf('NCC777');
    expect(more).toEqual([]);
    expect(failed).toMatchObject(pullRun('FAILED', 'NCC777', 0));
    expect(failed.raw_json.error.message).toContain('Cửa hàng đang bảo trì');
    // The failed press held nothing.
    expect((await store.api.post(`${base}/sync-to-kiotviet/${id}`)).body.error).toBe(
      'SUPPLIER_NOT_IN_KIOTVIET',
    );
  });

  it('pulls a supplier’s KiotViet record by code, marks it synced, then holds 30 s (429 with the seconds left)', async () => {
    const kiotviet = store.simulator.data.suppliers.get(2);
    const created = await store.api.post(base, { name: 'Tên tạm', code: kiotviet?.code });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const synced = await store.api.post(`${base}/sync-to-kiotviet/${id}`);
    expect(synced.status, synced.text).toBe(200);
    expect(synced.body.data).toMatchObject({
      id,
      name: kiotviet?.name,
      source_tag: 'KiotViet',
      type: 'INTERNAL',
    });
    expect(synced.body.data.synced_at).not.toBeNull();
    // In the sync log as every sync is.
    const [run, ...more] = await runOf(kiotviet?.code);
    expect(more).toEqual([]);
    expect(run).toMatchObject(pullRun('SUCCESS', kiotviet?.code, 1));
    expect(run.raw_json.requests).toBeGreaterThan(0);
    store.clock.advance(10_000);
    const early = await store.api.post(`${base}/sync-to-kiotviet/${id}`);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    expect(early.body.message).toBe('Vui lòng đợi 20 giây trước khi đồng bộ lại nhà cung cấp này.');
    store.clock.advance(21_000);
    // An import of every supplier under way (its lease held by another process) does not stop one supplier's pull:
    // the pull writes that one record as the import's pages do, and the import's end keeps it (seen after it began).
    const lease = { pharmacyId: store.fx.pharmacyA.id, dataType: 'SUPPLIER' as const, holder: 'elsewhere' };
    await syncStore.acquireLease(store.ctx.deps.db, { ...lease, now: store.ctx.deps.now(), ttlMs: 120_000 });
    try {
      expect((await store.api.post(`${base}/sync-to-kiotviet/${id}`)).status).toBe(200);
    } finally {
      await syncStore.releaseLease(store.ctx.deps.db, lease);
    }
    expect((await store.api.post(`${base}/sync-to-kiotviet/${store.fx.partner.id}`)).status).toBe(403);
    expect((await other.post(`${base}/sync-to-kiotviet/${id}`)).status).toBe(404);
  });

  it('imports every KiotViet supplier as internal (source KiotViet), at most once per 30 s', async () => {
    const imported = await store.api.post(`${base}/sync-from-kiotviet`);
    expect(imported.status, imported.text).toBe(200);
    const total = store.simulator.data.suppliers.liveCount;
    // Two of them are here already: the one pulled by code above, and NCC101, which KiotViet created with the
    // first receipt (a receipt for an unknown supplier code with a name creates it).
    expect(imported.body).toMatchObject({ status: 'SUCCESS', new_count: total - 2 });
    const list = await store.api.get(`${base}?type=INTERNAL&limit=200`);
    const fromKiotViet = list.body.data.filter(
      (row: { source_tag: string }) => row.source_tag === 'KiotViet',
    );
    expect(fromKiotViet).toHaveLength(total);
    const early = await store.api.post(`${base}/sync-from-kiotviet`);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    store.clock.advance(31_000);
    const again = await store.api.post(`${base}/sync-from-kiotviet`);
    expect(again.body).toMatchObject({ status: 'SUCCESS', new_count: 0 });
    expect((await other.post(`${base}/sync-from-kiotviet`)).body.error).toBe('POS_NOT_CONFIGURED');
  });
});
