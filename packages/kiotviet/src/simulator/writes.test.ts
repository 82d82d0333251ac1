import { afterEach, describe, expect, it } from 'vitest';
import { KiotVietClient } from '../client/client';
import { VirtualClock } from '../client/clock';
import { rawSession, testStart } from '../testing/simulated';
import { KiotVietSimulator } from './server';

/** The simulator's writes answer as KiotViet's public API documents them. */

const running: KiotVietSimulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((simulator) => simulator.close()));
});

/** A simulator and a client that keeps the raw text of every answer to a POST. */
async function launch() {
  const simulator = await KiotVietSimulator.start({ clock: new VirtualClock(testStart), seed: 5 });
  running.push(simulator);
  const answers: { path: string; status: number; body: unknown }[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const request = input instanceof Request ? input : new Request(input);
    if (request.method === 'POST' && !request.url.endsWith('/connect/token')) {
      answers.push({
        path: new URL(request.url).pathname,
        status: response.status,
        body: JSON.parse(await response.clone().text()),
      });
    }
    return response;
  };
  const client = new KiotVietClient({
    ...simulator.credentials,
    apiUrl: simulator.url,
    identityUrl: simulator.url,
    clock: simulator.clock,
    budget: false,
    fetch: recording,
    // Given up after 3 s: any answer on a loaded machine comes sooner, the slow one below later.
    timeoutMs: 3_000,
  });
  return { simulator, client, answers };
}

describe('writes of the simulated store', () => {
  it('answers a receipt with the receipt as stored, without a status', async () => {
    const { client, answers } = await launch();
    await client.createPurchaseOrder({
      branchId: 1000,
      supplier: { code: 'NCC000001', name: 'Nhà cung cấp' },
      description: 'Đơn đặt hàng DH-1',
      details: [{ productCode: 'SP000002', quantity: 3, price: 12_000 }],
    });
    const [answer] = answers;
    expect(answer?.status).toBe(200);
    expect(answer?.body).toMatchObject({
      id: expect.any(Number),
      code: expect.stringMatching(/^PN/),
      branchId: 1000,
      description: 'Đơn đặt hàng DH-1',
      total: 36_000,
      purchaseOrderDetails: [{ ProductCode: 'SP000002', quantity: 3, price: 12_000 }],
    });
    expect(answer?.body).not.toHaveProperty('status');
    expect(answer?.body).not.toHaveProperty('statusValue');
  });

  it('answers a product sold by the blister and the box with its units, and receives a line in boxes as tablets', async () => {
    const { simulator, client } = await launch();
    const index = simulator.data.products.query({
      order: 'id',
      where: (product) => product.units.length > 0,
      whereKey: 'units',
    });
    expect(index.total).toBeGreaterThan(0);
    const stored = index.at(0);
    const product = await client.product(stored.id);
    expect(product).toMatchObject({ unit: 'viên', masterUnitId: null, conversionValue: 1 });
    expect(product.units.map((unit) => [unit.unit, unit.conversionValue])).toEqual([
      ['vỉ', expect.any(Number)],
      ['hộp', expect.any(Number)],
    ]);
    const box = product.units[1];
    if (!box) throw new Error('no box');
    const before = product.inventories.find((inventory) => inventory.branchId === 1000)?.onHand ?? 0;
    await client.createPurchaseOrder({
      branchId: 1000,
      details: [{ productCode: product.code, unitCode: box.code, quantity: 2, price: 150_000 }],
    });
    const after = await client.product(stored.id);
    expect(after.inventories.find((inventory) => inventory.branchId === 1000)?.onHand).toBe(
      before + 2 * box.conversionValue,
    );
    expect(simulator.receipts[0]?.order.lines[0]).toMatchObject({ productCode: box.code, quantity: 2 });
  });

  it('stores a slow receipt before answering late: the client gives up on a receipt that exists', async () => {
    const { simulator, client } = await launch();
    simulator.fault({
      match: { method: 'POST', path: '/purchaseorders' },
      effect: { type: 'slow', delayMs: 6_000 },
    });
    await expect(
      client.createPurchaseOrder({
        branchId: 1000,
        details: [{ productCode: 'SP000002', quantity: 1, price: 1 }],
      }),
    ).rejects.toMatchObject({ maybeProcessed: true });
    expect(simulator.receipts).toHaveLength(1);
  });

  it('stores a created product’s lot control and barcode, and refuses a barcode past 16 characters', async () => {
    const { simulator, client } = await launch();
    const categoryId = (await client.categories().toArray())[0]?.categoryId as number;
    const created = await client.createProduct({
      code: 'NT02',
      name: 'Cefuroxim 500mg',
      categoryId,
      barCode: '8936000123457',
      lotControlled: true,
    });
    const stored = simulator.data.products.getById(created.id);
    expect(stored).toMatchObject({ barCode: '8936000123457', lotControlled: true, lots: [] });
    const raw = await rawSession(simulator);
    const refused = await raw.call('POST', '/products', {
      code: 'NT03',
      name: 'x',
      categoryId,
      barCode: '12345678901234567',
    });
    expect(refused.status).toBe(420);
    expect(refused.text).toContain('Mã vạch tối đa 16 ký tự');
    expect(simulator.data.products.query({ order: 'id', where: (p) => p.code === 'NT03' }).total).toBe(0);
  });

  it('creates a product with no stock, refuses its code again, and forgets it once deleted', async () => {
    const { simulator, client, answers } = await launch();
    const categoryId = (await client.categories().toArray())[0]?.categoryId as number;
    const created = await client.createProduct({ code: 'NT01', name: 'Oresol', categoryId, unit: 'Gói' });
    expect(answers[0]?.body).toMatchObject({ id: created.id, code: 'NT01', unit: 'Gói', isActive: true });
    await expect(client.createProduct({ code: 'NT01', name: 'Oresol', categoryId })).rejects.toMatchObject({
      status: 420,
      message: expect.stringContaining('NT01 đã tồn tại'),
    });
    const products = simulator.data.products;
    products.remove(products.indexOf(created.id) as number, simulator.clock.now());
    await expect(client.productByCode('NT01')).rejects.toMatchObject({ status: 404 });
    await expect(
      client.createPurchaseOrder({
        branchId: 1000,
        details: [{ productCode: 'NT01', quantity: 1, price: 1 }],
      }),
    ).rejects.toMatchObject({ side: 'request', message: expect.stringContaining('NT01') });
  });
});
