import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/domain/dates';
import { client } from './helpers';
import { createStoreContext, type StoreContext } from './kiotviet';

/**
 * What the portal pushes to KiotViet: a delivered purchase order becomes exactly one purchase receipt (two clicks
 * at once, or a retry after KiotViet stored it but its answer was lost), and suppliers are pulled by code, at most
 * once per 30 s. On PGlite, and on PostgreSQL in .ci/run, where the two clicks really race.
 */

let store: StoreContext;
let other: ReturnType<typeof client>;
/** Synced products of pharmacy A, by KiotViet code. */
const productIds = new Map<string, string>();

beforeAll(async () => {
  // HTTP answers later than 600 ms (real time) are given up on.
  store = await createStoreContext({ timeoutMs: 600 });
  await store.connect();
  for (const path of ['/api/kiotviet/sync-branches', '/api/pos-settings/sync-inventory']) {
    const res = await store.api.post(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  }
  for (const code of ['SP000015', 'SP000020', 'SP000031']) {
    const found = await store.api.get(`/api/products?retailer_id=${store.fx.pharmacyA.id}&search=${code}`);
    productIds.set(code, found.body.data[0].id);
  }
  other = client(store.ctx.app);
  await other.login('bob', store.fx.password);
}, 120_000);
afterAll(() => store?.close());

let lotNumber = 0;

/** An internal order of synced products, moved to delivered (lots received), returns its id and number. */
async function deliveredOrder(lines: { productId: string; quantity: number; received?: number }[]) {
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

const push = (id: string) => store.api.post(`/api/import-orders/${id}/sync-to-kiotviet`);

/** Receipts KiotViet holds for an order number. */
const receiptsOf = (orderNumber: string) =>
  store.simulator.receipts.filter(({ order }) => order.description?.includes(orderNumber));

describe('a delivered purchase order pushed to KiotViet', () => {
  it('becomes one purchase receipt: default branch, order number, lines by code with the quantities received', async () => {
    const order = await deliveredOrder([
      { productId: productIds.get('SP000015') as string, quantity: 12, received: 10 },
      { productId: productIds.get('SP000020') as string, quantity: 5 },
    ]);
    const res = await push(order.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.id, is_synced_to_kiotviet: true });
    const [receipt] = receiptsOf(order.number);
    expect(res.body.data.kiotviet_receipt_code).toBe(receipt?.order.code);
    expect(receipt?.received).toMatchObject({
      branchId: Math.min(...store.simulator.data.branchIds),
      description: `Đơn đặt hàng ${order.number} (Pharmacy Portal)`,
      supplier: { code: 'NCC101', name: 'Công ty Dược Minh Châu' },
      purchaseOrderDetails: [
        { productCode: 'SP000015', quantity: 10, price: 15_500 },
        { productCode: 'SP000020', quantity: 5, price: 15_500 },
      ],
    });
    const again = await push(order.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ALREADY_SYNCED');
    expect(receiptsOf(order.number)).toHaveLength(1);
    expect((await store.api.get(`/api/import-orders/${order.id}`)).body.data.kiotviet_receipt_code).toBe(
      receipt?.order.code,
    );
  });

  it('two clicks at once make one receipt; the other click is told a push is under way', async () => {
    const order = await deliveredOrder([{ productId: productIds.get('SP000031') as string, quantity: 3 }]);
    const answers = await Promise.all([push(order.id), push(order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toMatch(
      /SYNC_IN_PROGRESS|ALREADY_SYNCED/,
    );
    expect(receiptsOf(order.number)).toHaveLength(1);
  });

  it('after a timeout that came once KiotViet had stored the receipt, a retry finds it: still one receipt', async () => {
    const order = await deliveredOrder([{ productId: productIds.get('SP000015') as string, quantity: 4 }]);
    // KiotViet stores the receipt 1.5 s after it arrives, when the server gave up waiting (600 ms) long ago.
    store.simulator.fault({
      match: { method: 'POST', path: '/purchaseorders' },
      times: 1,
      effect: { type: 'slow', delayMs: 1_500 },
    });
    const lost = await push(order.id);
    expect(lost.status).toBe(502);
    expect(lost.body.error).toBe('KIOTVIET_NO_ANSWER');
    expect((await store.api.get(`/api/import-orders/${order.id}`)).body.data.is_synced_to_kiotviet).toBe(
      false,
    );
    while (receiptsOf(order.number).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const retried = await push(order.id);
    expect(retried.status, retried.text).toBe(200);
    const receipts = receiptsOf(order.number);
    expect(receipts).toHaveLength(1);
    expect(retried.body.data.kiotviet_receipt_code).toBe(receipts[0]?.order.code);
  });

  it('a receipt KiotViet refuses (a product it does not know) is a 409 with its reason, and can be retried', async () => {
    const order = await deliveredOrder([{ productId: store.fx.ownA.id, quantity: 2 }]);
    const refused = await push(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('KIOTVIET_REFUSED');
    expect(refused.body.message).toContain('SP001');
    // Nothing was made, so nothing is claimed: the next click tries again (and is refused again).
    expect((await push(order.id)).body.error).toBe('KIOTVIET_REFUSED');
    expect(receiptsOf(order.number)).toHaveLength(0);
  });

  it('answers 409 for an order not delivered, 404 for another pharmacy’s and 400 for a malformed id', async () => {
    const [pending] = (await store.api.get('/api/import-orders?statuses=pending&limit=1')).body.data;
    if (pending) expect((await push(pending.id)).body.error).toBe('ORDER_NOT_DELIVERED');
    const [delivered] = (await store.api.get('/api/import-orders?statuses=delivered&limit=1')).body.data;
    expect((await other.post(`/api/import-orders/${delivered.id}/sync-to-kiotviet`)).status).toBe(404);
    expect((await store.api.post('/api/import-orders/42/sync-to-kiotviet')).status).toBe(400);
  });
});

describe('suppliers and KiotViet', () => {
  const base = '/api/v1/distributors';

  it('a supplier KiotViet does not have (by code) answers 409: KiotViet cannot create it', async () => {
    const created = await store.api.post(base, {
      name: 'Nhà phân phối chưa có trên KiotViet',
      code: 'NCC777',
    });
    const res = await store.api.post(`${base}/sync-to-kiotviet/${created.body.data.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('SUPPLIER_NOT_IN_KIOTVIET');
    expect(res.body.message).toContain('NCC777');
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
    store.clock.advance(10_000);
    const early = await store.api.post(`${base}/sync-to-kiotviet/${id}`);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    expect(early.body.message).toBe('Vui lòng đợi 20 giây trước khi đồng bộ lại nhà cung cấp này.');
    store.clock.advance(21_000);
    expect((await store.api.post(`${base}/sync-to-kiotviet/${id}`)).status).toBe(200);
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
