import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLinkRepository } from '../src/modules/kiotviet-products/repository';
import { storeOf } from '../src/shared/kiotviet-counterpart';
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
 * Products the portal knows and KiotViet's products: a receipt line is sent under the KiotViet product the portal
 * product is linked to (matched by code, created in KiotViet when staff confirm, or chosen by staff), checked live
 * before anything is sent. On PGlite, and on PostgreSQL in .ci/run.
 */

let store: StoreContext;
let other: ReturnType<typeof client>;
let syncedId: string;

beforeAll(async () => {
  // Answers later than 3 s (real time) are given up on; the slow ones below come after 6 s.
  store = await createStoreContext({ timeoutMs: 3_000 });
  await store.connect();
  await syncCatalogue(store);
  const found = await store.api.get(`/api/products?retailer_id=${store.fx.pharmacyA.id}&search=SP000015`);
  syncedId = found.body.data[0].id;
  other = client(store.ctx.app);
  await other.login('bob', store.fx.password);
}, 120_000);
afterAll(() => store?.close());

const push = (id: string, body?: unknown) =>
  store.api.post(`/api/import-orders/${id}/sync-to-kiotviet`, body);
const product = async (id: string) => (await store.api.get(`/api/products/${id}`)).body.data;
const kiotvietCodes = (code: string) =>
  store.simulator.data.products.query({ order: 'id', where: (record) => record.code === code }).total;

let productNumber = 0;
/** A new own product of pharmacy A, under a code KiotViet does not have. */
async function ownProduct(name: string, barcode?: string) {
  productNumber += 1;
  const created = await store.api.post('/api/products', {
    code: `NT9${String(productNumber).padStart(5, '0')}`,
    name,
    unit: 'Hộp',
    base_price: 45_000,
    category_id: null,
    ...(barcode ? { barcode } : {}),
  });
  if (created.status !== 201) throw new Error(`product: ${created.status} ${created.text}`);
  return created.body.data as { id: string; code: string; name: string };
}

