import type { Invoice } from '@pharmacy/kiotviet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncDataType } from '../src/db/schema';
import { invoiceKind } from '../src/sync/kinds/invoices';
import { createStoreContext, type StoreContext, storeClient } from './kiotviet';

/**
 * The daily sales summary (sales_daily) the invoice sync keeps: after every kind of change it equals the sum made
 * anew from the invoices — completed ones only, per day in Vietnam, product and branch.
 */

/** `day|product|branch` → units, of the summary or of the invoices. */
async function summaries(store: StoreContext) {
  const db = store.ctx.deps.db;
  const pharmacyId = store.fx.pharmacyA.id;
  const read = async (statement: ReturnType<typeof sql>) => {
    const { rows } = await db.execute<{ day: string; product: string; branch: string | null; units: string }>(
      statement,
    );
    return new Map(rows.map((row) => [`${row.day}|${row.product}|${row.branch}`, Number(row.units)]));
  };
  return {
    kept: await read(sql`select sold_on::text as day, product_id as product, branch_kiotviet_id::text as branch,
        quantity::text as units
      from sales_daily where pharmacy_id = ${pharmacyId}`),
    recomputed: await read(sql`select (o.purchase_date at time zone 'Asia/Ho_Chi_Minh')::date::text as day,
        l.product_id as product, o.branch_kiotviet_id::text as branch, sum(l.quantity)::text as units
      from sales_orders o join sales_order_lines l on l.order_id = o.id
      where o.pharmacy_id = ${pharmacyId} and o.status = 1 and l.product_id is not null
      group by 1, 2, 3 having sum(l.quantity) <> 0`),
  };
}

async function expectInStep(store: StoreContext) {
  const { kept, recomputed } = await summaries(store);
  expect(kept.size).toBeGreaterThan(0);
  expect([...kept.keys()].sort()).toEqual([...recomputed.keys()].sort());
  for (const [key, units] of recomputed) expect(kept.get(key), key).toBeCloseTo(units, 9);
  return kept;
}

/** The store's first invoices, as the sync reads them. */
async function firstInvoices(store: StoreContext, count: number): Promise<Invoice[]> {
  const found: Invoice[] = [];
  for await (const invoice of storeClient(store).invoices({ pageSize: 20 })) {
    found.push(invoice);
    if (found.length >= count) break;
  }
  return found;
}

const total = (summary: Map<string, number>) => [...summary.values()].reduce((sum, units) => sum + units, 0);

describe('the daily sales summary', () => {
  let store: StoreContext;
  const run = (dataType: SyncDataType, full = false) =>
    store.ctx.sync.run({ pharmacyId: store.fx.pharmacyA.id, dataType, syncType: 'MANUAL_SYNC', full });

  beforeAll(async () => {
    store = await createStoreContext();
    await store.connect();
    for (const dataType of ['BRANCH', 'CATEGORY', 'PRODUCT', 'ORDER'] as const) {
      expect((await run(dataType)).status).toBe('SUCCESS');
    }
  }, 120_000);
  afterAll(() => store?.close());

  it('after a full sync, sums every completed invoice line', async () => {
    await expectInStep(store);
  });

  it('follows invoices added, completed and cancelled by an incremental sync', async () => {
    const before = total(await expectInStep(store));
    store.clock.advance(3 * 3_600_000);
    const churn = store.simulator.churn({ newInvoices: 15, editInvoices: 8 });
    expect(churn.invoices.edited.length).toBeGreaterThan(0);
    store.clock.advance(60_000);
    const result = await run('ORDER');
    expect(result.status).toBe('SUCCESS');
    expect(result.history.rawJson.mode).toBe('INCREMENTAL');
    expect(total(await expectInStep(store))).not.toBe(before);
  }, 60_000);

  it('takes back the invoices a full sync removes', async () => {
    const db = store.ctx.deps.db;
    const pharmacyId = store.fx.pharmacyA.id;
    // An invoice this store does not hold (written by hand, counted as the sync would have): the full run removes it.
    const [model] = await firstInvoices(store, 1);
    if (!model) throw new Error('the store has no invoice');
    const stray: Invoice = {
      ...model,
      id: 9_000_000_001,
      code: 'HDSTRAY',
      status: 1,
      statusValue: 'Hoàn thành',
    };
    await db.transaction((tx) =>
      invoiceKind.write(tx, { pharmacyId, now: store.ctx.deps.now(), full: false }, {
        records: [stray],
      } as never),
    );
    const withStray = total(await expectInStep(store));
    store.clock.advance(60_000);
    expect((await run('ORDER', true)).status).toBe('SUCCESS');
    const { rows } = await db.execute(
      sql`select 1 from sales_orders where pharmacy_id = ${pharmacyId} and kiotviet_id = ${stray.id}`,
    );
    expect(rows).toHaveLength(0);
    expect(total(await expectInStep(store))).toBeLessThan(withStray);
  }, 60_000);

  it('counts an invoice once when two transactions rewrite it at the same time', async () => {
    const db = store.ctx.deps.db;
    const pharmacyId = store.fx.pharmacyA.id;
    const invoice = (await firstInvoices(store, 20)).find(
      (candidate) => candidate.status === 1 && candidate.invoiceDetails.length > 0,
    );
    if (!invoice) throw new Error('no completed invoice among the first ones');
    const withQuantity = (quantity: number): Invoice => ({
      ...invoice,
      modifiedDate: new Date(store.ctx.deps.now().getTime() + quantity),
      invoiceDetails: invoice.invoiceDetails.map((line) => ({ ...line, quantity })),
    });
    // Each in its own transaction (and connection, on PostgreSQL), as two server processes would.
    await Promise.all(
      [7, 11].map((quantity) =>
        db.transaction((tx) =>
          invoiceKind.write(tx, { pharmacyId, now: store.ctx.deps.now(), full: false }, {
            records: [withQuantity(quantity)],
          } as never),
        ),
      ),
    );
    await expectInStep(store);
  }, 60_000);

  it('the suggestions count an older invoice synced after they were read', async () => {
    const db = store.ctx.deps.db;
    const pharmacyId = store.fx.pharmacyA.id;
    /** Units of the product sold over the last 28 days, as the suggestions show them. */
    const unitsSold = async (code: string) => {
      for (let page = 1; ; page++) {
        const res = await store.api.get(`/api/reorder/suggestions?needs_order=false&limit=200&page=${page}`);
        expect(res.status).toBe(200);
        const line = res.body.data.find(
          (entry: { product: { code: string } }) => entry.product.code === code,
        );
        if (line) return line.units_sold as number;
        if (page * 200 >= res.body.total) throw new Error(`${code} is not among the suggestions`);
      }
    };
    const [model] = await firstInvoices(store, 1);
    const sold = model?.invoiceDetails[0];
    if (!model || !sold) throw new Error('the store has no invoice line');
    const before = await unitsSold(sold.productCode);
    // Yesterday's invoice, synced today: a past day's units change.
    const yesterday: Invoice = {
      ...model,
      id: 9_000_000_002,
      code: 'HDYESTERDAY',
      status: 1,
      statusValue: 'Hoàn thành',
      purchaseDate: new Date(store.ctx.deps.now().getTime() - 86_400_000),
      invoiceDetails: [{ ...sold, quantity: 5 }],
    };
    await db.transaction((tx) =>
      invoiceKind.write(tx, { pharmacyId, now: store.ctx.deps.now(), full: false }, {
        records: [yesterday],
      } as never),
    );
    expect(await unitsSold(sold.productCode)).toBe(before + 5);
  }, 60_000);
});
