import { randomBytes } from 'node:crypto';
import { type KiotVietClient, newWebhookSecret, webhookEventTypes } from '@pharmacy/kiotviet';
import type { AppDeps } from '../../http/env';
import { type ConnectionRow, connectionRepository } from '../../modules/connection/repository';
import { identityOf, sameStore } from '../identity';
import { webhookRepository as repo, type WebhookRow } from './repository';

/** A registration under way longer than this died with its process: another may take it over. */
const CLAIM_STALE_MS = 2 * 60_000;

/** A registration that failed is tried again after this long (each try costs a few of the store's calls). */
const RETRY_AFTER_FAILURE_MS = 30 * 60_000;

/** Where KiotViet POSTs a pharmacy's notifications: `<prefix>/<event type>`. */
const webhookPrefix = (base: string, key: string) => `${base}/api/kiotviet/webhooks/${key}`;

export interface WebhookClients {
  /** The client of a saved connection. */
  clientOf(connection: ConnectionRow): Promise<KiotVietClient>;
}

/**
 * Registering the pharmacy's webhooks with its KiotViet store when the connection is switched on (and connected),
 * and removing them when it is switched off or moved to another store. Registration needs an address KiotViet can
 * reach (config KIOTVIET_WEBHOOK_URL); without one the portal polls only. Failures are recorded and tried again by
 * the scheduler; meanwhile the 12-hourly sync covers what the webhooks would have brought.
 */
export function createWebhookRegistration(deps: AppDeps, clients: WebhookClients) {
  const { db } = deps;

  /** Registers the pharmacy's webhooks unless they are registered already, at this address, for its store. */
  async function register(pharmacyId: string): Promise<'registered' | 'current' | 'off' | 'busy'> {
    const base = deps.config.kiotvietWebhookUrl;
    const connection = await connectionRepository.ofPharmacy(db, pharmacyId);
    if (!base || !connection?.isActive) return 'off';
    const identity = identityOf(connection);
    let row = await repo.ensure(db, {
      pharmacyId,
      key: randomBytes(24).toString('base64url'),
      secretEncrypted: deps.posSecrets.seal(newWebhookSecret()),
      storeName: connection.storeName,
      clientId: connection.clientId,
    });
    if (!sameStore(identityOf(row), identity)) {
      // Registered for the store the connection read before: that store's registration is forgotten with its data.
      await repo.remove(db, pharmacyId);
      return register(pharmacyId);
    }
    const prefix = webhookPrefix(base, row.key);
    if (row.registeredAt && row.url === prefix) return 'current';
    const now = deps.now();
    const claimed = await repo.claim(db, pharmacyId, now, new Date(now.getTime() - CLAIM_STALE_MS));
    if (!claimed) return 'busy';
    row = claimed;
    try {
      const client = await clients.clientOf(connection);
      // Ours from an earlier attempt that did not finish (same key) would deliver each change twice.
      for (const hook of await client.webhooks()) {
        if (hook.url.startsWith(`${prefix}/`)) await client.removeWebhook(hook.id);
      }
      const secret = deps.posSecrets.open(row.secretEncrypted);
      const hookIds: number[] = [];
      let retailerId: number | null = null;
      for (const type of webhookEventTypes) {
        const hook = await client.registerWebhook({
          type,
          url: `${prefix}/${type}`,
          secret,
          description: 'Pharmacy Portal',
        });
        hookIds.push(hook.id);
        retailerId ??= hook.retailerId;
      }
      await repo.update(db, pharmacyId, {
        url: prefix,
        hookIds,
        retailerId,
        registeredAt: deps.now(),
        claimedAt: null,
        lastError: null,
        updatedAt: deps.now(),
      });
      deps.logger.info('KiotViet webhooks registered', { pharmacy_id: pharmacyId, webhooks: hookIds.length });
      return 'registered';
    } catch (error) {
      await repo.update(db, pharmacyId, {
        claimedAt: null,
        lastError: error instanceof Error ? error.message : String(error),
        updatedAt: deps.now(),
      });
      throw error;
    }
  }

  /**
   * Removes webhooks registered at KiotViet, with a client of the store they were registered with (the connection's
   * credentials before a change). A failure is logged: the address they call is unknown from now on, and KiotViet
   * stops calling an address that answers 404.
   */
  async function unregister(registration: WebhookRow | undefined, client: () => Promise<KiotVietClient>) {
    if (!registration || registration.hookIds.length === 0) return;
    try {
      const store = await client();
      for (const id of registration.hookIds) await store.removeWebhook(id);
      deps.logger.info('KiotViet webhooks removed', { pharmacy_id: registration.pharmacyId });
    } catch (error) {
      deps.logger.warn('removing the KiotViet webhooks failed', {
        pharmacy_id: registration.pharmacyId,
        error,
      });
    }
  }

  return {
    register,
    unregister,

    /** The connection was switched off: its webhooks go, at KiotViet and here. */
    async switchedOff(connection: ConnectionRow) {
      const registration = await repo.remove(db, connection.pharmacyId);
      await unregister(registration, () => clients.clientOf(connection));
    },

    /** Registers (again) the webhooks of switched-on connections that lack them; a few per call. */
    async registerMissing(): Promise<void> {
      const base = deps.config.kiotvietWebhookUrl;
      if (!base) return;
      const retryBefore = new Date(deps.now().getTime() - RETRY_AFTER_FAILURE_MS);
      for (const pharmacyId of await repo.unregistered(db, base, retryBefore, 10)) {
        await register(pharmacyId).catch((error: unknown) =>
          deps.logger.warn('registering the KiotViet webhooks failed', { pharmacy_id: pharmacyId, error }),
        );
      }
    },
  };
}
