import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema';
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

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
});
afterAll(() => ctx?.close());

const codes = (body: { data: { code: string; name: string }[] }) =>
  body.data.map((p) => `${p.code} ${p.name}`);

describe('GET /api/products', () => {
  it('lists partner catalogues and the pharmacy’s own products, not another pharmacy’s', async () => {
    const res = await api.get('/api/products');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(codes(res.body)).toEqual([
      'DHG-001 Hapacol 500mg',
      'DHG-002 Klamentin 625mg',
      'SP001 Thuốc ho Bảo Thanh',
    ]);
  });

  it('shows the pharmacy’s lots sorted expired first, with summaries that never count the expired lot', async () => {
    const res = await api.get(`/api/products?retailer_id=${fx.pharmacyA.id}`);
    expect(res.body.total).toBe(1);
    const [product] = res.body.data;
    expect(product).toMatchObject({
      retailer_id: fx.pharmacyA.id,
      inventory_summary: {
        total_on_hand: 12,
        cost: 29_600,
        expired_on_hand: 3,
        nearest_expiry: '2026-01-31',
        days_to_nearest_expiry: 230,
      },
      inventorySummary: { totalOnHand: 12 },
      status: 'ACTIVE',
    });
    expect(
      product.productInventories.map(
        (l: { batch_number: string; is_expired: boolean; days_left: number }) => [
          l.batch_number,
          l.is_expired,
          l.days_left,
        ],
      ),
    ).toEqual([
      ['BT000', true, -135],
      ['BT001', false, 230],
    ]);
  });

  it('filters by distributor, activity, search (accents and case ignored), ids and categories', async () => {
    expect((await api.get(`/api/products?distributor_id=${fx.partner.id}&is_active=true`)).body.total).toBe(
      1,
    );
    expect((await api.get('/api/products?status=INACTIVE')).body.data[0].code).toBe('DHG-002');
    // The inventory filter's status checkboxes arrive comma-joined; both ticked means all.
    expect((await api.get('/api/products?status=ACTIVE,INACTIVE')).body.total).toBe(3);
    expect((await api.get('/api/products?status=ACTIVE&status=INACTIVE')).body.total).toBe(3);
    expect((await api.get('/api/products?status=ACTIVE')).body.total).toBe(2);
    expect((await api.get('/api/products?status=INACTIVE&is_active=true')).body.total).toBe(0);
    expect(codes((await api.get(`/api/products?search=${encodeURIComponent('BẢO thanh')}`)).body)).toEqual([
      'SP001 Thuốc ho Bảo Thanh',
    ]);
    expect(codes((await api.get('/api/products?search=thuoc%20ho')).body)).toEqual([
      'SP001 Thuốc ho Bảo Thanh',
    ]);
    expect((await api.get('/api/products?search=dhg-00')).body.total).toBe(2);
    const ids = await api.get(`/api/products?product_ids=${fx.ownA.id},${fx.partnerProduct.id}`);
    expect(ids.body.total).toBe(2);
    expect((await api.get(`/api/products?category_ids=${fx.category.id}`)).body.data[0].code).toBe('DHG-001');
    const paged = await api.get('/api/products?limit=1&page=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(paged.body.data).toHaveLength(1);
  });

  it('answers 400 for bad filters and 404 for another pharmacy’s ids', async () => {
    const bad = await api.get(
      '/api/products?limit=0&product_ids=x&status=ACTIVE,PAUSED&expiry=365&sort=price&direction=up',
    );
    expect(bad.status).toBe(400);
    expectEnvelope(bad.body);
    expect(Object.keys(bad.body.details ?? {}).sort()).toEqual([
      'direction',
      'expiry',
      'limit',
      'product_ids.0',
      'sort',
      'status.1',
    ]);
    expect((await api.get(`/api/products?retailer_id=${fx.pharmacyB.id}`)).status).toBe(404);
    expect((await api.get(`/api/products?distributor_id=${fx.internalB.id}`)).status).toBe(404);
    expect((await api.get(`/api/products/${fx.ownB.id}`)).status).toBe(404);
    // Product ids of another pharmacy simply match nothing.
    expect((await api.get(`/api/products?product_ids=${fx.ownB.id}`)).body.total).toBe(0);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers 400 for a malformed id', async () => {
    const res = await api.get('/api/products/42');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ id: 'Mã định danh không hợp lệ' });
    expect((await api.patch('/api/products/42/suggestion-days', { suggestion_days: 1 })).status).toBe(400);
  });

  it('answers one product', async () => {
    const res = await api.get(`/api/products/${fx.partnerProduct.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code: 'DHG-001',
      base_price: 45_000,
      category_name: 'Giảm đau, hạ sốt',
    });
  });
});

describe('PATCH /api/products/{id}/suggestion-days', () => {
  it('sets days from 0 to 180 on the pharmacy’s own products', async () => {
    const res = await api.patch(`/api/products/${fx.ownA.id}/suggestion-days`, { suggestion_days: 180 });
    expect(res.status).toBe(200);
    expect(res.body.data.suggestion_days).toBe(180);
  });

  it.each([-1, 181, 1.5, '7'])('rejects %j with 400', async (value) => {
    const res = await api.patch(`/api/products/${fx.ownA.id}/suggestion-days`, { suggestion_days: value });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ suggestion_days: 'Số ngày gợi ý phải là số nguyên từ 0 đến 180' });
  });

  it('refuses partner catalogue products (403) and another pharmacy’s (404)', async () => {
    expect(
      (await api.patch(`/api/products/${fx.partnerProduct.id}/suggestion-days`, { suggestion_days: 5 }))
        .status,
    ).toBe(403);
    expect(
      (await api.patch(`/api/products/${fx.ownB.id}/suggestion-days`, { suggestion_days: 5 })).status,
    ).toBe(404);
    const foreignRetailer = await api.patch(`/api/products/${fx.ownA.id}/suggestion-days`, {
      suggestion_days: 5,
      retailer_id: fx.pharmacyB.id,
    });
    expect(foreignRetailer.status).toBe(404);
  });
});

describe('GET /api/categories', () => {
  it('lists and searches categories ignoring accents', async () => {
    const res = await api.get('/api/categories?search=giam%20dau');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: 1,
      data: [{ id: fx.category.id, category_name: 'Giảm đau, hạ sốt' }],
    });
    expect((await api.get('/api/categories?limit=500')).status).toBe(400);
  });

  it('shows the pharmacy’s own groups, never another pharmacy’s', async () => {
    const [mine, theirs] = await ctx.deps.db
      .insert(categories)
      .values([
        { pharmacyId: fx.pharmacyA.id, categoryName: 'Nhóm riêng A', nameSearch: 'nhom rieng a' },
        { pharmacyId: fx.pharmacyB.id, categoryName: 'Nhóm riêng B', nameSearch: 'nhom rieng b' },
      ])
      .returning();
    const ids = (await api.get('/api/categories?search=nhom%20rieng')).body.data.map(
      (c: { id: string }) => c.id,
    );
    expect(ids).toEqual([mine?.id]);
    expect(ids).not.toContain(theirs?.id);

    // Asked for by id (a chosen group beyond the drawer's first page): another pharmacy's stays hidden.
    const byId = await api.get(`/api/categories?ids=${fx.category.id},${mine?.id},${theirs?.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.map((c: { id: string }) => c.id).sort()).toEqual([fx.category.id, mine?.id].sort());
    expect(byId.body.total).toBe(2);
  });

  it('refuses an id that is not one', async () => {
    const res = await api.get('/api/categories?ids=abc');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Mã định danh không hợp lệ');
  });
});
