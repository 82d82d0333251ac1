import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, inventoryLots, products } from '../src/db/schema';
import { foldForSearch } from '../src/domain/text';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

/**
 * `GET /api/products?view=summary` (docs/product/api.md#products): each product without its lots and branch figures,
 * its inventory_summary computed beside it in SQL. These cases hold that summary to the one computed from the lots
 * (src/domain/lots.ts: stockSummary, averageCost), which the default view answers. Today is 2025-06-15 in Vietnam.
 */
let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;
let branchId: string;

interface LotCase {
  expiry: string | null;
  onHand: number;
  cost: number;
  /** The KiotViet branch of the lot; none: a receipt of the portal's own. */
  branch?: number;
}

/** Each product's lots, and the summary both views must answer. */
const CASES: Record<string, { lots: LotCase[]; expected: Record<string, unknown> }> = {
  'no lots': {
    lots: [],
    expected: { total_on_hand: 0, expired_on_hand: 0, cost: 0, nearest_expiry: null },
  },
  'stock weighted by quantity, rounded to whole đồng': {
    lots: [
      { expiry: '2025-09-01', onHand: 3, cost: 10_001 },
      { expiry: '2025-07-01', onHand: 1, cost: 20_000 },
    ],
    expected: { total_on_hand: 4, expired_on_hand: 0, cost: 12_501, nearest_expiry: '2025-07-01' },
  },
  'expired units apart; expiring today still sells': {
    lots: [
      { expiry: '2025-06-14', onHand: 9, cost: 5_000 },
      { expiry: '2025-06-15', onHand: 2, cost: 7_000 },
    ],
    expected: { total_on_hand: 2, expired_on_hand: 9, cost: 5_364, nearest_expiry: '2025-06-15' },
  },
  'undated lots count as stock with no expiry': {
    lots: [{ expiry: null, onHand: 6, cost: 1_200 }],
    expected: { total_on_hand: 6, expired_on_hand: 0, cost: 1_200, nearest_expiry: null },
  },
  'no stock: the last lot’s cost in lot order, the undated one': {
    lots: [
      { expiry: '2026-01-01', onHand: 0, cost: 3_000 },
      { expiry: null, onHand: 0, cost: 4_000 },
      { expiry: '2025-01-01', onHand: 0, cost: 2_000 },
    ],
    expected: { total_on_hand: 0, expired_on_hand: 0, cost: 4_000, nearest_expiry: null },
  },
  'no stock and every lot dated: the latest expiry’s cost': {
    lots: [
      { expiry: '2026-01-01', onHand: 0, cost: 3_000 },
      { expiry: '2025-01-01', onHand: 0, cost: 2_000 },
    ],
    expected: { total_on_hand: 0, expired_on_hand: 0, cost: 3_000, nearest_expiry: null },
  },
  // Which of two alike lots is last depends on their ids (random): the two views must still agree.
  'no stock, two undated lots: the same one either way': {
    lots: [
      { expiry: null, onHand: 0, cost: 4_100 },
      { expiry: null, onHand: 0, cost: 4_200 },
    ],
    expected: { total_on_hand: 0, expired_on_hand: 0, nearest_expiry: null },
  },
  'lots of two branches and of none': {
    lots: [
      { expiry: '2025-12-01', onHand: 10, cost: 1_000, branch: 501 },
      { expiry: '2025-07-01', onHand: 5, cost: 2_000, branch: 502 },
      { expiry: '2025-08-01', onHand: 1, cost: 9_000 },
    ],
    expected: { total_on_hand: 16, expired_on_hand: 0, cost: 1_813, nearest_expiry: '2025-07-01' },
  },
};

const ids = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
  const { db } = ctx.deps;
  const [branch] = await db
    .insert(branches)
    .values({ pharmacyId: fx.pharmacyA.id, name: 'Chi nhánh Quận 3', source: 'KIOTVIET', kiotvietId: 501 })
    .returning({ id: branches.id });
  branchId = branch?.id as string;
  for (const [index, [label, { lots }]] of Object.entries(CASES).entries()) {
    const code = `SUM-${index}`;
    const [product] = await db
      .insert(products)
      .values({
        code,
        name: label,
        pharmacyId: fx.pharmacyA.id,
        searchText: foldForSearch(`${code} ${label}`),
      })
      .returning({ id: products.id });
    const productId = product?.id as string;
    ids.set(label, productId);
    for (const lot of lots) {
      await db.insert(inventoryLots).values({
        pharmacyId: fx.pharmacyA.id,
        productId,
        expiryDate: lot.expiry,
        onHand: lot.onHand,
        cost: lot.cost,
        branchKiotvietId: lot.branch ?? null,
      });
    }
  }
});
afterAll(() => ctx?.close());

type Row = Record<string, unknown> & { id: string; inventory_summary: Record<string, unknown> };

async function list(query: string): Promise<Row[]> {
  const res = await api.get(`/api/products?retailer_id=${fx.pharmacyA.id}&limit=200&${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

describe('GET /api/products?view=summary', () => {
  it('answers the summary the lots make, for every case', async () => {
    const full = new Map((await list('view=full')).map((row) => [row.id, row]));
    const summary = new Map((await list('view=summary')).map((row) => [row.id, row]));
    for (const [label, { expected }] of Object.entries(CASES)) {
      const id = ids.get(label) as string;
      expect(summary.get(id)?.inventory_summary, label).toMatchObject(expected);
      expect(summary.get(id)?.inventory_summary, label).toEqual(full.get(id)?.inventory_summary);
    }
  });

  it('leaves out the lots and branch figures, and keeps everything else', async () => {
    const [full] = await list(`view=full&product_ids=${ids.get('lots of two branches and of none')}`);
    const [summary] = await list(`view=summary&product_ids=${ids.get('lots of two branches and of none')}`);
    expect(full?.productInventories).toHaveLength(3);
    expect(summary).not.toHaveProperty('productInventories');
    expect(summary).not.toHaveProperty('branch_stocks');
    const { productInventories: _lots, branch_stocks: _stocks, ...rest } = full as Row;
    expect(summary).toEqual(rest);
  });

  it('counts only a branch’s lots with branch_id, as the full view does', async () => {
    const query = `branch_id=${branchId}&product_ids=${ids.get('lots of two branches and of none')}`;
    const [full] = await list(`view=full&${query}`);
    const [summary] = await list(`view=summary&${query}`);
    expect(summary?.inventory_summary).toMatchObject({ total_on_hand: 10, cost: 1_000 });
    expect(summary?.inventory_summary).toEqual(full?.inventory_summary);
  });

  it('answers 400 for a view it does not know, and only the caller’s pharmacy', async () => {
    const bad = await api.get('/api/products?view=lots');
    expect(bad.status).toBe(400);
    expect(bad.body.details.view).toBe('Cách xem không hợp lệ (full, summary)');
    const other = await api.get(`/api/products?view=summary&retailer_id=${fx.pharmacyB.id}`);
    expect(other.status).toBe(404);
    const all = await list('view=summary');
    expect(all.every((row) => row.retailer_id === fx.pharmacyA.id)).toBe(true);
  });
});
