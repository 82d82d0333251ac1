import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryLots, products, salesOrderLines, salesOrders } from '../src/db/schema';
import { foldForSearch } from '../src/domain/text';
import { rebuildSalesDaily } from '../src/sync/sales-daily';
import {
  client,
  createTestContext,
  expectEnvelope,
  type Fixtures,
  seedFixtures,
  type TestContext,
} from './helpers';

/**
 * GET /api/expiry/lots (docs/product/inventory.md#near-expiry-view). Today is 2025-06-15 in Vietnam; the fixtures
 * hold SP001 with 12 units expiring 2026-01-31 and 3 expired on 2025-01-31 (cost 28,000).
 */
let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
  const db = ctx.deps.db;
  const [fast, slow, other] = await db
    .insert(products)
    .values([
      { code: 'NE-FAST', name: 'Amoxicillin 500mg', pharmacyId: fx.pharmacyA.id, searchText: 'ne-fast' },
      { code: 'NE-SLOW', name: 'Berberin 100mg', pharmacyId: fx.pharmacyA.id, searchText: 'ne-slow' },
      { code: 'NE-B', name: 'Cồn 70 độ', pharmacyId: fx.pharmacyB.id, searchText: foldForSearch('ne-b') },
    ])
    .returning({ id: products.id });
  const lot = (
    productId: string | undefined,
    batch: string,
    expiryDate: string,
    onHand: number,
    cost: number,
  ) => ({
    pharmacyId: productId === other?.id ? fx.pharmacyB.id : fx.pharmacyA.id,
    productId: productId as string,
    batchNumber: batch,
    expiryDate,
    onHand,
    cost,
  });
  await db.insert(inventoryLots).values([
    // Sells 2 a day: of 12 expiring in 4 days, 10 sell; of 30 in 9 days, 10 more (docs example).
    lot(fast?.id, 'F1', '2025-06-19', 12, 10_000),
    lot(fast?.id, 'F2', '2025-06-24', 30, 10_000),
    // No sales: all of it expires unsold.
    lot(slow?.id, 'S1', '2025-08-10', 5, 3_000),
    lot(other?.id, 'B1', '2025-06-20', 99, 1_000),
  ]);
  // 56 units over the last 28 days on completed invoices, and a cancelled one that sold nothing.
  const [completed, cancelled] = await db
    .insert(salesOrders)
    .values(
      [1, 2].map((status) => ({
        pharmacyId: fx.pharmacyA.id,
        kiotvietId: status,
        code: `HD${status}`,
        purchaseDate: new Date('2025-06-10T03:00:00Z'),
        total: 0,
        status,
        searchText: `hd${status}`,
        syncedAt: new Date('2025-06-10T03:00:00Z'),
      })),
    )
    .returning({ id: salesOrders.id });
  await db.insert(salesOrderLines).values(
    [completed, cancelled].map((order, position) => ({
      orderId: order?.id as string,
      pharmacyId: fx.pharmacyA.id,
      position,
      productKiotvietId: 1,
      productId: fast?.id,
      productCode: 'NE-FAST',
      productName: 'Amoxicillin 500mg',
      quantity: 56,
      price: 0,
      subTotal: 0,
    })),
  );
  // Written here without the sync: the daily summary the view reads is made from them.
  await rebuildSalesDaily(db, fx.pharmacyA.id);
});
afterAll(() => ctx?.close());

