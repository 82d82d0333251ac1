import { createHash } from 'node:crypto';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PAGE_MAX } from '../domain/limits';
import { AppError } from '../errors';
import { setBounded } from '../shared/bounded-map';
import type { Executor } from './client';
import { listEstimates, listVersions } from './schema';

/**
 * Paging for every list endpoint (CONTRIBUTING, "Adding an endpoint"):
 *
 * - **Keyset.** A list is ordered by sort keys that end in a unique one (`created_at, order_number`; `name, id`),
 *   all in one direction. A page continues from the previous page's last keys (`(a, b) < ($1, $2)`), which an index
 *   on the filter's columns followed by the keys answers with a short range scan at any depth.
 * - **Cursor.** Each answer carries `next_cursor` (null on the last page): the client passes it back as `cursor` for
 *   the next page (the product picker's "Tải thêm", infinite lists). It names its page number and the filter it
 *   belongs to; another filter's cursor answers 400.
 * - **Page numbers.** The page-number screens send `page`. The pager remembers, per filter, the keys where
 *   recent pages ended (learnt whenever a page is served), so next, previous, a reload and the ±2 window are a seek
 *   from a remembered boundary. A page with no boundary yet (a jump) first finds one: the sort keys of the row
 *   before it, read by an OFFSET over the keys alone (from the nearest boundary before it) — which the filter's
 *   index answers without visiting the rows or joining anything — then seeks from there.
 * - **Totals.** One statement returns the page and a count of the matching rows bounded at EXACT_TOTAL_LIMIT + 1:
 *   at or below the limit `total` is exact (`total_exact: true`, "Hiển thị x đến y trên tổng n" is right); above
 *   it the count stops there and `total` is the planner's estimate (`total_exact: false`), unless this is the last
 *   page, whose position makes it exact again. A page past the end (an estimate's last page that is not there)
 *   counts every row, so the client can go to the real last page; no other request counts more than
 *   EXACT_TOTAL_LIMIT + 1 rows (a search stops earlier: ListSpec.searchCountLimit). The estimate
 *   is asked once per list and kept in the database (`list_estimates`), so every page of a list, from whichever
 *   process, answers the same total (a plan and a round trip saved on every other page).
 * - **Several processes.** Any server process may serve any page. A list's scope has a version in the database
 *   (`list_versions`), raised by `forget` after every write that adds, removes or moves its rows; a process keeps
 *   the boundaries it learnt only under the version it learnt them at. The page's own statement reads the version
 *   and the shared estimate (PageTotal), in the snapshot its rows come from: a page sought from a remembered
 *   boundary whose version has been raised since is served again from the database, so a page served by another
 *   process than the write never starts from a boundary the write moved.
 */

/** Totals up to this many rows are exact; above it they are the planner's estimate. */
export const EXACT_TOTAL_LIMIT = 1_000;

/** How a sort key travels in a cursor: its text form, validated before it reaches SQL. */
type KeyKind = 'timestamp' | 'text' | 'uuid' | 'integer' | 'date';

interface SortKey {
  /** A NOT NULL column (or expression) of the list's select. */
  column: SQLWrapper;
  kind: KeyKind;
}

export interface Ordering {
  /** Most significant first; the last key is unique among the rows listed, so the order is total. */
  keys: readonly SortKey[];
  direction: 'asc' | 'desc';
}

export interface PageRequest {
  page: number;
  limit: number;
  cursor?: string | undefined;
}

/**
 * What the page statement reads besides its rows, once (an InitPlan): the bounded count of the matching rows, and
 * the list's shared state — its scope's version and the stored estimate of its total, when one is current — read
 * in the same snapshot as the rows, so that the request needs no statement of its own for them.
 */
export interface PageTotal {
  count: number;
  version: number;
  estimate: number | undefined;
}

/** What the page query must add to its select, where, order and limit. */
interface PageQuery {
  /** `keys`: the row's sort keys as text (for cursors and boundaries); `total`: the count and the list's state. */
  keys: SQL<string[]>;
  total: SQL<PageTotal>;
  /** The keyset condition, to AND with the filter (undefined: from the start). */
  seek: SQL | undefined;
  orderBy: SQL[];
  limit: number;
}

