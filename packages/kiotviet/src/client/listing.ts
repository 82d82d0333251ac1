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
   * then. Pass the previous listing's {@link Listing.nextModifiedSince}.
   */
  modifiedSince?: Date | number | undefined;
  /**
   * How far before `modifiedSince` to read again, so that a record saved while the previous listing ran, or
   * stamped by a clock slightly behind, is not missed. Records read twice are simply upserted twice.
   */
  overlapMs?: number;
  /** Records per request, 2–100 (KiotViet clamps to 100). */
  pageSize?: number;
  /**
   * Go on with a listing of the same query (same `modifiedSince`) that stopped midway: the `resume` of the last
   * page it handed out.
   */
  resumeFrom?: ResumePoint | undefined;
  signal?: AbortSignal | undefined;
}

/** Where a listing goes on from: the next offset, and the records of the page read before it. */
export interface ResumePoint {
  /** The `currentItem` of the next request. */
  offset: number;
  /** The records of the last page read, as `[id, change time]`: the next page must hold one of them, unchanged. */
  anchors: [number, number][];
}

export interface ListPage<T> {
  /** Records of this page that the listing had not handed out yet (or that changed since), in KiotViet's order. */
  records: T[];
  /** Ids KiotViet reported as removed that this listing had not reported yet. */
  removedIds: number[];
  /** The `total` of this answer. */
  total: number;
  /** The offset this page was read at. */
  currentItem: number;
  /** Where a listing of the same query can go on from once this page is written. */
  resume: ResumePoint;
}

export interface ResourceSpec<T> {
  path: string;
  schema: z.ZodType<T, unknown>;
  /** The field that carries removed ids on this endpoint, when it has one. */
  removedIdsField?: string;
  /** KiotViet documents `orderBy` for this endpoint: pages are asked in modification order. */
  orderByDocumented: boolean;
  idOf: (record: T) => number;
  /** When the record last changed (KiotViet leaves modifiedDate empty until the first edit). */
  changedAt: (record: T) => number;
}

/** Default overlap of incremental reads. */
export const defaultOverlapMs = 5 * 60_000;

/** Step-backs allowed in one listing before it gives up on a store whose records keep shifting. */
const maxStepBacks = 64;
/**
 * Pages in a row that bring nothing new, past the furthest offset read, before the listing gives up instead of
 * looping.
 */
const maxStalls = 16;
/** Records remembered to leave out what the overlap and the step-backs read again (memory stays bounded). */
const recentLimit = 20_000;

/** Records of each page that the next one asks for again: enough to see whether the list moved in between. */
export function pageOverlap(pageSize: number): number {
  return Math.max(1, Math.min(5, Math.floor(pageSize / 4)));
}

/**
 * Every record of a KiotViet list, page by page, read by offset (`currentItem`). It does not rely on the order of
 * the records: KiotViet documents no `orderBy` for some endpoints, and sorts records without `modifiedDate` first
 * or last. What it relies on is that records which did not change keep their order relative to each other.
 *
 * Offsets shift when records before the cursor are deleted, or move when they change. Each request therefore starts
 * a few records before the end of the page read before it, and a page counts only when it holds one of that page's
 * records unchanged (an anchor): every unchanged record before the anchor was then before it when the previous
 * page was read, so it was read. Otherwise the listing steps back a page and asks again. Records that changed or
 * appeared during the listing may be passed; they are found by the next incremental listing, which starts no later
 * than this one began ({@link nextModifiedSince}). Records read twice come twice only when they changed in
 * between; consumers keep the last state per id.
 *
 * The listing stops at `currentItem >= total`, at a short or empty page, and fails (instead of looping) when
 * KiotViet answers the same page whatever the offset, or keeps answering pages that bring nothing new.
 */
export class Listing<T> implements AsyncIterable<T> {
  /** KiotViet's time when the listing started (the envelope's `timestamp`), else this client's clock then. */
  startedAt: Date | undefined;
  /** Requests made so far (step-backs included). */
  requests = 0;
  /** Step-backs made so far (pages asked again because the list moved). */
  stepBacks = 0;
  readonly #removed = new Set<number>();
  readonly #spec: ResourceSpec<T>;
  readonly #options: ListOptions & { pageSize: number; overlapMs: number };
  readonly #query: CallOptions['query'];
  readonly #call: (call: CallOptions) => Promise<unknown>;
  readonly #clock: Clock;
  #latestChange: number | undefined;
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
    const resume = options.resumeFrom;
    if (resume && !(Number.isSafeInteger(resume.offset) && resume.offset >= 0)) {
      throw new RangeError(`resumeFrom.offset must be an integer ≥ 0, got ${resume.offset}`);
    }
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

