import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VirtualClock } from './clock';
import { formatKiotVietRecordDate, parseKiotVietDate } from './dates';
import { Listing, type ListOptions, type ResourceSpec, type ResumePoint } from './listing';
import type { CallOptions } from './transport';

/**
 * The listing against a store held in memory (no HTTP, so a thousand cases run in seconds): whatever order the store
 * answers in, whatever the page size, and whatever changes while pages are read, a full read followed by
 * incremental reads leaves the synced copy equal to the store, record for record.
 */

type Order = 'nullsFirst' | 'nullsLast' | 'changed' | 'hashed' | 'newestFirst';

interface StoredRecord {
  id: number;
  createdAt: number;
  modifiedAt: number | null;
  /** Bumped by every edit: what the synced copy must end with. */
  version: number;
}

type Change = { kind: 'create' } | { kind: 'edit'; pick: number } | { kind: 'delete'; pick: number };

/** Changes made before KiotViet answers the request with this index (and the time each takes). */
type Plan = { request: number; change: Change; afterMs: number }[];

class MemoryStore {
  readonly records = new Map<number, StoredRecord>();
  readonly removed = new Map<number, number>();
  #nextId = 1;

  constructor(
    readonly clock: VirtualClock,
    readonly order: Order,
    count: number,
  ) {
    for (let index = 0; index < count; index += 1) {
      const record = this.create(clock.now() - (count - index) * 60_000);
      // About half the records were edited once, long ago; the others never were (modifiedDate empty).
      if (index % 2 === 1) record.modifiedAt = record.createdAt + 30_000;
    }
  }

