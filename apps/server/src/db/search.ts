import { type Column, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../domain/text';

/**
 * Search of a list by relevance, at a cost that does not grow with how common the searched word is.
 *
 * A search is a few ways of matching ("arms"), best first: e.g. the code starts with the text, the name starts with
 * it, a word of the name starts with it, the text is anywhere in it. Each arm is answered by its own index (a b-tree
 * range for a prefix, the trigram index for a word start or a part) and stops after SEARCH_CANDIDATES rows, so a
 * word found in a fifth of a chain's 54,000 products reads a few hundred rows, never all of them. The list then
 * sorts those candidates by the best arm each matches, then by its own order. A part of a word ("anywhere") needs
 * three characters, the trigram index's unit: a shorter text matches prefixes only.
 */

/** Rows each arm contributes at most, and where a search stops counting ("more than 100"). */
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
 * The candidates of `arms` among the rows `filter` keeps, each arm capped. The candidates come as an array of ids
 * (`id = any(array(…))`), which the primary key answers row by row: the planner cannot turn it into a read of the
 * whole table whatever it thinks of the arms' selectivity.
 */
export function rankedSearch(table: SQL, id: Column, filter: SQL, arms: readonly SQL[]): RankedSearch {
  const candidates = sql.join(
    arms.map(
      (arm) => sql`(select ${id} from ${table} where ${filter} and ${arm} limit ${SEARCH_CANDIDATES})`,
    ),
    sql` union `,
  );
  return {
    where: sql`${id} = any(array(${candidates}))`,
    rank: rankOf(arms),
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
export function afterCode(searchText: Column, code: Column): SQL {
  return sql`substr(${searchText}, char_length(${code}) + 2)`;
}
