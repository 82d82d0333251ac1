import { KiotVietClient, KiotVietNotFoundError } from '@pharmacy/kiotviet';
import { KiotVietSimulator } from '@pharmacy/kiotviet/simulator';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import * as schema from '../db/schema';
import type { AppDeps } from '../http/env';
import type { Logger } from '../logger';
import { authRepository } from '../modules/auth/repository';
import { connectionRepository } from '../modules/connection/repository';
import { findCounterparts } from '../modules/kiotviet-products/linker';
import { productLinkRepository } from '../modules/kiotviet-products/repository';
import { storeOf } from '../shared/kiotviet-counterpart';
import { DEMO_LOGIN } from './demo';

/** The demo store's seed: the same KiotViet data on every start. */
const DEMO_SEED = 1;

/**
 * The demo's KiotViet: the simulator (demo size) on the loopback, at KIOTVIET_SIMULATOR_PORT (3390) or, when that
 * port is taken (another demo, a test run), at a free one. Never in production (config.kiotvietSimulator).
 */
export async function startDemoStore(config: Config, logger: Logger): Promise<KiotVietSimulator> {
  const options = { host: '127.0.0.1', size: 'demo' as const, seed: DEMO_SEED };
  try {
    return await KiotVietSimulator.start({ ...options, port: config.kiotvietSimulatorPort });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    logger.warn('KiotViet simulator port in use; using a free one', { port: config.kiotvietSimulatorPort });
    return KiotVietSimulator.start({ ...options, port: 0 });
  }
}

/**
 * Connects the demo pharmacy (login `demo`) to the simulated store, once: its client id, secret and store name are
 * the simulator's, the secret sealed like any other. Returns the pharmacy's id when it has a connection that has
 * never synced (the first sync is then run at start-up), otherwise undefined. The second demo pharmacy stays
 * unconnected.
 */
export async function connectDemoPharmacy(
  deps: AppDeps,
  credentials: KiotVietSimulator['credentials'],
): Promise<string | undefined> {
  const user = await authRepository.findUserByIdentifier(deps.db, DEMO_LOGIN.username);
  if (!user) return undefined;
  const now = deps.now();
  const existing = await connectionRepository.ofPharmacy(deps.db, user.pharmacyId);
  if (!existing) {
    await connectionRepository.insert(deps.db, {
      pharmacyId: user.pharmacyId,
      clientId: credentials.clientId,
      clientSecretEncrypted: deps.posSecrets.seal(credentials.clientSecret),
      storeName: credentials.retailer,
      isActive: true,
      lastTestAt: now,
      lastTestOk: true,
      lastTestMessage: 'Connection test successful!',
      connectedAt: now,
      lastScheduledAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  const [cursor] = await deps.db
    .select({ dataType: schema.syncCursors.dataType })
    .from(schema.syncCursors)
    // Any kind with a cursor means the demo has had its first sync.
    .where(eq(schema.syncCursors.pharmacyId, user.pharmacyId))
    .limit(1);
  return cursor ? undefined : user.pharmacyId;
}

/**
 * The partner products the demo store already carries: those of the demo's first delivered order (Dược Hậu
 * Giang), which therefore syncs at once. The other delivered orders are of products the store lacks, to create in
 * KiotViet or link from the order's drawer.
 */
const CARRIED = ['DHG-HAP500', 'DHG-KLA625'];

/**
 * Partner products staff linked to a product the demo store sells under its own code ('chosen' links): the
 * reorder suggestions then show a partner supplier with deliveries behind its lead time (Dược Hậu Giang, for the
 * store's Bảo Thanh syrup). The store's product, by its code in the simulator's seed-1 data.
 */
const CHOSEN: { partnerCode: string; storeCode: string }[] = [
  { partnerCode: 'DHG-BAB', storeCode: 'SP000147' },
];

/**
 * Puts the carried products in the demo store (through its product API, as the portal would) and links them for
 * the demo pharmacy; on every start, since the simulated store begins afresh each time. Nothing happens when the
 * demo pharmacy is not connected to this store.
 */
export async function stockDemoStore(deps: AppDeps, store: KiotVietSimulator): Promise<void> {
  const user = await authRepository.findUserByIdentifier(deps.db, DEMO_LOGIN.username);
  if (!user) return;
  const connection = await connectionRepository.ofPharmacy(deps.db, user.pharmacyId);
  if (!connection || storeOf(connection.storeName) !== storeOf(store.credentials.retailer)) return;
  const carried = await deps.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(inArray(schema.products.code, CARRIED), isNull(schema.products.pharmacyId)));
  const client = new KiotVietClient({
    ...store.credentials,
    apiUrl: store.url,
    identityUrl: store.url,
    budget: false,
  });
  const products = await productLinkRepository.products(
    deps.db,
    user.pharmacyId,
    carried.map((row) => row.id),
  );
  const storeKey = storeOf(connection.storeName);
  await findCounterparts(
    deps.db,
    client,
    { pharmacyId: user.pharmacyId, store: storeKey, now: deps.now },
    products,
    true,
  );
  await linkChosen(deps, client, user.pharmacyId, storeKey);
}

/** Makes the CHOSEN links the demo pharmacy does not have yet (a product the store lacks is left unlinked). */
async function linkChosen(deps: AppDeps, client: KiotVietClient, pharmacyId: string, store: string) {
  const partnerProducts = await deps.db
    .select({ id: schema.products.id, code: schema.products.code })
    .from(schema.products)
    .where(
      and(
        inArray(
          schema.products.code,
          CHOSEN.map((pair) => pair.partnerCode),
        ),
        isNull(schema.products.pharmacyId),
      ),
    );
  const linked = new Set(
    (
      await productLinkRepository.linksOf(
        deps.db,
        pharmacyId,
        store,
        partnerProducts.map((row) => row.id),
      )
    ).map((link) => link.productId),
  );
  for (const pair of CHOSEN) {
    const partner = partnerProducts.find((row) => row.code === pair.partnerCode);
    if (!partner || linked.has(partner.id)) continue;
    const found = await client.productByCode(pair.storeCode).catch((error: unknown) => {
      if (error instanceof KiotVietNotFoundError) return undefined;
      throw error;
    });
    if (!found) continue;
    await productLinkRepository.link(deps.db, {
      pharmacyId,
      store,
      productId: partner.id,
      kiotvietProductId: found.id,
      kiotvietCode: found.code,
      kiotvietName: found.name,
      method: 'chosen',
      at: deps.now(),
    });
  }
}
