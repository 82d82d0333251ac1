import { describe, expect, it, vi } from 'vitest';
import { testStart, useSimulatedStore } from '../testing/simulated';
import { GetBudget } from './budget';
import { KiotVietClient } from './client';
import type { Clock } from './clock';
import {
  KiotVietAuthError,
  KiotVietNotFoundError,
  KiotVietRateLimitError,
  KiotVietUnavailableError,
  KiotVietValidationError,
} from './errors';
import { customerSchema } from './schemas';

const start = testStart;
const setup = useSimulatedStore({ simulator: { seed: 7 } });

/** Time stands still and sleepers only ever leave by aborting: a wait that ignores its signal never ends. */
const clockThatNeverWakes: Clock = {
  now: () => start,
  sleep: (_ms, signal) =>
    new Promise<void>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
};

describe('tokens', () => {
  it('takes one token for many calls, and one refresh for 50 concurrent calls on an expired token', async () => {
    const { clock, simulator, client } = await setup();
    await client.testConnection();
    await client.testConnection();
    expect(simulator.tokenRequests).toBe(1);

    clock.advance(24 * 60 * 60 * 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.branches().toArray()));
    expect(answers.every((branches) => branches.length === 3)).toBe(true);
    expect(simulator.tokenRequests).toBe(2);
    expect(simulator.requests.filter((request) => request.status === 401)).toHaveLength(0);
  });

  it('re-authenticates once when KiotViet stops accepting a token it still considers valid (50 concurrent callers)', async () => {
    const { simulator, client } = await setup();
    await client.testConnection();
    simulator.expireTokens();
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.branches().toArray()));
    expect(answers.every((branches) => branches.length === 3)).toBe(true);
    expect(simulator.tokenRequests).toBe(2);
  });

  it('honours a short expires_in and refreshes a little before it ends', async () => {
    const { clock, simulator, client } = await setup({ tokenLifetimeSeconds: 3600 });
    await client.testConnection();
    clock.advance(56 * 60 * 1000);
    await client.testConnection();
    expect(simulator.tokenRequests).toBe(2);
    expect(simulator.requests.filter((request) => request.status === 401)).toHaveLength(0);
  });

  it('retries once on a TokenException body, then fails with an auth error if the new token is refused too', async () => {
    const { simulator, client } = await setup();
    simulator.fault({ match: { path: '/branches' }, effect: { type: 'tokenException' } });
    await expect(client.branches().toArray()).resolves.toHaveLength(3);
    expect(simulator.tokenRequests).toBe(2);

    simulator.fault({ match: { path: '/branches' }, times: 2, effect: { type: 'tokenException' } });
    await expect(client.branches().toArray()).rejects.toBeInstanceOf(KiotVietAuthError);
  });

  it('fails with an auth error on a wrong secret, without calling the API', async () => {
    const { simulator } = await setup();
    const client = new KiotVietClient({
      ...simulator.credentials,
      clientSecret: 'wrong',
      apiUrl: simulator.url,
      identityUrl: simulator.url,
      clock: simulator.clock,
    });
    const error = await client.testConnection().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietAuthError);
    expect((error as Error).message).toContain('invalid_client');
    expect(simulator.requests.filter((request) => request.path === '/branches')).toHaveLength(0);
  });

  it('fails with an auth error on a wrong store name', async () => {
    const { simulator } = await setup();
    const client = new KiotVietClient({
      ...simulator.credentials,
      retailer: 'another-store',
      apiUrl: simulator.url,
      identityUrl: simulator.url,
      clock: simulator.clock,
    });
    await expect(client.testConnection()).rejects.toThrow(/another-store/);
  });
});

