import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  distributors,
  inventoryLots,
  kiotvietProductLinks,
  listVersions,
  posConnections,
  productBranchStocks,
  products,
  productUnits,
  purchaseOrderItems,
  purchaseOrders,
  reorderChanges,
  salesOrderLines,
  salesOrders,
} from '../src/db/schema';
import { foldForSearch } from '../src/domain/text';
import { rebuildSalesDaily, recountOrders } from '../src/sync/sales-daily';
import {
  anotherProcess,
  client,
  createTestContext,
  expectEnvelope,
  type Fixtures,
  seedFixtures,
  type TestContext,
} from './helpers';

/**
 * GET /api/reorder/suggestions and /api/reorder/products (docs/product/inventory.md#reorder-suggestions). Today is
 * 2025-06-15 in Vietnam. Pharmacy A sells RO-FAST 4.2 a day (117.6 units over 28 days, at its KiotViet branch 1); it
 * restocks it from the partner DHG through DHG-001, the catalogue product linked to it, in 4 and 6 days (median 5),
 * with 20 more on a pending order. RO-SLOW (0.5 a day, 10 suggestion days) comes from its own supplier Minh Châu,
 * which has delivered nothing and has 5 of it on an approved order. RO-NONE has never sold and has no supplier (its
 * only order was cancelled) but a KiotViet minimum of 10. RO-BOX (Vitamin C, counted in tablets) is ordered in boxes
 * of 100 or blisters of 10; it does not sell, but KiotViet wants 200 to 250 of it and it has 20: 180 missing.
 */