describe('receipt lines and KiotViet products', () => {
  it('synced products are the store’s own: linked, and pushed without a check failing', async () => {
    expect((await product(syncedId)).kiotviet_product).toEqual({
      code: 'SP000015',
      name: expect.any(String),
      method: 'synced',
    });
    const order = await deliveredOrder(store, [{ productId: syncedId, quantity: 2 }]);
    expect(
      (await store.api.get(`/api/import-orders/${order.id}`)).body.data.items[0].kiotviet_product,
    ).toEqual({ code: 'SP000015', name: expect.any(String) });
    expect((await push(order.id)).status).toBe(200);
    expect(receiptsOf(store, order.number)).toHaveLength(1);
  });

  it('refuses an order with products KiotViet lacks, naming them, and sends nothing', async () => {
    const siro = await ownProduct('Siro ho Prospan 100ml');
    const order = await deliveredOrder(store, [
      { productId: syncedId, quantity: 1 },
      { productId: siro.id, quantity: 3 },
      { productId: store.fx.ownA.id, quantity: 2 },
    ]);
    const posts = receiptPosts(store);
    const refused = await push(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'KIOTVIET_PRODUCTS_NOT_LINKED',
      details: { 'items.1': 'Chưa có trên KiotViet', 'items.2': 'Chưa có trên KiotViet' },
    });
    expect(refused.body.message).toContain(`Siro ho Prospan 100ml (${siro.code})`);
    expect(refused.body.message).toContain('Thuốc ho Bảo Thanh (SP001)');
    expect(receiptPosts(store)).toBe(posts);
    const shown = (await store.api.get(`/api/import-orders/${order.id}`)).body.data;
    expect(shown.kiotviet_sync_state).toBe('not_synced');
    expect(shown.items.map((item: { kiotviet_product: unknown }) => item.kiotviet_product)).toEqual([
      expect.objectContaining({ code: 'SP000015' }),
      null,
      null,
    ]);
    expect((await product(siro.id)).kiotviet_product).toBeNull();
  });

  it('creates the missing products in KiotViet, links them and pushes one receipt, even when retried', async () => {
    const first = await ownProduct('Men vi sinh Enterogermina');
    const second = await ownProduct('Oresol 245 (gói)');
    const order = await deliveredOrder(store, [
      { productId: first.id, quantity: 5 },
      { productId: second.id, quantity: 7 },
    ]);
    // KiotViet stores the first product but its answer is lost (read back by its code: not made twice), and then
    // refuses the receipt: the push ends without one.
    store.simulator.fault({
      match: { method: 'POST', path: '/products' },
      times: 1,
      effect: { type: 'slow', delayMs: 6_000 },
    });
    store.simulator.fault({
      match: { method: 'POST', path: '/purchaseorders' },
      times: 1,
      effect: { type: 'status', status: 420, message: 'Chi nhánh đang khoá sổ' },
    });
    const refused = await push(order.id, { create_missing_products: true });
    expect(refused.body.error).toBe('KIOTVIET_REFUSED');
    expect(receiptsOf(store, order.number)).toHaveLength(0);
    expect(kiotvietCodes(first.code)).toBe(1);
    expect(kiotvietCodes(second.code)).toBe(1);
    // Retried with the same confirmation: the products KiotViet has are linked, none is made again.
    const pushed = await push(order.id, { create_missing_products: true });
    expect(pushed.status, pushed.text).toBe(200);
    expect(kiotvietCodes(first.code)).toBe(1);
    expect(kiotvietCodes(second.code)).toBe(1);
    const [receipt] = receiptsOf(store, order.number);
    expect(receiptsOf(store, order.number)).toHaveLength(1);
    expect(receipt?.received).toMatchObject({
      purchaseOrderDetails: [
        { productCode: first.code, quantity: 5 },
        { productCode: second.code, quantity: 7 },
      ],
    });
    expect((await product(first.id)).kiotviet_product).toEqual({
      code: first.code,
      name: first.name,
      method: 'created',
    });
    const made = store.simulator.data.products.query({
      order: 'id',
      where: (record) => record.code === second.code,
    });
    expect(made.at(0)).toMatchObject({ name: second.name, unit: 'Hộp', basePrice4: 45_000 * 10_000 });
    expect(await push(order.id, { create_missing_products: true })).toMatchObject({ status: 409 });
    expect(receiptsOf(store, order.number)).toHaveLength(1);
  });

  it('a product deleted in KiotViet after it was linked is unlinked and refused, until created again', async () => {
    const cream = await ownProduct('Kem bôi da Gentrisone 10g');
    const order = await deliveredOrder(store, [{ productId: cream.id, quantity: 4 }]);
    const created = await push(order.id, { create_missing_products: true });
    expect(created.status).toBe(200);
    expect((await product(cream.id)).kiotviet_product).not.toBeNull();

    const products = store.simulator.data.products;
    const kiotviet = products.query({ order: 'id', where: (record) => record.code === cream.code }).at(0);
    products.remove(products.indexOf(kiotviet.id) as number, store.clock.now());
    const again = await deliveredOrder(store, [{ productId: cream.id, quantity: 1 }]);
    const refused = await push(again.id);
    expect(refused.body.error).toBe('KIOTVIET_PRODUCTS_NOT_LINKED');
    expect(refused.body.message).toContain(cream.code);
    expect((await product(cream.id)).kiotviet_product).toBeNull();
    expect(receiptsOf(store, again.number)).toHaveLength(0);
    expect((await push(again.id, { create_missing_products: true })).status).toBe(200);
    expect(receiptsOf(store, again.number)).toHaveLength(1);
  });

  it('staff link a product to a KiotViet product by its code; receipts then send that code', async () => {
    const gel = await ownProduct('Gel rửa tay khô');
    const linked = await store.api.put(`/api/products/${gel.id}/kiotviet-link`, {
      kiotviet_code: 'SP000031',
    });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.body.data).toEqual({
      product_id: gel.id,
      kiotviet_product: { code: 'SP000031', name: expect.any(String) },
    });
    expect((await product(gel.id)).kiotviet_product).toMatchObject({ code: 'SP000031' });
    const order = await deliveredOrder(store, [{ productId: gel.id, quantity: 9 }]);
    expect((await push(order.id)).status).toBe(200);
    expect(receiptsOf(store, order.number)[0]?.received).toMatchObject({
      purchaseOrderDetails: [{ productCode: 'SP000031', quantity: 9 }],
    });

    const unknown = await store.api.put(`/api/products/${gel.id}/kiotviet-link`, {
      kiotviet_code: 'KHONGCO',
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error).toBe('KIOTVIET_PRODUCT_NOT_FOUND');
    expect(
      (await store.api.put(`/api/products/${gel.id}/kiotviet-link`, { kiotviet_code: ' ' })).status,
    ).toBe(400);
    expect(
      (await store.api.put(`/api/products/${syncedId}/kiotviet-link`, { kiotviet_code: 'SP000031' })).body
        .error,
    ).toBe('SYNCED_PRODUCT');
    expect(
      (await other.put(`/api/products/${gel.id}/kiotviet-link`, { kiotviet_code: 'SP000031' })).status,
    ).toBe(404);
    expect((await other.delete(`/api/products/${gel.id}/kiotviet-link`)).status).toBe(404);
    const unlinked = await store.api.delete(`/api/products/${gel.id}/kiotviet-link`);
    expect(unlinked.body.data).toEqual({ product_id: gel.id, kiotviet_product: null });
    expect((await product(gel.id)).kiotviet_product).toBeNull();
  });

  it('a link holds for the store it was made against only, and a pharmacy’s links can be cleared', async () => {
    const syrup = await ownProduct('Siro Ích Nhi');
    await store.api.put(`/api/products/${syrup.id}/kiotviet-link`, { kiotviet_code: 'SP000020' });
    const db = store.ctx.deps.db;
    const [row] = await productLinkRepository.linksOf(
      db,
      store.fx.pharmacyA.id,
      storeOf(` ${store.simulator.credentials.retailer.toUpperCase()} `),
      [syrup.id],
    );
    expect(row).toMatchObject({ kiotvietCode: 'SP000020', method: 'chosen' });
    expect(await productLinkRepository.linksOf(db, store.fx.pharmacyA.id, 'cuahangkhac', [syrup.id])).toEqual(
      [],
    );
    expect(await productLinkRepository.deleteForPharmacy(db, store.fx.pharmacyA.id)).toBeGreaterThan(0);
    expect((await product(syrup.id)).kiotviet_product).toBeNull();
    expect(await productLinkRepository.deleteForPharmacy(db, store.fx.pharmacyB.id)).toBe(0);
  });
});

