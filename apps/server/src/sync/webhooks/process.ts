import {
  type KiotVietClient,
  KiotVietNotFoundError,
  KiotVietValidationError,
  type ListPage,
} from '@pharmacy/kiotviet';
import type { SyncDataType } from '../../db/schema';
import type { AppDeps } from '../../http/env';
import { type ConnectionRow, connectionRepository } from '../../modules/connection/repository';
import { identityOf, StoreChanged, type StoreIdentity } from '../identity';
import { webhookRepository as repo, type WebhookEventRow } from './repository';

/** A claim on a notification older than this was left by a process that stopped: it is applied again. */
const CLAIM_STALE_MS = 2 * 60_000;
/** Tries before a notification is given up on (the 12-hourly sync brings what it named). */
const MAX_ATTEMPTS = 5;
/** Applied notifications are kept this long to recognise KiotViet's retries. */
const KEEP_MS = 7 * 24 * 3_600_000;
const BATCH = 20;

export interface WebhookWriter {
  clientOf(connection: ConnectionRow): Promise<KiotVietClient>;
  /** Writes records (and removals) of one kind, as a sync page is written, if the store is still `identity`. */
  write(
    pharmacyId: string,
    identity: StoreIdentity,
    dataType: SyncDataType,
    page: ListPage<unknown>,
  ): Promise<unknown>;
}

const page = (records: unknown[], removedIds: number[]): ListPage<unknown> => ({
  records,
  removedIds,
  total: records.length,
  currentItem: 0,
  resume: { offset: 0, anchors: [] },
});

/** A read of one record that KiotViet no longer has (404, or its 420 "does not exist"). */
const gone = (error: unknown) =>
  error instanceof KiotVietNotFoundError ||
  (error instanceof KiotVietValidationError && error.status === 420);

/**
 * Applies the notifications received, after the answer to KiotViet: each names records that changed, and each
 * record is read again from KiotViet (a notification's own copy lacks what the sync keeps, such as lots) and written
 * exactly as a sync writes it; a deletion removes the records. A notification is claimed by one process at a time
 * (several may share the database), applied once, and tried again later when KiotViet could not be read.
 */
export function createWebhookProcessor(deps: AppDeps, writer: WebhookWriter) {
  const { db } = deps;
  let running: Promise<void> | undefined;
  let again = false;

  async function readAll<T>(ids: number[], read: (id: number) => Promise<T>) {
    const found: T[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      try {
        found.push(await read(id));
      } catch (error) {
        if (!gone(error)) throw error;
        missing.push(id);
      }
    }
    return { found, missing };
  }

  /** Applies the notifications of one pharmacy together: a record several of them name is read once. */
  async function apply(pharmacyId: string, events: WebhookEventRow['events']): Promise<void> {
    const connection = await connectionRepository.ofPharmacy(db, pharmacyId);
    if (!connection?.isActive) throw new StoreChanged();
    const identity = identityOf(connection);
    const client = await writer.clientOf(connection);
    const ids = (type: string) => [
      ...new Set(events.filter((item) => item.type === type).flatMap((item) => item.ids)),
    ];
    const write = (dataType: SyncDataType, records: unknown[], removed: number[]) =>
      records.length > 0 || removed.length > 0
        ? writer.write(pharmacyId, identity, dataType, page(records, removed))
        : undefined;

    const changedProducts = [...new Set([...ids('product.update'), ...ids('stock.update')])];
    const products = await readAll(changedProducts, (id) => client.product(id));
    await write('PRODUCT', products.found, [...products.missing, ...ids('product.delete')]);
    const customers = await readAll(ids('customer.update'), (id) => client.customer(id));
    await write('CUSTOMER', customers.found, [...customers.missing, ...ids('customer.delete')]);
    // An invoice is not deleted in KiotViet (it is cancelled: a change); one that cannot be read is left to the poll.
    const invoices = await readAll(ids('invoice.update'), (id) => client.invoice(id));
    await write('ORDER', invoices.found, []);
  }

  async function drain(): Promise<void> {
    for (;;) {
      const now = deps.now();
      const claimed = await repo.claimPending(db, now, new Date(now.getTime() - CLAIM_STALE_MS), BATCH);
      if (claimed.length === 0) break;
      const byPharmacy = new Map<string, WebhookEventRow[]>();
      for (const event of claimed)
        byPharmacy.set(event.pharmacyId, [...(byPharmacy.get(event.pharmacyId) ?? []), event]);
      for (const [pharmacyId, events] of byPharmacy) {
        try {
          await apply(
            pharmacyId,
            events.flatMap((event) => event.events),
          );
          for (const event of events) await repo.done(db, event.id, deps.now(), null);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          for (const event of events) {
            if (error instanceof StoreChanged || event.attempts >= MAX_ATTEMPTS) {
              await repo.done(db, event.id, deps.now(), message);
            } else {
              await repo.retryLater(db, event.id, message);
            }
          }
          deps.logger.warn('KiotViet notifications were not applied', {
            pharmacy_id: pharmacyId,
            notifications: events.length,
            error,
          });
        }
      }
    }
    await repo.prune(db, new Date(deps.now().getTime() - KEEP_MS));
  }

  /** Applies what is pending; one drain at a time in this process (a call meanwhile asks for one more round). */
  function process(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    process,
    /** Starts applying in the background (after a notification was stored); failures are logged. */
    kick() {
      process().catch((error: unknown) =>
        deps.logger.warn('applying KiotViet notifications failed', { error }),
      );
    },
  };
}