let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;
const ids = {
  fast: '',
  slow: '',
  none: '',
  box: '',
  branch1: '',
  branch2: '',
  otherBranch: '',
  otherProduct: '',
};

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
  const db = ctx.deps.db;
  const A = fx.pharmacyA.id;
  const B = fx.pharmacyB.id;
  const product = (pharmacyId: string, code: string, name: string, extra = {}) => ({
    pharmacyId,
    code,
    name,
    searchText: foldForSearch(`${code} ${name}`),
    ...extra,
  });
  const [fast, slow, none, other, box] = await db
    .insert(products)
    .values([
      product(A, 'RO-FAST', 'Amoxicillin 500mg', { kiotvietId: 501, basePrice: 60_000 }),
      product(A, 'RO-SLOW', 'Berberin 100mg', { suggestionDays: 10, basePrice: 12_000 }),
      product(A, 'RO-NONE', 'Cồn 70 độ', { kiotvietId: 503 }),
      product(B, 'RO-B', 'Oresol', { kiotvietId: 601 }),
      product(A, 'RO-BOX', 'Vitamin C 500mg', { kiotvietId: 504, unit: 'Viên', basePrice: 1_000 }),
    ])
    .returning({ id: products.id });
  ids.fast = fast?.id ?? '';
  ids.slow = slow?.id ?? '';
  ids.none = none?.id ?? '';
  ids.otherProduct = other?.id ?? '';
  ids.box = box?.id ?? '';
  await db.insert(productUnits).values([
    { productId: ids.box, unit: 'Hộp', code: 'RO-BOX-H', conversion: 100, basePrice: 95_000 },
    { productId: ids.box, unit: 'Vỉ', code: 'RO-BOX-V', conversion: 10, basePrice: 9_800 },
  ]);
  const [b1, b2, bOther] = await db
    .insert(branches)
    .values([
      { pharmacyId: A, name: 'Chi nhánh 1', kiotvietId: 1, source: 'KIOTVIET' },
      { pharmacyId: A, name: 'Chi nhánh 2', kiotvietId: 2, source: 'KIOTVIET' },
      { pharmacyId: B, name: 'Chi nhánh B', kiotvietId: 9, source: 'KIOTVIET' },
    ])
    .returning({ id: branches.id });
  ids.branch1 = b1?.id ?? '';
  ids.branch2 = b2?.id ?? '';
  ids.otherBranch = bOther?.id ?? '';

  await db.insert(inventoryLots).values([
    // Selling 4.2 a day: of 20 expiring tomorrow 8 sell (12 expire unsold); the 36 later ones all sell.
    {
      pharmacyId: A,
      productId: ids.fast,
      batchNumber: 'F1',
      expiryDate: '2025-06-16',
      onHand: 20,
      branchKiotvietId: 1,
    },
    {
      pharmacyId: A,
      productId: ids.fast,
      batchNumber: 'F2',
      expiryDate: '2026-07-20',
      onHand: 36,
      branchKiotvietId: 1,
    },
    {
      pharmacyId: A,
      productId: ids.fast,
      batchNumber: 'F3',
      expiryDate: '2026-07-20',
      onHand: 7,
      branchKiotvietId: 2,
    },
    { pharmacyId: A, productId: ids.slow, batchNumber: null, expiryDate: null, onHand: 3 },
    {
      pharmacyId: A,
      productId: ids.none,
      batchNumber: 'N1',
      expiryDate: '2026-01-01',
      onHand: 4,
      branchKiotvietId: 1,
    },
    { pharmacyId: B, productId: ids.otherProduct, batchNumber: 'B1', expiryDate: '2026-01-01', onHand: 1 },
    {
      pharmacyId: A,
      productId: ids.box,
      batchNumber: 'V1',
      expiryDate: null,
      onHand: 20,
      branchKiotvietId: 1,
    },
  ]);
  await db.insert(productBranchStocks).values([
    {
      pharmacyId: A,
      productId: ids.none,
      branchKiotvietId: 1,
      minQuantity: 10,
      maxQuantity: 40,
      syncedAt: new Date(),
    },
    {
      pharmacyId: A,
      productId: ids.box,
      branchKiotvietId: 1,
      minQuantity: 200,
      maxQuantity: 250,
      syncedAt: new Date(),
    },
  ]);

  const sale = (pharmacyId: string, kiotvietId: number, day: string, status: number, branch: number) => ({
    pharmacyId,
    kiotvietId,
    code: `HD${kiotvietId}`,
    purchaseDate: new Date(`${day}T03:00:00Z`),
    branchKiotvietId: branch,
    total: 0,
    status,
    searchText: `hd${kiotvietId}`,
    syncedAt: new Date(),
  });
  const orders = await db
    .insert(salesOrders)
    .values([
      sale(A, 1, '2025-06-01', 1, 1),
      sale(A, 2, '2025-06-10', 1, 1),
      // Cancelled, today's (not over yet) and older than the window: none of them count.
      sale(A, 3, '2025-06-10', 2, 1),
      sale(A, 4, '2025-06-15', 1, 1),
      sale(A, 5, '2025-05-10', 1, 1),
      sale(B, 6, '2025-06-10', 1, 9),
    ])
    .returning({ id: salesOrders.id });
  const line = (order: number, pharmacyId: string, productId: string, quantity: number) => ({
    orderId: orders[order]?.id as string,
    pharmacyId,
    position: 0,
    productKiotvietId: 1,
    productId,
    productCode: 'X',
    productName: 'X',
    quantity,
    price: 0,
    subTotal: 0,
  });
  await db
    .insert(salesOrderLines)
    .values([
      line(0, A, ids.fast, 100),
      line(1, A, ids.fast, 17.6),
      { ...line(1, A, ids.slow, 14), position: 1 },
      line(2, A, ids.fast, 500),
      line(3, A, ids.fast, 500),
      line(4, A, ids.fast, 500),
      line(5, B, ids.otherProduct, 50),
    ]);
  // Written here without the sync: the daily summary the suggestions read is made from them.
  for (const pharmacyId of [A, B]) await rebuildSalesDaily(db, pharmacyId);

  // The catalogue product DHG-001 is linked to RO-FAST (KiotViet 501) in the store A is connected to.
  await db.insert(posConnections).values({
    pharmacyId: A,
    clientId: 'client',
    clientSecretEncrypted: 'sealed',
    storeName: 'NhaThuocA',
  });
  await db.insert(kiotvietProductLinks).values({
    pharmacyId: A,
    store: 'nhathuoca',
    productId: fx.partnerProduct.id,
    kiotvietProductId: 501,
    kiotvietCode: 'RO-FAST',
    kiotvietName: 'Amoxicillin 500mg',
    method: 'chosen',
  });
  const order = (
    number: string,
    distributorId: string,
    status: 'pending' | 'approved' | 'delivered' | 'cancelled',
    createdAt: string,
    delivered: string | null,
    item: { productId: string; quantity: number },
  ) => ({ number, distributorId, status, createdAt, delivered, item });
  const placed = [
    order('PO-1', fx.partner.id, 'delivered', '2025-05-01T02:00:00Z', '2025-05-05', {
      productId: fx.partnerProduct.id,
      quantity: 50,
    }),
    order('PO-2', fx.partner.id, 'delivered', '2025-05-20T02:00:00Z', '2025-05-26', {
      productId: fx.partnerProduct.id,
      quantity: 50,
    }),
    order('PO-3', fx.partner.id, 'pending', '2025-06-14T02:00:00Z', null, {
      productId: fx.partnerProduct.id,
      quantity: 20,
    }),
    order('PO-4', fx.internalA.id, 'approved', '2025-06-12T02:00:00Z', null, {
      productId: ids.slow,
      quantity: 5,
    }),
    order('PO-5', fx.internalA.id, 'cancelled', '2025-06-13T02:00:00Z', null, {
      productId: ids.none,
      quantity: 9,
    }),
  ];
  for (const entry of placed) {
    const [row] = await db
      .insert(purchaseOrders)
      .values({
        pharmacyId: A,
        orderNumber: entry.number,
        distributorId: entry.distributorId,
        status: entry.status,
        totalAmount: 0,
        createdAt: new Date(entry.createdAt),
        actualDeliveryDate: entry.delivered,
      })
      .returning({ id: purchaseOrders.id });
    await db.insert(purchaseOrderItems).values({
      orderId: row?.id as string,
      position: 0,
      productId: entry.item.productId,
      productCode: 'X',
      productName: 'X',
      quantityOrdered: entry.item.quantity,
      unitPrice: 1,
      totalPrice: entry.item.quantity,
    });
  }
});
afterAll(() => ctx?.close());