describe('faults', () => {
  it('outlasts a 429 storm, waiting at least each Retry-After', async () => {
    // Without the budget, which also holds calls back after a 429: the retry itself must wait.
    const { clock, simulator, client, requestsTo } = await setup({}, { budget: false });
    simulator.fault({
      match: { path: '/products' },
      times: 3,
      effect: { type: 'rateLimit', retryAfterSeconds: 30 },
    });
    const products = await client.products({ pageSize: 100 }).toArray();
    expect(products).toHaveLength(simulator.data.products.liveCount);
    const attempts = requestsTo('/products').slice(0, 4);
    expect(attempts.map((request) => request.status)).toEqual([429, 429, 429, 200]);
    for (let index = 1; index < attempts.length; index += 1) {
      expect((attempts[index]?.at ?? 0) - (attempts[index - 1]?.at ?? 0)).toBeGreaterThanOrEqual(30_000);
    }
    expect(clock.now() - start).toBeGreaterThanOrEqual(90_000);
  });

  it('holds the other calls of the store back until Retry-After has passed', async () => {
    const { simulator, client, requestsTo } = await setup({}, { retry: { maxAttempts: 1 } });
    simulator.fault({ match: { path: '/customers' }, effect: { type: 'rateLimit', retryAfterSeconds: 120 } });
    await expect(client.customers().toArray()).rejects.toBeInstanceOf(KiotVietRateLimitError);
    await client.testConnection();
    const [limited, next] = [requestsTo('/customers')[0], requestsTo('/branches')[0]];
    expect((next?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(120_000);
  });

  it('gives up on a 429 that outlasts the retries with a rate-limit error saying when to come back', async () => {
    const { simulator, client, requestsTo } = await setup();
    simulator.fault({
      match: { path: '/customers' },
      times: 10,
      effect: { type: 'rateLimit', retryAfterSeconds: 45 },
    });
    const error = await client
      .customers()
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietRateLimitError);
    expect((error as KiotVietRateLimitError).retryAfterMs).toBe(45_000);
    expect((error as KiotVietRateLimitError).attempts).toBe(5);
    expect(requestsTo('/customers')).toHaveLength(5);
  });

  it('does not sleep through a Retry-After longer than allowed', async () => {
    const { clock, simulator, client, requestsTo } = await setup({}, { retry: { maxRetryAfterMs: 60_000 } });
    simulator.fault({
      match: { path: '/customers' },
      effect: { type: 'rateLimit', retryAfterSeconds: 3600 },
    });
    const error = await client
      .customers()
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietRateLimitError);
    expect((error as KiotVietRateLimitError).retryAfterMs).toBe(3_600_000);
    expect(requestsTo('/customers')).toHaveLength(1);
    expect(clock.now()).toBe(start);
  });

  it('retries 5xx answers with backoff and returns the right data', async () => {
    const { clock, simulator, client, requestsTo } = await setup();
    simulator.fault({ match: { path: '/suppliers' }, times: 2, effect: { type: 'status', status: 503 } });
    const suppliers = await client.suppliers().toArray();
    expect(suppliers).toHaveLength(simulator.data.suppliers.liveCount);
    expect(requestsTo('/suppliers').map((request) => request.status)).toEqual([503, 503, 200]);
    // Full jitter at 0.5: half of 500 ms, then half of 1000 ms.
    expect(clock.now() - start).toBe(250 + 500);
  });

  it('fails with an unavailable error naming the attempts when 5xx persists', async () => {
    const { simulator, client, requestsTo } = await setup();
    simulator.fault({ match: { path: '/suppliers' }, times: 20, effect: { type: 'status', status: 500 } });
    const error = await client
      .suppliers()
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietUnavailableError);
    expect(error).toMatchObject({ status: 500, attempts: 5, maybeProcessed: false });
    expect(requestsTo('/suppliers')).toHaveLength(5);
  });

  it('retries a reset connection', async () => {
    const { simulator, client, requestsTo } = await setup();
    simulator.fault({ match: { path: '/branches' }, times: 2, effect: { type: 'drop' } });
    await expect(client.branches().toArray()).resolves.toHaveLength(3);
    expect(requestsTo('/branches')).toHaveLength(3);
  });

  it('times out an answer that never comes, then retries', async () => {
    const { simulator, client, requestsTo } = await setup({}, { timeoutMs: 1500 });
    simulator.fault({ match: { path: '/branches' }, effect: { type: 'hang' } });
    await expect(client.branches().toArray()).resolves.toHaveLength(3);
    expect(requestsTo('/branches')).toHaveLength(2);
  });

  it('fails with an unavailable error when every attempt times out', async () => {
    const { simulator, client } = await setup({}, { timeoutMs: 500, retry: { maxAttempts: 2 } });
    simulator.fault({ match: { path: '/branches' }, times: 5, effect: { type: 'hang' } });
    await expect(client.branches().toArray()).rejects.toThrow(/no answer within 500 ms \(2 attempts\)/);
  });

  it('waits for a slow answer within the timeout', async () => {
    const { simulator, client, requestsTo } = await setup({}, { timeoutMs: 20_000 });
    simulator.fault({ match: { path: '/branches' }, effect: { type: 'slow', delayMs: 300 } });
    await expect(client.branches().toArray()).resolves.toHaveLength(3);
    expect(requestsTo('/branches')).toHaveLength(1);
  });

  it('does not retry a 404 or a 400', async () => {
    const { simulator, client, requestsTo } = await setup();
    await expect(client.product(1)).rejects.toBeInstanceOf(KiotVietNotFoundError);
    expect(requestsTo('/products/1')).toHaveLength(1);

    simulator.fault({
      match: { path: '/branches' },
      effect: { type: 'status', status: 400, message: 'Tham số sai' },
    });
    const error = await client
      .branches()
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietValidationError);
    expect(error).toMatchObject({ side: 'request', status: 400 });
    expect((error as Error).message).toContain('Tham số sai');
    expect(requestsTo('/branches')).toHaveLength(1);
  });

  it.each([
    ['data.0.basePrice', 'abc', 'data[0].basePrice'],
    ['data.0.createdDate', '31/12/2025', 'data[0].createdDate'],
    ['data.0.inventories.0.onHand', 'nhiều', 'data[0].inventories[0].onHand'],
    ['data.0.id', null, 'data[0].id'],
  ])('names the malformed field %s in a validation error', async (path, value, named) => {
    const { simulator, client } = await setup();
    simulator.fault({ match: { path: '/products' }, effect: { type: 'corrupt', path, value } });
    const error = await client
      .products()
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietValidationError);
    expect(error).toMatchObject({ side: 'response' });
    expect((error as KiotVietValidationError).issues.map((issue) => issue.path)).toContain(named);
    expect((error as Error).message).toContain(named);
  });

  it('ignores fields it does not know', async () => {
    const { simulator, client } = await setup();
    simulator.fault({
      match: { path: '/branches' },
      effect: { type: 'corrupt', path: 'data.0.tenMoi', value: { a: 1 } },
    });
    const [branch] = await client.branches().toArray();
    expect(branch).toBeDefined();
    expect(branch).not.toHaveProperty('tenMoi');
  });

  it('stops at once when the caller aborts during a backoff', async () => {
    const { simulator, requestsTo } = await setup();
    simulator.fault({ match: { path: '/branches' }, times: 10, effect: { type: 'status', status: 503 } });
    const client = new KiotVietClient({
      ...simulator.credentials,
      apiUrl: simulator.url,
      identityUrl: simulator.url,
      clock: clockThatNeverWakes,
      budget: false,
    });
    const controller = new AbortController();
    const listing = client.branches({ signal: controller.signal }).toArray();
    await vi.waitFor(() => expect(requestsTo('/branches')).toHaveLength(1), { timeout: 20_000 });
    controller.abort(new Error('sync cancelled'));
    await expect(listing).rejects.toThrow('sync cancelled');
    expect(requestsTo('/branches')).toHaveLength(1);
  });

  it('stops at once when the caller aborts while waiting for the GET budget', async () => {
    const { simulator, requestsTo } = await setup();
    const client = new KiotVietClient({
      ...simulator.credentials,
      apiUrl: simulator.url,
      identityUrl: simulator.url,
      clock: clockThatNeverWakes,
      budget: new GetBudget({ clock: clockThatNeverWakes, burst: 1 }),
    });
    await client.testConnection();
    const controller = new AbortController();
    const waiting = client.testConnection({ signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stopped')), 50);
    await expect(waiting).rejects.toThrow('stopped');
    expect(requestsTo('/branches')).toHaveLength(1);
  });
});

