import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { KiotVietClient } from '../client/client';
import { VirtualClock } from '../client/clock';
import { parseWebhook, verifyWebhookSignature } from '../client/webhooks';
import { KiotVietSimulator } from '../simulator/server';
import { rawSession } from '../testing/simulated';
import * as example from './examples';

/**
 * Contract tests, one per KiotViet endpoint the portal uses: the client reads the documented example answer
 * (`examples.ts`), and the simulator — in its default, documented mode — answers with no key the example lacks.
 */

const start = Date.parse('2026-03-16T02:00:00Z');

/** A client whose requests get the example answers (`METHOD /path` → body), and the requests it made. */
function clientAnswering(answers: Record<string, unknown>) {
  const requests: string[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    requests.push(`${key}${url.search}`);
    const body = key === 'POST /connect/token' ? example.tokenAnswer : answers[key];
    if (body === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = new KiotVietClient({
    retailer: 'nhathuocvidu',
    clientId: 'vi-du',
    clientSecret: 'bi-mat',
    apiUrl: 'https://public.kiotapi.test',
    identityUrl: 'https://id.kiotviet.test',
    clock: new VirtualClock(start),
    budget: false,
    fetch,
  });
  return { client, requests };
}

/**
 * The key paths of `actual` that `documented` does not have (array items are compared with every item of the
 * documented array), and the values whose JSON type differs. `allowed` names paths real stores answer although
 * the documentation leaves them out.
 */
function undocumented(
  actual: unknown,
  documented: unknown,
  allowed: readonly string[] = [],
  path = '',
): string[] {
  if (Array.isArray(actual)) {
    if (!Array.isArray(documented)) return [`${path}: array`];
    const merged = documented.every((item) => typeof item === 'object' && item !== null)
      ? Object.assign({}, ...documented)
      : documented[0];
    return actual.flatMap((item) => undocumented(item, merged, allowed, `${path}[]`));
  }
  if (typeof actual === 'object' && actual !== null) {
    if (typeof documented !== 'object' || documented === null) return [`${path}: object`];
    return Object.entries(actual).flatMap(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      if (allowed.includes(at)) return [];
      if (!(key in documented)) return [at];
      return undocumented(value, (documented as Record<string, unknown>)[key], allowed, at);
    });
  }
  if (documented === undefined || documented === null) return [];
  return typeof actual === typeof documented
    ? []
    : [`${path}: ${typeof actual}, documented ${typeof documented}`];
}

describe('the client reads KiotViet’s documented answers', () => {
  it('POST /connect/token, then GET /branches', async () => {
    const { client, requests } = clientAnswering({ 'GET /branches': example.branchList });
    const listing = client.branches({ modifiedSince: start });
    const branches = await listing.toArray();
    expect(client.tokenRequests).toBe(1);
    expect(branches[0]).toMatchObject({
      id: 1000001,
      branchName: 'Chi nhánh Quận 3',
      contactNumber: '02839301234',
    });
    // Keys a branch does not have are absent, not empty.
    expect(branches[1]).toMatchObject({
      branchCode: null,
      contactNumber: null,
      address: null,
      modifiedDate: null,
    });
    expect([...listing.removedIds]).toEqual([1000007]);
    expect(listing.startedAt?.toISOString()).toBe('2026-03-16T02:00:00.000Z');
    expect(requests.at(-1)).toContain('includeRemoveIds=true');
  });

  it('GET /categories', async () => {
    const { client } = clientAnswering({ 'GET /categories': example.categoryList });
    const categories = await client.categories().toArray();
    expect(categories.map((category) => [category.categoryId, category.parentId, category.hasChild])).toEqual(
      [
        [2001, null, true],
        [2002, 2001, false],
      ],
    );
  });

  it('GET /products and GET /products/{id}: lots without an id, money in đồng', async () => {
    const { client } = clientAnswering({
      'GET /products': example.productList,
      'GET /products/3000101': example.productDetail,
    });
    const listing = client.products({ modifiedSince: start });
    const [listed] = await listing.toArray();
    const detail = await client.product(3000101);
    for (const product of [listed, detail]) {
      expect(product).toMatchObject({ code: 'SP000101', basePrice: 95000, isBatchExpireControl: true });
      expect(product?.inventories[0]).toMatchObject({
        branchId: 1000001,
        onHand: 42,
        reserved: 2,
        onOrder: 10,
        minQuantity: 5,
        maxQuantity: 100,
        cost: 61235,
      });
      expect(product?.productBatchExpires.map((lot) => [lot.id, lot.batchName, lot.branchId])).toEqual([
        [null, 'AMX2406', 1000001],
        [null, 'AMX2501', 1000001],
      ]);
    }
    expect([...listing.removedIds]).toEqual([3000099]);
  });

  it('GET /customers and GET /customers/{id}', async () => {
    const { client } = clientAnswering({
      'GET /customers': example.customerList,
      'GET /customers/4000501': example.customerDetail,
    });
    const [first, second] = await client.customers().toArray();
    expect(first).toMatchObject({
      gender: false,
      totalRevenue: 1180000,
      contactNumber: '0903123456',
      groups: ['Khách thân thiết'],
    });
    expect(second).toMatchObject({
      gender: null,
      contactNumber: null,
      email: null,
      totalRevenue: null,
      groups: [],
    });
    expect(await client.customer(4000501)).toMatchObject({
      id: 4000501,
      totalInvoiced: 1250000,
      groups: ['Khách thân thiết'],
    });
  });

  it('GET /invoices and GET /invoices/{id}', async () => {
    const { client, requests } = clientAnswering({
      'GET /invoices': example.invoiceList,
      'GET /invoices/5000901': example.invoiceDetail,
    });
    const [listed] = await client.invoices().toArray();
    const detail = await client.invoice(5000901);
    // Payments come only when asked for, on the list and on one invoice alike.
    expect(requests.filter((request) => request.startsWith('GET /invoices'))).toHaveLength(2);
    for (const request of requests.filter((request) => request.startsWith('GET /invoices'))) {
      expect(request).toContain('includePayment=true');
    }
    for (const invoice of [listed, detail]) {
      expect(invoice).toMatchObject({
        code: 'HD000901',
        total: 190000,
        status: 1,
        customerDeleted: false,
        discount: 0,
        discountRatio: 0,
      });
      expect(invoice?.payments).toEqual([
        {
          id: 6000001,
          code: 'TT000901',
          method: 'Cash',
          amount: 190000,
          transDate: new Date('2026-03-15T11:20:31Z'),
        },
      ]);
      expect(invoice?.invoiceDetails[0]).toMatchObject({
        productId: 3000101,
        quantity: 2,
        subTotal: null,
        productBatchExpire: { id: 7000001, batchName: 'AMX2406' },
      });
    }
  });

  it('GET /suppliers, in an order the documentation does not promise (no orderBy asked)', async () => {
    const { client, requests } = clientAnswering({ 'GET /suppliers': example.supplierList });
    const listing = client.suppliers({ modifiedSince: start });
    const [supplier] = await listing.toArray();
    expect(supplier).toMatchObject({ code: 'NCC000001', debt: 15000000, isActive: true });
    expect([...listing.removedIds]).toEqual([8000003]);
    expect(requests.at(-1)).not.toContain('orderBy');
  });

  it('GET /purchaseorders and POST /purchaseorders: receipts without a status', async () => {
    const { client, requests } = clientAnswering({
      'GET /purchaseorders': example.purchaseOrderList,
      'POST /purchaseorders': example.purchaseOrderCreated,
    });
    const [listed] = await client.purchaseOrders().toArray();
    expect(listed).toMatchObject({ code: 'PN000201', status: null, description: null });
    expect(listed?.purchaseOrderDetails[0]).toMatchObject({ productCode: 'SP000101', quantity: 12 });
    expect(requests.at(-1)).not.toContain('orderBy');
    const created = await client.createPurchaseOrder({
      branchId: 1000001,
      supplier: { code: 'NCC000001', name: 'Công ty CP Dược phẩm Mẫu' },
      details: [{ productCode: 'SP000101', quantity: 12, price: 95000 }],
    });
    // The documented answer has no status: the receipt is read as made from its id and code alone.
    expect(created).toMatchObject({ id: 9000201, total: 1140000 });
    expect(created.code).toEqual(expect.any(String));
  });

  it('POST /webhooks, GET /webhooks, DELETE /webhooks/{id}', async () => {
    const { client, requests } = clientAnswering({
      'POST /webhooks': example.webhookRegistered,
      'GET /webhooks': example.webhookList,
      'DELETE /webhooks/7000001': example.webhookRemoved,
    });
    const hook = await client.registerWebhook({
      type: 'product.update',
      url: example.webhookRegistered.url,
      secret: 'c2VjcmV0LWJpLW1hdA==',
    });
    expect(hook).toEqual({ ...example.webhookRegistered });
    expect(await client.webhooks()).toEqual([{ ...example.webhookRegistered }]);
    await client.removeWebhook(7000001);
    expect(requests.slice(-3).map((request) => request.split('?')[0])).toEqual([
      'POST /webhooks',
      'GET /webhooks',
      'DELETE /webhooks/7000001',
    ]);
  });

  it.each([
    ['product.update', example.productUpdated, [3000101]],
    ['stock.update', example.stockUpdated, [3000101]],
    ['customer.update', example.customerUpdated, [4000501]],
    ['invoice.update', example.invoiceUpdated, [5000901]],
    ['product.delete', example.productDeleted, [3000099, 3000098]],
  ] as const)('a %s webhook: its events, and its signature', (type, body, ids) => {
    const text = JSON.stringify(body);
    const parsed = parseWebhook(JSON.parse(text), type);
    expect(parsed?.events).toEqual([{ type, ids, retailerIds: [] }]);
    expect(parsed?.notificationId).toBe('Id' in body ? body.Id : null);
    const secret = 'c2VjcmV0LWJpLW1hdA==';
    const signature = createHmac('sha256', secret).update(text).digest('hex');
    expect(verifyWebhookSignature(secret, text, signature)).toBe(true);
    expect(verifyWebhookSignature(secret, text, `sha1=${signature}`)).toBe(true);
    expect(verifyWebhookSignature(secret, `${text} `, signature)).toBe(false);
  });
});

describe('the simulator answers within the documented shapes', () => {
  const running: KiotVietSimulator[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((simulator) => simulator.close()));
  });

  async function documentedSession(options: Parameters<typeof KiotVietSimulator.start>[0] = {}) {
    const clock = new VirtualClock(start);
    const simulator = await KiotVietSimulator.start({ clock, seed: 9, size: 'demo', ...options });
    running.push(simulator);
    const session = await rawSession(simulator);
    const call = async (method: string, path: string, body?: unknown) =>
      JSON.parse((await session.call(method, path, body)).text) as unknown;
    const token = session.token;
    return { simulator, clock, token, call };
  }

  it('the token, branches, categories, products, customers, invoices and suppliers', async () => {
    const { token, call, clock, simulator } = await documentedSession();
    expect(undocumented(token, example.tokenAnswer)).toEqual([]);
    clock.advance(60_000);
    simulator.churn({ deleteProducts: 1, deleteCustomers: 1, deleteSuppliers: 1 });
    const since = 'lastModifiedFrom=2026-01-01T00:00:00&includeRemoveIds=true';
    const checks: [string, unknown, string[]?][] = [
      // Stores answer the ward and area of a branch, which the documentation of the list leaves out.
      [`/branches?pageSize=100&${since}`, example.branchList, ['data[].locationName', 'data[].wardName']],
      [`/categories?pageSize=100&${since}`, example.categoryList],
      [`/products?pageSize=100&includeInventory=true&IncludeBatchExpires=true&${since}`, example.productList],
      [`/products/${simulator.data.products.idOf(3)}`, example.productDetail],
      // A customer's branch: documented on create, answered by stores on reads.
      [`/customers?pageSize=100&includeTotal=true&${since}`, example.customerList, ['data[].branchId']],
      [`/customers/${simulator.data.customers.idOf(5)}`, example.customerDetail, ['branchId']],
      // A line's subtotal: answered by stores, not in the documentation.
      ['/invoices?pageSize=100', example.invoiceList, ['data[].invoiceDetails[].subTotal']],
      [
        '/invoices?pageSize=100&includePayment=true',
        example.invoiceList,
        ['data[].invoiceDetails[].subTotal'],
      ],
      [`/invoices/${simulator.data.invoices.idOf(7)}`, example.invoiceDetail, ['invoiceDetails[].subTotal']],
      [`/suppliers?pageSize=100&${since}`, example.supplierList],
    ];
    for (const [path, documented, allowed] of checks) {
      expect(undocumented(await call('GET', path), documented, allowed), path).toEqual([]);
    }
  });

  it('tells the conveniences apart: a lot id, an envelope timestamp and empty values are not documented', async () => {
    const { call } = await documentedSession({
      conveniences: { lotIds: true, envelopeTimestamp: true, emptyValues: true },
    });
    const products = await call(
      'GET',
      '/products?pageSize=100&includeInventory=true&IncludeBatchExpires=true',
    );
    const flagged = undocumented(products, example.productList);
    expect(flagged).toContain('data[].productBatchExpires[].id');
    expect(flagged).toContain('timestamp');
  });

  it('webhook registration, its list and its removal, and the notifications it sends', async () => {
    const { call, simulator } = await documentedSession();
    const registered = (await call('POST', '/webhooks', {
      Webhook: {
        Type: 'product.update',
        Url: 'http://127.0.0.1:9/x',
        IsActive: true,
        Description: 'Portal',
        Secret: 'c2VjcmV0',
      },
    })) as { id: number };
    expect(undocumented(registered, example.webhookRegistered)).toEqual([]);
    expect(undocumented(await call('GET', '/webhooks'), example.webhookList)).toEqual([]);
    expect(undocumented(await call('DELETE', `/webhooks/${registered.id}`), example.webhookRemoved)).toEqual(
      [],
    );

    for (const type of [
      'product.update',
      'stock.update',
      'customer.update',
      'invoice.update',
      'product.delete',
    ]) {
      await call('POST', '/webhooks', {
        Webhook: { Type: type, Url: 'http://127.0.0.1:9/x', IsActive: true, Secret: 'c2VjcmV0' },
      });
    }
    simulator.churn({ newInvoices: 2, editCustomers: 2, deleteProducts: 1 });
    await simulator.webhooks.idle();
    const sent = new Map(
      simulator.webhooks.deliveries.map((delivery) => [delivery.type, JSON.parse(delivery.body) as unknown]),
    );
    const documented: [string, unknown][] = [
      ['product.update', example.productUpdated],
      ['stock.update', example.stockUpdated],
      ['customer.update', example.customerUpdated],
      ['invoice.update', example.invoiceUpdated],
      ['product.delete', example.productDeleted],
    ];
    for (const [type, body] of documented) {
      expect(sent.has(type), type).toBe(true);
      expect(undocumented(sent.get(type), body), type).toEqual([]);
    }
  });
});
