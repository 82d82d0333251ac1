import type { z } from 'zod';
import type { Clock } from './clock';
import { formatKiotVietDate } from './dates';
import { KiotVietUnavailableError, KiotVietValidationError } from './errors';
import { listEnvelopeSchema, removedIdsSchema } from './schemas';
import type { CallOptions } from './transport';
import { parseOrThrow } from './validate';

export interface ListOptions {
  /**
   * Incremental mode: only records changed since this instant (minus `overlapMs`), with the ids removed since
   * then. Pass the previous listing's {@link Listing.startedAt}.
   */
  modifiedSince?: Date | number | undefined;
  /**
   * How far before `modifiedSince` to read again, so that a record saved while the previous listing ran, or
   * stamped by a clock slightly behind, is not missed. Records read twice are simply upserted twice.
   */
  overlapMs?: number;
  /** Records per request, 2–100 (KiotViet clamps to 100). */
  pageSize?: number;
  signal?: AbortSignal | undefined;
}

export interface ListPage<T> {
  /** Records not yet returned by this listing, in KiotViet's order (by modification, then id). */
  records: T[];
  /** Ids KiotViet reported as removed that this listing had not reported yet. */
  removedIds: number[];
  /** The `total` of this answer. */
  total: number;
  /** The offset this page was read at. */
  currentItem: number;
}

export interface ResourceSpec<T> {
  path: string;
  schema: z.ZodType<T, unknown>;
  /** The field that carries removed ids on this endpoint, when it has one. */
  removedIdsField?: string;
  idOf: (record: T) => number;
  /** When the record last changed (KiotViet leaves modifiedDate empty until the first edit). */
  changedAt: (record: T) => number;
}

/** Default overlap of incremental reads. */
export const defaultOverlapMs = 5 * 60_000;

/** Step-backs allowed in one listing before it gives up on a store whose records keep shifting. */
const maxStepBacks = 64;

/**
 * Every record of a KiotViet list, page by page, read by offset (`currentItem`) in the order of modification.
 *
 * Offsets shift when records before the cursor are deleted or edited (an edited record moves to the end). Each
 * request therefore starts one record early, at the last record read: if that record is not where it was, the
 * listing steps back until it finds its place again, so no record present from start to end is skipped. Records
 * edited during the listing come again at the end in their new state; consumers keep the last state per id.
 *
 * The listing stops at `currentItem >= total`, at a short or empty page, and fails (instead of looping) when
 * KiotViet keeps answering pages that bring nothing new.
 */
export class Listing<T> implements AsyncIterable<T> {
  /** KiotViet's time when the listing started: the `modifiedSince` of the next incremental listing. */
  startedAt: Date | undefined;
  /** Requests made so far (step-backs included). */
  requests = 0;
  readonly #removed = new Set<number>();
  readonly #spec: ResourceSpec<T>;
  readonly #options: ListOptions;
  readonly #query: CallOptions['query'];
  readonly #call: (call: CallOptions) => Promise<unknown>;
  readonly #clock: Clock;
  #started = false;

  constructor(
    spec: ResourceSpec<T>,
    options: ListOptions,
    query: CallOptions['query'],
    call: (call: CallOptions) => Promise<unknown>,
    clock: Clock,
  ) {
    const pageSize = options.pageSize ?? 100;
    if (!Number.isInteger(pageSize) || pageSize < 2 || pageSize > 100) {
      throw new RangeError(`pageSize must be an integer from 2 to 100, got ${pageSize}`);
    }
    const overlapMs = options.overlapMs ?? defaultOverlapMs;
    if (!(overlapMs >= 0)) throw new RangeError(`overlapMs must be ≥ 0, got ${overlapMs}`);
    this.#spec = spec;
    this.#options = { ...options, pageSize, overlapMs };
    this.#query = query;
    this.#call = call;
    this.#clock = clock;
  }

  /** Every removed id reported so far (unique). */
  get removedIds(): ReadonlySet<number> {
    return this.#removed;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for await (const page of this.pages()) yield* page.records;
  }

  /** Reads every record into an array (for small lists: branches, categories, suppliers). */
  async toArray(): Promise<T[]> {
    const records: T[] = [];
    for await (const record of this) records.push(record);
    return records;
  }

