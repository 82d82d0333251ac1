/**
 * Upper bounds of the numbers the API takes and gives. Every integer a request carries is checked against one of
 * these at the edge (zod, shown as minimum/maximum in the OpenAPI document), so no value can reach a column that
 * cannot hold it and answer 500.
 */

/** The largest value of a PostgreSQL `integer` column (quantities, on-hand, sizes). */
export const INT4_MAX = 2_147_483_647;

/** Money and sums are bigint columns read as JavaScript numbers: exact up to 2^53 − 1 (and in JSON). */
export const SAFE_INTEGER_MAX = Number.MAX_SAFE_INTEGER;

/** Units on one order line, and shipped on one line in all (a pharmacy orders boxes, not millions of them). */
export const QUANTITY_MAX = 1_000_000;

/** Purchase price of one unit, in đồng. */
export const UNIT_PRICE_MAX = 1_000_000_000;

/** Page numbers of list endpoints: far beyond any real list, and the offset stays exact. */
export const PAGE_MAX = 100_000;
