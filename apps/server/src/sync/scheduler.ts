import type { AppDeps } from '../http/env';
import { connectionRepository } from '../modules/connection/repository';
import type { SyncEngine } from './engine';

export interface SchedulerOptions {
  /** Hours between two passes of a connection (config SYNC_INTERVAL_HOURS). */
  intervalHours: number;
  /** How often (real time) to look for connections that are due. */
  checkEveryMs?: number;
}

/**
 * Every active connection gets a pass (branches, categories, products with stock, customers, orders) every
 * `intervalHours`. A pass is claimed in the database before it starts (pos_connections.last_scheduled_at, a
 * conditional update), so one process runs it however many share the database; a connection that fell due while
 * the server was down is passed once at start-up, not once per missed interval; and one process runs one pass at a
 * time, never piling them up.
 */
export function createScheduler(deps: AppDeps, engine: SyncEngine, options: SchedulerOptions) {
  const intervalMs = options.intervalHours * 3_600_000;
  const checkEveryMs = options.checkEveryMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | undefined;
  let maintaining: Promise<void> | undefined;
  const stopping = new AbortController();

  /** Runs the passes that are due now, one after another; resolves with how many were run. */
  async function passDue(): Promise<number> {
    let passes = 0;
    while (!stopping.signal.aborted) {
      const now = deps.now();
      const due = await connectionRepository.claimNextDue(deps.db, now, new Date(now.getTime() - intervalMs));
      if (!due) break;
      passes += 1;
      try {
        const results = await engine.runPass(due.pharmacyId, 'SYSTEM_SYNC', stopping.signal);
        deps.logger.info('scheduled sync pass', {
          pharmacy_id: due.pharmacyId,
          results: results.map((result) => `${result.history.dataType}:${result.status}`),
        });
      } catch (error) {
        deps.logger.warn('scheduled sync pass failed', { pharmacy_id: due.pharmacyId, error });
      }
    }
    return passes;
  }

  /** Looks for due passes unless a look is already under way (which then covers this one too). */
  function tick(): Promise<number> {
    current ??= passDue().finally(() => {
      current = undefined;
    });
    return current;
  }

  /**
   * Webhooks, beside the passes (a pass may run for minutes): registrations missing or failed, and notifications
   * that no process applied yet (received while this one was busy, or left by a process that stopped).
   */
  function maintainWebhooks(): Promise<void> {
    maintaining ??= engine.webhooks
      .maintain()
      .catch((error: unknown) => deps.logger.warn('KiotViet webhooks', { error }))
      .finally(() => {
        maintaining = undefined;
      });
    return maintaining;
  }

  return {
    tick,
    maintainWebhooks,
    start() {
      if (intervalMs <= 0 || timer) return;
      const run = () => {
        void tick().catch((error: unknown) => deps.logger.warn('sync scheduler', { error }));
        void maintainWebhooks();
      };
      setImmediate(run);
      timer = setInterval(run, checkEveryMs);
      timer.unref();
    },
    /** Stops looking, interrupts the pass under way (its cursor keeps its place) and waits for it to end. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopping.abort(new Error('the server is stopping'));
      await current?.catch(() => {});
      await maintaining;
    },
  };
}
