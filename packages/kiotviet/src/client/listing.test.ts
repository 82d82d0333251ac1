import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testStart, useSimulatedStore } from '../testing/simulated';
import type { KiotVietClient } from './client';
import { VirtualClock } from './clock';
import { KiotVietValidationError } from './errors';
import { Listing, pageOverlap, type ResourceSpec } from './listing';
import type { Product } from './schemas';
import type { CallOptions } from './transport';

const start = testStart;
const minute = 60_000;
const simulatedStore = useSimulatedStore({ simulator: { seed: 11 }, client: { budget: false } });
const setup = () => simulatedStore();

/** Every live product of the simulator, as the API shows it now. */
async function currentProducts(client: KiotVietClient): Promise<Map<number, Product>> {
  const products = new Map<number, Product>();
  for await (const product of client.products({ pageSize: 100 })) products.set(product.id, product);
  return products;
}

describe('listing every page', () => {
  it('reads every record once, typed: money in đồng, dates as instants', async () => {
    const { simulator, client } = await setup();
    const listing = client.products({ pageSize: 37 });
    const ids: number[] = [];
    for await (const product of listing) {
      ids.push(product.id);
      expect(Number.isInteger(product.basePrice)).toBe(true);
      expect(product.createdDate).toBeInstanceOf(Date);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(simulator.data.products.liveCount);
    expect(listing.startedAt?.getTime()).toBe(start);
    // 240 records by 37, each page asking again for the last 5 of the one before: pages start at 0, 32, 64, …
    expect(pageOverlap(37)).toBe(5);
    expect(listing.requests).toBe(1 + Math.ceil((ids.length - 37) / 32));
    expect(listing.stepBacks).toBe(0);
  });

  it('returns each record at least once and the final state of each after deduplication while records move between pages', async () => {
    const { clock, simulator, client } = await setup();
    const data = simulator.data;
    const atStart = new Set(
      Array.from({ length: data.products.size }, (_, index) => data.products.idOf(index)),
    );
    const deleted = new Set<number>();
    // Between pages: delete records behind the cursor (offsets shift left), edit records behind and ahead of it
    // (they move to the end), and add new ones.
    for (const [skip, behind] of [
      [1, [3, 10, 20]],
      [2, [0, 30, 60, 61, 62, 63, 64]],
      [4, [5, 90, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111]],
    ] as const) {
      simulator.fault({
        match: { path: '/products' },
        skip,
        effect: {
          type: 'beforeAnswer',
          run: () => {
            clock.advance(minute);
            behind.forEach((index, position) => {
              if (!data.products.get(index)) return;
              if (position % 2 === 0) {
                data.products.remove(index, clock.now());
                deleted.add(data.products.idOf(index));
              } else {
                data.products.edit(
                  index,
                  (product) => ({ ...product, basePrice4: product.basePrice4 + 10_000 }),
                  clock.now(),
                );
              }
            });
            data.products.edit(
              200,
              (product) => ({ ...product, name: `${product.name} (sửa)` }),
              clock.now(),
            );
            simulator.churn({ newProducts: 1 });
          },
        },
      });
    }

    const seen = new Map<number, Product[]>();
    for await (const product of client.products({ pageSize: 20 })) {
      seen.set(product.id, [...(seen.get(product.id) ?? []), product]);
    }
    expect(simulator.faults.pending).toBe(0);

    const finalState = await currentProducts(client);
    for (const id of atStart) {
      if (!deleted.has(id)) expect(seen.has(id), `product ${id} was skipped`).toBe(true);
    }
    for (const [id, versions] of seen) {
      const last = versions.at(-1);
      if (deleted.has(id)) continue;
      expect(last, `product ${id}`).toEqual(finalState.get(id));
    }
  });

  it('steps back when deletions shift the page it is about to read', async () => {
    const { clock, simulator, client } = await setup();
    const data = simulator.data;
    simulator.fault({
      match: { path: '/products' },
      skip: 2,
      effect: {
        type: 'beforeAnswer',
        run: () => {
          // 60 records before the cursor disappear: three pages' worth.
          for (let index = 0; index < 60; index += 1) data.products.remove(index, clock.now());
        },
      },
    });
    const ids = new Set<number>();
    for await (const product of client.products({ pageSize: 20 })) ids.add(product.id);
    for (let index = 60; index < data.products.size; index += 1) {
      expect(ids.has(data.products.idOf(index)), `index ${index}`).toBe(true);
    }
  });

  it('stops on a short page when KiotViet reports a wrong total', async () => {
    const { simulator, client } = await setup();
    simulator.fault({
      match: { path: '/products' },
      times: 100,
      effect: { type: 'corrupt', path: 'total', value: 1_000_000 },
    });
    const listing = client.products({ pageSize: 100 });
    const products = await listing.toArray();
    expect(products).toHaveLength(simulator.data.products.liveCount);
    expect(listing.requests).toBe(3);
  });

  it('fails instead of looping when KiotViet ignores currentItem and repeats a page', async () => {
    const { simulator, client } = await setup();
    simulator.fault({
      match: { path: '/products' },
      times: 1000,
      effect: { type: 'query', set: { currentItem: '0' } },
    });
    simulator.fault({
      match: { path: '/products' },
      times: 1000,
      effect: { type: 'corrupt', path: 'total', value: 1_000_000 },
    });
    const listing = client.products({ pageSize: 50 });
    await expect(listing.toArray()).rejects.toBeInstanceOf(KiotVietValidationError);
    // The first page, the same page at the next offset (which a store that moves can answer too), then the same
    // page again past the end of the list.
    expect(listing.requests).toBe(3);
  });

  it('fails instead of looping when KiotViet answers old records at every new offset', async () => {
    // A store that pages through the same 8 records over and over, with a total that never ends.
    const record = z.object({ id: z.number().int() });
    const spec: ResourceSpec<z.output<typeof record>> = {
      path: '/records',
      schema: record,
      orderByDocumented: false,
      idOf: (listed) => listed.id,
      changedAt: () => start,
    };
    const call = async ({ query }: CallOptions) => {
      const at = Number(query?.currentItem);
      return { total: 1_000_000, data: Array.from({ length: 4 }, (_, index) => ({ id: (at + index) % 8 })) };
    };
    const listing = new Listing(spec, { pageSize: 4 }, {}, call, new VirtualClock(start));
    await expect(listing.toArray()).rejects.toThrow('16 pages in a row brought nothing new');
    // Pages at offsets 0, 3 and 6 bring the 8 records; the 17 after them bring nothing new.
    expect(listing.requests).toBe(3 + 17);
  });

  it('asks for pages of at most 100 and rejects a bad page size', async () => {
    const { simulator, client } = await setup();
    expect(() => client.products({ pageSize: 500 })).toThrow(RangeError);
    expect(() => client.products({ pageSize: 1 })).toThrow(RangeError);
    await client.products({ pageSize: 100 }).toArray();
    const sizes = simulator.requests
      .filter((request) => request.path === '/products')
      .map((request) => request.query.get('pageSize'));
    expect(new Set(sizes)).toEqual(new Set(['100']));
  });
});

describe('incremental listing', () => {
  it('returns what changed since the last listing (with overlap) and the removed ids, normalised', async () => {
    const { clock, simulator, client } = await setup();
    const first = client.products();
    await first.toArray();
    const since = first.startedAt;
    if (!since) throw new Error('startedAt expected');

    clock.advance(2 * 60 * minute);
    const changes = simulator.churn({ editProducts: 6, newProducts: 3, deleteProducts: 4 });
    // A change just before the previous listing started: only the overlap finds it.
    const lateIndex = 17;
    simulator.data.products.edit(
      lateIndex,
      (product) => ({ ...product, isActive: !product.isActive }),
      since.getTime() - minute,
    );

    const incremental = client.products({ modifiedSince: since, overlapMs: 5 * minute });
    const changed = new Set((await incremental.toArray()).map((product) => product.id));
    for (const id of [...changes.products.edited, ...changes.products.created]) {
      if (!changes.products.deleted.includes(id)) expect(changed.has(id), `changed ${id}`).toBe(true);
    }
    expect(changed.has(simulator.data.products.idOf(lateIndex))).toBe(true);
    expect(changed.size).toBeLessThan(20);
    expect([...incremental.removedIds].sort()).toEqual([...new Set(changes.products.deleted)].sort());
    const query = simulator.requests.at(-1)?.query;
    expect(query?.get('includeRemoveIds')).toBe('true');
    // 5 minutes before the previous start, in Vietnam time, without an offset.
    expect(query?.get('lastModifiedFrom')).toBe('2026-03-16T08:55:00');

    const withoutOverlap = await client.products({ modifiedSince: since, overlapMs: 0 }).toArray();
    expect(withoutOverlap.map((product) => product.id)).not.toContain(
      simulator.data.products.idOf(lateIndex),
    );
  });

  it('finds new sales and status changes of invoices, and the customer totals follow', async () => {
    const { clock, simulator, client } = await setup();
    const first = client.invoices();
    const before = await first.toArray();
    // Read once before the changes: the totals then have to follow them, not be summed afresh.
    await client.customers().toArray();
    clock.advance(30 * minute);
    const changes = simulator.churn({ newInvoices: 5, editInvoices: 3 });
    const changed = await client.invoices({ modifiedSince: first.startedAt, overlapMs: 0 }).toArray();
    expect(changed.map((invoice) => invoice.id).sort()).toEqual(
      [...new Set([...changes.invoices.created, ...changes.invoices.edited])].sort(),
    );
    const sale = changed.find((invoice) => invoice.id === changes.invoices.created[0]);
    expect(sale?.purchaseDate.getTime()).toBe(clock.now());

    const customers = new Map(
      (await client.customers().toArray()).map((customer) => [customer.id, customer]),
    );
    const all = new Map(before.map((invoice) => [invoice.id, invoice]));
    for (const invoice of changed) all.set(invoice.id, invoice);
    const revenue = new Map<number, number>();
    for (const invoice of all.values()) {
      if (invoice.customerId !== null && invoice.status === 1) {
        revenue.set(invoice.customerId, (revenue.get(invoice.customerId) ?? 0) + invoice.total);
      }
    }
    for (const invoice of changed) {
      if (invoice.customerId !== null) {
        expect(customers.get(invoice.customerId)?.totalRevenue).toBe(revenue.get(invoice.customerId) ?? 0);
      }
    }
  });

  it('reads removed ids under each endpoint’s own name', async () => {
    const { clock, simulator, client } = await setup();
    clock.advance(minute);
    const changes = simulator.churn({ deleteCustomers: 2, deleteSuppliers: 1 });
    const customers = client.customers({ modifiedSince: start });
    await customers.toArray();
    expect([...customers.removedIds].sort()).toEqual([...changes.customers.deleted].sort());
    const suppliers = client.suppliers({ modifiedSince: start });
    await suppliers.toArray();
    expect([...suppliers.removedIds]).toEqual(changes.suppliers.deleted);
    const supplierQuery = simulator.requests.at(-1);
    expect(supplierQuery?.path).toBe('/suppliers');
  });
});
