import { type Column, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../domain/text';
import type { Executor } from './client';

/**
 * Search of a list by relevance, at a cost that does not grow with how common the searched word is.
 *
 * A search is a few ways of matching ("arms"), best first: e.g. the code starts with the text, the name starts with
 * it, a word of the name starts with it, the text is anywhere in it. Each arm is answered by its own index (a b-tree
 * range for a prefix, the trigram index for a word start or a part). The candidates are the first SEARCH_CANDIDATES
 * rows of the arms read best first: once the better arms have found that many, the others are not read at all, so
 * a word found in a fifth of a chain's 54,000 products reads a few hundred rows, never all of them. The list then
 * sorts those candidates by the best arm each matches, then by its own order: a search shows its best 100 matches
 * (docs/product/conventions.md). A part of a word ("anywhere") needs three characters, the trigram index's unit: a
 * shorter text matches prefixes only.
 */

/** Candidates a search reads at most, and where it stops counting ("more than 100"). */
export const SEARCH_CANDIDATES = 100;

/** A part of a word is looked up from this many characters on (a trigram); shorter texts match prefixes only. */
const CONTAINS_MIN_LENGTH = 3;

export interface RankedSearch {
  /** AND it into the list's filter: the row is one of the candidates. */
  where: SQL;
  /** The list's first sort key (ascending): the index of the best arm the row matches. */
  rank: SQL<number>;
}

/**
 * The candidates of `arms` among the rows `filter` keeps, each arm capped, read in one statement of their own: the
 * page and its count then look them up by primary key (`id = any(…)`) instead of running the arms twice, and the
 * planner cannot turn the list into a read of the whole table whatever it thinks of the arms' selectivity.
 */
export async function rankedSearch(
  db: Executor,
  table: SQL,
  id: Column,
  filter: SQL,
  { candidates, ranks }: Arms,
): Promise<RankedSearch> {
  const arms = candidates.map((candidate) =>
    'where' in candidate ? candidate : { where: candidate, orderBy: undefined },
  );
  // UNION ALL under a LIMIT: PostgreSQL reads the arms one after the other and stops as soon as the limit is
  // reached, so a later arm is not read once the better ones have found enough. A row is the candidate of its best
  // arm only (`is not true`, not `not`: a row where an earlier arm is null, on a nullable column, is kept).
  const result = await db.execute<{ id: string }>(
    sql`select id from (${sql.join(
      arms.map(({ where, orderBy }, index) => {
        const better = arms.slice(0, index).map((arm) => sql` and (${arm.where}) is not true`);
        const order = orderBy ? sql` order by ${orderBy}` : sql``;
        return sql`(select ${id} as id from ${table} where ${filter} and ${where}${sql.join(better)}${order}
          limit ${SEARCH_CANDIDATES})`;
      }),
      sql` union all `,
    )}) as found limit ${SEARCH_CANDIDATES}`,
  );
  // One array parameter (uuids the database returned): drizzle would spread a JavaScript array into a list. Read
  // through a sub-select, whose contents the planner does not see: it plans a lookup by key per id, right for a few
  // hundred ids whatever the table's size (given the array itself, PostgreSQL reads a small table whole).
  const ids = `{${result.rows.map((row) => row.id).join(',')}}`;
  return { where: sql`${id} = any(array(select unnest(${ids}::uuid[])))`, rank: rankOf(ranks) };
}

/** A way of finding candidates, and optionally the order to read them in (see textArms' `within`). */
type Candidate = SQL | { where: SQL; orderBy: SQL };

/** Ways of matching: those that find the candidates, and those that rank them (best first). */
interface Arms {
  candidates: readonly Candidate[];
  ranks: readonly SQL[];
}

/**
 * The arms of a text in a `search_text` that is foldForSearch("code name …"): the code starting with it, the name
 * starting with it, a word starting with it, the text anywhere. From three characters, the part of a word finds
 * every word start too, so one trigram lookup finds both (ranked apart); below, the word start is the lookup.
 */
export function textArms(searchText: Column, code: Column, text: string, within?: SQL): Arms {
  const name = afterCode(searchText, code);
  const prefixes = [startsWith(searchText, text), startsWith(name, text)];
  const word = wordStartsWith(searchText, text);
  const part = contains(searchText, text);
  // Stopping after SEARCH_CANDIDATES rows, the planner counts on matches being spread evenly through the table and
  // may read it from its start rather than use an index. When the filter keeps rows that lie together at the
  // table's end (a pharmacy's own products, written after 40,000 partner ones) that read crosses the whole table
  // first: 25 ms for 100 rows on the scale data. So each prefix is read in its b-tree's order (text_pattern_ops
  // sorts by ~<~), which holds only matches; and a word or a part, which no b-tree holds, in `within`, the order of
  // an index that holds just the rows the filter keeps (the pharmacy's products by name), when the caller has one.
  // A rare text still comes from the trigram index (bitmap, then sorted).
  const loose = part ?? word;
  return {
    candidates: [
      { where: prefixes[0] as SQL, orderBy: sql`${searchText} using ~<~` },
      { where: prefixes[1] as SQL, orderBy: sql`${name} using ~<~` },
      within ? { where: loose, orderBy: within } : loose,
    ],
    ranks: part ? [...prefixes, word, part] : [...prefixes, word],
  };
}

/** The index of the first arm a row matches (arms.length for none): a list's first sort key, ascending. */
export function rankOf(arms: readonly SQL[]): SQL<number> {
  // The numbers are written into the text (not bound), so the expression is an integer, not text.
  return sql<number>`(case ${sql.join(
    arms.map((arm, index) => sql`when ${arm} then ${sql.raw(String(index))}`),
    sql` `,
  )} else ${sql.raw(String(arms.length))} end)`;
}

/** `column` starts with `text` (folded like the column): a b-tree in text_pattern_ops answers it as a range. */
export function startsWith(column: SQL | Column, text: string): SQL {
  return sql`${column} like ${`${escapeLike(text)}%`}`;
}

/**
 * A word of `column` (after a space) starts with `text`: pg_trgm looks it up by the word-start trigrams, so it needs
 * the trigram index but not three characters.
 */
export function wordStartsWith(column: SQL | Column, text: string): SQL {
  return sql`${column} like ${`% ${escapeLike(text)}%`}`;
}

/** `text` anywhere in `column`, from CONTAINS_MIN_LENGTH characters (the trigram index). */
export function contains(column: SQL | Column, text: string): SQL | undefined {
  return text.length >= CONTAINS_MIN_LENGTH ? sql`${column} like ${`%${escapeLike(text)}%`}` : undefined;
}

/**
 * The folded name inside a `search_text` that is foldForSearch("code name …"): what follows the code and its space.
 * The migration indexes this very expression (text_pattern_ops), so a name prefix is a b-tree range.
 */
function afterCode(searchText: Column, code: Column): SQL {
  return sql`substr(${searchText}, char_length(${code}) + 2)`;
}