type Line = Record<string, unknown> & { product: { code: string }; suggested_quantity: number };
const codes = (body: { data: Line[] }) => body.data.map((line) => line.product.code);

describe('GET /api/reorder/suggestions', () => {
  it('suggests what to order by supplier, each line with the figures that explain it', async () => {
    const res = await api.get('/api/reorder/suggestions');
    expect(res.status, res.text).toBe(200);
    expect(res.body.today).toBe('2025-06-15');
    expect(res.body.defaults).toEqual({ lead_days: 7, cover_days: 30 });
    expect(res.body.products_sold).toBe(2);
    // Minh Châu ('Công ty…') before Dược Hậu Giang; the products without a supplier last.
    expect(codes(res.body)).toEqual(['RO-SLOW', 'RO-FAST', 'RO-NONE', 'RO-BOX']);
    const [slow, fast, none, box] = res.body.data as Line[];
    expect(fast).toMatchObject({
      supplier: { id: fx.partner.id, name: 'Dược Hậu Giang', type: 'PARTNER', is_active: true },
      order_product: { id: fx.partnerProduct.id, code: 'DHG-001', base_price: 45_000, is_active: true },
      sales_window: 28,
      units_sold: 118,
      daily_sales: 4.2,
      on_hand: 63,
      usable: 51,
      expiring_unsold: 12,
      on_order: 20,
      lead_days: 5,
      lead_from_history: true,
      cover_days: 30,
      cover_from_product: false,
      min_quantity: null,
      max_quantity: null,
      // 4.2 × (5 + 30) = 147; − 51 usable − 20 on order.
      target: 147,
      suggested_quantity: 76,
      // DHG-001 has no other unit: ordered in its base unit.
      order_unit: { code: null, unit: null, conversion: 1, count: 76 },
    });
    expect(slow).toMatchObject({
      supplier: { id: fx.internalA.id, type: 'INTERNAL' },
      order_product: { id: ids.slow, code: 'RO-SLOW' },
      daily_sales: 0.5,
      usable: 3,
      on_order: 5,
      lead_days: 7,
      lead_from_history: false,
      cover_days: 10,
      cover_from_product: true,
      // 0.5 × 17 = 8.5; − 3 − 5 = 0.5, a whole unit.
      suggested_quantity: 1,
    });
    expect(none).toMatchObject({
      supplier: null,
      order_product: { id: ids.none, code: 'RO-NONE' },
      units_sold: 0,
      daily_sales: 0,
      on_hand: 4,
      // Good until 2026: counted, though it does not sell.
      usable: 4,
      expiring_unsold: 0,
      min_quantity: 10,
      max_quantity: 40,
      suggested_quantity: 6,
    });
    expect(box).toMatchObject({
      product: { code: 'RO-BOX', unit: 'Viên' },
      order_product: { id: ids.box, code: 'RO-BOX' },
      usable: 20,
      min_quantity: 200,
      max_quantity: 250,
      target: 200,
      // 180 missing, rounded up to 2 boxes: 20 + 200 stays within 250.
      suggested_quantity: 200,
      order_unit: { code: 'RO-BOX-H', unit: 'Hộp', conversion: 100, count: 2 },
    });
    expect(res.body.suppliers).toEqual([
      {
        id: fx.internalA.id,
        name: 'Công ty Dược Minh Châu',
        type: 'INTERNAL',
        lead_days: 7,
        lead_from_history: false,
        delivered_orders: 0,
        lines: 1,
        units: 1,
      },
      {
        id: fx.partner.id,
        name: 'Dược Hậu Giang',
        type: 'PARTNER',
        lead_days: 5,
        lead_from_history: true,
        delivered_orders: 2,
        lines: 1,
        units: 76,
      },
      {
        id: null,
        name: null,
        type: null,
        lead_days: 7,
        lead_from_history: false,
        delivered_orders: 0,
        lines: 2,
        units: 206,
      },
    ]);
    expect(res.body).toMatchObject({ total: 4, page: 1, limit: 20, total_exact: true, next_cursor: null });
  });

  it('lists every active product on request, one supplier’s or those without one, page by page', async () => {
    const all = await api.get('/api/reorder/suggestions?needs_order=false');
    expect(codes(all.body)).toEqual(['RO-SLOW', 'RO-FAST', 'RO-NONE', 'SP001', 'RO-BOX']);
    expect(all.body.data[3]).toMatchObject({
      suggested_quantity: 0,
      order_unit: { code: null, conversion: 1, count: 0 },
    });
    const none = await api.get('/api/reorder/suggestions?needs_order=false&supplier_id=none');
    expect(codes(none.body)).toEqual(['RO-NONE', 'SP001', 'RO-BOX']);
    const partner = await api.get(`/api/reorder/suggestions?supplier_id=${fx.partner.id}`);
    expect(codes(partner.body)).toEqual(['RO-FAST']);
    // The groups stay those of every supplier: the portal's supplier filter lists them.
    expect(partner.body.suppliers).toHaveLength(3);
    const second = await api.get('/api/reorder/suggestions?limit=1&page=2');
    expect(codes(second.body)).toEqual(['RO-FAST']);
    const past = await api.get('/api/reorder/suggestions?limit=3&page=9');
    expect(past.body).toMatchObject({ page: 2, total: 4 });
    expect(codes(past.body)).toEqual(['RO-BOX']);
  });

  it('takes the sales over the window chosen', async () => {
    const res = await api.get(`/api/reorder/suggestions?sales_window=56&supplier_id=${fx.partner.id}`);
    // 117.6 + 500 (2025-05-10) over 56 days.
    expect(res.body.data[0]).toMatchObject({ sales_window: 56, units_sold: 618, daily_sales: 11.03 });
  });

  it('narrows to one branch: its sales, lots and levels; orders come to the default branch only', async () => {
    const first = await api.get(`/api/reorder/suggestions?branch_id=${ids.branch1}`);
    expect(first.body.data.find((line: Line) => line.product.code === 'RO-FAST')).toMatchObject({
      on_hand: 56,
      usable: 44,
      on_order: 20,
      suggested_quantity: 83,
    });
    const second = await api.get(`/api/reorder/suggestions?branch_id=${ids.branch2}&needs_order=false`);
    expect(second.body.products_sold).toBe(0);
    const fast = second.body.data.find((line: Line) => line.product.code === 'RO-FAST');
    expect(fast).toMatchObject({ units_sold: 0, on_hand: 7, on_order: 0, suggested_quantity: 0 });
    expect(second.body.data.find((line: Line) => line.product.code === 'RO-NONE')).toMatchObject({
      min_quantity: null,
    });
  });

  it('never shows another pharmacy’s products, and answers 404 for its branch', async () => {
    const other = client(ctx.app);
    await other.login('bob', fx.password);
    const res = await other.get('/api/reorder/suggestions?needs_order=false');
    expect(codes(res.body)).toEqual(['SP001', 'RO-B']);
    const foreign = await api.get(`/api/reorder/suggestions?branch_id=${ids.otherBranch}`);
    expect(foreign.status).toBe(404);
    expectEnvelope(foreign.body);
    const foreignSupplier = await api.get(`/api/reorder/suggestions?supplier_id=${fx.internalB.id}`);
    expect(foreignSupplier.body.data).toEqual([]);
  });

  it('answers 400 for bad input and 401 without a session', async () => {
    const bad = await api.get(
      '/api/reorder/suggestions?sales_window=7&branch_id=x&supplier_id=someone&needs_order=maybe&limit=0',
    );
    expect(bad.status).toBe(400);
    expectEnvelope(bad.body);
    expect(Object.keys(bad.body.details ?? {}).sort()).toEqual([
      'branch_id',
      'limit',
      'needs_order',
      'sales_window',
      'supplier_id',
    ]);
    expect((await client(ctx.app).get('/api/reorder/suggestions')).status).toBe(401);
  });
});

