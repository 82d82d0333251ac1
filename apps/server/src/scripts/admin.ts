/**
 * Administration from the command line.
 *
 *   pnpm --filter @pharmacy/server admin create-pharmacy "<pharmacy name>" <username> "<owner name>" [email]
 *     creates a pharmacy and its owner's sign-in (the password is read from standard input), the way into a
 *     production database, which never gets demo data.
 *   pnpm --filter @pharmacy/server admin advance-order <order_number> <approved|shipped|cancelled> [reason]
 *     plays the partner distributor's part in the demo; a reason is required to cancel an order the partner has
 *     confirmed or shipped.
 *
 * Talks to the running server (HOST/PORT, token from DATA_DIR/admin.token); when no server answers, it opens the
 * database itself (the embedded database can only be opened by one process at a time).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ADMIN_TOKEN_FILE } from '../admin-routes';
import { loadConfig } from '../config';
import { purchaseOrderStatuses } from '../db/schema';
import type { PurchaseOrderStatus } from '../domain/purchase-order-status';
import { AppError } from '../errors';
import { createLogger } from '../logger';
import { registerPharmacy } from '../modules/auth/registration';
import type { StatusChange } from '../modules/purchase-orders/lifecycle';
import { createPurchaseOrderService } from '../modules/purchase-orders/service';
import { fileSigningKey, openDatabase } from '../runtime';
import { loadSecretBox } from '../sync/secrets';

const USAGE = [
  'usage: admin create-pharmacy "<pharmacy name>" <username> "<owner name>" [email]   (password on stdin)',
  '       admin advance-order <order_number> <approved|shipped|cancelled> [reason]',
].join('\n');

async function viaServer(orderNumber: string, change: StatusChange): Promise<boolean> {
  const config = loadConfig();
  let token: string;
  try {
    token = (await readFile(join(config.dataDir, ADMIN_TOKEN_FILE), 'utf8')).trim();
  } catch {
    return false;
  }
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  let response: Response;
  try {
    response = await fetch(
      `http://${host}:${config.port}/api/internal/partner/orders/${encodeURIComponent(orderNumber)}/status`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': token },
        body: JSON.stringify(change),
      },
    );
  } catch {
    return false;
  }
  const body = (await response.json()) as {
    message?: string;
    data?: { order_number: string; status: string };
  };
  if (!response.ok) throw new Error(body.message ?? `HTTP ${response.status}`);
  console.log(`${body.data?.order_number} → ${body.data?.status}`);
  return true;
}

async function direct(orderNumber: string, change: StatusChange) {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const service = createPurchaseOrderService({
      db: database.db,
      config,
      logger: createLogger('silent'),
      now: () => new Date(),
      fileSigningKey: await fileSigningKey(config),
      posSecrets: await loadSecretBox(config, database.db),
    });
    const order = await service.moveAsPartner(orderNumber, change);
    console.log(`${order.order_number} → ${order.status}`);
  } finally {
    await database.close();
  }
}

/** The first line of standard input: a password piped in stays out of the shell history and the process list. */
async function passwordFromStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password for the owner, then Enter: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes('\n')) break;
  }
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trim();
}

async function createPharmacy(args: string[]) {
  const [pharmacyName, username, ownerName, email] = args;
  if (!pharmacyName || !username || !ownerName) throw new Error(USAGE);
  const password = await passwordFromStdin();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const created = await registerPharmacy(
      { db: database.db },
      { pharmacyName, username, ownerName, email, password },
    );
    console.log(`Created '${pharmacyName}'. Sign in as '${created.username}'.`);
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'create-pharmacy') return createPharmacy(args);
  const [orderNumber, status, ...reason] = args;
  if (command !== 'advance-order' || !orderNumber || !status) throw new Error(USAGE);
  if (!(purchaseOrderStatuses as readonly string[]).includes(status)) throw new Error(USAGE);
  const change: StatusChange = {
    status: status as PurchaseOrderStatus,
    ...(reason.length > 0 ? { reason: reason.join(' ') } : {}),
  };
  if (!(await viaServer(orderNumber, change))) await direct(orderNumber, change);
}

main().catch((error) => {
  console.error(error instanceof AppError || error instanceof Error ? error.message : error);
  process.exit(1);
});