export interface ListSpec<Row extends { keys: string[]; total: PageTotal }> {
  db: Executor;
  /**
   * What the remembered boundaries belong to, e.g. `purchase_orders:<pharmacy id>`: `forget(scope)` retires them,
   * in every process, after a write that moves rows within the order.
   */
  scope: string;
  /** The filter as plain data: a cursor or boundary is reused only for the very same filter. */
  filter: unknown;
  ordering: Ordering;
  request: PageRequest;
  /** The tables the filter reads (`products left join distributors on …`), and the filter. */
  from: SQL;
  where: SQL;
  /**
   * What the count reads when `from` joins tables that never drop or repeat a row (a lot's product): the count then
   * stays within the filter's index. Default: `from`.
   */
  countFrom?: SQL | undefined;
  /** The page's own select, given the pieces above. */
  rows(query: PageQuery): Promise<Row[]>;
  /**
   * A search (src/db/search.ts): its count stops at this many matches (well below EXACT_TOTAL_LIMIT, so that a
   * common word costs no more than a rare one), and from there on its total is a lower bound, not exact: the rows
   * counted or the pages reached, whichever is more ("more than 200"). No planner estimate is asked, as the
   * planner's guess of a text search's matches is no better than that.
   */
  searchCountLimit?: number | undefined;
}

export interface Page<Row> {
  rows: Row[];
  page: number;
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
}

const CURSOR_INVALID = 'Con trỏ trang không hợp lệ';
const CURSOR_OTHER_FILTER = 'Con trỏ trang thuộc về bộ lọc khác; hãy tải lại từ trang đầu';

/** Text a key kind accepts from a cursor: anything else would make the cast in SQL fail with a 500. */
const KEY_FORMAT: Record<KeyKind, (value: string) => boolean> = {
  // Microseconds since 1970, exactly as `keyText` writes them.
  timestamp: (value) => /^-?\d{1,17}$/.test(value),
  text: (value) => value.length <= 2_000 && !value.includes('\u0000'),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  integer: (value) => /^-?\d{1,9}$/.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
};

/** A key as exact text: timestamps as integer microseconds (a JavaScript Date would drop the microseconds). */
function keyText({ column, kind }: SortKey): SQL {
  return kind === 'timestamp'
    ? sql`(extract(epoch from ${column}) * 1000000)::bigint::text`
    : sql`${column}::text`;
}

function keyValue(kind: KeyKind, value: string): SQL {
  switch (kind) {
    case 'timestamp':
      return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
    case 'uuid':
      return sql`${value}::uuid`;
    case 'integer':
      return sql`${value}::integer`;
    case 'date':
      return sql`${value}::date`;
    default:
      return sql`${value}::text`;
  }
}

function orderByKeys(ordering: Ordering): SQL[] {
  return ordering.keys.map(({ column }) =>
    ordering.direction === 'desc' ? sql`${column} desc` : sql`${column} asc`,
  );
}

/** Rows after `values` in the ordering: one row comparison, which a b-tree on the keys answers as a range. */
function seekAfter(ordering: Ordering, values: readonly string[]): SQL {
  const columns = sql.join(
    ordering.keys.map((key) => sql`${key.column}`),
    sql`, `,
  );
  const bounds = sql.join(
    ordering.keys.map((key, index) => keyValue(key.kind, values[index] as string)),
    sql`, `,
  );
  return ordering.direction === 'desc' ? sql`(${columns}) < (${bounds})` : sql`(${columns}) > (${bounds})`;
}

function filterTag(filter: unknown): string {
  return createHash('sha256').update(JSON.stringify(filter)).digest('base64url').slice(0, 10);
}

function encodeCursor(page: number, tag: string, keys: readonly string[]): string {
  return Buffer.from(JSON.stringify([page, tag, ...keys])).toString('base64url');
}

function decodeCursor(cursor: string, ordering: Ordering, tag: string): { page: number; keys: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw AppError.validation({ cursor: CURSOR_INVALID });
  }
  if (!Array.isArray(parsed) || parsed.length !== ordering.keys.length + 2) {
    throw AppError.validation({ cursor: CURSOR_INVALID });
  }
  const [page, cursorTag, ...keys] = parsed as unknown[];
  const valid =
    Number.isInteger(page) &&
    (page as number) >= 2 &&
    (page as number) <= PAGE_MAX &&
    typeof cursorTag === 'string' &&
    keys.every(
      (value, index) =>
        typeof value === 'string' && KEY_FORMAT[(ordering.keys[index] as SortKey).kind](value),
    );
  if (!valid) throw AppError.validation({ cursor: CURSOR_INVALID });
  if (cursorTag !== tag) throw AppError.validation({ cursor: CURSOR_OTHER_FILTER });
  return { page: page as number, keys: keys as string[] };
}

