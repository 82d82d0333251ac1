/**
 * One kind of record (products, invoices…): a base of generated records that is never held in memory as a whole,
 * plus an overlay of what changed since the simulator started (edits, new records, deletions).
 *
 * Base records are generated from their index, their ids grow with the index, and their time of last change
 * (`modifiedDate`, else `createdDate`) never decreases with the index. So "changed since T" is an index range
 * found by binary search, and a page is generated on demand, whatever the size.
 */

export interface SimRecord {
  id: number;
  createdAt: number;
  modifiedAt: number | null;
}

export interface BaseSource<R extends SimRecord> {
  count: number;
  /** The id of a base index (strictly increasing with the index). */
  idBase: number;
  generate(index: number): R;
  /** The base record's time of last change, without generating the record; never decreases with the index. */
  changedAt(index: number): number;
  /** No base record was ever edited (modifiedDate empty): sorting by it needs no record generated. */
  neverModified?: boolean;
}

export interface QueryOptions<R extends SimRecord> {
  /** Only records changed at or after this instant. */
  since?: number | undefined;
  /**
   * `modifiedDate` counts a record's creation as its change; `modifiedNullsFirst` puts the records never edited
   * first (by id), as a database sorting an empty modifiedDate does; `shuffled` is an order that is neither by id nor
   * by date, the same from one request to the next (an endpoint without a documented orderBy).
   */
  order: 'id' | 'modifiedDate' | 'modifiedNullsFirst' | 'shuffled';
  descending?: boolean;
  /** A filter that maps to a base index range (monotone fields), and the same filter for overlay records. */
  range?: { from: number; to: number; test: (record: R) => boolean } | undefined;
  /** Any other filter: answered by scanning every record (fine for small stores, slow on the `scale` size). */
  where?: ((record: R) => boolean) | undefined;
  /** Identifies `where` for caching the scan (same key = same filter). */
  whereKey?: string;
}

/** A change of one record, as `Collection.onChange` listeners hear it. */
export type CollectionChange<R> =
  | { type: 'create'; record: R }
  | { type: 'edit'; before: R; record: R }
  | { type: 'remove'; id: number };

export interface QueryResult<R> {
  total: number;
  at(position: number): R;
}

const changedAtOf = (record: SimRecord) => record.modifiedAt ?? record.createdAt;

export class Collection<R extends SimRecord> {
  readonly #base: BaseSource<R>;
  /** Edited base records and created records, by index. */
  readonly #overlay = new Map<number, R>();
  /** Deleted records by index, with the time of deletion. */
  readonly #deleted = new Map<number, { id: number; at: number }>();
  /** Base indices that the overlay replaces or hides, sorted. */
  readonly #touched: number[] = [];
  #created = 0;
  #version = 0;
  #scanCache: { key: string; version: number; indices: number[] } | undefined;
  readonly #listeners = new Set<(change: CollectionChange<R>) => void>();

  constructor(base: BaseSource<R>) {
    this.#base = base;
  }

  /** Records ever created (base and new), deleted ones included. */
  get size(): number {
    return this.#base.count + this.#created;
  }

  /** Generated records (the history before the simulator started). */
  get baseCount(): number {
    return this.#base.count;
  }

  /** Records that exist now. */
  get liveCount(): number {
    return this.size - this.#deleted.size;
  }

  get version(): number {
    return this.#version;
  }

  idOf(index: number): number {
    return this.#base.idBase + index;
  }

  indexOf(id: number): number | undefined {
    const index = id - this.#base.idBase;
    return Number.isInteger(index) && index >= 0 && index < this.size ? index : undefined;
  }

  isDeleted(index: number): boolean {
    return this.#deleted.has(index);
  }

