import {
  KiotVietAuthError,
  KiotVietRateLimitError,
  KiotVietUnavailableError,
  KiotVietValidationError,
} from '@pharmacy/kiotviet';
import type { Executor } from '../../db/client';
import { healthCheckDue } from '../../domain/connection-rules';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import type { SyncEngine } from '../../sync/engine';
import { identityOf, sameStore } from '../../sync/identity';
import type { StoreCredentials } from '../../sync/kiotviet';
import { DATA_TYPE_LABELS } from '../../sync/messages';
import { forgetStore } from '../../sync/reset';
import { syncStore } from '../../sync/store';
import { webhookRepository } from '../../sync/webhooks/repository';
import { fullSyncKinds } from './full-sync';
import { type ConnectionRow, connectionRepository as repo } from './repository';

/** What answers carry instead of the client secret: it never leaves the server in clear. */
export const SECRET_MASK = '********' as const;

/**
 * The texts of the connection form and its calls (docs/product/connection.md#texts — in English, as quoted there).
 */
export const CONNECTION_MESSAGES = {
  usernameRequired: 'Vui lòng nhập tên đăng nhập',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  storeNameRequired: 'Vui lòng nhập tên kết nối',
  idOrConfig: 'Please provide either id or config',
  idRequired: 'Connecting needs an id',
  testSucceeded: 'Connection test successful!',
  testFailed: 'Connection test failed. Please check your credentials.',
  unreachable: 'Failed to connect to POS API',
  connected: 'Connected to POS successfully',
  connectFailed: 'Failed to connect to POS',
} as const;

export interface ConnectionInput {
  username?: string | undefined;
  password?: string | undefined;
  store_name?: string | undefined;
}

/** A password field that says "keep the stored one": absent, empty, or the mask sent back by the form. */
const keepsSecret = (password: string | undefined) =>
  password === undefined || password === '' || password === SECRET_MASK;

/** What a connection test says: ok, or why not, in the words the form shows. */
function verdict(error: unknown): { ok: false; message: string } {
  if (error instanceof KiotVietAuthError) return { ok: false, message: CONNECTION_MESSAGES.testFailed };
  if (error instanceof KiotVietRateLimitError) {
    const seconds = Math.ceil((error.retryAfterMs ?? 60_000) / 1000);
    return {
      ok: false,
      message: `${CONNECTION_MESSAGES.unreachable}: rate limited, try again in ${seconds} s`,
    };
  }
  if (error instanceof KiotVietUnavailableError || error instanceof KiotVietValidationError) {
    return { ok: false, message: `${CONNECTION_MESSAGES.unreachable}: ${error.message}` };
  }
  throw error;
}