/** The planner's row estimate for the filter: a plan, not a scan. */
async function estimateRows(db: Executor, from: SQL, where: SQL): Promise<number> {
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from ${from} where ${where}`,
  );
  return Math.round(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

function boundedCount(from: SQL, where: SQL, limit = EXACT_TOTAL_LIMIT + 1): SQL<number> {
  return sql<number>`(select count(*) from (select 1 from ${from} where ${where} limit ${limit}) as bounded)`.mapWith(
    Number,
  );
}

/**
 * The sort keys of the row `offset` rows after `seekFrom` (or after the start): the boundary of a page nobody has
 * reached by paging yet. Only keys are read, so an index on the filter and the keys answers it on its own; `total`
 * (the count and the list's state) comes with them, read in the same snapshot.
 */
async function keysAt(
  db: Executor,
  spec: { from: SQL; where: SQL; ordering: Ordering },
  seekFrom: string[] | undefined,
  offset: number,
  total: SQL<PageTotal>,
): Promise<{ keys: string[]; total: PageTotal } | undefined> {
  const where = seekFrom ? sql`${spec.where} and ${seekAfter(spec.ordering, seekFrom)}` : spec.where;
  const result = await db.execute<{ keys: string[]; total: string }>(
    sql`select array[${sql.join(spec.ordering.keys.map(keyText), sql`, `)}] as keys, ${total} as total
      from ${spec.from}
      where ${where} order by ${sql.join(orderByKeys(spec.ordering), sql`, `)} offset ${offset} limit 1`,
  );
  const row = result.rows[0];
  return row && { keys: row.keys, total: parseTotal(row.total) };
}

/** `total`'s text, `<count> <version> <estimate or ->`, as its parts. */
function parseTotal(text: string): PageTotal {
  const [count, version, estimate] = String(text).split(' ');
  return {
    count: Number(count),
    version: Number(version),
    estimate: estimate === undefined || estimate === '-' ? undefined : Number(estimate),
  };
}

interface Boundaries {
  /** The scope's version these boundaries were learnt under (list_versions). */
  version: number;
  /** Page number → the sort keys of the last row before it. */
  pages: Map<number, string[]>;
  expiresAt: number;
}

export interface PagerOptions {
  /** Lists (scope × filter × page size) whose boundaries are kept; the least recently used go first. */
  maxLists?: number;
  maxPagesPerList?: number;
  /**
   * Boundaries and estimates are forgotten after this long, so pages re-align even after a write that did not say
   * so (a change made in SQL by hand), and an estimate follows the table's statistics.
   */
  ttlMs?: number;
}

/** A pager per service: it holds the page boundaries its lists have learnt; `db` keeps the lists' shared state. */
export function createPager(
  db: Executor,
  { maxLists = 500, maxPagesPerList = 200, ttlMs = 5 * 60_000 }: PagerOptions = {},
) {
  const lists = new Map<string, Boundaries>();
  const ttl = sql`${ttlMs} * interval '1 millisecond'`;

  /**
   * The count and the list's state as one text column (parseTotal): each is a subquery without outer references,
   * which the database runs once per statement however many rows the page has.
   */
  function totalOf(scope: string, tag: string, from: SQL, where: SQL, countLimit: number): SQL<PageTotal> {
    const version = sql`coalesce((select ${listVersions.version} from ${listVersions} where ${listVersions.scope} = ${scope}), 0)`;
    const estimate = sql`(select ${listEstimates.estimate}::text from ${listEstimates}
      where ${listEstimates.scope} = ${scope} and ${listEstimates.filter} = ${tag}
        and ${listEstimates.version} = ${version} and ${listEstimates.computedAt} > now() - ${ttl})`;
    return sql<PageTotal>`(${boundedCount(from, where, countLimit)}::text || ' ' || ${version}::text || ' ' || coalesce(${estimate}, '-'))`.mapWith(
      parseTotal,
    );
  }

  /**
   * The estimate of the list's total under `version`: the one another process stored first, else `computed`
   * (stored for the others). An estimate of an older version than the stored one is answered but not kept.
   */
  async function sharedEstimate(scope: string, tag: string, version: number, computed: number) {
    const stored = await db.execute<{ estimate: string }>(
      sql`insert into ${listEstimates} (scope, filter, version, estimate, computed_at)
        values (${scope}, ${tag}, ${version}, ${computed}, now())
        on conflict (scope, filter) do update
          set version = excluded.version, estimate = excluded.estimate, computed_at = excluded.computed_at
          where ${listEstimates.version} < excluded.version
            or (${listEstimates.version} = excluded.version and ${listEstimates.computedAt} <= now() - ${ttl})
        returning estimate::text as estimate`,
    );
    if (stored.rows.length > 0) {
      // Filters asked once and never again would otherwise stay for good in a scope that is never written.
      await db.execute(
        sql`delete from ${listEstimates} where scope = ${scope} and computed_at <= now() - ${ttl}`,
      );
      return computed;
    }
    const theirs = await db.execute<{ estimate: string }>(
      sql`select estimate::text as estimate from ${listEstimates}
        where scope = ${scope} and filter = ${tag} and version = ${version}`,
    );
    return theirs.rows[0] ? Number(theirs.rows[0].estimate) : computed;
  }

  function boundaries(key: string, version: number): Boundaries | undefined {
    const found = lists.get(key);
    if (!found) return undefined;
    if (found.expiresAt <= performance.now() || found.version < version) {
      lists.delete(key);
      return undefined;
    }
    if (found.version > version) return undefined;
    // Most recently used last: the first entry is the one to evict.
    lists.delete(key);
    lists.set(key, found);
    return found;
  }

  function remember(key: string, version: number, page: number, keys: string[]) {
    let list = boundaries(key, version);
    if (!list) {
      // A request that read an older version than the one kept here learnt nothing worth keeping.
      if ((lists.get(key)?.version ?? -1) > version) return;
      list = setBounded(lists, maxLists, key, {
        version,
        pages: new Map(),
        expiresAt: performance.now() + ttlMs,
      });
    }
    setBounded(list.pages, maxPagesPerList, page, keys);
  }

  function nearestBoundary(
    key: string,
    version: number,
    page: number,
  ): { page: number; keys: string[] } | undefined {
    let best: { page: number; keys: string[] } | undefined;
    for (const [known, keys] of boundaries(key, version)?.pages ?? []) {
      if (known <= page && (!best || known > best.page)) best = { page: known, keys };
    }
    return best;
  }

  async function listPage<Row extends { keys: string[]; total: PageTotal }>(
    spec: ListSpec<Row>,
    retried: boolean,
  ): Promise<Page<Row>> {
    const { ordering, request } = spec;
    const { limit } = request;
    const tag = filterTag(spec.filter);
    const key = `${spec.scope}\u0000${tag}\u0000${limit}`;
    const countLimit = spec.searchCountLimit ?? EXACT_TOTAL_LIMIT + 1;
    const totalSql = totalOf(spec.scope, tag, spec.countFrom ?? spec.from, spec.where, countLimit);

    let page = request.page;
    let seekFrom: string[] | undefined;
    let known = true;
    let state: PageTotal | undefined;
    // The version of the boundary this process remembered and seeks from: checked against the version the page's
    // statement reads (no statement of its own for it), and the page served again if a write has raised it since.
    let rememberedAt: number | undefined;
    if (request.cursor) {
      ({ page, keys: seekFrom } = decodeCursor(request.cursor, ordering, tag));
    } else if (page > 1) {
      const held = lists.get(key);
      const nearest = held && nearestBoundary(key, held.version, page);
      if (held && nearest) {
        seekFrom = nearest.keys;
        rememberedAt = held.version;
      }
      if (!nearest || nearest.page < page) {
        // Rows before the page: from the nearest boundary, or from the start.
        const skipped = (page - (nearest?.page ?? 1)) * limit;
        const found = await keysAt(spec.db, spec, seekFrom, skipped - 1, totalSql);
        state = found?.total;
        if (found && (rememberedAt === undefined || found.total.version === rememberedAt)) {
          seekFrom = found.keys;
          remember(key, found.total.version, page, seekFrom);
        } else if (!found) known = false;
      }
    }
    // Past the end there is no boundary: nothing to list, only the count.
    const fetched =
      known && !(state && rememberedAt !== undefined && state.version !== rememberedAt)
        ? await spec.rows({
            keys: sql<string[]>`array[${sql.join(ordering.keys.map(keyText), sql`, `)}]`,
            total: totalSql,
            seek: seekFrom ? seekAfter(ordering, seekFrom) : undefined,
            orderBy: orderByKeys(ordering),
            limit: limit + 1,
          })
        : [];
    // A page past the end has no row to carry the count and the state: read on their own.
    state =
      fetched[0]?.total ??
      state ??
      parseTotal(
        (await spec.db.execute<{ total: string }>(sql`select ${totalSql} as total`)).rows[0]?.total ??
          '0 0 -',
      );
    if (rememberedAt !== undefined && state.version !== rememberedAt) {
      // A write (in any process) moved the rows since this process learnt the boundary: drop what it knew of the
      // list and serve the page from what the database holds now. Once: a second answer seeks from nothing
      // remembered before it.
      lists.delete(key);
      if (!retried) return listPage(spec, true);
    }
    const rows = fetched.slice(0, limit);
    const hasMore = fetched.length > limit;
    const last = rows.at(-1);
    if (hasMore && last) remember(key, state.version, page + 1, last.keys);

    const counted = state.count;
    const position = (page - 1) * limit + rows.length;
    let total = counted;
    let totalExact = true;
    if (rows.length === 0 && page > 1 && counted >= countLimit) {
      // Past the end of a list larger than its count's limit: a page from an estimated total, which may be over
      // by a few pages. Counting every row is dearer than a page, but only this answer pays it, and it gives the
      // client the real last page to go to (an estimate would send it back to the first).
      total = Number(
        (
          await spec.db.execute<{ n: string }>(
            sql`select count(*)::text as n from ${spec.from} where ${spec.where}`,
          )
        ).rows[0]?.n ?? 0,
      );
    } else if (spec.searchCountLimit !== undefined && counted >= spec.searchCountLimit) {
      total = Math.max(counted, position + (hasMore ? 1 : 0));
      totalExact = false;
    } else if (counted > EXACT_TOTAL_LIMIT && (hasMore || rows.length === 0)) {
      const estimate =
        state.estimate ??
        (await sharedEstimate(
          spec.scope,
          tag,
          state.version,
          await estimateRows(spec.db, spec.from, spec.where),
        ));
      total = Math.max(estimate, EXACT_TOTAL_LIMIT + 1, position + (hasMore ? 1 : 0));
      totalExact = false;
    } else if (counted > EXACT_TOTAL_LIMIT) {
      // The last page: everything before it and its rows.
      total = position;
    }
    return {
      rows,
      page,
      total,
      totalExact,
      nextCursor: hasMore && last ? encodeCursor(page + 1, tag, last.keys) : null,
    };
  }

  return {
    list<Row extends { keys: string[]; total: PageTotal }>(spec: ListSpec<Row>): Promise<Page<Row>> {
      return listPage(spec, false);
    },

    /**
     * After a write that adds rows to `scope` or moves them within the order: raises the scope's version, so every
     * process stops using the boundaries and estimates it had (awaited before the write is answered).
     */
    async forget(scope: string): Promise<void> {
      for (const key of lists.keys()) if (key.startsWith(`${scope}\u0000`)) lists.delete(key);
      await db.execute(
        sql`with raised as (
            insert into ${listVersions} (scope, version) values (${scope}, 1)
            on conflict (scope) do update set version = ${listVersions.version} + 1
            returning scope
          )
          delete from ${listEstimates} where scope in (select scope from raised)`,
      );
    },
  };
}

export type Pager = ReturnType<typeof createPager>;

/** A page as every list endpoint answers it (`pageResult` in the OpenAPI document). */
export function pageAnswer<Row, Item>(page: Page<Row>, request: PageRequest, present: (row: Row) => Item) {
  return {
    data: page.rows.map(present),
    total: page.total,
    page: page.page,
    limit: request.limit,
    total_exact: page.totalExact,
    next_cursor: page.nextCursor,
  };
}
