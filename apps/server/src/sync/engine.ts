import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { KiotVietClient, Listing, ListPage, ResumePoint } from '@pharmacy/kiotviet';
import type { Executor } from '../db/client';
import { type SyncDataType, syncDataTypes } from '../db/schema';
import { AppError } from '../errors';
import type { AppDeps } from '../http/env';
import { type ConnectionRow, connectionRepository } from '../modules/connection/repository';
import { analyzeChanged } from './analyze';
import { assertSameStore, identityOf, type StoreIdentity } from './identity';
import { branchKind } from './kinds/branches';
import { categoryKind } from './kinds/categories';
import { customerKind } from './kinds/customers';
import { invoiceKind } from './kinds/invoices';
import { productKind } from './kinds/products';
import { supplierKind } from './kinds/suppliers';
import { type Counts, noCounts, type SyncKind, type WriteContext } from './kinds/types';
import { createKiotVietAccess, statsSince } from './kiotviet';
import { LeaseLost, takeLease } from './lease';
import { connectionOff, kiotvietFailure, serverStopping, syncInProgress } from './messages';
import { addCounts, batched, prefetched } from './pages';
import { type RunProgress, recordRun, runSummary } from './run-record';
import { type HistoryRow, syncStore } from './store';
import { createWebhooks } from './webhooks';

export type SyncType = 'MANUAL_SYNC' | 'SYSTEM_SYNC';

// biome-ignore lint/suspicious/noExplicitAny: each kind has its own record type; the runner treats them alike.
const KINDS: Record<SyncDataType, SyncKind<any>> = {
  BRANCH: branchKind,
  CATEGORY: categoryKind,
  PRODUCT: productKind,
  CUSTOMER: customerKind,
  ORDER: invoiceKind,
  SUPPLIER: supplierKind,
};

/** What the 12-hourly pass (and the first sync after connecting) brings over, in this order. */
const PASS: readonly SyncDataType[] = ['BRANCH', 'CATEGORY', 'PRODUCT', 'CUSTOMER', 'ORDER'];

export interface RunRequest {
  pharmacyId: string;
  dataType: SyncDataType;
  syncType: SyncType;
  /** Who asked (manual runs). */
  userId?: string | null;
  /** Read everything, and remove what KiotViet no longer has; otherwise incremental from the cursor. */
  full?: boolean;
  /**
   * Only this record (a KiotViet id): it is written, or removed when KiotViet no longer has it; the kind's cursor
   * does not move (a branch's own "sync" button).
   */
  only?: number;
  signal?: AbortSignal;
}

export interface RunResult {
  status: 'SUCCESS' | 'FAILED';
  history: HistoryRow;
  counts: Counts;
  /** The failure, when the run failed: a KiotViet error (typed) or another. */
  error?: unknown;
}

/**
 * A record found otherwise than by its KiotViet id (a supplier by its code), pulled by `pullOne` outside the paged
 * runs, for someone who asked (MANUAL_SYNC).
 */
export interface PullRequest<R, T> {
  pharmacyId: string;
  dataType: SyncDataType;
  userId: string;
  connection: ConnectionRow;
  /** What the sync log names the record by (`{ code }`), beside the run's summary. */
  named: Record<string, string>;
  /** The listing that finds it. */
  list: (client: KiotVietClient) => Listing<R>;
  /** The record among those listed, or undefined when KiotViet has none. */
  pick: (records: readonly R[]) => R | undefined;
  /** Writes it, in the pull's transaction: what it changed, and what the caller answers. */
  write: (tx: Executor, record: R) => Promise<{ counts: Counts; value: T }>;
}

const emptyPage = {
  records: [],
  removedIds: [],
  total: 0,
  currentItem: 0,
  resume: { offset: 0, anchors: [] },
} satisfies ListPage<unknown>;

export interface SyncEngineOptions {
  /** This process's name in leases (default: host, pid and a random part). */
  holder?: string;
  /** A lease outlives a silent holder this long (then another process may take the run over). */
  leaseTtlMs?: number;
  /** How often a running sync renews its lease (real time). */
  renewEveryMs?: number;
}

