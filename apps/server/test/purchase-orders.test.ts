import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, inventoryLots, shippedBatches } from '../src/db/schema';
import { createPurchaseOrderService } from '../src/modules/purchase-orders/service';
import {
  client,
  createTestContext,
  expectEnvelope,
  type Fixtures,
  seedFixtures,
  type TestContext,
} from './helpers';

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

const partnerOrder = () => ({
  distributor_id: fx.partner.id,
  expected_delivery_date: '2025-06-20',
  notes: '  Giao giờ hành chính ',
  items: [
    {
      product_id: fx.partnerProduct.id,
      product_code: 'x',
      product_name: 'x',
      quantity_ordered: 3,
      unit_price: 1,
    },
  ],
});

const batchOrder = (lots: { batch: string; expiry: string; quantity?: number; price?: number }[]) => ({
  distributor_id: fx.internalA.id,
  items: lots.map((lot) => ({
    product_id: fx.ownA.id,
    quantity_ordered: lot.quantity ?? 10,
    unit_price: lot.price ?? 31_000,
    batch_number: lot.batch,
    expiry_date: lot.expiry,
  })),
});

describe('POST /api/import-orders', () => {
  it('creates a partner order priced from the catalogue, numbered per day, with history', async () => {
    const res = await api.post('/api/import-orders', partnerOrder());
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({
      order_number: 'DH-20250615-0001',
      status: 'pending',
      status_label: 'Đã tạo',
      distributor: { id: fx.partner.id, name: 'Dược Hậu Giang', type: 'PARTNER' },
      expected_delivery_date: '2025-06-20',
      actual_delivery_date: null,
      total_amount: 135_000,
      notes: 'Giao giờ hành chính',
      document_urls: [],
      is_synced_to_kiotviet: false,
      allowed_transitions: ['cancelled'],
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_code: 'DHG-001',
        product_name: 'Hapacol 500mg',
        quantity_ordered: 3,
        unit_price: 45_000,
        total_price: 135_000,
        shippedBatches: [],
      }),
    ]);
    expect(order.status_history).toEqual([
      {
        from_status: null,
        to_status: 'pending',
        changed_by: 'Alice Nguyễn',
        changed_at: '2025-06-15T03:00:00.000Z',
        reason: null,
        skipped: false,
      },
    ]);
    const second = await api.post('/api/import-orders', partnerOrder());
    expect(second.body.data.order_number).toBe('DH-20250615-0002');
  });

  it('numbers concurrent orders without collisions (the single embedded connection queues them)', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api.post('/api/import-orders', partnerOrder())),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const numbers = results.map((r) => r.body.data.order_number);
    expect(new Set(numbers).size).toBe(8);
  });

  it('re-checks the partner form rules with field-keyed messages', async () => {
    const missing = await api.post('/api/import-orders', { items: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual({ distributor_id: 'Vui lòng chọn nhà cung cấp' });
    const res = await api.post('/api/import-orders', {
      distributor_id: fx.partner.id,
      items: [
        { product_id: fx.partnerProduct.id, quantity_ordered: 0 },
        { product_id: fx.ownA.id, quantity_ordered: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expectEnvelope(res.body);
    expect(res.body.details).toEqual({
      expected_delivery_date: 'Vui lòng chọn ngày giao hàng',
      'items.0.quantity_ordered': 'Số lượng phải lớn hơn hoặc bằng 1',
      'items.1.product_id': 'Sản phẩm không tồn tại hoặc không thuộc nhà cung cấp đã chọn',
    });
    const types = await api.post('/api/import-orders', {
      ...partnerOrder(),
      items: [{ product_id: 'x', quantity_ordered: 'a' }],
    });
    expect(types.status).toBe(400);
    expect(Object.keys(types.body.details)).toEqual(['items.0.product_id', 'items.0.quantity_ordered']);
  });

  it('answers 400, not 500, for a malformed supplier id, wrong types and discontinued products', async () => {
    const before = (await api.get('/api/import-orders')).body.total;
    const badId = await api.post('/api/import-orders', { ...partnerOrder(), distributor_id: 'abc' });
    expect(badId.status).toBe(400);
    expect(badId.body.details).toEqual({ distributor_id: 'Nhà cung cấp không hợp lệ' });
    const types = await api.post('/api/import-orders', {
      distributor_id: fx.internalA.id,
      items: [
        { product_id: fx.ownA.id, quantity_ordered: 1, unit_price: 'x', batch_number: 7, expiry_date: 1 },
        { product_id: fx.ownA.id, quantity_ordered: 1, unit_price: 1.5, batch_number: 'A', expiry_date: '' },
      ],
    });
    expect(types.status).toBe(400);
    expect(types.body.details).toEqual({
      'items.0.unit_price': 'Giá đơn vị không hợp lệ',
      'items.0.batch_number': 'Số lô không hợp lệ',
      'items.0.expiry_date': 'Ngày hết hạn không hợp lệ',
      'items.1.unit_price': 'Giá đơn vị không hợp lệ',
    });
    const discontinued = await api.post('/api/import-orders', {
      ...partnerOrder(),
      items: [{ product_id: fx.partnerProduct2.id, quantity_ordered: 1 }],
    });
    expect(discontinued.status).toBe(400);
    expect(discontinued.body.details).toEqual({
      'items.0.product_id': 'Sản phẩm đã ngừng kinh doanh, không thể đặt hàng',
    });
    // Nothing was written, and the next request is served normally.
    const list = await api.get('/api/import-orders');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(before);
  });

  it('refuses inactive suppliers and hides another pharmacy’s (404)', async () => {
    const inactive = await api.post('/api/import-orders', {
      ...partnerOrder(),
      distributor_id: fx.inactivePartner.id,
    });
    expect(inactive.status).toBe(400);
    expect(Object.keys(inactive.body.details)).toEqual(['distributor_id']);
    expect(
      (await api.post('/api/import-orders', { ...partnerOrder(), distributor_id: fx.internalB.id })).status,
    ).toBe(404);
  });

  it('creates a batch order to an internal supplier, dated today', async () => {
    const res = await api.post(
      '/api/import-orders',
      batchOrder([{ batch: 'BT777', expiry: '2026-12-31', quantity: 4 }]),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ expected_delivery_date: '2025-06-15', total_amount: 124_000 });
    expect(res.body.data.items[0]).toMatchObject({
      batch_number: 'BT777',
      expiry_date: '2026-12-31',
      unit_price: 31_000,
    });
    expect(res.body.data.allowed_transitions).toEqual(['approved', 'cancelled']);
  });

  it('re-checks every lot rule of docs/product/purchase-orders.md#lot-rules', async () => {
    const res = await api.post(
      '/api/import-orders',
      batchOrder([
        { batch: 'N1', expiry: '2026-01-01', quantity: 0 },
        { batch: 'N2', expiry: '2025-06-14' },
        { batch: ' n2 ', expiry: '2026-01-01' },
        { batch: '', expiry: '2026-01-01' },
        { batch: 'N5', expiry: '31-12-2026', price: 0 },
        { batch: 'bt001', expiry: '2026-02-01' },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      'items.0.quantity_ordered': 'Số lượng phải lớn hơn hoặc bằng 1',
      'items.1.expiry_date': 'Số lô "N2" đã hết hạn. Không thể tạo đơn hàng với lô đã hết hạn.',
      'items.2.batch_number': 'Số lô "n2" đã tồn tại trong kho. Vui lòng nhập số lô khác.',
      'items.3.batch_number': 'Vui lòng nhập số lô',
      'items.4.unit_price': 'Giá nhập phải lớn hơn 0',
      'items.4.expiry_date': 'Ngày hết hạn không hợp lệ',
      'items.5.expiry_date':
        'Số lô "bt001" đã có trong kho với hạn dùng 31/01/2026. Vui lòng nhập đúng hạn dùng.',
    });
    expect(res.body.message).toBe('Thuốc ho Bảo Thanh - Lô N1: Số lượng phải lớn hơn hoặc bằng 1');
    // BT001 has 12 on hand: the lot editor's maximum for a lot already in stock.
    const above = await api.post(
      '/api/import-orders',
      batchOrder([{ batch: 'BT001', expiry: '2026-01-31', quantity: 13 }]),
    );
    expect(above.status).toBe(400);
    expect(above.body.details).toEqual({
      'items.0.quantity_ordered': 'Số lượng không được vượt quá tồn kho (12)',
    });
  });

  it('refuses an order whose total would not be exact in đồng, and stores nothing', async () => {
    const before = (await api.get('/api/import-orders')).body.total;
    const huge = Array.from({ length: 10 }, (_, index) => ({
      batch: `MAX${index}`,
      expiry: '2026-12-31',
      quantity: 1_000_000,
      price: 1_000_000_000,
    }));
    const res = await api.post('/api/import-orders', batchOrder(huge));
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ items: 'Tổng tiền đơn hàng vượt quá giới hạn cho phép' });
    expect((await api.get('/api/import-orders')).body.total).toBe(before);
  });

  it('only orders the pharmacy’s own products from an internal supplier', async () => {
    const res = await api.post('/api/import-orders', {
      distributor_id: fx.internalA.id,
      items: [
        {
          product_id: fx.ownB.id,
          quantity_ordered: 1,
          unit_price: 1,
          batch_number: 'X',
          expiry_date: '2026-01-01',
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      'items.0.product_id': 'Sản phẩm không tồn tại hoặc không thuộc nhà cung cấp đã chọn',
    });
  });
});

describe('lifecycle', () => {
  it('moves an internal order pending → approved → shipped → delivered and receives the lots', async () => {
    const created = (
      await api.post(
        '/api/import-orders',
        batchOrder([
          { batch: 'BT001', expiry: '2026-01-31', quantity: 5, price: 32_000 },
          { batch: 'NEW-9', expiry: '2027-03-31', quantity: 7 },
        ]),
      )
    ).body.data;
    const path = `/api/import-orders/${created.id}/status`;
    expect((await api.patch(path, { status: 'delivered' })).status).toBe(409);
    expect((await api.patch(path, { status: 'approved' })).body.data.status).toBe('approved');
    const shipped = (await api.patch(path, { status: 'shipped' })).body.data;
    expect(shipped.items.map((i: { shippedBatches: unknown[] }) => i.shippedBatches)).toEqual([
      [
        expect.objectContaining({
          batch_number_snapshot: 'BT001',
          quantity_shipped: 5,
          expiry_date_snapshot: '2026-01-31',
        }),
      ],
      [
        expect.objectContaining({
          batch_number_snapshot: 'NEW-9',
          quantity_shipped: 7,
          expiry_date_snapshot: '2027-03-31',
        }),
      ],
    ]);
    expect(shipped).toMatchObject({
      allowed_transitions: ['delivered', 'cancelled'],
      cancel_reason_required: true,
      shipment_editable: true,
    });

    const received = await api.post(`/api/import-orders/${created.id}/receive`);
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({
      status: 'delivered',
      actual_delivery_date: '2025-06-15',
      allowed_transitions: [],
    });
    expect(received.body.data.status_history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'pending',
      'approved',
      'shipped',
      'delivered',
    ]);
    const lots = await ctx.deps.db
      .select()
      .from(inventoryLots)
      .where(and(eq(inventoryLots.pharmacyId, fx.pharmacyA.id), eq(inventoryLots.productId, fx.ownA.id)));
    const byBatch = Object.fromEntries(
      lots.map((lot) => [lot.batchNumber, [lot.onHand, lot.cost, lot.expiryDate]]),
    );
    expect(byBatch).toMatchObject({ BT001: [17, 32_000, '2026-01-31'], 'NEW-9': [7, 31_000, '2027-03-31'] });

    const again = await api.post(`/api/import-orders/${created.id}/receive`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Không thể chuyển đơn hàng từ trạng thái 'Hoàn tất' sang 'Hoàn tất'.");
  });

  it('leaves partner confirmation to the partner; staff receive, and cancel with a reason once confirmed', async () => {
    const created = (await api.post('/api/import-orders', partnerOrder())).body.data;
    const path = `/api/import-orders/${created.id}/status`;
    const forbidden = await api.patch(path, { status: 'approved' });
    expect(forbidden.status).toBe(403);
    expectEnvelope(forbidden.body);
    const partner = createPurchaseOrderService(ctx.deps);
    await partner.moveAsPartner(created.order_number, { status: 'approved' });
    expect((await api.get(`/api/import-orders/${created.id}`)).body.data).toMatchObject({
      status: 'approved',
      allowed_transitions: ['cancelled'],
      cancel_reason_required: true,
      shipment_editable: false,
    });
    const unexplained = await api.patch(path, { status: 'cancelled', reason: '  ' });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.details).toEqual({ reason: 'Vui lòng nhập lý do huỷ đơn hàng' });
    expect((await api.get(`/api/import-orders/${created.id}`)).body.data.status).toBe('approved');
    const shipped = await partner.moveAsPartner(created.order_number, {
      status: 'shipped',
      shipped_batches: [
        {
          item_id: created.items[0].id,
          batch_number: 'HAP-2506',
          quantity_shipped: 3,
          expiry_date: '2027-06-30',
        },
      ],
    });
    expect(shipped.status_history.at(-1)).toMatchObject({
      to_status: 'shipped',
      changed_by: 'Dược Hậu Giang',
    });
    const delivered = await api.patch(path, {
      status: 'delivered',
      orderId: created.id,
      items: [],
      distributor_id: fx.partner.id,
    });
    expect(delivered.status).toBe(200);
    const [lot] = await ctx.deps.db
      .select()
      .from(inventoryLots)
      .where(
        and(eq(inventoryLots.pharmacyId, fx.pharmacyA.id), eq(inventoryLots.productId, fx.partnerProduct.id)),
      );
    expect(lot).toMatchObject({ batchNumber: 'HAP-2506', onHand: 3, cost: 45_000, expiryDate: '2027-06-30' });

    const toCancel = (await api.post('/api/import-orders', partnerOrder())).body.data;
    expect(toCancel.cancel_reason_required).toBe(false);
    const cancelled = await api.patch(`/api/import-orders/${toCancel.id}/status`, { status: 'cancelled' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', status_label: 'Đã huỷ' });
    expect(cancelled.body.data.status_history.at(-1)).toMatchObject({ to_status: 'cancelled', reason: null });
  });

  it('checks the shipped batches a partner reports', async () => {
    const created = (await api.post('/api/import-orders', partnerOrder())).body.data;
    const partner = createPurchaseOrderService(ctx.deps);
    await partner.moveAsPartner(created.order_number, { status: 'approved' });
    const attempt = partner.moveAsPartner(created.order_number, {
      status: 'shipped',
      shipped_batches: [
        { item_id: fx.ownA.id, batch_number: ' ', quantity_shipped: 0, expiry_date: '2027-13-01' },
      ],
    });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      details: {
        'shipped_batches.0.item_id': 'Dòng hàng không thuộc đơn hàng này',
        'shipped_batches.0.batch_number': 'Vui lòng nhập số lô',
        'shipped_batches.0.quantity_shipped': 'Số lượng phải lớn hơn hoặc bằng 1',
        'shipped_batches.0.expiry_date': 'Ngày hết hạn không hợp lệ',
      },
    });
    // Nothing was written: the order is still approved.
    expect((await api.get(`/api/import-orders/${created.id}`)).body.data.status).toBe('approved');
  });

  it('refuses a shipped batch that names a lot in stock under another expiry', async () => {
    const created = (
      await api.post('/api/import-orders', batchOrder([{ batch: 'SHIP-1', expiry: '2027-01-31' }]))
    ).body.data;
    const path = `/api/import-orders/${created.id}/status`;
    await api.patch(path, { status: 'approved' });
    const res = await api.patch(path, {
      status: 'shipped',
      shipped_batches: [
        {
          item_id: created.items[0].id,
          batch_number: 'bt001',
          quantity_shipped: 2,
          expiry_date: '2026-03-31',
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      'shipped_batches.0.expiry_date':
        'Số lô "bt001" đã có trong kho với hạn dùng 31/01/2026. Vui lòng nhập đúng hạn dùng.',
    });
    expect((await api.get(`/api/import-orders/${created.id}`)).body.data.status).toBe('approved');
  });

  it('takes an empty expiry in a shipped batch as "no expiry" (not a database error)', async () => {
    const created = (
      await api.post('/api/import-orders', batchOrder([{ batch: 'EMPTY-EXP', expiry: '2027-01-31' }]))
    ).body.data;
    const path = `/api/import-orders/${created.id}/status`;
    await api.patch(path, { status: 'approved' });
    const shipped = await api.patch(path, {
      status: 'shipped',
      shipped_batches: [
        { item_id: created.items[0].id, batch_number: 'EMPTY-EXP', quantity_shipped: 10, expiry_date: '' },
      ],
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.items[0].shippedBatches).toEqual([
      expect.objectContaining({ batch_number_snapshot: 'EMPTY-EXP', expiry_date_snapshot: null }),
    ]);
  });

  it('validates the status body and hides another pharmacy’s orders', async () => {
    const created = (await api.post('/api/import-orders', partnerOrder())).body.data;
    const bad = await api.patch(`/api/import-orders/${created.id}/status`, { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details)).toEqual(['status']);
    expect(
      (await other.patch(`/api/import-orders/${created.id}/status`, { status: 'cancelled' })).status,
    ).toBe(404);
    expect((await other.post(`/api/import-orders/${created.id}/receive`)).status).toBe(404);
    expect((await other.get(`/api/import-orders/${created.id}`)).status).toBe(404);
  });
});

describe('GET /api/import-orders', () => {
  it('lists only the pharmacy’s orders, newest first, with data and total', async () => {
    const res = await api.get('/api/import-orders?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(6);
    expect(res.body.data).toHaveLength(2);
    expect((await other.get('/api/import-orders')).body).toMatchObject({ total: 0, data: [] });
  });

  it('filters by statuses and suppliers (comma-joined) and by dates in Ho Chi Minh time', async () => {
    const delivered = await api.get('/api/import-orders?statuses=delivered,shipped');
    expect(
      delivered.body.data.every((o: { status: string }) => ['delivered', 'shipped'].includes(o.status)),
    ).toBe(true);
    expect(delivered.body.total).toBe(3);
    const internal = await api.get(`/api/import-orders?distributor_ids=${fx.internalA.id}`);
    expect(
      internal.body.data.every((o: { distributor_id: string }) => o.distributor_id === fx.internalA.id),
    ).toBe(true);
    const all = (await api.get('/api/import-orders')).body.total;
    expect((await api.get('/api/import-orders?from_date=2025-06-15&to_date=2025-06-15')).body.total).toBe(
      all,
    );
    expect((await api.get('/api/import-orders?from_date=2025-06-16')).body.total).toBe(0);
    expect((await api.get('/api/import-orders?to_date=2025-06-14')).body.total).toBe(0);
    expect(
      (await api.get('/api/import-orders?actual_delivery_from=2025-06-15&actual_delivery_to=2025-06-15')).body
        .total,
    ).toBe(2);
    expect((await api.get('/api/import-orders?actual_delivery_to=2025-06-14')).body.total).toBe(0);
    expect((await api.get('/api/import-orders?from_date=&to_date=')).body.total).toBe(all);
  });

  it('searches the order number, or the supplier’s name without accents or case', async () => {
    const search = async (text: string, more = '') => {
      const res = await api.get(`/api/import-orders?search=${encodeURIComponent(text)}${more}`);
      expect(res.status, res.text).toBe(200);
      return res.body as { total: number; data: { order_number: string; distributor_id: string }[] };
    };
    const all = (await api.get('/api/import-orders?limit=100')).body.data as {
      order_number: string;
      distributor_id: string;
    }[];
    const ofSupplier = (id: string) => all.filter((order) => order.distributor_id === id).length;
    expect(ofSupplier(fx.partner.id)).toBeGreaterThan(0);
    expect(ofSupplier(fx.internalA.id)).toBeGreaterThan(0);

    // 'Dược Hậu Giang' (a partner, shared by every pharmacy) and 'Công ty Dược Minh Châu' (the pharmacy's own).
    for (const text of ['duoc hau', 'DƯỢC HẬU GIANG', '  hậu   giang ']) {
      const found = await search(text);
      expect(found.total, text).toBe(ofSupplier(fx.partner.id));
      expect(found.data.every((order) => order.distributor_id === fx.partner.id)).toBe(true);
    }
    expect((await search('minh chau')).total).toBe(ofSupplier(fx.internalA.id));
    // 'Dược' is in both names.
    expect((await search('dược')).total).toBe(ofSupplier(fx.partner.id) + ofSupplier(fx.internalA.id));

    // Part of an order number, in any case; combined with the other filters.
    const first = all.at(-1)?.order_number ?? '';
    expect((await search(first.toLowerCase())).data.map((order) => order.order_number)).toEqual([first]);
    expect((await search('dh-20250615')).total).toBe(all.length);
    expect((await search('duoc hau', `&distributor_ids=${fx.internalA.id}`)).total).toBe(0);

    // Wildcards are text; nothing of another pharmacy is found (its own supplier 'Công ty Dược Bình Minh').
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('binh minh')).total).toBe(0);
    expect((await other.get('/api/import-orders?search=duoc')).body.total).toBe(0);
    expect((await search('   ')).total).toBe(all.length);

    const tooLong = await api.get(`/api/import-orders?search=${'a'.repeat(51)}`);
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.details)).toEqual(['search']);
  });

  it('finds a renamed supplier’s orders under its new name at once', async () => {
    const count = (await api.get(`/api/import-orders?distributor_ids=${fx.internalA.id}`)).body.total;
    expect(count).toBeGreaterThan(0);
    const renamed = await api.patch(`/api/v1/distributors/${fx.internalA.id}`, {
      name: 'Nhà phân phối Sao Mai',
    });
    expect(renamed.status, renamed.text).toBe(200);
    try {
      expect((await api.get('/api/import-orders?search=sao%20mai')).body.total).toBe(count);
      expect((await api.get('/api/import-orders?search=minh%20chau')).body.total).toBe(0);
    } finally {
      await api.patch(`/api/v1/distributors/${fx.internalA.id}`, { name: 'Công ty Dược Minh Châu' });
    }
  });

  it('answers 400 with the envelope for malformed filters', async () => {
    const res = await api.get(
      '/api/import-orders?statuses=pending,lost&from_date=15-06-2025&distributor_ids=x',
    );
    expect(res.status).toBe(400);
    expectEnvelope(res.body);
    expect(Object.keys(res.body.details ?? {}).sort()).toEqual([
      'distributor_ids.0',
      'from_date',
      'statuses.1',
    ]);
    const reversed = await api.get(
      '/api/import-orders?from_date=2025-06-20&to_date=2025-06-01&actual_delivery_from=2025-06-02&actual_delivery_to=2025-06-01',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.details).toEqual({
      to_date: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
      actual_delivery_to: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
    });
  });
});

describe('receive', () => {
  it('takes a receipt date between the order date and today, and changes nothing otherwise', async () => {
    const created = (
      await api.post(
        '/api/import-orders',
        batchOrder([{ batch: 'RCV-1', expiry: '2027-01-31', quantity: 2 }]),
      )
    ).body.data;
    const path = `/api/import-orders/${created.id}`;
    await api.patch(`${path}/status`, { status: 'approved' });
    await api.patch(`${path}/status`, { status: 'shipped' });
    for (const [date, message] of [
      ['2025-06-16', 'Ngày nhận hàng không được sau ngày hôm nay'],
      ['2025-06-14', 'Ngày nhận hàng không được trước ngày đặt hàng'],
      ['15/06/2025', 'Ngày giao hàng không hợp lệ'],
    ] as const) {
      const res = await api.post(`${path}/receive`, { actual_delivery_date: date });
      expect(res.status, date).toBe(400);
      expect(res.body.details).toEqual({ actual_delivery_date: message });
    }
    const lots = () =>
      ctx.deps.db
        .select()
        .from(inventoryLots)
        .where(and(eq(inventoryLots.pharmacyId, fx.pharmacyA.id), eq(inventoryLots.batchKey, 'rcv-1')));
    expect(await lots()).toEqual([]);
    expect((await api.get(path)).body.data.status).toBe('shipped');
    expect((await other.post(`${path}/receive`, { actual_delivery_date: '2025-06-15' })).status).toBe(404);

    const ok = await api.post(`${path}/receive`, { actual_delivery_date: '2025-06-15' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'delivered', actual_delivery_date: '2025-06-15' });
    expect((await lots()).map((lot) => lot.onHand)).toEqual([2]);
  });
});

describe('malformed ids', () => {
  it('answer 400 with the envelope on every order route', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/import-orders/42', undefined],
      ['PATCH', '/api/import-orders/42/status', { status: 'approved' }],
      ['POST', '/api/import-orders/42/receive', undefined],
      ['PATCH', '/api/import-orders/42/document-urls', { document_urls: [] }],
      ['POST', '/api/import-orders/42/sync-to-kiotviet', undefined],
    ] as const) {
      const res = await api.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.details, `${method} ${path}`).toEqual({ id: 'Mã định danh không hợp lệ' });
    }
  });
});

