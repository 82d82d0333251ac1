/**
 * Bulk loading for the data generator: rows are buffered per table and written a batch at a time with one
 * `INSERT … SELECT … FROM unnest($1::text[], $2::text[], …)` — one parameter per column whatever the batch size, so
 * a batch of 5,000 rows is one round trip and one statement on PGlite and PostgreSQL alike (a multi-row VALUES list
 * would hit the 65,535-parameter limit at a few thousand rows).
 */

/** The one thing the loader needs from a connection pool (pg.Pool or a pg client). */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export type Cell = string | number | boolean | Date | null;

export class BulkTable {
  private readonly buffers: (string | null)[][];
  private buffered = 0;
  written = 0;

  /**
   * `columns`: [name, SQL type] pairs; every value is sent as text and cast to its type by the statement.
   * `parents`: the tables this one's foreign keys point at, flushed before each of its batches so that a child
   * batch never reaches the database ahead of the rows it refers to.
   */
  constructor(
    private readonly db: Queryable,
    readonly table: string,
    private readonly columns: readonly (readonly [string, string])[],
    private readonly parents: readonly BulkTable[] = [],
    private readonly batchSize = 5_000,
  ) {
    this.buffers = columns.map(() => []);
  }

  async add(row: readonly Cell[]): Promise<void> {
    if (row.length !== this.columns.length) {
      throw new Error(`${this.table}: ${row.length} values for ${this.columns.length} columns`);
    }
    row.forEach((value, index) => {
      this.buffers[index]?.push(
        value === null ? null : value instanceof Date ? value.toISOString() : String(value),
      );
    });
    this.buffered += 1;
    if (this.buffered >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffered === 0) return;
    for (const parent of this.parents) await parent.flush();
    const names = this.columns.map(([name]) => `"${name}"`).join(', ');
    const aliases = this.columns.map((_, index) => `c${index}`);
    const casts = this.columns.map(([, type], index) => `u.c${index}::${type}`).join(', ');
    const arrays = this.columns.map((_, index) => `$${index + 1}::text[]`).join(', ');
    await this.db.query(
      `insert into "${this.table}" (${names}) select ${casts} from unnest(${arrays}) as u(${aliases.join(', ')})`,
      this.buffers,
    );
    this.written += this.buffered;
    this.buffered = 0;
    for (const values of this.buffers) values.length = 0;
  }
}
