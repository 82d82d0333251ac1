import type { Executor } from '../db/client';
import type { SyncDataType } from '../db/schema';
import type { AppDeps } from '../http/env';
import { syncInProgress } from './messages';
import { syncStore } from './store';

/** The run lost its lease: another process took it over after this one stalled past its expiry. */
export class LeaseLost extends Error {
  constructor() {
    super('the sync lease was taken over by another process');
    this.name = 'LeaseLost';
  }
}

export interface LeaseKey {
  pharmacyId: string;
  dataType: SyncDataType;
  /** This process's name. */
  holder: string;
  /** The lease outlives a silent holder this long (then another process may take the run over). */
  ttlMs: number;
}

/**
 * Takes the lease of one kind of one pharmacy's data for a run — refused (409) while a run holds it, here or in
 * another process — and renews it every `renewEveryMs` until `stopRenewing()`. `lost` aborts when a renewal finds
 * the lease taken over; `hold(tx)`, inside each write's transaction, renews it there or throws LeaseLost, so a run
 * that lost its lease writes nothing.
 */
export async function takeLease(
  deps: Pick<AppDeps, 'db' | 'logger' | 'now'>,
  lease: LeaseKey,
  renewEveryMs: number,
) {
  const { db, logger } = deps;
  const taken = await syncStore.acquireLease(db, { ...lease, now: deps.now() });
  if (!taken.acquired) {
    throw syncInProgress(lease.dataType);
  }
  if (taken.tookOverFrom) {
    logger.warn('sync lease taken over', {
      pharmacy_id: lease.pharmacyId,
      data_type: lease.dataType,
      from: taken.tookOverFrom,
    });
  }
  const lost = new AbortController();
  const renewal = setInterval(() => {
    syncStore
      .renewLease(db, { ...lease, now: deps.now() })
      .then((held) => {
        if (!held) lost.abort(new LeaseLost());
      })
      .catch((error: unknown) => logger.warn('sync lease renewal failed', { error }));
  }, renewEveryMs);
  renewal.unref();

  return {
    lost: lost.signal,

    async hold(tx: Executor): Promise<void> {
      if (!(await syncStore.renewLease(tx, { ...lease, now: deps.now() }))) throw new LeaseLost();
    },

    stopRenewing: () => clearInterval(renewal),

    /** Gives the lease back at the end of the run, unless it was lost: then another process holds it. */
    async release(failure: unknown): Promise<void> {
      if (!(failure instanceof LeaseLost)) await syncStore.releaseLease(db, lease).catch(() => {});
    },
  };
}