describe('documents and sync', () => {
  it('stores at most 2 of the pharmacy’s uploaded files', async () => {
    const order = (await api.post('/api/import-orders', partnerOrder())).body.data;
    const path = `/api/import-orders/${order.id}/document-urls`;
    const [mine1, mine2, mine3, theirs] = await ctx.deps.db
      .insert(files)
      .values([
        {
          pharmacyId: fx.pharmacyA.id,
          originalName: 'hoa-don.pdf',
          storedName: 'a',
          contentType: 'application/pdf',
          size: 10,
        },
        {
          pharmacyId: fx.pharmacyA.id,
          originalName: 'phieu.png',
          storedName: 'b',
          contentType: 'image/png',
          size: 10,
        },
        {
          pharmacyId: fx.pharmacyA.id,
          originalName: 'c.png',
          storedName: 'c',
          contentType: 'image/png',
          size: 10,
        },
        {
          pharmacyId: fx.pharmacyB.id,
          originalName: 'x.pdf',
          storedName: 'd',
          contentType: 'application/pdf',
          size: 10,
        },
      ])
      .returning();
    const ref = (file: { id: string } | undefined) => `/api/v1/files/${file?.id}`;
    const ok = await api.patch(path, { document_urls: [ref(mine1), ref(mine2)] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.document_urls).toEqual([ref(mine1), ref(mine2)]);
    expect(ok.body.data.documents[0]).toMatchObject({ name: 'hoa-don.pdf', content_type: 'application/pdf' });
    expect(ok.body.data.documents[0].download_url).toMatch(
      /^\/api\/v1\/files\/.+\/download\?expires=\d+&signature=/,
    );
    const tooMany = await api.patch(path, { document_urls: [ref(mine1), ref(mine2), ref(mine3)] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual({ document_urls: 'Đã đạt giới hạn 2 chứng từ cho phép' });
    const foreign = await api.patch(path, { document_urls: [ref(theirs)] });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.details)).toEqual(['document_urls.0']);
    expect((await other.patch(path, { document_urls: [] })).status).toBe(404);
    const detail = await api.get(`/api/import-orders/${order.id}`);
    expect(detail.body.data.documents).toHaveLength(2);
    expect((await api.patch(path, { document_urls: [] })).body.data.document_urls).toEqual([]);
  });

  it('sync-to-kiotviet answers 409: not delivered yet, or no POS connection', async () => {
    const pending = (await api.post('/api/import-orders', partnerOrder())).body.data;
    const notDelivered = await api.post(`/api/import-orders/${pending.id}/sync-to-kiotviet`);
    expect(notDelivered.status).toBe(409);
    expect(notDelivered.body.error).toBe('ORDER_NOT_DELIVERED');
    const list = await api.get('/api/import-orders?statuses=delivered&limit=1');
    const delivered = list.body.data[0];
    const res = await api.post(`/api/import-orders/${delivered.id}/sync-to-kiotviet`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('POS_NOT_CONFIGURED');
    expect((await other.post(`/api/import-orders/${delivered.id}/sync-to-kiotviet`)).status).toBe(404);
  });
});

// Last in the file: the orders these create would change the list tests' counts.
describe('lots reported by a shipment', () => {
  it('refuses one lot reported twice with different expiries in a shipment', async () => {
    const created = (
      await api.post(
        '/api/import-orders',
        batchOrder([
          { batch: 'TWICE-A', expiry: '2027-01-31' },
          { batch: 'TWICE-B', expiry: '2027-01-31' },
        ]),
      )
    ).body.data;
    const path = `/api/import-orders/${created.id}/status`;
    await api.patch(path, { status: 'approved' });
    const line = (index: number, expiry: string) => ({
      item_id: created.items[index].id,
      batch_number: 'TWICE',
      quantity_shipped: 2,
      expiry_date: expiry,
    });
    const res = await api.patch(path, {
      status: 'shipped',
      shipped_batches: [line(0, '2027-01-31'), line(1, '2027-06-30')],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      'shipped_batches.1.expiry_date': 'Số lô "TWICE" được khai báo nhiều lần với hạn dùng khác nhau.',
    });
    expect((await api.get(`/api/import-orders/${created.id}`)).body.data.status).toBe('approved');
  });

  it('refuses to receive a lot that another order stocked under another expiry since it shipped (409)', async () => {
    const ship = async (expiry: string) => {
      const order = (await api.post('/api/import-orders', batchOrder([{ batch: 'RACE-1', expiry }]))).body
        .data;
      const path = `/api/import-orders/${order.id}/status`;
      await api.patch(path, { status: 'approved' });
      expect((await api.patch(path, { status: 'shipped' })).status).toBe(200);
      return order.id as string;
    };
    // Both pass their checks while the lot is not yet in stock.
    const first = await ship('2027-01-31');
    const second = await ship('2027-06-30');
    expect((await api.post(`/api/import-orders/${first}/receive`)).status).toBe(200);
    const res = await api.post(`/api/import-orders/${second}/receive`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Số lô "RACE-1" đã có trong kho với hạn dùng 31/01/2027. Vui lòng nhập đúng hạn dùng.',
    );
    expect((await api.get(`/api/import-orders/${second}`)).body.data.status).toBe('shipped');
    const [lot] = await ctx.deps.db
      .select()
      .from(inventoryLots)
      .where(and(eq(inventoryLots.pharmacyId, fx.pharmacyA.id), eq(inventoryLots.batchKey, 'race-1')));
    expect([lot?.onHand, lot?.expiryDate]).toEqual([10, '2027-01-31']);
  });
});

/** An approved batch order of one lot of the pharmacy's own product: ready to be shipped. */
async function approvedOrder(batch: string, expiry: string, quantity: number) {
  const order = (await api.post('/api/import-orders', batchOrder([{ batch, expiry, quantity }]))).body.data;
  expect((await api.patch(`/api/import-orders/${order.id}/status`, { status: 'approved' })).status).toBe(200);
  return order as { id: string; items: { id: string }[] };
}

/** A batch order shipped as ordered. */
async function shippedOrder(batch: string, expiry: string, quantity: number) {
  const order = await approvedOrder(batch, expiry, quantity);
  expect((await api.patch(`/api/import-orders/${order.id}/status`, { status: 'shipped' })).status).toBe(200);
  return order;
}

const lotOf = async (key: string) =>
  ctx.deps.db
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.pharmacyId, fx.pharmacyA.id), eq(inventoryLots.batchKey, key)));