describe('GET /api/expiry/lots', () => {
  it('lists lots expiring within the window with their value and expected unsold, and the money at risk', async () => {
    const res = await api.get('/api/expiry/lots?window=30');
    expect(res.status, res.text).toBe(200);
    expect(res.body.today).toBe('2025-06-15');
    expect(
      res.body.data.map((lot: Record<string, unknown>) => [
        lot.batch_number,
        lot.days_left,
        lot.value,
        lot.daily_sales,
        lot.expected_unsold,
      ]),
    ).toEqual([
      ['F1', 4, 120_000, 2, 2],
      ['F2', 9, 300_000, 2, 20],
    ]);
    expect(res.body.totals.expired).toEqual({ lots: 1, units: 3, value: 84_000 });
    expect(res.body.totals.windows).toEqual([
      { days: 30, lots: 2, units: 42, value: 420_000 },
      { days: 60, lots: 3, units: 47, value: 435_000 },
      { days: 90, lots: 3, units: 47, value: 435_000 },
      { days: 180, lots: 3, units: 47, value: 435_000 },
    ]);
  });

  it('lists the expired lots apart, and sorts by product or latest first', async () => {
    const expired = await api.get('/api/expiry/lots?section=expired');
    expect(expired.body.data.map((lot: { batch_number: string }) => lot.batch_number)).toEqual(['BT000']);
    expect(expired.body.data[0].expected_unsold).toBe(3);
    const latest = await api.get('/api/expiry/lots?window=90&sort=expiry&direction=desc');
    expect(latest.body.data.map((lot: { batch_number: string }) => lot.batch_number)).toEqual([
      'S1',
      'F2',
      'F1',
    ]);
    const byProduct = await api.get('/api/expiry/lots?window=90&sort=product&direction=desc&limit=1&page=2');
    // Every key in the one direction: Berberin, then Amoxicillin's lots latest first.
    expect(byProduct.body.data.map((lot: { batch_number: string }) => lot.batch_number)).toEqual(['F2']);
    expect(byProduct.body.total).toBe(3);
  });

  it('never shows another pharmacy’s lots', async () => {
    const other = client(ctx.app);
    await other.login('bob', fx.password);
    const res = await other.get('/api/expiry/lots?window=180');
    expect(res.body.data.map((lot: { batch_number: string }) => lot.batch_number)).toEqual(['B1']);
    expect(res.body.totals.windows[0]).toEqual({ days: 30, lots: 1, units: 99, value: 99_000 });
  });

  it('answers 400 for bad input and 401 without a session', async () => {
    const bad = await api.get(
      '/api/expiry/lots?window=45&section=old&sales_window=7&sort=value&direction=up&limit=0',
    );
    expect(bad.status).toBe(400);
    expectEnvelope(bad.body);
    expect(Object.keys(bad.body.details ?? {}).sort()).toEqual([
      'direction',
      'limit',
      'sales_window',
      'section',
      'sort',
      'window',
    ]);
    expect((await client(ctx.app).get('/api/expiry/lots')).status).toBe(401);
  });
});

describe('GET /api/expiry/lots/export', () => {
  it('exports the window’s lots then the expired ones, as CSV with a byte-order mark, or a workbook', async () => {
    const res = await ctx.app.request('/api/expiry/lots/export?format=csv&window=30', {
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="han-dung-30-ngay-2025-06-15.csv"',
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')).toEqual([
      'Phần,Mã sản phẩm,Tên sản phẩm,Số lô,Hạn dùng,Còn lại (ngày),Tồn,Giá vốn,Giá trị (giá vốn),Bán/ngày (28 ngày),Dự kiến còn khi hết hạn',
      'Hết hạn trong 30 ngày,NE-FAST,Amoxicillin 500mg,F1,2025-06-19,4,12,10000,120000,2,2',
      'Hết hạn trong 30 ngày,NE-FAST,Amoxicillin 500mg,F2,2025-06-24,9,30,10000,300000,2,20',
      'Đã hết hạn,SP001,Thuốc ho Bảo Thanh,BT000,2025-01-31,-135,3,28000,84000,0,',
    ]);
    const xlsx = await ctx.app.request('/api/expiry/lots/export?format=xlsx', {
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('answers 400 without a format or with a bad one, and 401 without a session', async () => {
    const bad = await api.get('/api/expiry/lots/export?window=45');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details ?? {}).sort()).toEqual(['format', 'window']);
    expect((await client(ctx.app).get('/api/expiry/lots/export?format=csv')).status).toBe(401);
  });
});