describe('barcodes and lot control', () => {
  const kiotvietProducts = () => store.simulator.data.products;
  const linkOf = async (productId: string) =>
    (
      await productLinkRepository.linksOf(
        store.ctx.deps.db,
        store.fx.pharmacyA.id,
        storeOf(store.simulator.credentials.retailer),
        [productId],
      )
    )[0];
  /** Gives KiotViet products (by code) this barcode. */
  const giveBarcode = (barCode: string, ...codes: string[]) => {
    const products = kiotvietProducts();
    for (const code of codes) {
      const record = products.query({ order: 'id', where: (row) => row.code === code }).at(0);
      products.edit(products.indexOf(record.id) as number, (row) => ({ ...row, barCode }), store.clock.now());
    }
  };

  it('takes an own product’s barcode only as 8 to 14 digits, and clears it when emptied', async () => {
    for (const barcode of ['1234567', '123456789012345', '89350495O1234', 12345678]) {
      const refused = await store.api.post('/api/products', { code: 'NT8BAD', name: 'Sai mã vạch', barcode });
      expect(refused.status, String(barcode)).toBe(400);
      expect(refused.body.details).toHaveProperty('barcode');
    }
    expect((await store.api.get('/api/products?search=NT8BAD')).body.data).toEqual([]);
    const made = await ownProduct('Vitamin C 500mg', ' 8934567000118 ');
    expect((await product(made.id)).barcode).toBe('8934567000118');
    expect((await store.api.put(`/api/products/${made.id}`, { barcode: '12' })).status).toBe(400);
    expect((await product(made.id)).barcode).toBe('8934567000118');
    expect((await other.put(`/api/products/${made.id}`, { barcode: '89345670' })).status).toBe(404);
    expect((await store.api.put(`/api/products/${made.id}`, { barcode: '' })).status).toBe(200);
    expect((await product(made.id)).barcode).toBeNull();
  });

  it('links a product KiotViet has under another code by its barcode, and pushes under KiotViet’s code', async () => {
    giveBarcode('8935001100017', 'SP000041');
    const tablets = await ownProduct('Hapacol 650 (vỉ)', '8935001100017');
    const order = await deliveredOrder(store, [{ productId: tablets.id, quantity: 6 }]);
    const posts = receiptPosts(store);
    const pushed = await push(order.id);
    expect(pushed.status, pushed.text).toBe(200);
    expect(receiptPosts(store)).toBe(posts + 1);
    expect(receiptsOf(store, order.number)[0]?.received).toMatchObject({
      purchaseOrderDetails: [{ productCode: 'SP000041', quantity: 6 }],
    });
    expect(await linkOf(tablets.id)).toMatchObject({ kiotvietCode: 'SP000041', method: 'barcode' });
    expect((await product(tablets.id)).kiotviet_product).toMatchObject({
      code: 'SP000041',
      method: 'barcode',
    });
    expect(kiotvietCodes(tablets.code)).toBe(0);
  });

  it('a barcode several KiotViet products carry matches none: refused, named, and not created', async () => {
    giveBarcode('8935001100024', 'SP000042', 'SP000043');
    const drops = await ownProduct('Nhỏ mắt V.Rohto', '8935001100024');
    const order = await deliveredOrder(store, [{ productId: drops.id, quantity: 2 }]);
    const posts = receiptPosts(store);
    const refused = await push(order.id, { create_missing_products: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('KIOTVIET_PRODUCTS_NOT_LINKED');
    expect(refused.body.details['items.0']).toContain('mã vạch trùng nhiều hàng trên KiotViet');
    expect(refused.body.message).toContain(`Nhỏ mắt V.Rohto (${drops.code}, mã vạch trùng`);
    expect(kiotvietCodes(drops.code)).toBe(0);
    expect(receiptPosts(store)).toBe(posts);
    expect(await linkOf(drops.id)).toBeUndefined();
    // Staff choose one of them by its code: the push then goes through.
    await store.api.put(`/api/products/${drops.id}/kiotviet-link`, { kiotviet_code: 'SP000043' });
    expect((await push(order.id)).status).toBe(200);
    expect(receiptsOf(store, order.number)).toHaveLength(1);
  });

  it('creates a product the pharmacy keeps by lot as a lot/expiry product, with its barcode', async () => {
    const antibiotic = await ownProduct('Augmentin 625mg', '8935001100031');
    // The delivered order's lines arrive with batch numbers: the pharmacy keeps the product by lot.
    const order = await deliveredOrder(store, [{ productId: antibiotic.id, quantity: 3 }]);
    expect((await push(order.id, { create_missing_products: true })).status).toBe(200);
    const made = kiotvietProducts()
      .query({ order: 'id', where: (row) => row.code === antibiotic.code })
      .at(0);
    expect(made).toMatchObject({ barCode: '8935001100031', lotControlled: true });
    expect(await linkOf(antibiotic.id)).toMatchObject({ kiotvietCode: antibiotic.code, method: 'created' });
    const read = await storeClient(store).productByCode(antibiotic.code);
    expect(read.isBatchExpireControl).toBe(true);
  });
});