describe('a shipment never stocks more than was ordered', () => {
  it.each([
    ['999,999 units of a line of 2', [999_999], 2, 'shipped_batches.0.quantity_shipped'],
    ['3 + 3 units of a line of 3', [3, 3], 3, 'shipped_batches.1.quantity_shipped'],
  ])('refuses %s (400) and leaves the order approved', async (_label, quantities, ordered, field) => {
    const order = await approvedOrder(`OVER-${quantities.length}`, '2027-01-31', ordered);
    const res = await api.patch(`/api/import-orders/${order.id}/status`, {
      status: 'shipped',
      shipped_batches: quantities.map((quantity, index) => ({
        item_id: order.items[0]?.id,
        batch_number: `OVER-${quantities.length}-${index}`,
        quantity_shipped: quantity,
        expiry_date: '2027-01-31',
      })),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      [field]: `Tổng số lượng giao của dòng hàng vượt quá số lượng đặt (${ordered})`,
    });
    const after = (await api.get(`/api/import-orders/${order.id}`)).body.data;
    expect(after.status).toBe('approved');
    expect(after.items[0].shippedBatches).toEqual([]);
  });

  it.each([
    [2 ** 31 - 1, 'Số lượng tối đa 1.000.000'],
    [2 ** 31, 'Số lượng tối đa 1.000.000'],
    [2 ** 40, 'Số lượng tối đa 1.000.000'],
    [-(2 ** 31) - 1, 'Số lượng phải lớn hơn hoặc bằng 1'],
    [1.5, 'Số lượng giao phải là số nguyên từ 1'],
  ])('answers 400 (not 500) for quantity_shipped %d', async (quantity, message) => {
    const order = await approvedOrder('HUGE', '2027-01-31', 2);
    const res = await api.patch(`/api/import-orders/${order.id}/status`, {
      status: 'shipped',
      shipped_batches: [
        { item_id: order.items[0]?.id, batch_number: 'HUGE', quantity_shipped: quantity, expiry_date: null },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ 'shipped_batches.0.quantity_shipped': message });
    expect((await api.get(`/api/import-orders/${order.id}`)).body.data.status).toBe('approved');
  });
});

describe('an order whose receipt is refused has a way forward and a way out', () => {
  /** A shipped order of lot `batch` whose receipt is refused: the lot went into stock under another expiry since. */
  async function refusedReceipt(batch: string) {
    const first = await shippedOrder(batch, '2027-01-31', 4);
    const second = await shippedOrder(batch, '2027-06-30', 6);
    expect((await api.post(`/api/import-orders/${first.id}/receive`)).status).toBe(200);
    const refused = await api.post(`/api/import-orders/${second.id}/receive`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('LOT_EXPIRY_CONFLICT');
    return second;
  }

  it('correcting the shipment (lot, expiry, quantity as delivered) lets it be received', async () => {
    const order = await refusedReceipt('STUCK-FIX');
    const stuck = (await api.get(`/api/import-orders/${order.id}`)).body.data;
    expect(stuck).toMatchObject({
      status: 'shipped',
      allowed_transitions: ['delivered', 'cancelled'],
      shipment_editable: true,
    });
    const path = `/api/import-orders/${order.id}/shipped-batches`;
    const line = (overrides: Record<string, unknown>) => ({
      item_id: order.items[0]?.id,
      batch_number: 'STUCK-FIX',
      quantity_shipped: 6,
      expiry_date: '2027-01-31',
      ...overrides,
    });
    // The same rules as shipping: the wrong expiry again, or more than ordered, is refused and changes nothing.
    const wrong = await api.call('PUT', path, { shipped_batches: [line({ expiry_date: '2027-06-30' })] });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.details)).toEqual(['shipped_batches.0.expiry_date']);
    const tooMany = await api.call('PUT', path, {
      shipped_batches: [line({}), line({ batch_number: 'STUCK-FIX-B', quantity_shipped: 1 })],
    });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.details)).toEqual(['shipped_batches.1.quantity_shipped']);
    expect((await api.call('PUT', path, { shipped_batches: [] })).status).toBe(400);
    expect((await other.call('PUT', path, { shipped_batches: [line({})] })).status).toBe(404);

    const corrected = await api.call('PUT', path, {
      shipped_batches: [
        line({ quantity_shipped: 4 }),
        line({ batch_number: 'STUCK-FIX-B', quantity_shipped: 2 }),
      ],
      reason: 'Hạn dùng in trên hộp là 31/01/2027',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.status).toBe('shipped');
    expect(corrected.body.data.items[0].shippedBatches).toHaveLength(2);
    expect(corrected.body.data.status_history.at(-1)).toMatchObject({
      from_status: 'shipped',
      to_status: 'shipped',
      changed_by: 'Alice Nguyễn',
      reason: 'Hạn dùng in trên hộp là 31/01/2027',
    });
    expect((await api.post(`/api/import-orders/${order.id}/receive`)).status).toBe(200);
    expect((await lotOf('stuck-fix')).map((lot) => [lot.onHand, lot.expiryDate])).toEqual([
      [8, '2027-01-31'],
    ]);
    expect((await lotOf('stuck-fix-b')).map((lot) => [lot.onHand, lot.expiryDate])).toEqual([
      [2, '2027-01-31'],
    ]);
    // Received: the shipment is final.
    const late = await api.call('PUT', path, { shipped_batches: [line({})] });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('SHIPMENT_NOT_EDITABLE');
  });

  it('cancelling it needs a reason, which the history keeps; nothing is stocked', async () => {
    const order = await refusedReceipt('STUCK-OUT');
    const path = `/api/import-orders/${order.id}/status`;
    const bare = await api.patch(path, { status: 'cancelled' });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual({ reason: 'Vui lòng nhập lý do huỷ đơn hàng' });
    const cancelled = await api.patch(path, { status: 'cancelled', reason: ' Hàng giao sai hạn dùng ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', allowed_transitions: [] });
    expect(cancelled.body.data.status_history.at(-1)).toMatchObject({
      from_status: 'shipped',
      to_status: 'cancelled',
      reason: 'Hàng giao sai hạn dùng',
    });
    expect((await lotOf('stuck-out')).map((lot) => lot.onHand)).toEqual([4]);
  });

  it('a shipment stored before the quantity rule (2^31 − 1 of a line of 2) is refused at receipt, not a 500', async () => {
    const order = await shippedOrder('LEGACY', '2027-01-31', 2);
    const itemId = order.items[0]?.id;
    if (!itemId) throw new Error('order without a line');
    await ctx.deps.db
      .update(shippedBatches)
      .set({ quantityShipped: 2 ** 31 - 1 })
      .where(eq(shippedBatches.orderItemId, itemId));
    const refused = await api.post(`/api/import-orders/${order.id}/receive`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('SHIPMENT_INVALID');
    expect(refused.body.message).toBe('Tổng số lượng giao của dòng hàng vượt quá số lượng đặt (2)');
    expect(await lotOf('legacy')).toEqual([]);
    const fixed = await api.call('PUT', `/api/import-orders/${order.id}/shipped-batches`, {
      shipped_batches: [
        { item_id: itemId, batch_number: 'LEGACY', quantity_shipped: 2, expiry_date: '2027-01-31' },
      ],
    });
    expect(fixed.status).toBe(200);
    expect((await api.post(`/api/import-orders/${order.id}/receive`)).status).toBe(200);
  });

  it('a lot whose on-hand would pass what the database holds is refused at receipt (409), not a 500', async () => {
    const order = await shippedOrder('FULL-LOT', '2027-01-31', 5);
    await ctx.deps.db.insert(inventoryLots).values({
      pharmacyId: fx.pharmacyA.id,
      productId: fx.ownA.id,
      batchNumber: 'FULL-LOT',
      batchKey: 'full-lot',
      expiryDate: '2027-01-31',
      onHand: 2 ** 31 - 3,
    });
    const refused = await api.post(`/api/import-orders/${order.id}/receive`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'LOT_ON_HAND_LIMIT',
      message: 'Tồn kho của số lô "FULL-LOT" sẽ vượt quá giới hạn cho phép.',
    });
    expect((await lotOf('full-lot')).map((lot) => lot.onHand)).toEqual([2 ** 31 - 3]);
    expect((await api.get(`/api/import-orders/${order.id}`)).body.data.status).toBe('shipped');
  });
});