export function createConnectionService(deps: AppDeps, engine: SyncEngine) {
  const { db } = deps;
  /** The health checks under way in this process, one per pharmacy (polls from several tabs start one). */
  const checking = new Map<string, Promise<void>>();

  /** Tests the saved, switched-on connection in the background and records the outcome, as 'Test kết nối' does. */
  function checkHealth(row: ConnectionRow) {
    if (checking.has(row.pharmacyId)) return;
    const run = (async () => {
      const result = await probe(await engine.clientOf(row));
      const current = await repo.ofPharmacy(db, row.pharmacyId);
      // Switched off, replaced or tested by hand meanwhile: that is the newer truth.
      if (
        !current?.isActive ||
        current.id !== row.id ||
        (current.lastTestAt?.getTime() ?? 0) > (row.lastTestAt?.getTime() ?? 0)
      ) {
        return;
      }
      await record(current, result, false);
      if (!result.ok) deps.logger.warn('KiotViet connection check failed', { pharmacy_id: row.pharmacyId });
    })()
      .catch((error: unknown) => deps.logger.warn('KiotViet connection check could not run', { error }))
      .finally(() => checking.delete(row.pharmacyId));
    checking.set(row.pharmacyId, run);
  }

  /** Registers the webhooks; a failure leaves the poll to bring changes, and the scheduler to try again. */
  async function registerWebhooks(pharmacyId: string) {
    await engine.webhooks.registration
      .register(pharmacyId)
      .catch((error: unknown) =>
        deps.logger.warn('registering the KiotViet webhooks failed', { pharmacy_id: pharmacyId, error }),
      );
  }

  function present(row: ConnectionRow) {
    return {
      id: row.id,
      username: row.clientId,
      password: SECRET_MASK,
      store_name: row.storeName,
      connection_type: 'user_password' as const,
      is_active: row.isActive,
      last_test_at: row.lastTestAt?.toISOString() ?? null,
      last_test_ok: row.lastTestOk,
      last_test_message: row.lastTestMessage,
      connected_at: row.connectedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function owned(auth: AuthContext, id: string, ex: Executor = db, forUpdate = false) {
    const row = await repo.find(ex, auth.pharmacyId, id, forUpdate);
    if (!row) throw AppError.notFound('Không tìm thấy kết nối POS');
    return row;
  }

  /** Token and one cheap call (`GET /branches?pageSize=1`): proves the client id, the secret and the store name. */
  async function probe(client: { testConnection(): Promise<void> }) {
    try {
      await client.testConnection();
      return { ok: true as const, message: CONNECTION_MESSAGES.testSucceeded };
    } catch (error) {
      return verdict(error);
    }
  }

  async function record(row: ConnectionRow, result: { ok: boolean; message: string }, connected: boolean) {
    const now = deps.now();
    return repo.update(db, row.id, {
      lastTestAt: now,
      lastTestOk: result.ok,
      lastTestMessage: result.message,
      ...(connected && result.ok ? { connectedAt: now } : {}),
    });
  }

  return {
    present,

    async get(auth: AuthContext) {
      const row = await repo.ofPharmacy(db, auth.pharmacyId);
      return row ? present(row) : null;
    },

    async create(auth: AuthContext, input: Required<ConnectionInput>) {
      const now = deps.now();
      const row = await repo.insert(db, {
        pharmacyId: auth.pharmacyId,
        clientId: input.username.trim(),
        clientSecretEncrypted: deps.posSecrets.seal(input.password),
        storeName: input.store_name.trim(),
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) {
        throw AppError.conflict(
          'Nhà thuốc đã có kết nối KiotViet. Hãy cập nhật kết nối hiện có.',
          'POS_ALREADY_CONFIGURED',
        );
      }
      return present(row);
    },

    /**
     * Changes the fields given; a password left as the mask (or empty) keeps the stored secret. Another store name or
     * client id is another store: in the same transaction everything synced from the previous store is removed and
     * every cursor reset (the next sync of each kind is full, and a switched-on connection gets its pass at the
     * scheduler's next look); then the previous store's webhooks are removed, with its own credentials.
     */
    async update(auth: AuthContext, id: string, input: ConnectionInput) {
      const changed = await db.transaction(async (tx) => {
        const before = await owned(auth, id, tx, true);
        const now = deps.now();
        const values: Parameters<typeof repo.update>[2] = { updatedAt: now };
        if (input.username !== undefined) values.clientId = input.username.trim();
        if (input.store_name !== undefined) values.storeName = input.store_name.trim();
        if (!keepsSecret(input.password))
          values.clientSecretEncrypted = deps.posSecrets.seal(input.password as string);
        // New credentials have not been tested yet.
        if (Object.keys(values).length > 1)
          Object.assign(values, { lastTestOk: null, lastTestMessage: null });
        const moved = !sameStore(
          identityOf(before),
          identityOf({
            storeName: values.storeName ?? before.storeName,
            clientId: values.clientId ?? before.clientId,
          }),
        );
        let registration: Awaited<ReturnType<typeof webhookRepository.ofPharmacy>>;
        if (moved) {
          registration = await webhookRepository.ofPharmacy(tx, auth.pharmacyId);
          const removed = await forgetStore(tx, auth.pharmacyId, now);
          values.lastScheduledAt = null;
          deps.logger.info('KiotViet store changed: the previous store’s data removed', {
            pharmacy_id: auth.pharmacyId,
            from: before.storeName,
            to: values.storeName ?? before.storeName,
            removed,
          });
        }
        return { before, moved, registration, row: await repo.update(tx, id, values) };
      });
      if (changed.moved) await engine.changedOutsideRuns(auth.pharmacyId);
      if (changed.registration) {
        // Tidying up at the previous store, which may be slow or gone: the answer does not wait for it.
        const previous = changed.before;
        void engine.webhooks.registration.unregister(changed.registration, () =>
          engine.kiotviet.unsaved({
            storeName: previous.storeName,
            clientId: previous.clientId,
            clientSecret: deps.posSecrets.open(previous.clientSecretEncrypted),
          }),
        );
      }
      return present(changed.row);
    },

    /** Switches the connection on (its webhooks registered with the store) or off (its webhooks removed). */
    async setActive(auth: AuthContext, id: string, isActive: boolean) {
      await owned(auth, id);
      const row = await repo.update(db, id, { isActive, updatedAt: deps.now() });
      if (isActive) await registerWebhooks(auth.pharmacyId);
      else await engine.webhooks.registration.switchedOff(row);
      return present(row);
    },

    /**
     * Tests the saved connection (`id`, with any field of the form overriding it) or the form's values alone.
     * Testing exactly what is saved records the result for the header's indicator.
     */
    async test(auth: AuthContext, input: ConnectionInput & { id?: string | undefined }) {
      let credentials: StoreCredentials;
      let saved: ConnectionRow | undefined;
      if (input.id) {
        const row = await owned(auth, input.id);
        const overrides =
          (input.username !== undefined && input.username.trim() !== row.clientId) ||
          (input.store_name !== undefined && input.store_name.trim() !== row.storeName) ||
          !keepsSecret(input.password);
        if (!overrides) saved = row;
        credentials = {
          clientId: input.username?.trim() || row.clientId,
          storeName: input.store_name?.trim() || row.storeName,
          clientSecret: keepsSecret(input.password)
            ? deps.posSecrets.open(row.clientSecretEncrypted)
            : (input.password as string),
        };
      } else if (input.username?.trim() && input.store_name?.trim() && !keepsSecret(input.password)) {
        credentials = {
          clientId: input.username.trim(),
          storeName: input.store_name.trim(),
          clientSecret: input.password as string,
        };
      } else {
        throw AppError.validation({ id: CONNECTION_MESSAGES.idOrConfig }, CONNECTION_MESSAGES.idOrConfig);
      }
      const result = saved
        ? await probe(await engine.clientOf(saved))
        : await probe(await engine.kiotviet.unsaved(credentials));
      if (saved) await record(saved, result, false);
      return { data: result.ok, message: result.message };
    },

    /**
     * Connects the saved connection: tests it, records the outcome, and on success starts the first sync in the
     * background (the scheduler's pass; later ones follow every 12 hours).
     */
    async connect(auth: AuthContext, id: string) {
      const row = await owned(auth, id);
      if (!row.isActive) {
        throw AppError.conflict(
          'Kết nối KiotViet đang tắt. Vui lòng bật kết nối trước khi kết nối.',
          'POS_INACTIVE',
        );
      }
      const result = await probe(await engine.clientOf(row));
      await record(row, result, true);
      if (!result.ok) {
        throw AppError.conflict(
          `${CONNECTION_MESSAGES.connectFailed}: ${result.message}`,
          'POS_CONNECTION_FAILED',
        );
      }
      const now = deps.now();
      await repo.update(db, row.id, { lastScheduledAt: now });
      await registerWebhooks(auth.pharmacyId);
      void engine
        .runPass(auth.pharmacyId, 'SYSTEM_SYNC')
        .catch((error: unknown) => deps.logger.warn('first sync after connecting failed', { error }));
      return { success: true, message: CONNECTION_MESSAGES.connected };
    },

    /**
     * The header's indicator: switched on, the last test, the last sync, what runs now, when the next pass is. A
     * switched-on connection whose last test is older than HEALTH_CHECK_MS (domain/connection-rules.ts) is tested
     * again in the background, so a store that stopped answering shows on the next poll, not only at the next sync.
     */
    async status(auth: AuthContext) {
      const row = await repo.ofPharmacy(db, auth.pharmacyId);
      const now = deps.now();
      if (row && healthCheckDue(row, now)) checkHealth(row);
      const [latest] = await syncStore.latest(db, auth.pharmacyId);
      const leased = row ? await syncStore.running(db, auth.pharmacyId, now) : [];
      const running = [...new Set([...leased, ...engine.pendingHere(auth.pharmacyId)])];
      const interval = deps.config.syncIntervalHours * 3_600_000;
      return {
        configured: row !== undefined,
        is_active: row?.isActive ?? false,
        connected: Boolean(row?.isActive && row.lastTestOk && latest?.status !== 'FAILED'),
        store_name: row?.storeName ?? null,
        last_test: row?.lastTestAt
          ? { ok: row.lastTestOk ?? false, at: row.lastTestAt.toISOString(), message: row.lastTestMessage }
          : null,
        last_sync: latest
          ? {
              status: latest.status,
              data_type: latest.dataType,
              sync_type: latest.syncType,
              at: latest.finishedAt.toISOString(),
            }
          : null,
        running: running.map((dataType) => ({ data_type: dataType, label: DATA_TYPE_LABELS[dataType] })),
        next_sync_at:
          row?.isActive && interval > 0
            ? new Date(
                Math.max(now.getTime(), (row.lastScheduledAt?.getTime() ?? 0) + interval),
              ).toISOString()
            : null,
      };
    },

    /** Every kind a full re-sync accepts, with its newest full run and whether one of its runs goes on now. */
    fullSyncKinds: (auth: AuthContext) => fullSyncKinds(deps, engine, auth),
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