  /**
   * The `modifiedSince` of the next incremental listing, once this one is read: when it started, or the latest
   * change it saw if that is earlier (a clock of ours ahead of KiotViet's would otherwise skip what changed in
   * between). When it saw nothing, the window stays where it was (`modifiedSince`).
   */
  get nextModifiedSince(): Date | undefined {
    if (this.startedAt === undefined) return undefined;
    const start = this.startedAt.getTime();
    const since = this.#options.modifiedSince;
    const bound = this.#latestChange ?? (since === undefined ? start : new Date(since).getTime());
    return new Date(Math.min(start, bound));
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
    const { pageSize, overlapMs, modifiedSince, signal, resumeFrom } = this.#options;
    const spec = this.#spec;
    const endpoint = `GET ${spec.path}`;
    const incremental = modifiedSince !== undefined;
    const since = incremental ? new Date(modifiedSince).getTime() - overlapMs : undefined;
    const clockStart = this.#clock.now();
    const overlap = pageOverlap(pageSize);

    let offset = resumeFrom?.offset ?? 0;
    /** The records of the last page that counted, with their change times: the next page's possible anchors. */
    let anchors = new Map<number, number>(resumeFrom?.anchors ?? []);
    let anchorOrder = resumeFrom?.anchors.map(([id]) => id).join(',') ?? '';
    let anchorOffset = resumeFrom ? -1 : 0;
    let anchorTotal = -1;
    /** Records handed out lately, with the change time handed out: what the overlap reads again is left out. */
    const recent = new Map<number, number>();
    let stalls = 0;
    /** The furthest offset a page that counted was read at. */
    let furthest = -1;

    /** One request of this query at an offset, checked: its body, envelope, records and their `[id, change]`. */
    const read = async (at: number) => {
      const body = await this.#call({
        method: 'GET',
        path: spec.path,
        signal,
        query: {
          ...this.#query,
          pageSize,
          currentItem: at,
          ...(spec.orderByDocumented ? { orderBy: 'modifiedDate', orderDirection: 'Asc' } : {}),
          ...(since === undefined ? {} : { lastModifiedFrom: formatKiotVietDate(since) }),
          ...(spec.removedIdsField && incremental ? { includeRemoveIds: true } : {}),
        },
      });
      this.requests += 1;
      const envelope = parseOrThrow(listEnvelopeSchema, body, endpoint);
      const data = envelope.data.map((raw, index) =>
        parseOrThrow(spec.schema, raw, endpoint, ['data', index]),
      );
      const keys = data.map((record): [number, number] => [spec.idOf(record), spec.changedAt(record)]);
      return { body, envelope, data, keys, order: keys.map(([id]) => id).join(',') };
    };

    for (;;) {
      const { body, envelope, data, keys, order } = await read(offset);
      if (this.startedAt === undefined) this.startedAt = envelope.timestamp ?? new Date(clockStart);
      const removedIds = spec.removedIdsField
        ? parseOrThrow(removedIdsSchema, (body as Record<string, unknown>)[spec.removedIdsField], endpoint, [
            spec.removedIdsField,
          ]).filter((removed) => !this.#removed.has(removed))
        : [];
      for (const removed of removedIds) this.#removed.add(removed);

      // KiotViet ignoring currentItem answers the same page at every offset. A store that moves can too, even many
      // times in a row and with the same total: an edit moves a record from after the cursor to before it (records
      // without modifiedDate sorted last, then edited), and with small pages the cursor moves on by a single record.
      // So a repeated page is asked again past the end of the list, where a store that honours currentItem answers
      // none of its records unless the list grew in between: the same page and total there is one that ignores it.
      const repeated =
        anchorOffset >= 0 &&
        offset !== anchorOffset &&
        data.length > 0 &&
        order === anchorOrder &&
        envelope.total === anchorTotal;
      if (repeated) {
        const probe = Math.max(envelope.total, offset + data.length);
        const answer = await read(probe);
        if (answer.order === order && answer.envelope.total === envelope.total) {
          throw new KiotVietValidationError(
            `${endpoint}: KiotViet answered currentItem=${offset} and currentItem=${probe} with the page it answered before; stopping instead of looping`,
            { endpoint, side: 'response', issues: [{ path: 'data', message: 'page repeated' }] },
          );
        }
      }

      const anchored = offset === 0 || keys.some(([id, changed]) => anchors.get(id) === changed);
      if (!anchored) {
        // The list moved under the listing: what lies between the last page and this one may have been passed.
        this.stepBacks += 1;
        if (this.stepBacks > maxStepBacks) {
          throw new KiotVietUnavailableError(
            `${endpoint}: the list kept shifting under the listing (${maxStepBacks} step-backs); try again later`,
            { endpoint },
          );
        }
        const previous = offset;
        offset =
          data.length === 0 && envelope.total < offset
            ? Math.max(0, envelope.total - pageSize)
            : Math.max(0, offset - (pageSize - overlap));
        if (removedIds.length > 0) {
          yield {
            records: [],
            removedIds,
            total: envelope.total,
            currentItem: previous,
            resume: { offset: previous, anchors: [...anchors] },
          };
        }
        continue;
      }

      const fresh: T[] = [];
      data.forEach((record, index) => {
        const [id, changed] = keys[index] as [number, number];
        const handedOut = recent.get(id);
        if (handedOut !== undefined && handedOut >= changed) return;
        fresh.push(record);
        recent.delete(id);
        recent.set(id, changed);
        if (recent.size > recentLimit) recent.delete(recent.keys().next().value as number);
        if (this.#latestChange === undefined || changed > this.#latestChange) this.#latestChange = changed;
      });
      const nextOffset = offset + Math.max(1, data.length - overlap);
      const resume: ResumePoint = { offset: nextOffset, anchors: keys };
      if (fresh.length > 0 || removedIds.length > 0) {
        yield { records: fresh, removedIds, total: envelope.total, currentItem: offset, resume };
      }

      const shortPage = data.length < Math.min(pageSize, envelope.pageSize ?? pageSize);
      if (data.length === 0 || shortPage || offset + data.length >= envelope.total) return;
      // A page read again after a step-back brings nothing new by nature (a step-back can go as far as offset 0, when
      // the records it looks for changed): only pages past the furthest offset read so far count as stalls.
      if (fresh.length > 0) stalls = 0;
      else if (offset > furthest) stalls += 1;
      furthest = Math.max(furthest, offset);
      if (stalls > maxStalls) {
        throw new KiotVietUnavailableError(
          `${endpoint}: ${maxStalls} pages in a row brought nothing new; try again later`,
          { endpoint },
        );
      }
      anchors = new Map(keys);
      anchorOrder = order;
      anchorOffset = offset;
      anchorTotal = envelope.total;
      offset = nextOffset;
    }
  }
}