  /** The record as it is now (undefined when deleted or unknown). */
  get(index: number): R | undefined {
    if (index < 0 || index >= this.size || this.#deleted.has(index)) return undefined;
    return this.#overlay.get(index) ?? this.#base.generate(index);
  }

  /** The record as generated or last edited, even when deleted (history still shows it). */
  getEvenDeleted(index: number): R | undefined {
    if (index < 0 || index >= this.size) return undefined;
    return this.#overlay.get(index) ?? this.#base.generate(index);
  }

  getById(id: number): R | undefined {
    const index = this.indexOf(id);
    return index === undefined ? undefined : this.get(index);
  }

  /** Calls `listener` after every change made through edit, create and remove (the store's webhooks). */
  onChange(listener: (change: CollectionChange<R>) => void): void {
    this.#listeners.add(listener);
  }

  edit(index: number, change: (record: R) => R, now: number): R {
    const current = this.get(index);
    if (!current) throw new Error(`no record at index ${index}`);
    const next = { ...change(structuredClone(current)), modifiedAt: now };
    this.#touch(index);
    this.#overlay.set(index, next);
    this.#version += 1;
    this.#tell({ type: 'edit', before: current, record: next });
    return next;
  }

  create(build: (index: number, id: number) => R): R {
    const index = this.size;
    const record = build(index, this.idOf(index));
    this.#overlay.set(index, record);
    this.#created += 1;
    this.#version += 1;
    this.#tell({ type: 'create', record });
    return record;
  }

  remove(index: number, now: number): void {
    if (!this.get(index)) throw new Error(`no record at index ${index}`);
    this.#touch(index);
    this.#deleted.set(index, { id: this.idOf(index), at: now });
    this.#version += 1;
    this.#tell({ type: 'remove', id: this.idOf(index) });
  }

  #tell(change: CollectionChange<R>): void {
    for (const listener of this.#listeners) listener(change);
  }

  /** Ids deleted at or after `since` (all deletions when undefined). */
  removedIdsSince(since: number | undefined): number[] {
    const ids: number[] = [];
    for (const { id, at } of this.#deleted.values()) if (since === undefined || at >= since) ids.push(id);
    return ids.sort((a, b) => a - b);
  }

  /** A live, ordered view of the records that match; positions are offsets (`currentItem`). */
  query(options: QueryOptions<R>): QueryResult<R> {
    const sortedByIndex =
      options.order === 'id' ||
      options.order === 'modifiedDate' ||
      (options.order === 'modifiedNullsFirst' && this.#base.neverModified === true);
    const result = options.where || !sortedByIndex ? this.#scan(options) : this.#indexed(options);
    if (!options.descending) return result;
    return { total: result.total, at: (position) => result.at(result.total - 1 - position) };
  }

  #indexed(options: QueryOptions<R>): QueryResult<R> {
    const base = this.#base;
    const since = options.since;
    let from = options.range ? Math.max(0, options.range.from) : 0;
    const to = options.range ? Math.min(base.count, options.range.to) : base.count;
    if (since !== undefined) from = Math.max(from, this.#firstChangedAtOrAfter(since));
    const lo = Math.min(from, to);
    const baseTotal = to - lo - this.#countTouched(lo, to - 1);

    const matches = (record: R) =>
      (since === undefined || changedAtOf(record) >= since) && (!options.range || options.range.test(record));
    const extra: { index: number; record: R }[] = [];
    for (const [index, record] of this.#overlay) {
      if (!this.#deleted.has(index) && matches(record)) extra.push({ index, record });
    }
    const total = baseTotal + extra.length;

    const baseAt = (k: number): number => {
      // The k-th base index in [lo, to) that the overlay does not touch.
      let index = lo + k;
      for (;;) {
        const next = lo + k + this.#countTouched(lo, index);
        if (next === index) {
          if (!this.#isTouched(index)) return index;
          index += 1;
        } else {
          index = next;
        }
      }
    };

    if (options.order !== 'id') {
      // Base records come first either way: by change time, or (never edited) in index order.
      if (options.order === 'modifiedDate') {
        extra.sort((a, b) => changedAtOf(a.record) - changedAtOf(b.record) || a.record.id - b.record.id);
      } else {
        const order = extra.map((entry) => entry.index);
        sortIndices(order, options.order, (index) => this.#overlay.get(index) as R, this.#base.idBase);
        const byIndex = new Map(extra.map((entry) => [entry.index, entry]));
        extra.splice(0, extra.length, ...order.map((index) => byIndex.get(index) as (typeof extra)[number]));
      }
      return {
        total,
        at: (position) => {
          if (position < baseTotal) return base.generate(baseAt(position));
          const entry = extra[position - baseTotal];
          if (!entry) throw new RangeError(`position ${position} outside ${total}`);
          return entry.record;
        },
      };
    }

    extra.sort((a, b) => a.index - b.index);
    const extraIndices = extra.map((entry) => entry.index);
    const countBaseUpTo = (value: number) => {
      const last = Math.min(value, to - 1);
      return last < lo ? 0 : last - lo + 1 - this.#countTouched(lo, last);
    };
    return {
      total,
      at: (position) => {
        // The smallest index whose count of matches up to it exceeds `position`.
        let low = 0;
        let high = this.size - 1;
        while (low < high) {
          const middle = Math.floor((low + high) / 2);
          if (countBaseUpTo(middle) + upperBound(extraIndices, middle) > position) high = middle;
          else low = middle + 1;
        }
        const entry = extra[lowerBound(extraIndices, low)];
        if (entry && entry.index === low) return entry.record;
        return base.generate(low);
      },
    };
  }

  #scan(options: QueryOptions<R>): QueryResult<R> {
    const key = `${options.whereKey ?? ''}|${options.since ?? ''}|${options.order}|${options.range?.from ?? ''}-${options.range?.to ?? ''}`;
    let cached = this.#scanCache;
    // A filter without a key cannot be told from another one: only then is every query scanned afresh.
    const cacheable = options.where === undefined || options.whereKey !== undefined;
    if (!cached || cached.key !== key || cached.version !== this.#version || !cacheable) {
      const { where, since, range } = options;
      const indices: number[] = [];
      const records = new Map<number, R>();
      const consider = (index: number) => {
        const record = this.get(index);
        if (!record || (where && !where(record))) return;
        if (since !== undefined && changedAtOf(record) < since) return;
        if (range && !range.test(record)) return;
        indices.push(index);
        if (options.order !== 'id') records.set(index, record);
      };
      // Base records change in index order: those before the first changed since `since` match only when edited.
      const first = since === undefined ? 0 : this.#firstChangedAtOrAfter(since);
      for (const index of this.#touched) if (index < first) consider(index);
      for (let index = first; index < this.size; index += 1) consider(index);
      sortIndices(indices, options.order, (index) => records.get(index) as R, this.#base.idBase);
      cached = { key, version: this.#version, indices };
      this.#scanCache = cached;
    }
    const indices = cached.indices;
    return {
      total: indices.length,
      at: (position) => {
        const record = this.get(indices[position] ?? -1);
        if (!record) throw new RangeError(`position ${position} outside ${indices.length}`);
        return record;
      },
    };
  }

  #firstChangedAtOrAfter(since: number): number {
    let low = 0;
    let high = this.#base.count;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (this.#base.changedAt(middle) >= since) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  #touch(index: number): void {
    if (index >= this.#base.count || this.#isTouched(index)) return;
    this.#touched.splice(lowerBound(this.#touched, index), 0, index);
  }

  #isTouched(index: number): boolean {
    return this.#touched[lowerBound(this.#touched, index)] === index;
  }

  /** Touched base indices in [from, to]. */
  #countTouched(from: number, to: number): number {
    if (to < from) return 0;
    return upperBound(this.#touched, to) - lowerBound(this.#touched, from);
  }
}

function sortIndices<R extends SimRecord>(
  indices: number[],
  order: QueryOptions<R>['order'],
  recordAt: (index: number) => R,
  idBase: number,
): void {
  if (order === 'id') {
    indices.sort((a, b) => a - b);
    return;
  }
  if (order === 'shuffled') {
    // A fixed permutation of the ids (a multiplicative hash): new records land anywhere, not at the end.
    const rank = (index: number) => Math.imul((idBase + index) ^ 0x2545f491, 0x9e3779b1) >>> 0;
    indices.sort((a, b) => rank(a) - rank(b) || a - b);
    return;
  }
  const key = new Map(
    indices.map((index) => {
      const record = recordAt(index);
      return [index, order === 'modifiedDate' ? changedAtOf(record) : record.modifiedAt] as const;
    }),
  );
  indices.sort((a, b) => {
    const ka = key.get(a) ?? null;
    const kb = key.get(b) ?? null;
    if (ka === null || kb === null) return ka === kb ? a - b : ka === null ? -1 : 1;
    return ka - kb || a - b;
  });
}

/** The first position whose value is ≥ `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many values are ≤ `value`. */
function upperBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