describe('GET /api/reorder/products', () => {
  it('gives the figures of ordering these products from the supplier: a catalogue product counts its store product', async () => {
    const res = await api.get(
      `/api/reorder/products?supplier_id=${fx.partner.id}&product_ids=${fx.partnerProduct.id},${fx.partnerProduct2.id},${ids.otherProduct}`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ lead_days: 5, lead_from_history: true });
    // DHG-002 is linked to nothing the pharmacy sells; another pharmacy's product is not the caller's.
    expect(res.body.data).toEqual([
      {
        product_id: fx.partnerProduct.id,
        daily_sales: 4.2,
        on_hand: 63,
        usable: 51,
        on_order: 20,
        suggested_quantity: 76,
      },
    ]);
  });

  it('answers no figures for products the pharmacy does not sell', async () => {
    const res = await api.get(
      `/api/reorder/products?supplier_id=${fx.partner.id}&product_ids=${fx.partnerProduct2.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], lead_days: 5, lead_from_history: true, today: '2025-06-15' });
  });

  it('uses the supplier’s own lead time: the default for one that never delivered', async () => {
    const res = await api.get(`/api/reorder/products?supplier_id=${fx.internalA.id}&product_ids=${ids.fast}`);
    // 4.2 × (7 + 30) = 155.4; − 51 − 20 = 84.4: 85.
    expect(res.body).toMatchObject({ lead_days: 7, lead_from_history: false });
    expect(res.body.data[0]).toMatchObject({ product_id: ids.fast, suggested_quantity: 85 });
  });

  it('answers 404 for another pharmacy’s supplier and 400 for bad input', async () => {
    const foreign = await api.get(
      `/api/reorder/products?supplier_id=${fx.internalB.id}&product_ids=${ids.fast}`,
    );
    expect(foreign.status).toBe(404);
    expectEnvelope(foreign.body);
    const missing = await api.get(`/api/reorder/products?supplier_id=${fx.partner.id}`);
    expect(missing.status).toBe(400);
    const many = Array.from({ length: 201 }, () => ids.fast).join(',');
    const tooMany = await api.get(`/api/reorder/products?supplier_id=${fx.partner.id}&product_ids=${many}`);
    expect(tooMany.status).toBe(400);
    const bad = await api.get('/api/reorder/products?supplier_id=x&product_ids=y&sales_window=30');
    expect(Object.keys(bad.body.details ?? {}).sort()).toEqual([
      'product_ids.0',
      'sales_window',
      'supplier_id',
    ]);
  });
});

describe('GET /api/reorder/suggestions/export', () => {
  /** The raw bytes of a download: Response.text() would drop the byte-order mark. */
  async function download(path: string, token = api.token) {
    const res = await ctx.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('exports the lines the filters keep, every page, as CSV with a byte-order mark', async () => {
    const res = await download('/api/reorder/suggestions/export?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="de-xuat-nhap-hang-2025-06-15.csv"',
    );
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Nhà cung cấp,Mã sản phẩm,Tên sản phẩm,Đơn vị,Bán/ngày,Đã bán (28 ngày),Tồn (chưa hết hạn),Dùng được,' +
        'Sắp hết hạn,Đang về,Giao (ngày),Thời gian giao,Đủ (ngày),Tối thiểu,Tối đa,Đề xuất đặt,Đơn vị đặt,' +
        'Số lượng đặt,Mã đặt với nhà cung cấp,Giá đặt',
    );
    expect(lines.slice(1)).toEqual([
      'Công ty Dược Minh Châu,RO-SLOW,Berberin 100mg,,0.5,14,3,3,0,5,7,Mặc định,10,,,1,,1,RO-SLOW,12000',
      'Dược Hậu Giang,RO-FAST,Amoxicillin 500mg,,4.2,118,63,51,12,20,5,Theo đơn đã giao,30,,,76,,76,DHG-001,45000',
      'Chưa có nhà cung cấp,RO-NONE,Cồn 70 độ,,0,0,4,4,0,0,7,Mặc định,30,10,40,6,,6,RO-NONE,0',
      'Chưa có nhà cung cấp,RO-BOX,Vitamin C 500mg,Viên,0,0,20,20,0,0,7,Mặc định,30,200,250,200,Hộp,2,RO-BOX,1000',
    ]);
    const none = await download(
      '/api/reorder/suggestions/export?format=csv&supplier_id=none&needs_order=false',
    );
    expect(
      none.bytes
        .toString('utf8')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[1]),
    ).toEqual(['RO-NONE', 'SP001', 'RO-BOX']);
  });

  it('exports a workbook', async () => {
    const res = await download('/api/reorder/suggestions/export?format=xlsx&sales_window=56');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="de-xuat-nhap-hang-2025-06-15.xlsx"',
    );
    expect(res.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('answers 400 for bad input, 404 for another pharmacy’s branch, 401 without a session', async () => {
    const bad = await api.get('/api/reorder/suggestions/export?format=pdf&sales_window=7');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details ?? {}).sort()).toEqual(['format', 'sales_window']);
    const foreign = await api.get(`/api/reorder/suggestions/export?format=csv&branch_id=${ids.otherBranch}`);
    expect(foreign.status).toBe(404);
    expect((await download('/api/reorder/suggestions/export?format=csv', '')).status).toBe(401);
  });
});

/**
 * Each server process keeps the figures it computed while the version of what they are read from stays the same:
 * every write raises it in its own transaction, whichever process (or the sync) makes it. Two processes share the
 * database here; the second one has its figures kept when the first (or a plain write) changes something.
 */
describe('kept figures', () => {
  const line = async (other: ReturnType<typeof client>, code: string, query = '') => {
    const res = await other.get(`/api/reorder/suggestions?needs_order=false&limit=50${query}`);
    expect(res.status, res.text).toBe(200);
    return (res.body.data as Line[]).find((row) => row.product.code === code) as Line;
  };
  const picker = async (other: ReturnType<typeof client>, productId: string) => {
    const res = await other.get(
      `/api/reorder/products?supplier_id=${fx.internalA.id}&product_ids=${productId}`,
    );
    expect(res.status, res.text).toBe(200);
    return (res.body.data as Record<string, unknown>[])[0];
  };
  let other: ReturnType<typeof client>;
  beforeAll(async () => {
    other = client(anotherProcess(ctx));
    await other.login('alice', fx.password);
  });

  it('shows a lot that changed in the next answer of every process', async () => {
    expect(await line(other, 'RO-NONE')).toMatchObject({ on_hand: 4 });
    expect(await picker(other, ids.none)).toMatchObject({ on_hand: 4 });
    await ctx.deps.db
      .update(inventoryLots)
      .set({ onHand: 9 })
      .where(and(eq(inventoryLots.productId, ids.none), eq(inventoryLots.batchNumber, 'N1')));
    expect(await line(other, 'RO-NONE')).toMatchObject({ on_hand: 9 });
    expect(await picker(other, ids.none)).toMatchObject({ on_hand: 9 });
    await ctx.deps.db
      .update(inventoryLots)
      .set({ onHand: 4 })
      .where(and(eq(inventoryLots.productId, ids.none), eq(inventoryLots.batchNumber, 'N1')));
    expect(await line(other, 'RO-NONE')).toMatchObject({ on_hand: 4 });
  });

  it('shows an order created and one received in the next answer', async () => {
    expect(await line(other, 'RO-SLOW')).toMatchObject({ on_order: 5 });
    const order = await ctx.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(purchaseOrders)
        .values({
          pharmacyId: fx.pharmacyA.id,
          orderNumber: 'PO-KEPT',
          distributorId: fx.internalA.id,
          status: 'pending',
          totalAmount: 0,
          createdAt: new Date('2025-06-15T01:00:00Z'),
        })
        .returning({ id: purchaseOrders.id });
      await tx.insert(purchaseOrderItems).values({
        orderId: row?.id as string,
        position: 0,
        productId: ids.slow,
        productCode: 'X',
        productName: 'X',
        quantityOrdered: 7,
        unitPrice: 1,
        totalPrice: 7,
      });
      return row?.id as string;
    });
    expect(await line(other, 'RO-SLOW')).toMatchObject({ on_order: 12 });
    expect(await picker(other, ids.slow)).toMatchObject({ on_order: 12 });
    await ctx.deps.db
      .update(purchaseOrders)
      .set({ status: 'delivered', actualDeliveryDate: '2025-06-15' })
      .where(eq(purchaseOrders.id, order));
    // Delivered: no longer on order, and Minh Châu now has a delivery to take its lead time from.
    expect(await line(other, 'RO-SLOW')).toMatchObject({ on_order: 5, lead_from_history: true });
    await ctx.deps.db.delete(purchaseOrderItems).where(eq(purchaseOrderItems.orderId, order));
    await ctx.deps.db.delete(purchaseOrders).where(eq(purchaseOrders.id, order));
    expect(await line(other, 'RO-SLOW')).toMatchObject({ on_order: 5, lead_from_history: false });
  });

  it('shows a product’s units and levels changed in the next answer: a smaller unit when a box passes the maximum', async () => {
    expect((await line(other, 'RO-BOX')).order_unit).toEqual({
      code: 'RO-BOX-H',
      unit: 'Hộp',
      conversion: 100,
      count: 2,
    });
    const levels = and(
      eq(productBranchStocks.productId, ids.box),
      eq(productBranchStocks.branchKiotvietId, 1),
    );
    await ctx.deps.db.update(productBranchStocks).set({ maxQuantity: 210 }).where(levels);
    // 20 + 200 passes 210, one box orders less than the 180 missing: 18 blisters.
    expect(await line(other, 'RO-BOX')).toMatchObject({
      suggested_quantity: 180,
      order_unit: { code: 'RO-BOX-V', unit: 'Vỉ', conversion: 10, count: 18 },
    });
    await ctx.deps.db.update(productUnits).set({ conversion: 12 }).where(eq(productUnits.code, 'RO-BOX-V'));
    // Blisters of 12: 15 of them are exactly the 180.
    expect((await line(other, 'RO-BOX')).order_unit).toMatchObject({ conversion: 12, count: 15 });
    await ctx.deps.db.delete(productUnits).where(eq(productUnits.productId, ids.box));
    expect((await line(other, 'RO-BOX')).order_unit).toEqual({
      code: null,
      unit: 'Viên',
      conversion: 1,
      count: 180,
    });
    await ctx.deps.db.insert(productUnits).values([
      { productId: ids.box, unit: 'Hộp', code: 'RO-BOX-H', conversion: 100, basePrice: 95_000 },
      { productId: ids.box, unit: 'Vỉ', code: 'RO-BOX-V', conversion: 10, basePrice: 9_800 },
    ]);
    await ctx.deps.db.update(productBranchStocks).set({ maxQuantity: 250 }).where(levels);
    expect((await line(other, 'RO-BOX')).order_unit).toMatchObject({ code: 'RO-BOX-H', count: 2 });
  });

  /** The products the last raise of pharmacy A's reorder version recorded (the nil UUID: every product). */
  const lastChange = async () => {
    const scope = `reorder:${fx.pharmacyA.id}`;
    const [current] = await ctx.deps.db
      .select({ version: listVersions.version })
      .from(listVersions)
      .where(eq(listVersions.scope, scope));
    const rows = await ctx.deps.db
      .select({ productId: reorderChanges.productId })
      .from(reorderChanges)
      .where(and(eq(reorderChanges.scope, scope), eq(reorderChanges.version, current?.version ?? -1)));
    return { version: current?.version ?? 0, products: rows.map((row) => row.productId).sort() };
  };
  const EVERYTHING = '00000000-0000-0000-0000-000000000000';
  const LEAD_TIMES = '00000000-0000-0000-0000-000000000001';

  it('records which products each write touched, and no change for a connection test', async () => {
    await ctx.deps.db
      .update(inventoryLots)
      .set({ onHand: 5 })
      .where(and(eq(inventoryLots.productId, ids.none), eq(inventoryLots.batchNumber, 'N1')));
    expect((await lastChange()).products).toEqual([ids.none]);
    await ctx.deps.db.transaction(async (tx) => {
      await tx.update(products).set({ suggestionDays: 12 }).where(eq(products.id, ids.slow));
      await tx
        .update(productBranchStocks)
        .set({ minQuantity: 11 })
        .where(eq(productBranchStocks.productId, ids.none));
    });
    // One transaction, one raise, both products.
    expect((await lastChange()).products).toEqual([ids.none, ids.slow].sort());
    const before = await lastChange();
    // The connection's test results are none of the figures' business: no raise.
    await ctx.deps.db
      .update(posConnections)
      .set({ lastTestAt: new Date(), lastTestOk: true })
      .where(eq(posConnections.pharmacyId, fx.pharmacyA.id));
    expect((await lastChange()).version).toBe(before.version);
    // A supplier renamed moves every line of it: everything is read again.
    await ctx.deps.db
      .update(distributors)
      .set({ name: sql`${distributors.name}` })
      .where(eq(distributors.id, fx.internalA.id));
    expect((await lastChange()).products).toEqual([EVERYTHING]);
    // An order's status: its lines' products; a delivered order's lead time too.
    const [order] = await ctx.deps.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.pharmacyId, fx.pharmacyA.id), eq(purchaseOrders.orderNumber, 'PO-4')));
    const orderStatus = (status: 'approved' | 'delivered') =>
      ctx.deps.db
        .update(purchaseOrders)
        .set({ status })
        .where(eq(purchaseOrders.id, order?.id as string));
    await orderStatus('approved');
    expect((await lastChange()).products).toEqual([ids.slow]);
    await orderStatus('delivered');
    expect((await lastChange()).products).toEqual([LEAD_TIMES, ids.slow].sort());
    await orderStatus('approved');
    expect((await lastChange()).products).toEqual([LEAD_TIMES, ids.slow].sort());
    await ctx.deps.db.update(products).set({ suggestionDays: 10 }).where(eq(products.id, ids.slow));
    await ctx.deps.db
      .update(productBranchStocks)
      .set({ minQuantity: 10 })
      .where(eq(productBranchStocks.productId, ids.none));
    await ctx.deps.db
      .update(inventoryLots)
      .set({ onHand: 4 })
      .where(and(eq(inventoryLots.productId, ids.none), eq(inventoryLots.batchNumber, 'N1')));
  });

  it('answers after each change as a process that reads everything afresh does', async () => {
    const everyLine = async (app: ReturnType<typeof client>, query = '') => {
      const res = await app.get(`/api/reorder/suggestions?needs_order=false&limit=100${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    // A process that has kept nothing, signed in with the same session.
    const fresh = async () => {
      const reader = client(anotherProcess(ctx));
      reader.setToken(other.token);
      return reader;
    };
    const same = async () => {
      for (const query of ['', '&window=56', `&branch_id=${ids.branch1}`]) {
        expect(await everyLine(other, query)).toEqual(await everyLine(await fresh(), query));
      }
    };
    // Kept figures of every view first, then a change of each kind, each caught up product by product.
    await same();
    const db = ctx.deps.db;
    const lot = and(eq(inventoryLots.productId, ids.fast), eq(inventoryLots.branchKiotvietId, 1));
    const pending = (
      await db
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.pharmacyId, fx.pharmacyA.id), eq(purchaseOrders.status, 'pending')))
    ).map((row) => row.id);
    expect(pending.length).toBeGreaterThan(0);
    const changes: (() => Promise<unknown>)[] = [
      () =>
        db
          .update(inventoryLots)
          .set({ onHand: sql`${inventoryLots.onHand} + 30` })
          .where(lot),
      () => db.update(products).set({ suggestionDays: 45 }).where(eq(products.id, ids.fast)),
      () => db.update(products).set({ isActive: false }).where(eq(products.id, ids.none)),
      () => db.update(products).set({ isActive: true }).where(eq(products.id, ids.none)),
      () =>
        db
          .update(productBranchStocks)
          .set({ onOrder: 15 })
          .where(eq(productBranchStocks.productId, ids.none)),
      () => db.update(purchaseOrders).set({ status: 'shipped' }).where(inArray(purchaseOrders.id, pending)),
      () => db.update(purchaseOrders).set({ status: 'pending' }).where(inArray(purchaseOrders.id, pending)),
      () =>
        db
          .update(inventoryLots)
          .set({ onHand: sql`${inventoryLots.onHand} - 30` })
          .where(lot),
      () => db.update(products).set({ suggestionDays: 0 }).where(eq(products.id, ids.fast)),
      () =>
        db.update(productBranchStocks).set({ onOrder: 0 }).where(eq(productBranchStocks.productId, ids.none)),
    ];
    for (const change of changes) {
      await change();
      await same();
    }
  }, 120_000);

  it('shows a sale of a past day synced in the next answer', async () => {
    expect(await line(other, 'RO-SLOW')).toMatchObject({ units_sold: 14 });
    const A = fx.pharmacyA.id;
    await ctx.deps.db.transaction(async (tx) => {
      const [sale] = await tx
        .insert(salesOrders)
        .values({
          pharmacyId: A,
          kiotvietId: 77,
          code: 'HD77',
          purchaseDate: new Date('2025-06-14T03:00:00Z'),
          branchKiotvietId: 1,
          total: 0,
          status: 1,
          searchText: 'hd77',
          syncedAt: new Date(),
        })
        .returning({ id: salesOrders.id });
      await tx.insert(salesOrderLines).values({
        orderId: sale?.id as string,
        pharmacyId: A,
        position: 0,
        productKiotvietId: 1,
        productId: ids.slow,
        productCode: 'X',
        productName: 'X',
        quantity: 14,
        price: 0,
        subTotal: 0,
      });
      await recountOrders(tx, { pharmacyId: A, today: '2025-06-15' }, [sale?.id as string], []);
    });
    expect(await line(other, 'RO-SLOW')).toMatchObject({ units_sold: 28, daily_sales: 1 });
    expect(await picker(other, ids.slow)).toMatchObject({ daily_sales: 1 });
  });
});
