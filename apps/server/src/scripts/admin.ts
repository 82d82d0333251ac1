/**
 * Demo administration: plays the partner distributor's part.
 *
 *   pnpm --filter @pharmacy/server admin advance-order <order_number> <approved|shipped|cancelled> [reason]
 *
 * A reason is required to cancel an order the partner has confirmed or shipped.
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
import type { StatusChange } from '../modules/purchase-orders/lifecycle';
import { createPurchaseOrderService } from '../modules/purchase-orders/service';
import { fileSigningKey, openDatabase } from '../runtime';

const USAGE = 'usage: admin advance-order <order_number> <approved|shipped|cancelled> [reason]';

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
    });
    const order = await service.moveAsPartner(orderNumber, change);
    console.log(`${order.order_number} → ${order.status}`);
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, orderNumber, status, ...reason] = process.argv.slice(2);
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
