import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryLots, purchaseOrderStatusHistory } from '../src/db/schema';
import { createPurchaseOrderService } from '../src/modules/purchase-orders/service';
import {
  client,
  createTestContext,
  expectEnvelope,
  type Fixtures,
  seedFixtures,
  type TestContext,
} from './helpers';

/*
 * Receiving what arrived (docs/product/purchase-orders.md#receiving): per line the lots and quantities received, a
 * reason for a shortfall, lots corrected from the boxes, stock moved by exactly what was received, an internal order
 * received in one action from any state before delivery, and one receipt of many sent at once. On PGlite, and on
 * PostgreSQL (scripts/with-postgres.sh), where the racing receipts really interleave.
 */

let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;

// The test clock is 2025-06-15 10:00 in Ho Chi Minh City.
beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
  other = client(ctx.app);
  await other.login('bob', fx.password);
});
afterAll(() => ctx?.close());

interface Item {
  id: string;
  batch_number: string;
  quantity_ordered: number;
}
interface Order {
  id: string;
  order_number: string;
  items: Item[];
}

/** A batch order of the pharmacy's own product, one line per lot: `[lot, quantity]`, all expiring 2027-03-31. */
async function batchOrder(...lots: [string, number][]): Promise<Order> {
  const created = await api.post('/api/import-orders', {
    distributor_id: fx.internalA.id,
    items: lots.map(([batch, quantity]) => ({
      product_id: fx.ownA.id,
      quantity_ordered: quantity,
      unit_price: 30_000,
      batch_number: batch,
      expiry_date: '2027-03-31',
    })),
  });
  expect(created.status, created.text).toBe(201);
  return created.body.data;
}

async function shipped(...lots: [string, number][]): Promise<Order> {
  const order = await batchOrder(...lots);
  for (const status of ['approved', 'shipped']) {
    expect((await api.patch(`/api/import-orders/${order.id}/status`, { status })).status).toBe(200);
  }
  return order;
}

const receive = (order: Order, body?: unknown, as = api) =>
  as.post(`/api/import-orders/${order.id}/receive`, body);
const detail = async (order: Order) => (await api.get(`/api/import-orders/${order.id}`)).body.data;

async function onHand(...keys: string[]) {
  const rows = await ctx.deps.db
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.pharmacyId, fx.pharmacyA.id), inArray(inventoryLots.batchKey, keys)));
  return Object.fromEntries(rows.map((row) => [row.batchNumber, [row.onHand, row.expiryDate]]));
}

const line = (item: Item | undefined, quantity: number, extra: Record<string, unknown> = {}) => ({
  item_id: item?.id,
  lots: [{ batch_number: item?.batch_number, expiry_date: '2027-03-31', quantity_received: quantity }],
  ...extra,
});

