import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryLots, products } from '../src/db/schema';
import { foldForSearch } from '../src/domain/text';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

/**
 * The inventory list's expiry (docs/product/inventory.md#expiry): stock never counts an expired lot, the expiry
 * filter's windows, the sort by nearest expiry, all scoped to the pharmacy. Today is 2025-06-15 in Vietnam.
 */
let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
  const own = (code: string, name: string, pharmacyId = fx.pharmacyA.id) => ({
    code,
    name,
    pharmacyId,
    searchText: foldForSearch(`${code} ${name}`),
  });
  const [soon, midway, expiredOnly, undated, emptySoon, otherSoon] = await ctx.deps.db
    .insert(products)
    .values([
      own('EX-SOON', 'Amoxicillin 500mg'),
      own('EX-MID', 'Berberin 100mg'),
      own('EX-OLD', 'Cốm vi sinh'),
      own('EX-NONE', 'Dầu gió xanh'),
      own('EX-EMPTY', 'Efferalgan 500mg'),
      own('EX-B', 'Fugacar', fx.pharmacyB.id),
    ])
    .returning({ id: products.id });
  const lot = (
    productId: string | undefined,
    expiryDate: string | null,
    onHand: number,
    pharmacyId = fx.pharmacyA.id,
  ) => ({
    pharmacyId,
    productId: productId as string,
    expiryDate,
    onHand,
    cost: 1_000,
  });
  await ctx.deps.db.insert(inventoryLots).values([
    // Expires today: still sellable, 0 days left.
    lot(soon?.id, '2025-06-15', 4),
    lot(soon?.id, '2025-06-10', 72),
    lot(midway?.id, '2025-08-01', 20),
    lot(expiredOnly?.id, '2025-06-14', 9),
    lot(undated?.id, null, 7),
    // An empty lot is not stock: it matches no window.
    lot(emptySoon?.id, '2025-06-20', 0),
    lot(otherSoon?.id, '2025-06-16', 5, fx.pharmacyB.id),
  ]);
});
afterAll(() => ctx?.close());

const list = async (query: string) => {
  const res = await api.get(`/api/products?retailer_id=${fx.pharmacyA.id}&${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as {
    total: number;
    data: {
      code: string;
      inventory_summary: {
        total_on_hand: number;
        expired_on_hand: number;
        days_to_nearest_expiry: number | null;
      };
    }[];
  };
};
const codes = (body: Awaited<ReturnType<typeof list>>) => body.data.map((row) => row.code);

describe('expiry in the inventory list', () => {
  it('counts expired units apart from stock', async () => {
    const [soon] = (await list('search=EX-SOON')).data;
    expect(soon?.inventory_summary).toMatchObject({
      total_on_hand: 4,
      expired_on_hand: 72,
      days_to_nearest_expiry: 0,
    });
  });

  it.each([
    ['expired', ['SP001', 'EX-SOON', 'EX-OLD']],
    ['30', ['EX-SOON']],
    ['90', ['EX-SOON', 'EX-MID']],
    ['180', ['EX-SOON', 'EX-MID']],
  ])('filters the window %s, never another pharmacy’s lots', async (window, expected) => {
    const body = await list(`expiry=${window}&sort=nearest_expiry`);
    expect(new Set(codes(body))).toEqual(new Set(expected));
    expect(body.total).toBe(expected.length);
  });

  it('sorts by nearest expiry both ways, products without one last, and pages through the same order', async () => {
    // No date (expired only, undated, empty): last, by name.
    const ascending = ['EX-SOON', 'EX-MID', 'SP001', 'EX-OLD', 'EX-NONE', 'EX-EMPTY'];
    expect(codes(await list('sort=nearest_expiry'))).toEqual(ascending);
    expect(codes(await list('sort=nearest_expiry&direction=desc'))).toEqual([
      'SP001',
      'EX-MID',
      'EX-SOON',
      // No date: last, by name descending.
      'EX-EMPTY',
      'EX-NONE',
      'EX-OLD',
    ]);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.get(
        `/api/products?retailer_id=${fx.pharmacyA.id}&sort=nearest_expiry&limit=2${cursor ? `&page=${paged.length / 2 + 1}&cursor=${cursor}` : ''}`,
      );
      paged.push(...codes(res.body));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(paged).toEqual(ascending);
    for (const page of [1, 2, 3]) {
      const body = await list(`sort=nearest_expiry&limit=2&page=${page}`);
      expect(codes(body)).toEqual(ascending.slice((page - 1) * 2, page * 2));
    }
  });

  it('searches within the window and the sort, the best match first in either direction', async () => {
    // 'b' starts the name 'Berberin 100mg' (EX-MID), and a word of 'Thuốc ho Bảo Thanh' (SP001): the name first,
    // though SP001's nearest expiry is the later one.
    for (const direction of ['asc', 'desc']) {
      const body = await list(`search=b&sort=nearest_expiry&direction=${direction}`);
      expect(codes(body), direction).toEqual(['EX-MID', 'SP001']);
      const second = await api.get(
        `/api/products?retailer_id=${fx.pharmacyA.id}&search=b&sort=nearest_expiry&direction=${direction}&limit=1&page=2`,
      );
      expect(codes(second.body), direction).toEqual(['SP001']);
    }
    expect(codes(await list('search=b&expiry=expired'))).toEqual(['SP001']);
    expect(codes(await list('search=b&expiry=90'))).toEqual(['EX-MID']);
  });
});
