import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { newWebhookSecret, parseWebhook, verifyWebhookSignature } from '../client/webhooks';
import { useSimulatedStore } from '../testing/simulated';

const simulatedStore = useSimulatedStore({ simulator: { seed: 5 }, client: { budget: false } });

interface Received {
  path: string;
  signature: string | undefined;
  body: string;
}

const receivers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    receivers.splice(0).map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
  );
});

/** An HTTP endpoint on a free port that records what it is sent and answers `status`. */
async function receiver(status = 200) {
  const received: Received[] = [];
  const answer = { status };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        signature: request.headers['x-hub-signature'] as string | undefined,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer.status).end();
    });
  });
  receivers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, answer };
}

describe('webhooks', () => {
  it('registers an address per event, then POSTs each change there, signed, in KiotViet’s envelope', async () => {
    const { simulator, client } = await simulatedStore();
    const endpoint = await receiver();
    const secret = newWebhookSecret();
    for (const type of ['product.update', 'stock.update', 'invoice.update', 'product.delete'] as const) {
      const hook = await client.registerWebhook({ type, url: `${endpoint.url}/${type}`, secret });
      expect(hook).toMatchObject({ type, isActive: true, retailerId: simulator.retailerId });
    }
    expect((await client.webhooks()).map((hook) => hook.type).sort()).toEqual([
      'invoice.update',
      'product.delete',
      'product.update',
      'stock.update',
    ]);

    const churn = simulator.churn({ newInvoices: 1, deleteProducts: 1 });
    await simulator.webhooks.idle();
    const byPath = new Map(endpoint.received.map((request) => [request.path, request]));
    for (const request of endpoint.received) {
      expect(verifyWebhookSignature(secret, request.body, request.signature), request.path).toBe(true);
      expect(verifyWebhookSignature('another secret', request.body, request.signature)).toBe(false);
    }
    const sale = byPath.get('/invoice.update');
    const saleBody = JSON.parse(sale?.body ?? '{}') as { Notifications: { Action: string }[] };
    expect(saleBody).toMatchObject({
      Attempt: 1,
      Notifications: [{ Action: expect.stringMatching(/^invoice\.update/) }],
    });
    expect(parseWebhook(saleBody, 'invoice.update')?.events[0]).toMatchObject({
      type: 'invoice.update',
      ids: churn.invoices.created,
    });
    // The sale took stock: the products it sold changed, and so did their stock.
    const stock = parseWebhook(JSON.parse(byPath.get('/stock.update')?.body ?? '{}'), 'stock.update');
    expect(stock?.events[0]?.ids.length).toBeGreaterThan(0);
    expect(parseWebhook(JSON.parse(byPath.get('/product.delete')?.body ?? '{}'), 'product.delete')).toEqual({
      notificationId: null,
      attempt: null,
      events: [{ type: 'product.delete', ids: churn.products.deleted, retailerIds: [] }],
    });
  });

  it('stops calling an address that answers 401, and forgets one that is removed', async () => {
    const { simulator, client } = await simulatedStore();
    const refusing = await receiver(401);
    const hook = await client.registerWebhook({
      type: 'customer.update',
      url: `${refusing.url}/customer.update`,
      secret: newWebhookSecret(),
    });
    simulator.churn({ editCustomers: 1 });
    await simulator.webhooks.idle();
    simulator.churn({ editCustomers: 1 });
    await simulator.webhooks.idle();
    expect(refusing.received).toHaveLength(1);
    expect((await client.webhooks())[0]?.isActive).toBe(false);
    await client.removeWebhook(hook.id);
    await client.removeWebhook(hook.id);
    expect(await client.webhooks()).toEqual([]);
  });

  it('tries an address that fails three times, then gives up', async () => {
    const { simulator, client } = await simulatedStore();
    const failing = await receiver(503);
    await client.registerWebhook({ type: 'customer.delete', url: failing.url, secret: newWebhookSecret() });
    simulator.churn({ deleteCustomers: 1 });
    await simulator.webhooks.idle();
    expect(simulator.webhooks.deliveries.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 503],
      [2, 503],
      [3, 503],
    ]);
  });

  it('refuses a registration of an unknown event or address with 420', async () => {
    const { client } = await simulatedStore();
    await expect(
      client.registerWebhook({
        type: 'sale.happened' as never,
        url: 'http://127.0.0.1:1/x',
        secret: 'c2VjcmV0MTI=',
      }),
    ).rejects.toMatchObject({ status: 420, side: 'request' });
    await expect(
      client.registerWebhook({ type: 'product.update', url: 'not a url', secret: 'c2VjcmV0MTI=' }),
    ).rejects.toMatchObject({ status: 420 });
  });
});
