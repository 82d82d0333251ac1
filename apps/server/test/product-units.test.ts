import type { ListPage, Product } from '@pharmacy/kiotviet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/domain/dates';
import { productKind } from '../src/sync/kinds/products';
import { client } from './helpers';
import {
  createStoreContext,
  deliveredOrder,
  receiptsOf,
  type StoreContext,
  storeClient,
  syncCatalogue,
} from './kiotviet';

/**
 * Product units (docs/product/inventory.md#units): the sync keeps KiotViet's units with their conversion and never
 * lists a unit as a product; a purchase order line may be in one of a product's units; receiving it stocks base
 * units; the receipt goes to KiotViet under the unit's own code.
 */

let store: StoreContext;
let bob: ReturnType<typeof client>;
/** The store's first product sold by the blister and the box, as the simulator holds it. */
let simulated: {
  id: number;
  code: string;
  blister: string;
  perBlister: number;
  box: string;
  perBox: number;
};
let productId: string;

beforeAll(async () => {
  store = await createStoreContext();
  await store.connect();
  await syncCatalogue(store);
  const found = store.simulator.data.products.query({
    order: 'id',
    where: (product) => product.units.length === 2 && product.isActive,
    whereKey: 'units=2',
  });
  const product = found.at(0);
  const [blister, box] = product.units;
  if (!blister || !box) throw new Error('the demo store sells nothing by the box');
  simulated = {
    id: product.id,
    code: product.code,
    blister: blister.code,
    perBlister: blister.conversion,
    box: box.code,
    perBox: box.conversion,
  };
  const listed = await store.api.get(
    `/api/products?retailer_id=${store.fx.pharmacyA.id}&search=${product.code}`,
  );
  productId = listed.body.data[0].id;
  bob = client(store.ctx.app);
  await bob.login('bob', store.fx.password);
}, 120_000);
afterAll(() => store?.close());

const createOrder = (as: ReturnType<typeof client>, distributorId: string, item: Record<string, unknown>) =>
  as.post('/api/import-orders', {
    distributor_id: distributorId,
    items: [
      {
        product_id: productId,
        quantity_ordered: 2,
        unit_price: 150_000,
        batch_number: 'UNIT0001',
        expiry_date: addDays(businessDate(new Date(store.clock.now())), 400),
        ...item,
      },
    ],
  });