  create(at: number): StoredRecord {
    const record = { id: this.#nextId, createdAt: at, modifiedAt: null, version: 0 };
    this.#nextId += 1;
    this.records.set(record.id, record);
    return record;
  }

  apply(change: Change): void {
    const now = this.clock.now();
    if (change.kind === 'create') {
      this.create(now);
      return;
    }
    const live = [...this.records.keys()];
    if (live.length === 0) return;
    const id = live[change.pick % live.length] as number;
    if (change.kind === 'delete') {
      this.records.delete(id);
      this.removed.set(id, now);
    } else {
      const record = this.records.get(id) as StoredRecord;
      this.records.set(id, { ...record, modifiedAt: now, version: record.version + 1 });
    }
  }

  /** The list as KiotViet would order it. */
  sorted(): StoredRecord[] {
    const records = [...this.records.values()];
    const changed = (record: StoredRecord) => record.modifiedAt ?? record.createdAt;
    const hash = (id: number) => Math.imul(id ^ 0x5bd1e995, 0x27d4eb2d) >>> 0;
    const byModified = (nullsFirst: boolean) => (a: StoredRecord, b: StoredRecord) => {
      if ((a.modifiedAt === null) !== (b.modifiedAt === null)) {
        return (a.modifiedAt === null ? -1 : 1) * (nullsFirst ? 1 : -1);
      }
      return (a.modifiedAt ?? 0) - (b.modifiedAt ?? 0) || a.id - b.id;
    };
    const compare: Record<Order, (a: StoredRecord, b: StoredRecord) => number> = {
      nullsFirst: byModified(true),
      nullsLast: byModified(false),
      changed: (a, b) => changed(a) - changed(b) || a.id - b.id,
      hashed: (a, b) => hash(a.id) - hash(b.id),
      newestFirst: (a, b) => b.id - a.id,
    };
    return records.sort(compare[this.order]);
  }

  answer(query: NonNullable<CallOptions['query']>): unknown {
    const since =
      typeof query.lastModifiedFrom === 'string'
        ? parseKiotVietDate(query.lastModifiedFrom).getTime()
        : undefined;
    const matching = this.sorted().filter(
      (record) => since === undefined || (record.modifiedAt ?? record.createdAt) >= since,
    );
    const offset = Number(query.currentItem);
    const pageSize = Number(query.pageSize);
    return {
      total: matching.length,
      pageSize,
      data: matching.slice(offset, offset + pageSize).map((record) => ({
        id: record.id,
        createdDate: formatKiotVietRecordDate(record.createdAt),
        ...(record.modifiedAt === null ? {} : { modifiedDate: formatKiotVietRecordDate(record.modifiedAt) }),
        version: record.version,
      })),
      ...(query.includeRemoveIds
        ? {
            removeId: [...this.removed]
              .filter(([, at]) => since === undefined || at >= since)
              .map(([id]) => id),
          }
        : {}),
    };
  }
}

const recordSchema = z.object({
  id: z.number().int(),
  createdDate: z.string().transform((text) => parseKiotVietDate(text)),
  modifiedDate: z
    .string()
    .optional()
    .transform((text) => (text === undefined ? null : parseKiotVietDate(text))),
  version: z.number().int(),
});
type Listed = z.output<typeof recordSchema>;

const spec: ResourceSpec<Listed> = {
  path: '/records',
  schema: recordSchema,
  removedIdsField: 'removeId',
  orderByDocumented: true,
  idOf: (record) => record.id,
  changedAt: (record) => (record.modifiedDate ?? record.createdDate).getTime(),
};

/** A listing whose requests reach the store, each after the changes the plan makes before it. */
function listing(store: MemoryStore, plan: Plan, options: ListOptions) {
  let request = 0;
  const call = async (call: CallOptions) => {
    for (const step of plan) {
      if (step.request !== request) continue;
      store.clock.advance(step.afterMs);
      store.apply(step.change);
    }
    request += 1;
    return store.answer(call.query ?? {});
  };
  return new Listing(spec, options, {}, call, store.clock);
}

/** The portal's copy: the version of each record, as a sync run writes it. */
type Synced = Map<number, number>;

/** A full run (optionally stopped after some pages and resumed): upserts, then removes what it did not see. */
async function fullRun(
  store: MemoryStore,
  synced: Synced,
  plan: Plan,
  pageSize: number,
  stopAfter: number | undefined,
): Promise<Date> {
  const seen = new Set<number>();
  const runStart = store.clock.now();
  let resume: ResumePoint | undefined;
  let pages = 0;
  const first = listing(store, plan, { pageSize });
  for await (const page of first.pages()) {
    for (const record of page.records) {
      synced.set(record.id, record.version);
      seen.add(record.id);
    }
    resume = page.resume;
    pages += 1;
    if (pages === stopAfter) break;
  }
  let next = first.nextModifiedSince as Date;
  if (pages === stopAfter) {
    // The process died after that page; another one goes on from where it had written.
    const resumed = listing(store, [], { pageSize, resumeFrom: resume });
    for await (const page of resumed.pages()) {
      for (const record of page.records) {
        synced.set(record.id, record.version);
        seen.add(record.id);
      }
    }
    next = new Date(Math.min(runStart, (resumed.nextModifiedSince as Date).getTime()));
  }
  for (const id of synced.keys()) if (!seen.has(id)) synced.delete(id);
  return next;
}

async function incrementalRun(
  store: MemoryStore,
  synced: Synced,
  plan: Plan,
  pageSize: number,
  since: Date,
  overlapMs: number,
): Promise<Date> {
  const read = listing(store, plan, { pageSize, modifiedSince: since, overlapMs });
  for await (const page of read.pages()) {
    for (const record of page.records) synced.set(record.id, record.version);
    for (const id of page.removedIds) synced.delete(id);
  }
  return read.nextModifiedSince as Date;
}

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.constant<Change>({ kind: 'create' }),
  fc.nat(1000).map((pick): Change => ({ kind: 'edit', pick })),
  fc.nat(1000).map((pick): Change => ({ kind: 'delete', pick })),
);
const plan = (requests: number): fc.Arbitrary<Plan> =>
  fc.array(fc.record({ request: fc.nat(requests), change, afterMs: fc.integer({ min: 1, max: 90_000 }) }), {
    maxLength: 12,
  });

const input = fc.record({
  order: fc.constantFrom<Order>('nullsFirst', 'nullsLast', 'changed', 'hashed', 'newestFirst'),
  count: fc.nat(45),
  pageSize: fc.integer({ min: 2, max: 9 }),
  overlapMs: fc.constantFrom(0, 5 * 60_000),
  duringFull: plan(25),
  stopAfter: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
  duringIncremental: plan(10),
});
type Input = typeof input extends fc.Arbitrary<infer Value> ? Value : never;

