/**
 * Runs the KiotViet simulator as a process:
 *
 *   pnpm --filter @pharmacy/kiotviet simulator --port 3390 --seed 1 --size demo
 *
 * It prints the URL and the credentials to put in the portal's POS connection form, and serves the control API
 * under /_simulator/ (faults, churn, token expiry) for tools that drive it from outside.
 */
import { parseArgs } from 'node:util';
import { KiotVietSimulator } from './server';
import { type StoreSizeName, storeSizes } from './sizes';

const usage = `Usage: simulator [--port 3390] [--host 127.0.0.1] [--seed 1] [--size demo|ci|scale]
                 [--retailer name] [--client-id id] [--client-secret secret]
                 [--token-lifetime 3600] [--get-limit 5000] [--activity seconds]`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

function integer(text: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    fail(`--${name} must be an integer from ${min} to ${max}`);
  return Number(text);
}

let values: Record<string, string | boolean | undefined>;
try {
  values = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      size: { type: 'string' },
      retailer: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'token-lifetime': { type: 'string' },
      'get-limit': { type: 'string' },
      activity: { type: 'string' },
      help: { type: 'boolean' },
    },
  }).values;
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
const size = (str('size') ?? 'demo') as StoreSizeName;
if (!(size in storeSizes)) fail(`--size must be demo, ci or scale, not ${size}`);
const activitySeconds = integer(str('activity'), 'activity', 0, 0, 86_400);

const simulator = await KiotVietSimulator.start({
  port: integer(str('port'), 'port', 3390, 0, 65_535),
  host: str('host') ?? '127.0.0.1',
  seed: str('seed') ?? 1,
  size,
  tokenLifetimeSeconds: integer(str('token-lifetime'), 'token-lifetime', 3_600, 60, 604_800),
  getLimitPerHour: integer(str('get-limit'), 'get-limit', 5000, 0, 1_000_000),
  ...(str('retailer') ? { retailer: str('retailer') } : {}),
  ...(str('client-id') ? { clientId: str('client-id') } : {}),
  ...(str('client-secret') ? { clientSecret: str('client-secret') } : {}),
}).catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  fail(code === 'EADDRINUSE' ? `port ${str('port') ?? 3390} is already in use` : String(error));
});

const { retailer, clientId, clientSecret } = simulator.credentials;
console.log(`KiotViet simulator (${size}, seed ${str('seed') ?? 1}) on ${simulator.url}`);
console.log(`  API and identity URL: ${simulator.url}   (token: POST ${simulator.url}/connect/token)`);
console.log(`  Retailer: ${retailer}   Client id: ${clientId}   Client secret: ${clientSecret}`);
console.log(`  Control: ${simulator.url}/_simulator/state`);

// With --activity, the store keeps selling and editing so that incremental syncs have something to find.
const activity =
  activitySeconds > 0
    ? setInterval(
        () => simulator.churn({ newInvoices: 3, editProducts: 2, editCustomers: 1, editInvoices: 1 }),
        activitySeconds * 1000,
      )
    : undefined;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (activity) clearInterval(activity);
    void simulator.close().then(() => process.exit(0));
  });
}
