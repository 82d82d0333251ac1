/**
 * The KiotViet client against the simulator, each in its own process so that the client's memory is its own:
 * 1. records per second for a full read of the `ci` store (products with stock and lots, customers, invoices),
 *    with the GET budget off;
 * 2. the client's heap while listing the `scale` store (50,000 products with ~150,000 lots, 100,000 customers,
 *    and the first N invoices of a million): it stays flat because pages are streamed, not collected.
 * Prints numbers; nothing is asserted.
 *
 *   pnpm bench:kiotviet [scale invoices to read = 200000]
 *   BENCH_KIOTVIET_PORT=3392 (the simulator's port)
 */
import { KiotVietClient, type Listing } from '../../packages/kiotviet/src/index';
import { startSimulatorProcess } from './simulator-process';

const port = Number(process.env.BENCH_KIOTVIET_PORT ?? 3392);
const scaleInvoices = Number(process.argv[2] ?? 200_000);

function clientFor(url: string): KiotVietClient {
  return new KiotVietClient({
    retailer: 'nhathuocminhchau',
    clientId: 'sim-client-id',
    clientSecret: 'sim-client-secret',
    apiUrl: url,
    identityUrl: url,
    budget: false,
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function drain<T>(
  listing: Listing<T>,
  limit = Number.POSITIVE_INFINITY,
  onPage?: () => void,
): Promise<number> {
  let count = 0;
  for await (const page of listing.pages()) {
    count += page.records.length;
    onPage?.();
    if (count >= limit) break;
  }
  return count;
}

// 1. Throughput on the ci store.
{
  const { url, child } = await startSimulatorProcess('ci', port);
  try {
    const client = clientFor(url);
    await client.testConnection();
    console.log(
      'Full read of the ci store, GET budget off (records per second, end to end over loopback HTTP):',
    );
    let total = 0;
    const started = performance.now();
    for (const [name, listing] of [
      ['products (stock + lots)', client.products()],
      ['customers', client.customers()],
      ['invoices', client.invoices()],
    ] as const) {
      const start = performance.now();
      const count = await drain(listing as Listing<unknown>);
      const seconds = (performance.now() - start) / 1000;
      total += count;
      console.log(
        `  ${name.padEnd(24)} ${String(count).padStart(7)} records in ${seconds.toFixed(1)} s: ${Math.round(count / seconds)} records/s`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${'all'.padEnd(24)} ${String(total).padStart(7)} records in ${seconds.toFixed(1)} s: ${Math.round(total / seconds)} records/s`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

// 2. The client's memory on the scale store.
{
  const { url, child } = await startSimulatorProcess('scale', port);
  try {
    const client = clientFor(url);
    await client.testConnection();
    globalThis.gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    };
    console.log(
      `Listing the scale store (client heap; simulator in another process; baseline ${mb(baseline)}):`,
    );
    for (const [name, listing, limit] of [
      ['products (stock + lots)', client.products(), Number.POSITIVE_INFINITY],
      ['customers', client.customers(), Number.POSITIVE_INFINITY],
      ['invoices', client.invoices(), scaleInvoices],
    ] as const) {
      const start = performance.now();
      const count = await drain(listing as Listing<unknown>, limit, sample);
      const seconds = (performance.now() - start) / 1000;
      console.log(
        `  ${name.padEnd(24)} ${String(count).padStart(7)} records in ${seconds.toFixed(1)} s; heap peak so far ${mb(peak)}`,
      );
    }
    console.log(
      `  peak heap ${mb(peak)} (${mb(peak - baseline)} over the baseline), rss ${mb(process.memoryUsage().rss)}`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}
