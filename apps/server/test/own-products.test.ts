import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { foldForSearch } from '../src/domain/text';
import {
  client,
  createTestContext,
  expectEnvelope,
  type Fixtures,
  seedFixtures,
  type TestContext,
} from './helpers';

/**
 * POST, PUT and DELETE /api/products (docs/product/inventory.md#own-products) on the pharmacy's own products; synced
 * and partner ones are not.
 */

let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;
let syncedId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
  other = client(ctx.app);
  await other.login('bob', fx.password);
  const [synced] = await ctx.deps.db
    .insert(schema.products)
    .values({
      pharmacyId: fx.pharmacyA.id,
      kiotvietId: 21_000_007,
      code: 'SP000008',
      name: 'Oresol từ KiotViet',
      searchText: foldForSearch('SP000008 Oresol từ KiotViet'),
    })
    .returning();
  syncedId = synced?.id as string;
}, 60_000);
afterAll(() => ctx?.close());

describe('creating an own product', () => {
  it('creates it (code trimmed and upper-cased) and lists it in the pharmacy’s inventory', async () => {
    const res = await api.post('/api/products', {
      code: ' sp900 ',
      name: 'Vitamin C sủi 1000mg',
      unit: 'Tuýp',
      base_price: 45_000,
      category_id: fx.category.id,
      suggestion_days: 30,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      code: 'SP900',
      name: 'Vitamin C sủi 1000mg',
      base_price: 45_000,
      category_id: fx.category.id,
      suggestion_days: 30,
      is_active: true,
      retailer_id: fx.pharmacyA.id,
      synced_from_kiotviet: false,
      productInventories: [],
    });
    const listed = await api.get(`/api/products?retailer_id=${fx.pharmacyA.id}&search=vitamin c sui`);
    expect(listed.body.data.map((row: { code: string }) => row.code)).toContain('SP900');
  });

  it('refuses a code the pharmacy has (any case, synced products too), and bad fields, changing nothing', async () => {
    for (const code of ['sp001', 'SP000008']) {
      const taken = await api.post('/api/products', { code, name: 'Trùng mã' });
      expect(taken.status, code).toBe(409);
      expect(taken.body).toMatchObject({
        error: 'PRODUCT_CODE_TAKEN',
        details: { code: expect.any(String) },
      });
    }
    // Another pharmacy's code is no obstacle.
    expect((await other.post('/api/products', { code: 'SP900', name: 'Của nhà thuốc B' })).status).toBe(201);
    const bad = await api.post('/api/products', { code: ' ', base_price: -1, suggestion_days: 181 });
    expect(bad.status).toBe(400);
    expectEnvelope(bad.body);
    expect(bad.body.details).toMatchObject({
      code: 'Mã sản phẩm không được để trống',
      name: 'Tên sản phẩm không được để trống',
      base_price: 'Giá bán phải là số nguyên từ 0',
      suggestion_days: 'Số ngày gợi ý phải là số nguyên từ 0 đến 180',
    });
    const [categoryB] = await ctx.deps.db
      .insert(schema.categories)
      .values({ pharmacyId: fx.pharmacyB.id, categoryName: 'Riêng B', nameSearch: 'rieng b' })
      .returning();
    const foreign = await api.post('/api/products', { code: 'SP901', name: 'X', category_id: categoryB?.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual({ category_id: 'Nhóm hàng không tồn tại' });
    expect((await api.get(`/api/products?retailer_id=${fx.pharmacyA.id}&search=SP901`)).body.total).toBe(0);
  });
});

describe('editing and deleting', () => {
  it('updates the fields given of an own product', async () => {
    const res = await api.call('PUT', `/api/products/${fx.ownA.id}`, {
      name: 'Thuốc ho Bảo Thanh (chai lớn)',
      is_active: false,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      code: 'SP001',
      name: 'Thuốc ho Bảo Thanh (chai lớn)',
      is_active: false,
    });
    const clash = await api.call('PUT', `/api/products/${fx.ownA.id}`, { code: 'sp900' });
    expect(clash.body.error).toBe('PRODUCT_CODE_TAKEN');
  });

  it('leaves synced products to KiotViet (409, suggestion days aside) and partner products to the partner (403)', async () => {
    const edit = await api.call('PUT', `/api/products/${syncedId}`, { name: 'Đổi tên' });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('PRODUCT_SYNCED');
    expect((await api.delete(`/api/products/${syncedId}`)).body.error).toBe('PRODUCT_SYNCED');
    const days = await api.patch(`/api/products/${syncedId}/suggestion-days`, { suggestion_days: 14 });
    expect(days.body.data.suggestion_days).toBe(14);
    expect((await api.call('PUT', `/api/products/${fx.partnerProduct.id}`, { name: 'x' })).status).toBe(403);
    expect((await api.delete(`/api/products/${fx.partnerProduct.id}`)).status).toBe(403);
  });

  it('deletes only a product no order refers to and nobody holds', async () => {
    expect((await api.delete(`/api/products/${fx.ownA.id}`)).body.error).toBe('PRODUCT_IN_STOCK');
    const ordered = (await api.post('/api/products', { code: 'SP910', name: 'Đặt rồi' })).body.data;
    const order = await api.post('/api/import-orders', {
      distributor_id: fx.internalA.id,
      items: [
        {
          product_id: ordered.id,
          quantity_ordered: 1,
          unit_price: 1_000,
          batch_number: 'L1',
          expiry_date: '2027-01-01',
        },
      ],
    });
    expect(order.status, order.text).toBe(201);
    expect((await api.delete(`/api/products/${ordered.id}`)).body.error).toBe('PRODUCT_IN_USE');
    const spare = (await api.post('/api/products', { code: 'SP911', name: 'Xoá được' })).body.data;
    const deleted = await api.delete(`/api/products/${spare.id}`);
    expect(deleted.body).toEqual({ data: { id: spare.id } });
    expect((await api.get(`/api/products/${spare.id}`)).status).toBe(404);
  });

  it('answers another pharmacy’s products 404 and malformed ids 400', async () => {
    expect((await other.call('PUT', `/api/products/${fx.ownA.id}`, { name: 'x' })).status).toBe(404);
    expect((await other.delete(`/api/products/${fx.ownA.id}`)).status).toBe(404);
    expect((await api.call('PUT', '/api/products/42', { name: 'x' })).status).toBe(400);
    expect((await api.delete('/api/products/42')).status).toBe(400);
  });
});