/** A store of `input.count` records, a full read and incremental reads while it changes: copy equals store. */
async function readsEqualStore(input: Input): Promise<void> {
  const clock = new VirtualClock(Date.parse('2026-03-16T02:00:00Z'));
  const store = new MemoryStore(clock, input.order, input.count);
  // Left over from an earlier store: the full run must remove them.
  const synced: Synced = new Map([
    [900_001, 3],
    [900_002, 0],
  ]);
  const before = new Map([...store.records].map(([id, record]) => [id, record.version]));

  const since = await fullRun(store, synced, input.duringFull, input.pageSize, input.stopAfter);
  // Nothing that stayed as it was from start to end was passed over.
  for (const [id, version] of before) {
    if (store.records.get(id)?.version === version) expect(synced.get(id), `record ${id}`).toBe(version);
  }

  clock.advance(60_000);
  const next = await incrementalRun(
    store,
    synced,
    input.duringIncremental,
    input.pageSize,
    since,
    input.overlapMs,
  );
  clock.advance(60_000);
  await incrementalRun(store, synced, [], input.pageSize, next, input.overlapMs);
  const expected = new Map([...store.records].map(([id, record]) => [id, record.version]));
  expect(new Map([...synced].sort(([a], [b]) => a - b))).toEqual(
    new Map([...expected].sort(([a], [b]) => a - b)),
  );
}

/** The plan of a case found before: each change 1 ms after the one before it, before the request it names. */
const changes = (...steps: [request: number, change: Change][]): Plan =>
  steps.map(([request, change]) => ({ request, change, afterMs: 1 }));
const edit = (pick: number): Change => ({ kind: 'edit', pick });

describe('listing a store that answers in any order while it changes', () => {
  it('loses nothing: a full read, then incremental reads, leave the copy equal to the store', async () => {
    await fc.assert(fc.asyncProperty(input, readsEqualStore), {
      numRuns: Number(process.env.PROPERTY_RUNS ?? 1000),
    });
  });

  // Cases the property once found. Records without modifiedDate sorted last, pages of 2: an edit per request moves a
  // record from after the cursor to before it, so each offset answers the page the one before did (a store that
  // moves, not one that ignores currentItem). Newest first: records created before the cursor move the page it
  // looks for ahead, the listing steps back to offset 0 and reads again pages that bring nothing new. Hashed, in an
  // incremental read: records created and edited into the window between a repeated page and the request past the
  // end of the list put that page there too, with a larger total.
  it.each<[string, Input]>([
    [
      'an edit before each of two requests',
      {
        order: 'nullsLast',
        count: 32,
        pageSize: 2,
        overlapMs: 0,
        duringFull: changes([18, edit(750)], [19, edit(720)]),
        stopAfter: undefined,
        duringIncremental: [],
      },
    ],
    [
      'edits, a deletion and a creation',
      {
        order: 'nullsLast',
        count: 22,
        pageSize: 2,
        overlapMs: 0,
        duringFull: changes(
          [1, { kind: 'delete', pick: 67 }],
          [18, edit(337)],
          [17, edit(9)],
          [3, edit(611)],
          [3, { kind: 'create' }],
        ),
        stopAfter: undefined,
        duringIncremental: [],
      },
    ],
    [
      'records created before the cursor, newest first',
      {
        order: 'newestFirst',
        count: 23,
        pageSize: 2,
        overlapMs: 0,
        duringFull: changes(
          [23, { kind: 'create' }],
          [23, { kind: 'create' }],
          [0, { kind: 'create' }],
          [23, { kind: 'create' }],
          [0, { kind: 'create' }],
        ),
        stopAfter: undefined,
        duringIncremental: [],
      },
    ],
    [
      'records created and edited into an incremental read between a page and the next',
      {
        order: 'hashed',
        count: 24,
        pageSize: 2,
        overlapMs: 5 * 60_000,
        duringFull: changes([0, edit(48)], [0, { kind: 'create' }]),
        stopAfter: undefined,
        duringIncremental: changes(
          [6, edit(599)],
          [6, { kind: 'create' }],
          [5, { kind: 'delete', pick: 450 }],
          [5, edit(232)],
          [0, { kind: 'delete', pick: 26 }],
        ),
      },
    ],
  ])('loses nothing in a case found before: %s', async (_name, example) => {
    await readsEqualStore(example);
  });
});