describe('a product KiotViet sells in several units', () => {
  it('is one product with its units: the base unit first, then the larger ones by conversion', async () => {
    const res = await store.api.get(`/api/products/${productId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: simulated.code, unit: 'viên' });
    expect(
      res.body.data.units.map(
        (unit: { unit: string; code: string; conversion: number; is_base: boolean }) => [
          unit.unit,
          unit.code,
          unit.conversion,
          unit.is_base,
        ],
      ),
    ).toEqual([
      ['viên', simulated.code, 1, true],
      ['vỉ', simulated.blister, simulated.perBlister, false],
      ['hộp', simulated.box, simulated.perBox, false],
    ]);
    for (const unit of res.body.data.units) expect(Number.isInteger(unit.base_price)).toBe(true);
    // No unit is a product of its own.
    const units = await store.ctx.deps.db.execute<{ count: number }>(
      sql`select count(*)::int as count from products where code in (${simulated.blister}, ${simulated.box})`,
    );
    expect(units.rows[0]?.count).toBe(0);
  });

  it('is shown to no other pharmacy', async () => {
    expect((await bob.get(`/api/products/${productId}`)).status).toBe(404);
  });
});

describe('KiotViet products that are another product’s unit', () => {
  const write = (records: Product[]) =>
    store.ctx.deps.db.transaction((tx) =>
      productKind.write(
        tx,
        { pharmacyId: store.fx.pharmacyA.id, now: new Date(store.clock.now()), full: false },
        { records, removedIds: [] } as unknown as ListPage<Product>,
      ),
    );
  const codes = async (...wanted: string[]) =>
    (
      await store.ctx.deps.db.execute<{ code: string }>(
        sql`select code from products where pharmacy_id = ${store.fx.pharmacyA.id}
          and code = any(${sql.param(wanted)}::text[]) order by code`,
      )
    ).rows.map((row) => row.code);

  it('are never products: one the portal held before goes; units not a whole number of base units are left out', async () => {
    const base = await storeClient(store).product(simulated.id);
    const box: Product = {
      ...base,
      id: 990_001,
      code: 'SPX-HOP',
      unit: 'hộp',
      units: [],
      masterUnitId: null,
      conversionValue: 1,
    };
    // Held as a product of its own, as an older portal would have.
    await write([box]);
    expect(await codes('SPX-HOP')).toEqual(['SPX-HOP']);
    const counts = await write([
      { ...box, masterUnitId: base.id, conversionValue: 100 },
      {
        ...base,
        units: [
          ...base.units,
          {
            id: 990_002,
            code: 'SPX-NUA',
            name: base.name,
            fullName: null,
            unit: 'nửa vỉ',
            conversionValue: 0.5,
            basePrice: 1,
          },
          {
            id: 990_003,
            code: 'SPX-KIEN',
            name: base.name,
            fullName: null,
            unit: 'kiện',
            conversionValue: 20_000,
            basePrice: 1,
          },
        ],
      },
    ]);
    expect(counts.removed).toBe(1);
    expect(await codes('SPX-HOP')).toEqual([]);
    const detail = await store.api.get(`/api/products/${productId}`);
    expect(detail.body.data.units.map((unit: { code: string }) => unit.code)).toEqual([
      simulated.code,
      simulated.blister,
      simulated.box,
    ]);
  });
});

describe('a purchase order line in a unit', () => {
  it('keeps the unit, its code and conversion; the price is per that unit and the total exact', async () => {
    const res = await createOrder(store.api, store.fx.internalA.id, { unit_code: simulated.box });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.items[0]).toMatchObject({
      unit: 'hộp',
      unit_code: simulated.box,
      conversion: simulated.perBox,
      quantity_ordered: 2,
      unit_price: 150_000,
      total_price: 300_000,
    });
    expect(res.body.data.total_amount).toBe(300_000);
  });

  it('without a unit (or with the product’s own code) is in the base unit, conversion 1', async () => {
    for (const item of [{}, { unit_code: simulated.code }, { unit_code: null }]) {
      const res = await createOrder(store.api, store.fx.internalA.id, item);
      expect(res.status, res.text).toBe(201);
      expect(res.body.data.items[0]).toMatchObject({ unit: 'viên', unit_code: null, conversion: 1 });
    }
  });

  it('refuses a unit the product does not have, and a quantity of more than 1,000,000 base units; nothing is made', async () => {
    const before = await store.api.get('/api/import-orders');
    const unknown = await createOrder(store.api, store.fx.internalA.id, { unit_code: 'SP999999-9' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual({ 'items.0.unit_code': 'Đơn vị tính không thuộc sản phẩm này' });
    const tooMany = await createOrder(store.api, store.fx.internalA.id, {
      unit_code: simulated.box,
      quantity_ordered: Math.floor(1_000_000 / simulated.perBox) + 1,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual({
      'items.0.quantity_ordered': 'Số lượng quy đổi ra hộp tối đa 1.000.000',
    });
    const badType = await createOrder(store.api, store.fx.internalA.id, { unit_code: 12 });
    expect(badType.status).toBe(400);
    const after = await store.api.get('/api/import-orders');
    expect(after.body.total).toBe(before.body.total);
    expect(typeof before.body.total).toBe('number');
  });

  it('cannot name another pharmacy’s product, in any unit', async () => {
    const res = await createOrder(bob, store.fx.internalB.id, { unit_code: simulated.box });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty('items.0.product_id');
  });

  it('received, stocks quantity × conversion base units at the cost of one; pushed, goes under the unit’s code', async () => {
    const order = await deliveredOrder(store, [
      { productId, quantity: 3, unitCode: simulated.box, unitPrice: 150_000 },
    ]);
    const lots = await store.ctx.deps.db.execute<{ on_hand: number; cost: number }>(
      sql`select l.on_hand, l.cost::int as cost from inventory_lots l join received_batches r
        on r.batch_number = l.batch_number join purchase_order_items i on i.id = r.order_item_id
        where i.order_id = ${order.id} and l.product_id = ${productId} and l.kiotviet_key is null`,
    );
    expect(lots.rows).toEqual([
      { on_hand: 3 * simulated.perBox, cost: Math.round(150_000 / simulated.perBox) },
    ]);

    const branchId = Math.min(...store.simulator.data.branchIds);
    const stockOf = () =>
      store.simulator.data.products
        .getById(simulated.id)
        ?.inventories.find((inventory) => inventory.branchId === branchId)?.onHand ?? 0;
    const before = stockOf();
    const pushed = await store.api.post(`/api/import-orders/${order.id}/sync-to-kiotviet`);
    expect(pushed.status, pushed.text).toBe(200);
    const [receipt] = receiptsOf(store, order.number);
    expect(receipt?.received).toMatchObject({
      purchaseOrderDetails: [{ productCode: simulated.box, quantity: 3, price: 150_000 }],
    });
    // KiotViet stocks the base product by the unit's conversion.
    expect(stockOf()).toBe(before + 3 * simulated.perBox);
  });
});