/**
 * The sync engine: runs one kind of KiotViet data for one pharmacy — paging through KiotViet, each page written
 * with its cursor in one transaction under a lease, a history record at the end — and the passes over every kind.
 */
export function createSyncEngine(deps: AppDeps, options: SyncEngineOptions = {}) {
  const { db, logger } = deps;
  const kiotviet = createKiotVietAccess(deps);
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseTtlMs = options.leaseTtlMs ?? 2 * 60_000;
  const renewEveryMs = options.renewEveryMs ?? 20_000;
  /** Runs of this process, by pharmacy and kind: a second request is refused without asking the database. */
  const running = new Map<string, Promise<RunResult>>();
  /** Told when a run ends (the services forget the page boundaries of the lists it changed); awaited. */
  const finished = new Set<(pharmacyId: string, dataType: SyncDataType) => Promise<void>>();
  /** Aborted at graceful shutdown: every run of this process stops between two pages and gives its lease back. */
  const stopping = new AbortController();
  /** Kinds that passes of this process will run and have not finished yet, by pharmacy. */
  const queued = new Map<string, Set<SyncDataType>>();

  /** The pharmacy's connection, which must exist and be switched on. */
  async function activeConnection(pharmacyId: string): Promise<ConnectionRow> {
    const connection = await connectionRepository.ofPharmacy(db, pharmacyId);
    if (!connection) throw AppError.posNotConfigured();
    if (!connection.isActive) {
      throw connectionOff();
    }
    return connection;
  }

  /** The KiotViet client of a saved connection (its secret decrypted only here, in memory). */
  function clientOf(connection: ConnectionRow): Promise<KiotVietClient> {
    const fingerprint = `${connection.clientId}\u0000${connection.storeName}\u0000${connection.clientSecretEncrypted}`;
    return kiotviet.client(connection.id, fingerprint, {
      storeName: connection.storeName,
      clientId: connection.clientId,
      clientSecret: deps.posSecrets.open(connection.clientSecretEncrypted),
    });
  }

  /**
   * The end of every run: its line in the sync log, the store's GET budget saved, `release` (the run's lease), the
   * `onFinished` listeners told, and the log line.
   */
  async function closeRun(
    run: Parameters<typeof recordRun>[1],
    release: () => Promise<void>,
  ): Promise<HistoryRow> {
    const history = await recordRun(db, run);
    await kiotviet
      .saveBudget(run.connection.storeName)
      .catch((error: unknown) => logger.warn('saving the GET budget failed', { error }));
    await release();
    await notifyFinished(run.pharmacyId, [run.dataType]);
    const fields = {
      pharmacy_id: run.pharmacyId,
      data_type: run.dataType,
      sync_type: run.syncType,
      ...run.summary,
    };
    if (run.failure === undefined) logger.info('sync finished', fields);
    else logger.warn('sync failed', fields);
    return history;
  }

  async function execute(request: RunRequest, connection: ConnectionRow): Promise<RunResult> {
    const { pharmacyId, dataType } = request;
    const kind = KINDS[dataType];
    const lease = await takeLease(deps, { pharmacyId, dataType, holder, ttlMs: leaseTtlMs }, renewEveryMs);
    const signal = AbortSignal.any([
      stopping.signal,
      lease.lost,
      ...(request.signal ? [request.signal] : []),
    ]);

    const startedAt = deps.now();
    const started = performance.now();
    const counts = noCounts();
    const progress: RunProgress = { pages: 0, records: 0, requests: 0, stepBacks: 0 };
    const store = connection.storeName;
    const identity = identityOf(connection);
    const httpBefore = kiotviet.stats(store);
    const only = request.only;
    let mode: 'FULL' | 'INCREMENTAL' | 'ONE' = only === undefined ? 'INCREMENTAL' : 'ONE';
    let resumed = false;
    let readFrom: Date | null = null;
    let failure: unknown;
    /** Inside each write's transaction: the run still holds its lease, and the connection still reads its store. */
    const fence = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => {
      // The store first: a change of store also takes the leases, and the history should say what happened.
      await assertSameStore(tx, pharmacyId, identity);
      await lease.hold(tx);
    };
    try {
      const client = await clientOf(connection);
      const cursor = only === undefined ? await syncStore.cursor(db, pharmacyId, dataType) : undefined;
      let runStartedAt = startedAt;
      let resumeFrom: ResumePoint | undefined;
      if (only !== undefined) {
        // One record: read the (small) list in full, without touching the cursor.
      } else if (cursor?.runKind) {
        // A run that did not finish (the process stopped, or KiotViet failed): go on from its last page, with the
        // same query (the same window for an incremental run).
        resumed = true;
        mode = cursor.runKind;
        runStartedAt = cursor.runStartedAt ?? startedAt;
        readFrom = mode === 'INCREMENTAL' ? cursor.modifiedSince : null;
        if (cursor.resumeOffset !== null && cursor.resumeAnchors) {
          resumeFrom = { offset: cursor.resumeOffset, anchors: cursor.resumeAnchors };
        }
      } else if (request.full || !cursor?.modifiedSince) {
        mode = 'FULL';
      } else {
        readFrom = cursor.modifiedSince;
      }
      if (mode !== 'ONE') {
        const runKind = mode;
        await db.transaction(async (tx) => {
          await fence(tx);
          await syncStore.saveCursor(tx, { pharmacyId, dataType, runKind, runStartedAt, now: startedAt });
        });
      }
      let seen = false;

      const listing = kind.list(client, {
        ...(readFrom ? { modifiedSince: readFrom } : {}),
        ...(resumeFrom ? { resumeFrom } : {}),
        signal,
      });
      const context = (): WriteContext => ({ pharmacyId, now: deps.now(), full: mode === 'FULL' });
      for await (const listed of batched(prefetched(listing.pages() as AsyncGenerator<ListPage<unknown>>))) {
        const page =
          only === undefined
            ? listed
            : {
                ...listed,
                records: listed.records.filter((record) => kind.idOf(record) === only),
                removedIds: listed.removedIds.filter((id) => id === only),
              };
        seen ||= page.records.length > 0;
        await db.transaction(async (tx) => {
          // Fencing the page's transaction: a run that lost its lease, or whose store was replaced, writes nothing.
          await fence(tx);
          addCounts(counts, await kind.write(tx, context(), page));
          if (mode !== 'ONE') {
            await syncStore.saveCursor(tx, {
              pharmacyId,
              dataType,
              resumeOffset: listed.resume.offset,
              resumeAnchors: listed.resume.anchors,
              now: deps.now(),
            });
          }
        });
        progress.pages += listed.pages;
        progress.records += page.records.length;
        progress.requests = listing.requests;
        progress.stepBacks = listing.stepBacks;
      }
      progress.requests = listing.requests;
      progress.stepBacks = listing.stepBacks;

      await db.transaction(async (tx) => {
        await fence(tx);
        if (only !== undefined) {
          // Not in KiotViet any more: removed here too.
          if (!seen) addCounts(counts, await kind.write(tx, context(), { ...emptyPage, removedIds: [only] }));
          return;
        }
        if (mode === 'FULL') counts.removed += await kind.sweep(tx, context(), runStartedAt);
        await kind.finish?.(tx, context());
        const listed = listing.nextModifiedSince ?? runStartedAt;
        // A resumed run also reads again what changed since the interrupted run began (removals included).
        const next = resumed && runStartedAt < listed ? runStartedAt : listed;
        await syncStore.saveCursor(tx, {
          pharmacyId,
          dataType,
          modifiedSince: next,
          runKind: null,
          runStartedAt: null,
          resumeOffset: null,
          resumeAnchors: null,
          now: deps.now(),
        });
      });
    } catch (error) {
      failure = signal.aborted && !(error instanceof LeaseLost) ? (signal.reason ?? error) : error;
    } finally {
      lease.stopRenewing();
    }

    const finishedAt = deps.now();
    const http = statsSince(httpBefore, kiotviet.stats(store));
    const rawJson = runSummary({
      mode,
      resumed,
      readFrom,
      counts,
      progress,
      http,
      durationMs: Math.round(performance.now() - started),
      failure,
    });
    // Before the run is recorded as over and the listeners forget the lists' estimates: whoever sees it over gets
    // estimates made on fresh statistics. A failed run's pages are committed too: they count.
    await analyzeChanged(db, kind.tables, counts).catch((error: unknown) =>
      logger.warn('analysing the synced tables failed', { error }),
    );
    const history = await closeRun(
      {
        pharmacyId,
        userId: request.userId ?? null,
        dataType,
        syncType: request.syncType,
        connection,
        counts,
        summary: rawJson,
        failure,
        startedAt,
        finishedAt,
      },
      () => lease.release(failure),
    );
    return failure === undefined
      ? { status: 'SUCCESS', history, counts }
      : { status: 'FAILED', history, counts, error: failure };
  }

  /**
   * Pulls one record found otherwise than by its id (a supplier by its code): read, then written in one transaction
   * fenced on the store the connection reads, as a run's page is; recorded like every run (mode ONE, its counts,
   * requests, HTTP calls, duration and failure; the listeners told) and answered like a manual sync: what `write`
   * returns, or the failure in staff's words (sync/messages.ts). Undefined, with nothing recorded, when KiotViet has
   * no such record: nothing was written, and the caller refuses it in its own words. Recorded as a failed run it
   * would show the connection as failing (the connection status reads the newest run), when only a code is missing.
   *
   * It takes no lease, as the pull did before it came here: it neither waits for nor blocks a run of the kind, and
   * needs not. It writes one record keyed by its KiotViet id, as a run's pages do (an upsert on the pharmacy and the
   * id, the row locked by whichever writes first), moves no cursor, and marks the record seen at its own time, after
   * a full run under way began, so that run's sweep keeps it.
   */
  async function pullOne<R, T>(request: PullRequest<R, T>): Promise<T | undefined> {
    const { pharmacyId, dataType, connection } = request;
    const startedAt = deps.now();
    const started = performance.now();
    const store = connection.storeName;
    const identity = identityOf(connection);
    const httpBefore = kiotviet.stats(store);
    const counts = noCounts();
    const progress: RunProgress = { pages: 0, records: 0, requests: 0, stepBacks: 0 };
    let found = true;
    let value: T | undefined;
    let failure: unknown;
    try {
      const listing = request.list(await clientOf(connection));
      const records: R[] = [];
      try {
        for await (const page of listing.pages()) {
          progress.pages += 1;
          records.push(...page.records);
        }
      } finally {
        progress.records = records.length;
        progress.requests = listing.requests;
        progress.stepBacks = listing.stepBacks;
      }
      const record = request.pick(records);
      if (record === undefined) found = false;
      else {
        const written = await db.transaction(async (tx) => {
          await assertSameStore(tx, pharmacyId, identity);
          return request.write(tx, record);
        });
        // Counted once committed: a write rolled back changed nothing.
        addCounts(counts, written.counts);
        value = written.value;
      }
    } catch (error) {
      failure = error;
    }
    if (!found) return undefined;
    const summary = {
      ...runSummary({
        mode: 'ONE',
        resumed: false,
        readFrom: null,
        counts,
        progress,
        http: statsSince(httpBefore, kiotviet.stats(store)),
        durationMs: Math.round(performance.now() - started),
        failure,
      }),
      ...request.named,
    };
    await closeRun(
      {
        pharmacyId,
        userId: request.userId,
        dataType,
        syncType: 'MANUAL_SYNC',
        connection,
        counts,
        summary,
        failure,
        startedAt,
        finishedAt: deps.now(),
      },
      async () => {},
    );
    if (failure !== undefined) throw kiotvietFailure(failure);
    return value;
  }

  /**
   * Runs one kind for one pharmacy. Refused at once (409) when the connection is missing or off, or when this kind
   * of this pharmacy is already running here or in another process; otherwise resolves with the run's result,
   * SUCCESS or FAILED (the failure is in the history too).
   */
  async function run(request: RunRequest): Promise<RunResult> {
    const key = `${request.pharmacyId}:${request.dataType}`;
    if (running.has(key)) {
      throw syncInProgress(request.dataType);
    }
    const connection = await activeConnection(request.pharmacyId);
    // Checked after the last await before the run is registered, so `stop` waits for every run it let through.
    if (stopping.signal.aborted) throw serverStopping();
    const promise = execute(request, connection);
    running.set(key, promise);
    try {
      return await promise;
    } finally {
      running.delete(key);
    }
  }

  /** Every kind of the pass, one after another; a kind already running elsewhere is skipped. */
  async function runPass(pharmacyId: string, syncType: SyncType, signal?: AbortSignal): Promise<RunResult[]> {
    const results: RunResult[] = [];
    const pending = queued.get(pharmacyId) ?? new Set<SyncDataType>();
    queued.set(pharmacyId, pending);
    for (const dataType of PASS) pending.add(dataType);
    try {
      for (const dataType of PASS) {
        if (signal?.aborted) break;
        try {
          results.push(await run({ pharmacyId, dataType, syncType, ...(signal ? { signal } : {}) }));
        } catch (error) {
          if (error instanceof AppError && error.code === 'SYNC_IN_PROGRESS') continue;
          throw error;
        } finally {
          pending.delete(dataType);
        }
      }
    } finally {
      for (const dataType of PASS) pending.delete(dataType);
      if (pending.size === 0) queued.delete(pharmacyId);
    }
    return results;
  }

  /**
   * Tells every `onFinished` listener that these kinds' rows changed, and waits for them all. A listener that fails
   * is logged and the others still run: a run or a webhook has written its rows either way.
   */
  async function notifyFinished(pharmacyId: string, dataTypes: readonly SyncDataType[]): Promise<void> {
    await Promise.all(
      dataTypes.flatMap((dataType) =>
        [...finished].map((listener) =>
          listener(pharmacyId, dataType).catch((error: unknown) =>
            logger.warn('a listener of a finished sync failed', { error, data_type: dataType }),
          ),
        ),
      ),
    );
  }

  /** Records KiotViet sent word of (webhooks), written as a run writes a page, while the store is the one read. */
  async function writeRecords(
    pharmacyId: string,
    identity: StoreIdentity,
    dataType: SyncDataType,
    page: ListPage<unknown>,
  ): Promise<Counts> {
    const counts = await db.transaction(async (tx) => {
      await assertSameStore(tx, pharmacyId, identity);
      return KINDS[dataType].write(tx, { pharmacyId, now: deps.now(), full: false }, page);
    });
    await notifyFinished(pharmacyId, [dataType]);
    return counts;
  }

  return {
    holder,
    kiotviet,
    activeConnection,
    clientOf,
    run,
    runPass,
    pullOne,
    webhooks: createWebhooks(deps, { clientOf, write: writeRecords }),
    /** Calls `listener` after every run (its pages may have added, moved or removed rows of the kind's lists). */
    onFinished(listener: (pharmacyId: string, dataType: SyncDataType) => Promise<void>) {
      finished.add(listener);
    },
    /**
     * Tells the `onFinished` listeners that every kind's rows changed outside a run (the previous store's data
     * removed when the connection moved to another store), so every process pages those lists afresh.
     */
    async changedOutsideRuns(pharmacyId: string): Promise<void> {
      await notifyFinished(pharmacyId, syncDataTypes);
    },
    /**
     * Graceful shutdown: refuses new runs, stops the runs under way between two pages (each records its history
     * and releases its lease, so another process may take the kind at once) and waits for them to end.
     */
    async stop(): Promise<void> {
      // The reason is what a request still waiting for its run answers (409: try again, on another process).
      stopping.abort(serverStopping());
      await Promise.allSettled(running.values());
    },
    /** Data types this process is running, or will run in a pass under way, for the pharmacy. */
    pendingHere(pharmacyId: string): SyncDataType[] {
      const here = new Set(queued.get(pharmacyId));
      for (const key of running.keys()) {
        const [pharmacy, dataType] = key.split(':') as [string, SyncDataType];
        if (pharmacy === pharmacyId) here.add(dataType);
      }
      return [...here];
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
