import type { KiotVietClient, Listing, ListOptions, ListPage } from '@pharmacy/kiotviet';
import type { Executor } from '../../db/client';
import type { SyncDataType } from '../../db/schema';

/** What a page is written with. */
export interface WriteContext {
  pharmacyId: string;
  /** The run's clock when the page is written (updated_at, synced_at). */
  now: Date;
  /** A full run writes every record it sees (marking it seen), changed or not; its end removes the unseen. */
  full: boolean;
}

/** What a page or a run changed, per kind of row ("lots", "lines" … beside the records themselves). */
export interface Counts {
  inserted: number;
  updated: number;
  removed: number;
  /** Child rows written with the records: lots of products, lines of invoices. */
  children?: Record<string, { written: number; removed: number }>;
}

export const noCounts = (): Counts => ({ inserted: 0, updated: 0, removed: 0 });

/**
 * One kind of KiotViet data (branches, products…): how to list it and how to write a page of it. The runner does
 * everything else (lease, cursor, transactions, history), the same for every kind.
 */
export interface SyncKind<R> {
  dataType: SyncDataType;
  /**
   * The tables its writes go to: `records` for the records themselves, and each kind of child row by its name in
   * Counts.children. A run that changed many of their rows analyses them (sync/analyze.ts).
   */
  tables: { records: string } & Record<string, string>;
  list(client: KiotVietClient, options: ListOptions): Listing<R>;
  /** The record's KiotViet id. */
  idOf(record: R): number;
  /** Writes a page's records and applies its removed ids, in the runner's transaction. */
  write(tx: Executor, context: WriteContext, page: ListPage<R>): Promise<Counts>;
  /** After a full run: removes the synced rows it did not see (written before `seenSince`). */
  sweep(tx: Executor, context: WriteContext, seenSince: Date): Promise<number>;
  /** After any complete run, in its last transaction. */
  finish?(tx: Executor, context: WriteContext): Promise<void>;
}

/** The last record per id: a listing returns each record once, but a page must never hold one key twice. */
export function lastPerId<R>(records: readonly R[], idOf: (record: R) => number): R[] {
  return [...new Map(records.map((record) => [idOf(record), record])).values()];
}
