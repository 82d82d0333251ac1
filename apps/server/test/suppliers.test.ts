import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, products, purchaseOrders } from '../src/db/schema';
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

const base = '/api/v1/distributors';

describe('listing', () => {
  it('shows partners and the pharmacy’s own internal suppliers, never another pharmacy’s', async () => {
    const res = await api.get(base);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((d: { id: string }) => d.id);
    expect(ids).toContain(fx.partner.id);
    expect(ids).toContain(fx.internalA.id);
    expect(ids).not.toContain(fx.internalB.id);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 99 });
    // Partners first.
    expect(res.body.data[0].type).toBe('PARTNER');
  });

  it('active lists only ACTIVE suppliers; search ignores accents and case', async () => {
    const active = await api.get(`${base}/active`);
    expect(active.body.data.map((d: { code: string }) => d.code).sort()).toEqual(['DHG', 'NCC101']);
    const search = await api.get(`${base}?search=${encodeURIComponent('duoc hau')}`);
    expect(search.body.data.map((d: { code: string }) => d.code)).toEqual(['DHG']);
  });

  it('rejects a bad query with the envelope', async () => {
    const res = await api.get(`${base}?limit=0&type=OTHER`);
    expect(res.status).toBe(400);
    expectEnvelope(res.body);
    expect(Object.keys(res.body.details ?? {}).sort()).toEqual(['limit', 'type']);
    const active = await api.get(`${base}/active?page=0`);
    expect(active.status).toBe(400);
    expect(Object.keys(active.body.details ?? {})).toEqual(['page']);
  });

  it('never lists another pharmacy’s suppliers as active', async () => {
    const ids = (await api.get(`${base}/active`)).body.data.map((d: { id: string }) => d.id);
    expect(ids).toContain(fx.internalA.id);
    expect(ids).not.toContain(fx.internalB.id);
  });

  it('answers 400 for a malformed id on every supplier route', async () => {
    for (const [method, path, body] of [
      ['GET', `${base}/42`, undefined],
      ['PATCH', `${base}/42`, { name: 'x' }],
      ['PATCH', `${base}/42/distributor-only`, { name: 'x' }],
      ['PATCH', `${base}/42/status`, undefined],
      ['DELETE', `${base}/42`, undefined],
      ['POST', `${base}/sync-to-kiotviet/42`, undefined],
    ] as const) {
      const res = await api.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.details, `${method} ${path}`).toEqual({ id: 'Mã định danh không hợp lệ' });
    }
  });

  it('requires a session', async () => {
    expect((await client(ctx.app).get(base)).status).toBe(401);
  });
});

describe('get', () => {
  it('answers a visible supplier and 404 for another pharmacy’s', async () => {
    expect((await api.get(`${base}/${fx.partner.id}`)).body.data.name).toBe('Dược Hậu Giang');
    const foreign = await api.get(`${base}/${fx.internalB.id}`);
    expect(foreign.status).toBe(404);
    expectEnvelope(foreign.body);
    expect((await api.get(`${base}/not-a-uuid`)).status).toBe(400);
  });
});

describe('create', () => {
  it('creates an INTERNAL supplier with a generated NCC code', async () => {
    const res = await api.post(base, {
      name: '  Công ty Dược Sài Gòn ',
      phone: '0901234567',
      email: 'a@b.vn',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Công ty Dược Sài Gòn',
      type: 'INTERNAL',
      status: 'ACTIVE',
      source_tag: 'Custom',
      phone: '0901234567',
    });
    expect(res.body.data.code).toMatch(/^NCC[1-9]\d\d$/);
  });

  it('re-checks the supplier form rules with the form’s messages', async () => {
    const res = await api.post(base, { name: ' ', email: 'nope', phone: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      name: 'Tên nhà cung cấp không được để trống.',
      email: 'Email không hợp lệ. Vui lòng nhập đúng định dạng.',
      phone: 'Số điện thoại không hợp lệ. Vui lòng chỉ nhập số (9-15 chữ số).',
    });
    expect(res.body.message).toBe('Tên nhà cung cấp không được để trống.');
  });

  it('keeps codes unique per pharmacy but not across pharmacies', async () => {
    const dup = await api.post(base, { name: 'Trùng mã', code: 'ncc101' });
    expect(dup.status).toBe(409);
    expect(dup.body.details).toEqual({ code: 'Mã nhà cung cấp đã tồn tại.' });
    // Pharmacy B also uses NCC101: pharmacy A may not see it, and it does not block B.
    const other = client(ctx.app);
    await other.login('bob', fx.password);
    const ok = await other.post(base, { name: 'Mã riêng', code: 'NCC555' });
    expect(ok.status).toBe(201);
    expect((await api.post(base, { name: 'Cũng NCC555', code: 'NCC555' })).status).toBe(201);
  });
});