  async *pages(): AsyncGenerator<ListPage<T>> {
    if (this.#started) throw new Error('a Listing is read once; ask the client for a new one');
    this.#started = true;
    const { pageSize = 100, overlapMs = defaultOverlapMs, modifiedSince, signal } = this.#options;
    const spec = this.#spec;
    const endpoint = `GET ${spec.path}`;
    const incremental = modifiedSince !== undefined;
    const since = incremental ? new Date(modifiedSince).getTime() - overlapMs : undefined;
    const clockStart = this.#clock.now();

    let offset = 0;
    /** The order key of the last record read: [changedAt, id]. */
    let last: [number, number] | undefined;
    let stepBack = pageSize;
    let stepBacks = 0;
    /** Pages that may legitimately bring nothing new: the ones re-read after a step back. */
    let rereadAllowance = 0;

    for (;;) {
      const body = await this.#call({
        method: 'GET',
        path: spec.path,
        signal,
        query: {
          ...this.#query,
          pageSize,
          currentItem: offset,
          orderBy: 'modifiedDate',
          orderDirection: 'Asc',
          ...(since === undefined ? {} : { lastModifiedFrom: formatKiotVietDate(since) }),
          ...(spec.removedIdsField && incremental ? { includeRemoveIds: true } : {}),
        },
      });
      this.requests += 1;
      const envelope = parseOrThrow(listEnvelopeSchema, body, endpoint);
      if (this.startedAt === undefined) this.startedAt = envelope.timestamp ?? new Date(clockStart);
      const removedIds = spec.removedIdsField
        ? parseOrThrow(removedIdsSchema, (body as Record<string, unknown>)[spec.removedIdsField], endpoint, [
            spec.removedIdsField,
          ]).filter((removed) => !this.#removed.has(removed))
        : [];
      for (const removed of removedIds) this.#removed.add(removed);

      const data = envelope.data.map((raw, index) =>
        parseOrThrow(spec.schema, raw, endpoint, ['data', index]),
      );
      const keys = data.map((record): [number, number] => [spec.changedAt(record), spec.idOf(record)]);
      for (let index = 1; index < keys.length; index += 1) {
        if (compareKeys(keys[index - 1] as [number, number], keys[index] as [number, number]) >= 0) {
          throw new KiotVietValidationError(
            `${endpoint}: records are not in modification order (data[${index}]); cannot list safely by offset`,
            { endpoint, side: 'response', issues: [{ path: `data[${index}]`, message: 'out of order' }] },
          );
        }
      }

      // The page must start at or before the last record read; otherwise records shifted towards the start and
      // some may have been jumped over.
      const firstKey = keys[0];
      const continuous =
        last === undefined || offset === 0 || (firstKey !== undefined && compareKeys(firstKey, last) <= 0);
      if (!continuous) {
        stepBacks += 1;
        if (stepBacks > maxStepBacks) {
          throw new KiotVietUnavailableError(
            `${endpoint}: the list kept shifting under the listing (${maxStepBacks} step-backs); try again later`,
            { endpoint },
          );
        }
        const previous = offset;
        offset = Math.max(0, offset - stepBack);
        rereadAllowance += Math.ceil((previous - offset) / (pageSize - 1)) + 1;
        stepBack *= 2;
        if (removedIds.length > 0)
          yield { records: [], removedIds, total: envelope.total, currentItem: previous };
        continue;
      }
      stepBack = pageSize;

      const fresh: T[] = [];
      data.forEach((record, index) => {
        const key = keys[index] as [number, number];
        if (last === undefined || compareKeys(key, last) > 0) {
          fresh.push(record);
          last = key;
        }
      });
      if (fresh.length > 0 || removedIds.length > 0) {
        yield { records: fresh, removedIds, total: envelope.total, currentItem: offset };
      }

      const shortPage = data.length < Math.min(pageSize, envelope.pageSize ?? pageSize);
      if (data.length === 0 || shortPage || offset + data.length >= envelope.total) return;
      if (fresh.length === 0) {
        if (rereadAllowance <= 0) {
          throw new KiotVietValidationError(
            `${endpoint}: KiotViet answered currentItem=${offset} with records already read; stopping instead of looping`,
            { endpoint, side: 'response', issues: [{ path: 'data', message: 'page repeated' }] },
          );
        }
        rereadAllowance -= 1;
      }
      // Start the next page at the last record of this one: it shows whether the list moved meanwhile.
      offset += data.length - 1;
    }
  }
}

function compareKeys(a: readonly [number, number], b: readonly [number, number]): number {
  return a[0] - b[0] || a[1] - b[1];
}