describe('a receipt short of what was shipped', () => {
  it('stocks what arrived, keeps ordered, shipped and received per line with the reason, and says it is partial', async () => {
    const order = await shipped(['SHORT-A', 10], ['SHORT-B', 6]);
    const res = await receive(order, {
      lines: [line(order.items[0], 7, { shortfall_reason: 'damaged' })],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'delivered', received_in_full: false, receivable: false });
    expect(res.body.data.items).toMatchObject([
      {
        quantity_ordered: 10,
        quantity_shipped: 10,
        quantity_received: 7,
        shortfall_reason: 'damaged',
        received_batches: [{ batch_number: 'SHORT-A', expiry_date: '2027-03-31', quantity_received: 7 }],
        shippedBatches: [{ batch_number_snapshot: 'SHORT-A', quantity_shipped: 10 }],
      },
      {
        quantity_ordered: 6,
        quantity_shipped: 6,
        quantity_received: 6,
        shortfall_reason: null,
        received_batches: [{ batch_number: 'SHORT-B', quantity_received: 6 }],
      },
    ]);
    expect(await onHand('short-a', 'short-b')).toEqual({
      'SHORT-A': [7, '2027-03-31'],
      'SHORT-B': [6, '2027-03-31'],
    });
    const listed = await api.get(`/api/import-orders?search=${order.order_number}`);
    expect(listed.body.data[0]).toMatchObject({ status: 'delivered', received_in_full: false });
  });

  it('received as shipped in full says so; before receipt nothing is received', async () => {
    const order = await shipped(['FULL-A', 3]);
    expect(await detail(order)).toMatchObject({
      received_in_full: null,
      receivable: true,
      receipt_skipped_steps: [],
      items: [{ quantity_shipped: 3, quantity_received: null, received_batches: [] }],
    });
    const res = await receive(order, { lines: [line(order.items[0], 3)] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ received_in_full: true, items: [{ quantity_received: 3 }] });
  });

  it('nothing at all of a line moves no stock of it', async () => {
    const order = await shipped(['NONE-A', 4], ['NONE-B', 2]);
    const res = await receive(order, {
      lines: [line(order.items[0], 0, { shortfall_reason: 'returned' })],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({ quantity_received: 0, received_batches: [] });
    expect(await onHand('none-a', 'none-b')).toEqual({ 'NONE-B': [2, '2027-03-31'] });
  });

  it('takes the lot number and expiry printed on the boxes, and a split into two lots', async () => {
    const order = await shipped(['PRINTED', 8]);
    const res = await receive(order, {
      lines: [
        {
          item_id: order.items[0]?.id,
          lots: [
            { batch_number: ' PRINTED-1 ', expiry_date: '2027-09-30', quantity_received: 5 },
            { batch_number: 'PRINTED-2', expiry_date: '', quantity_received: 3 },
          ],
        },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({
      quantity_received: 8,
      shortfall_reason: null,
      shippedBatches: [{ batch_number_snapshot: 'PRINTED', quantity_shipped: 8 }],
    });
    expect(await onHand('printed', 'printed-1', 'printed-2')).toEqual({
      'PRINTED-1': [5, '2027-09-30'],
      'PRINTED-2': [3, null],
    });
  });
});

describe('a receipt refused changes nothing', () => {
  let order: Order;
  beforeAll(async () => {
    order = await shipped(['BAD-A', 5], ['BAD-B', 5]);
  });

  it.each<[string, (order: Order) => unknown, Record<string, string>]>([
    [
      'more than shipped',
      (o) => ({ lines: [line(o.items[0], 6)] }),
      { 'lines.0.lots.0.quantity_received': 'Số lượng nhận vượt quá số lượng giao (5)' },
    ],
    [
      'a negative quantity',
      (o) => ({ lines: [line(o.items[0], -1, { shortfall_reason: 'short' })] }),
      { 'lines.0.lots.0.quantity_received': 'Số lượng nhận không được âm' },
    ],
    [
      'a fraction',
      (o) => ({ lines: [line(o.items[0], 1.5, { shortfall_reason: 'short' })] }),
      { 'lines.0.lots.0.quantity_received': 'Số lượng nhận phải là số nguyên không âm' },
    ],
    [
      'a shortfall without a reason',
      (o) => ({ lines: [line(o.items[0], 4)] }),
      { 'lines.0.shortfall_reason': 'Vui lòng chọn lý do nhận thiếu' },
    ],
    [
      'a reason without a shortfall',
      (o) => ({ lines: [line(o.items[1], 5, { shortfall_reason: 'short' })] }),
      { 'lines.0.shortfall_reason': 'Dòng hàng đã nhận đủ số lượng giao, không cần lý do' },
    ],
    [
      'a reason not in the list',
      (o) => ({ lines: [line(o.items[0], 4, { shortfall_reason: 'lost' })] }),
      { 'lines.0.shortfall_reason': 'Lý do nhận thiếu không hợp lệ' },
    ],
    [
      'a lot without a number',
      (o) => ({ lines: [{ item_id: o.items[0]?.id, lots: [{ batch_number: ' ', quantity_received: 5 }] }] }),
      { 'lines.0.lots.0.batch_number': 'Vui lòng nhập số lô' },
    ],
    [
      'a lot in stock under another expiry',
      (o) => ({
        lines: [
          {
            item_id: o.items[0]?.id,
            lots: [{ batch_number: 'bt001', expiry_date: '2027-01-31', quantity_received: 5 }],
          },
        ],
      }),
      {
        'lines.0.lots.0.expiry_date':
          'Số lô "bt001" đã có trong kho với hạn dùng 31/01/2026. Vui lòng nhập đúng hạn dùng.',
      },
    ],
    [
      'a line of no order',
      () => ({
        lines: [
          line({ id: '00000000-0000-4000-8000-000000000001', batch_number: 'X', quantity_ordered: 1 }, 1),
        ],
      }),
      { 'lines.0.item_id': 'Dòng hàng không thuộc đơn hàng này' },
    ],
    [
      'one line twice',
      (o) => ({ lines: [line(o.items[0], 5), line(o.items[0], 5)] }),
      { 'lines.1.item_id': 'Dòng hàng được khai báo nhiều lần trong phiếu nhận' },
    ],
  ])('%s: 400', async (_case, body, details) => {
    const res = await receive(order, body(order));
    expect(res.status, res.text).toBe(400);
    expectEnvelope(res.body);
    expect(res.body.details).toEqual(details);
    expect(await detail(order)).toMatchObject({ status: 'shipped', received_in_full: null });
    expect(await onHand('bad-a', 'bad-b')).toEqual({});
  });

  it('another pharmacy’s order is not found (404), and its own line ids are no part of this order', async () => {
    const res = await receive(order, { lines: [line(order.items[0], 5)] }, other);
    expect(res.status).toBe(404);
    expectEnvelope(res.body);
    expect((await detail(order)).status).toBe('shipped');
  });
});

describe('an internal order received before it was confirmed or shipped', () => {
  it('is received in one action, its confirming and shipping recorded as skipped steps', async () => {
    const order = await batchOrder(['DIRECT-A', 5], ['DIRECT-B', 2]);
    expect(await detail(order)).toMatchObject({
      status: 'pending',
      allowed_transitions: ['approved', 'cancelled'],
      receivable: true,
      receipt_skipped_steps: ['approved', 'shipped'],
    });
    const res = await receive(order, {
      actual_delivery_date: '2025-06-15',
      lines: [line(order.items[1], 1, { shortfall_reason: 'short' })],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'delivered', received_in_full: false });
    expect(
      res.body.data.status_history.map(
        (entry: { from_status: string | null; to_status: string; skipped: boolean }) => [
          entry.from_status,
          entry.to_status,
          entry.skipped,
        ],
      ),
    ).toEqual([
      [null, 'pending', false],
      ['pending', 'approved', true],
      ['approved', 'shipped', true],
      ['shipped', 'delivered', false],
    ]);
    expect(res.body.data.items.map((item: { quantity_shipped: number }) => item.quantity_shipped)).toEqual([
      5, 2,
    ]);
    expect(await onHand('direct-a', 'direct-b')).toEqual({
      'DIRECT-A': [5, '2027-03-31'],
      'DIRECT-B': [1, '2027-03-31'],
    });
  });

  it('from approved skips shipping only; a refused receipt takes no step', async () => {
    const order = await batchOrder(['APPROVED-A', 4]);
    await api.patch(`/api/import-orders/${order.id}/status`, { status: 'approved' });
    const refused = await receive(order, { lines: [line(order.items[0], 9)] });
    expect(refused.status).toBe(400);
    const kept = await detail(order);
    expect(kept).toMatchObject({ status: 'approved', items: [{ shippedBatches: [] }] });
    expect(kept.status_history).toHaveLength(2);
    const res = await receive(order);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status_history.slice(-2)).toMatchObject([
      { from_status: 'approved', to_status: 'shipped', skipped: true },
      { from_status: 'shipped', to_status: 'delivered', skipped: false },
    ]);
  });

  it('a move to delivered through the status route still takes one step only (409 from pending)', async () => {
    const order = await batchOrder(['STEP-A', 1]);
    const res = await api.patch(`/api/import-orders/${order.id}/status`, { status: 'delivered' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ILLEGAL_STATUS_TRANSITION');
  });

  it('a cancelled or delivered order cannot be received (409)', async () => {
    const order = await batchOrder(['ENDED-A', 1]);
    await api.patch(`/api/import-orders/${order.id}/status`, { status: 'cancelled' });
    expect((await detail(order)).receivable).toBe(false);
    const res = await receive(order);
    expect(res.status).toBe(409);
  });
});

describe('a partner order', () => {
  it('is received only once the partner shipped it; before that the receipt is refused (409)', async () => {
    const created = await api.post('/api/import-orders', {
      distributor_id: fx.partner.id,
      expected_delivery_date: '2025-06-20',
      items: [{ product_id: fx.partnerProduct.id, quantity_ordered: 6 }],
    });
    const order: Order = created.body.data;
    const partner = createPurchaseOrderService(ctx.deps);
    await partner.moveAsPartner(order.order_number, { status: 'approved' });
    expect((await detail(order)).receivable).toBe(false);
    const early = await receive(order);
    expect(early.status).toBe(409);
    await partner.moveAsPartner(order.order_number, {
      status: 'shipped',
      shipped_batches: [
        {
          item_id: order.items[0]?.id as string,
          batch_number: 'HAP-1',
          quantity_shipped: 4,
          expiry_date: null,
        },
      ],
    });
    const res = await receive(order, {
      lines: [
        {
          item_id: order.items[0]?.id,
          lots: [{ batch_number: 'HAP-1', quantity_received: 4 }],
        },
      ],
    });
    expect(res.status, res.text).toBe(200);
    // Shipped 4 of 6 and received all 4: no reason is owed, but the order is not received in full.
    expect(res.body.data).toMatchObject({
      received_in_full: false,
      items: [{ quantity_ordered: 6, quantity_shipped: 4, quantity_received: 4, shortfall_reason: null }],
    });
  });
});

describe('receipts sent at once', () => {
  it('receive the order once: one answers 200, the others 409, and stock moves once by what was received', async () => {
    const order = await shipped(['RACE-R', 9]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        receive(order, { lines: [line(order.items[0], 8, { shortfall_reason: 'short' })] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await onHand('race-r')).toEqual({ 'RACE-R': [8, '2027-03-31'] });
    const delivered = await ctx.deps.db
      .select()
      .from(purchaseOrderStatusHistory)
      .where(
        and(
          eq(purchaseOrderStatusHistory.orderId, order.id),
          eq(purchaseOrderStatusHistory.toStatus, 'delivered'),
        ),
      );
    expect(delivered).toHaveLength(1);
    expect((await detail(order)).items[0].received_batches).toHaveLength(1);
  });

  it('an internal order received from pending ten times at once takes its steps once', async () => {
    const order = await batchOrder(['RACE-P', 3]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => receive(order)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const data = await detail(order);
    expect(data.status_history).toHaveLength(4);
    expect(data.items[0].shippedBatches).toHaveLength(1);
    expect(await onHand('race-p')).toEqual({ 'RACE-P': [3, '2027-03-31'] });
  });
});