describe('purchase receipts', () => {
  it('creates a receipt that KiotViet records and lists, and adds to the branch stock', async () => {
    const { simulator, client } = await setup();
    const product = await client.productByCode('SP000024');
    const branchId = 1000;
    const before = product.inventories.find((inventory) => inventory.branchId === branchId)?.onHand ?? 0;
    const created = await client.createPurchaseOrder({
      branchId,
      supplier: { code: 'NCC000002', name: 'Công ty TNHH Zuellig Pharma Việt Nam' },
      description: 'Đơn nhập DH-20260316-0001 từ Pharmacy Portal',
      details: [{ productCode: 'SP000024', quantity: 12, price: 21312, discount: 312 }],
    });
    // KiotViet's documented answer: the stored receipt, without a status.
    expect(created).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^PN\d+$/),
      description: 'Đơn nhập DH-20260316-0001 từ Pharmacy Portal',
      total: 12 * 21000,
    });
    expect(simulator.receipts).toHaveLength(1);
    expect(simulator.receipts[0]?.received).toMatchObject({
      purchaseOrderDetails: [{ productCode: 'SP000024', quantity: 12 }],
    });

    const found = (
      await client.purchaseOrders({ fromPurchaseDate: start - 60_000, branchIds: [branchId] }).toArray()
    ).filter((order) => order.description?.includes('DH-20260316-0001'));
    expect(found.map((order) => order.id)).toEqual([created.id]);
    const after = await client.productByCode('SP000024');
    expect(after.inventories.find((inventory) => inventory.branchId === branchId)?.onHand).toBe(before + 12);
  });

  it('never resends a receipt whose answer was lost; the error says it may have been processed', async () => {
    const { simulator, client, requestsTo } = await setup({}, { timeoutMs: 1000 });
    simulator.fault({
      match: { method: 'POST', path: '/purchaseorders' },
      effect: { type: 'status', status: 503 },
    });
    const input = { branchId: 1000, details: [{ productCode: 'SP000001', quantity: 1, price: 1000 }] };
    const error = await client.createPurchaseOrder(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietUnavailableError);
    expect((error as KiotVietUnavailableError).maybeProcessed).toBe(true);
    expect(requestsTo('/purchaseorders')).toHaveLength(1);

    simulator.fault({ match: { method: 'POST', path: '/purchaseorders' }, effect: { type: 'drop' } });
    await expect(client.createPurchaseOrder(input)).rejects.toMatchObject({ maybeProcessed: true });
    expect(requestsTo('/purchaseorders')).toHaveLength(2);
  });

  it('retries a receipt refused with 429, which KiotViet did not process', async () => {
    const { simulator, client } = await setup();
    simulator.fault({ match: { method: 'POST' }, effect: { type: 'rateLimit', retryAfterSeconds: 5 } });
    await client.createPurchaseOrder({
      branchId: 1000,
      details: [{ productCode: 'SP000003', quantity: 2, price: 5000 }],
    });
    expect(simulator.receipts).toHaveLength(1);
  });

  it('takes a 2xx answer it cannot read as a receipt that may exist, never as a failure to resend', async () => {
    const { simulator } = await setup();
    const garbled: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      return url.endsWith('/purchaseorders') ? new Response('<html>OK</html>', { status: 200 }) : response;
    };
    const client = new KiotVietClient({
      ...simulator.credentials,
      apiUrl: simulator.url,
      identityUrl: simulator.url,
      clock: simulator.clock,
      fetch: garbled,
    });
    const error = await client
      .createPurchaseOrder({
        branchId: 1000,
        details: [{ productCode: 'SP000001', quantity: 1, price: 1000 }],
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietUnavailableError);
    expect(error).toMatchObject({ maybeProcessed: true, status: 200 });
    expect(simulator.receipts).toHaveLength(1);
  });

  it('sends a line under its unit’s code when one is given (KiotViet keeps each unit as a product code)', async () => {
    const { simulator, client } = await setup();
    await client.createPurchaseOrder({
      branchId: 1000,
      purchaseDate: new Date(start),
      details: [
        { productCode: 'SP000001', quantity: 1, price: 1000 },
        { productCode: 'SP000002', unitCode: 'SP000005', quantity: 2, price: 9000 },
      ],
    });
    expect(simulator.receipts[0]?.received).toEqual(
      expect.objectContaining({
        // 09:00 in the store's time, without an offset.
        purchaseDate: '2026-03-16T09:00:00',
        purchaseOrderDetails: [
          { productCode: 'SP000001', quantity: 1, price: 1000, discount: 0 },
          { productCode: 'SP000005', quantity: 2, price: 9000, discount: 0 },
        ],
      }),
    );
  });

  it('finds receipts by description whatever order KiotViet lists them in, reading the whole window', async () => {
    const { client, simulator } = await setup();
    const made = [];
    for (const number of ['0001', '0002', '0001']) {
      made.push(
        await client.createPurchaseOrder({
          branchId: 1001,
          description: `Đơn ${number}`,
          details: [{ productCode: 'SP000001', quantity: 1, price: 1000 }],
        }),
      );
    }
    const window = { branchIds: [1001], fromPurchaseDate: start - 60_000, toPurchaseDate: start + 60_000 };
    // Newest first, as a store may list them: the look-up does not depend on the order.
    simulator.fault({
      match: { method: 'GET', path: '/purchaseorders' },
      times: 2,
      effect: { type: 'query', set: { orderDirection: 'Desc' } },
    });
    const found = await client.findPurchaseOrders(window, (description) => description === 'Đơn 0001');
    expect(found.map((receipt) => receipt.id).sort()).toEqual([made[0]?.id, made[2]?.id].sort());
    expect(await client.findPurchaseOrders(window, (description) => description === 'Đơn 0003')).toEqual([]);
  });

  it('refuses bad input before sending it, naming the field', async () => {
    const { client, requestsTo } = await setup();
    const error = await client
      .createPurchaseOrder({
        branchId: 1000,
        details: [{ productCode: 'SP000001', quantity: 0, price: 10.5 }],
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietValidationError);
    expect((error as KiotVietValidationError).issues.map((issue) => issue.path)).toEqual([
      'details[0].quantity',
      'details[0].price',
    ]);
    expect(requestsTo('/purchaseorders')).toHaveLength(0);
  });

  it("passes KiotViet's refusal of an unknown product on as a request validation error", async () => {
    const { client } = await setup();
    await expect(
      client.createPurchaseOrder({
        branchId: 1000,
        details: [{ productCode: 'KHONGCO', quantity: 1, price: 1000 }],
      }),
    ).rejects.toMatchObject({ side: 'request', status: 420, message: expect.stringContaining('KHONGCO') });
  });
});