describe('avatar', () => {
  it('accepts only the url of one of the pharmacy’s own PNG/JPG uploads', async () => {
    const stored = (pharmacyId: string, contentType: string) => ({
      pharmacyId,
      originalName: 'f',
      storedName: 'f',
      contentType,
      size: 1,
    });
    const [mine, minePdf, theirs] = await ctx.deps.db
      .insert(files)
      .values([
        stored(fx.pharmacyA.id, 'image/jpeg'),
        stored(fx.pharmacyA.id, 'application/pdf'),
        stored(fx.pharmacyB.id, 'image/png'),
      ])
      .returning();
    const ref = (file: { id: string } | undefined) => `/api/v1/files/${file?.id}`;
    for (const [avatar, message] of [
      [ref(theirs), 'Ảnh đại diện không tồn tại. Vui lòng tải lên lại.'],
      ['javascript:alert(1)', 'Ảnh đại diện không tồn tại. Vui lòng tải lên lại.'],
      [ref(minePdf), 'Chỉ chấp nhận file hình ảnh định dạng PNG hoặc JPG.'],
    ] as const) {
      const res = await api.post(base, { name: 'Logo lạ', avatar });
      expect(res.status, avatar).toBe(400);
      expect(res.body.details).toEqual({ avatar: message });
    }
    const edited = await api.patch(`${base}/${fx.internalA.id}/distributor-only`, { avatar: ref(theirs) });
    expect(edited.status).toBe(400);
    expect((await api.get(`${base}/${fx.internalA.id}`)).body.data.avatar).toBeNull();

    const ok = await api.patch(`${base}/${fx.internalA.id}`, { avatar: ref(mine) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.avatar).toBe(ref(mine));
    const cleared = await api.patch(`${base}/${fx.internalA.id}`, { avatar: '' });
    expect(cleared.body.data).toMatchObject({ avatar: null, avatar_url: null });
  });
});

describe('update, status, delete', () => {
  it('updates profile and status with PATCH, profile only with distributor-only', async () => {
    const created = (await api.post(base, { name: 'Nhà phân phối Hoà Bình' })).body.data;
    const patched = await api.patch(`${base}/${created.id}`, { phone: '0281234567', status: 'INACTIVE' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ phone: '0281234567', status: 'INACTIVE' });
    const profileOnly = await api.patch(`${base}/${created.id}/distributor-only`, {
      address: 'Hà Nội',
      status: 'ACTIVE',
    });
    expect(profileOnly.status).toBe(200);
    expect(profileOnly.body.data).toMatchObject({ address: 'Hà Nội', status: 'INACTIVE' });
    const bad = await api.patch(`${base}/${created.id}`, { email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ email: 'Email không hợp lệ. Vui lòng nhập đúng định dạng.' });
  });

  it('refuses to blank a supplier’s code or name on update, as the form does, and changes nothing', async () => {
    const created = (await api.post(base, { name: 'Dược phẩm Sông Hồng', code: 'SH-01' })).body.data;
    for (const body of [{ code: '' }, { code: '   ' }, { code: null }]) {
      const res = await api.patch(`${base}/${created.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details).toEqual({ code: 'Mã nhà cung cấp không được để trống.' });
    }
    const blankName = await api.patch(`${base}/${created.id}/distributor-only`, { name: ' ', code: '' });
    expect(blankName.body.details).toEqual({
      name: 'Tên nhà cung cấp không được để trống.',
      code: 'Mã nhà cung cấp không được để trống.',
    });
    expect((await api.get(`${base}/${created.id}`)).body.data).toMatchObject({
      code: 'SH-01',
      name: 'Dược phẩm Sông Hồng',
    });
    const renamed = await api.patch(`${base}/${created.id}`, { code: ' sh-02 ' });
    expect(renamed.body.data.code).toBe('SH-02');
  });

  it('toggles the status with a bodiless PATCH', async () => {
    const first = await api.patch(`${base}/${fx.internalA.id}/status`);
    expect(first.body.data.status).toBe('INACTIVE');
    const second = await api.patch(`${base}/${fx.internalA.id}/status`);
    expect(second.body.data.status).toBe('ACTIVE');
  });

  it('keeps partner suppliers read-only (403) and hides other pharmacies’ (404)', async () => {
    for (const [method, path, body] of [
      ['PATCH', `${base}/${fx.partner.id}`, { name: 'x' }],
      ['PATCH', `${base}/${fx.partner.id}/distributor-only`, { name: 'x' }],
      ['PATCH', `${base}/${fx.partner.id}/status`, undefined],
      ['DELETE', `${base}/${fx.partner.id}`, undefined],
      ['POST', `${base}/sync-to-kiotviet/${fx.partner.id}`, undefined],
    ] as const) {
      const res = await api.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expectEnvelope(res.body);
    }
    for (const [method, path, body] of [
      ['PATCH', `${base}/${fx.internalB.id}`, { name: 'x' }],
      ['PATCH', `${base}/${fx.internalB.id}/distributor-only`, { name: 'x' }],
      ['PATCH', `${base}/${fx.internalB.id}/status`, undefined],
      ['DELETE', `${base}/${fx.internalB.id}`, undefined],
      ['POST', `${base}/sync-to-kiotviet/${fx.internalB.id}`, undefined],
    ] as const) {
      expect((await api.call(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
  });

  it('deletes an unused supplier and refuses one with orders (409)', async () => {
    const created = (await api.post(base, { name: 'Tạm thời' })).body.data;
    expect((await api.delete(`${base}/${created.id}`)).status).toBe(200);
    expect((await api.get(`${base}/${created.id}`)).status).toBe(404);

    const used = (await api.post(base, { name: 'Đã có đơn' })).body.data;
    await ctx.deps.db.insert(purchaseOrders).values({
      pharmacyId: fx.pharmacyA.id,
      orderNumber: 'T-1',
      distributorId: used.id,
      totalAmount: 0,
    });
    const res = await api.delete(`${base}/${used.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('DISTRIBUTOR_IN_USE');

    // A product that names the supplier keeps it too (was a foreign-key failure answered as 500).
    const supplying = (await api.post(base, { name: 'Có sản phẩm' })).body.data;
    await ctx.deps.db.insert(products).values({
      pharmacyId: fx.pharmacyA.id,
      distributorId: supplying.id,
      code: 'SP-NCC',
      name: 'Sản phẩm của NCC',
      searchText: 'sp-ncc san pham cua ncc',
    });
    const withProduct = await api.delete(`${base}/${supplying.id}`);
    expect(withProduct.status).toBe(409);
    expect(withProduct.body.error).toBe('DISTRIBUTOR_IN_USE');
    expect((await api.get(`${base}/${supplying.id}`)).status).toBe(200);
  });
});

describe('KiotViet sync', () => {
  it('answers a clear 409 until the POS connection exists', async () => {
    const one = await api.post(`${base}/sync-to-kiotviet/${fx.internalA.id}`);
    expect(one.status).toBe(409);
    expect(one.body.error).toBe('POS_NOT_CONFIGURED');
    expect(one.body.message).toContain('KiotViet');
    expect((await api.post(`${base}/sync-from-kiotviet`)).status).toBe(409);
  });
});
