import { KiotVietSimulator } from '@pharmacy/kiotviet/simulator';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import * as schema from '../db/schema';
import type { AppDeps } from '../http/env';
import type { Logger } from '../logger';
import { authRepository } from '../modules/auth/repository';
import { connectionRepository } from '../modules/pos-settings/repository';
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