describe('products and groups', () => {
  it('creates a product KiotViet then finds by its code, and refuses its code a second time', async () => {
    const { client, requestsTo } = await setup();
    const [category] = await client.categories().toArray();
    const created = await client.createProduct({
      code: 'NT000001',
      name: 'Panadol Extra',
      categoryId: category?.categoryId as number,
      unit: 'Hộp',
      basePrice: 185_000,
    });
    expect(created).toEqual({ id: expect.any(Number), code: 'NT000001', name: 'Panadol Extra' });
    expect(await client.productByCode('NT000001')).toMatchObject({
      id: created.id,
      unit: 'Hộp',
      basePrice: 185_000,
      inventories: expect.arrayContaining([expect.objectContaining({ onHand: 0 })]),
    });
    await expect(
      client.createProduct({
        code: 'NT000001',
        name: 'Panadol Extra',
        categoryId: category?.categoryId as number,
      }),
    ).rejects.toMatchObject({ side: 'request', status: 420 });
    expect(requestsTo('/products').filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('creates a lot-controlled product with its barcode: KiotViet answers both, and lists it by its barcode', async () => {
    const { client } = await setup();
    const [category] = await client.categories().toArray();
    const created = await client.createProduct({
      code: 'NT000003',
      name: 'Amoxicillin 500mg',
      categoryId: category?.categoryId as number,
      barCode: '8935049501234',
      lotControlled: true,
    });
    expect(await client.productByCode('NT000003')).toMatchObject({
      id: created.id,
      barCode: '8935049501234',
      isBatchExpireControl: true,
    });
    const listed = await client.products({ includeInventory: false }).toArray();
    expect(listed.filter((product) => product.barCode === '8935049501234').map((p) => p.id)).toEqual([
      created.id,
    ]);
    await expect(
      client.createProduct({
        code: 'NT000004',
        name: 'Amoxicillin 500mg',
        categoryId: category?.categoryId as number,
        barCode: '89350495',
      }),
    ).resolves.toMatchObject({ code: 'NT000004' });
    expect(await client.productByCode('NT000004')).toMatchObject({ isBatchExpireControl: false });
    await expect(
      client.createProduct({ code: 'NT000005', name: 'x', categoryId: 1, barCode: '12-34' }),
    ).rejects.toThrow();
  });

  it('creates a product group and refuses a product in a group KiotViet does not have', async () => {
    const { client } = await setup();
    const group = await client.createCategory('Hàng từ Pharmacy Portal');
    expect(group).toEqual({ categoryId: expect.any(Number), categoryName: 'Hàng từ Pharmacy Portal' });
    expect((await client.categories().toArray()).map((category) => category.categoryId)).toContain(
      group.categoryId,
    );
    await expect(
      client.createProduct({ code: 'NT000002', name: 'Oresol', categoryId: 999_999 }),
    ).rejects.toMatchObject({ side: 'request' });
  });
});

describe('GET budget against the simulator', () => {
  it('never exceeds 5,000 GETs in a simulated hour of backfill and uses at least 90% of them', {
    timeout: 180_000,
  }, async () => {
    const { clock, simulator, client } = await setup();
    const end = start + 60 * 60 * 1000;
    let calls = 0;
    while (clock.now() < end) {
      await client.testConnection();
      calls += 1;
    }
    const gets = simulator.requests.filter((request) => request.method === 'GET');
    expect(gets.filter((request) => request.status === 429)).toHaveLength(0);
    const inFirstHour = gets.filter((request) => request.at < end).length;
    expect(inFirstHour).toBeLessThanOrEqual(5000);
    expect(inFirstHour).toBeGreaterThanOrEqual(4500);
    expect(calls).toBeGreaterThanOrEqual(4500);
  });
});

describe('customer groups, invoice payments and discounts', () => {
  it('splits a customer’s groups at “|”, trimmed and each once, and keeps a comma inside a name', () => {
    const base = { id: 1, code: 'KH1', name: 'An', createdDate: '2026-01-01T00:00:00' };
    const groupsOf = (groups: unknown) => customerSchema.parse({ ...base, groups }).groups;
    expect(groupsOf(undefined)).toEqual([]);
    expect(groupsOf('')).toEqual([]);
    expect(groupsOf('Khách thân thiết')).toEqual(['Khách thân thiết']);
    expect(groupsOf(' Khách sỉ, phòng khám | Khách thân thiết|Khách thân thiết| ')).toEqual([
      'Khách sỉ, phòng khám',
      'Khách thân thiết',
    ]);
  });

  it('reads the store’s customers with their groups and its invoices with payments that add up', async () => {
    const { client } = await setup();
    const customers = await client.customers().toArray();
    const grouped = customers.filter((customer) => customer.groups.length > 0);
    expect(grouped.length).toBeGreaterThan(0);
    expect(grouped.length).toBeLessThan(customers.length);
    expect(customers.some((customer) => customer.groups.length === 2)).toBe(true);

    const invoices = await client.invoices().toArray();
    const discounted = invoices.filter((invoice) => (invoice.discount ?? 0) > 0);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.some((invoice) => invoice.discountRatio !== null)).toBe(true);
    const methods = new Set<string>();
    for (const invoice of invoices) {
      const lines = invoice.invoiceDetails.reduce(
        (sum, line) => sum + (line.price - (line.discount ?? 0)) * line.quantity,
        0,
      );
      expect(Math.round(lines - (invoice.discount ?? 0))).toBe(invoice.total);
      const paid = invoice.payments.reduce((sum, payment) => sum + payment.amount, 0);
      expect(paid, invoice.code).toBe(invoice.totalPayment);
      for (const payment of invoice.payments) methods.add(payment.method);
    }
    expect([...methods].sort()).toEqual(['Card', 'Cash', 'Transfer']);
    expect(invoices.some((invoice) => invoice.payments.length === 2)).toBe(true);
    const [one] = discounted;
    expect(await client.invoice(one?.id as number)).toMatchObject({
      discount: one?.discount,
      payments: one?.payments,
    });
  });
});
