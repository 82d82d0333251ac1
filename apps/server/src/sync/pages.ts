import type { ListPage } from '@pharmacy/kiotviet';
import type { Counts } from './kinds/types';

/** Records written per transaction at most: a few of KiotViet's pages of 100. */
const BATCH_RECORDS = 500;

/**
 * Consecutive pages merged into batches of up to BATCH_RECORDS records, each written with its cursor in one
 * transaction: fewer round trips per record, and a batch is as atomic as a page (a record read twice keeps its
 * last state: the kinds keep the last per id). When reading fails midway (KiotViet gave up, the run was
 * stopped), the pages read so far are still handed on, then the failure: the next run goes on from there.
 */
export async function* batched<T>(
  pages: AsyncGenerator<ListPage<T>>,
): AsyncGenerator<ListPage<T> & { pages: number }> {
  let batch: (ListPage<T> & { pages: number }) | undefined;
  try {
    for await (const page of pages) {
      batch = batch
        ? {
            ...page,
            records: [...batch.records, ...page.records],
            removedIds: [...batch.removedIds, ...page.removedIds],
            pages: batch.pages + 1,
          }
        : { ...page, pages: 1 };
      if (batch.records.length + 100 > BATCH_RECORDS) {
        yield batch;
        batch = undefined;
      }
    }
  } catch (error) {
    if (batch) yield batch;
    throw error;
  }
  if (batch) yield batch;
}

/**
 * The listing's pages, each asked for while the one before is being written: reading KiotViet and writing the
 * database overlap instead of taking turns. When the consumer stops (an error, a lost lease), the page asked for
 * in advance is awaited and the listing closed.
 */
export async function* prefetched<T>(pages: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = pages.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = pages.next();
      // A failure of the page ahead surfaces when it is awaited, not as an unhandled rejection meanwhile.
      next.catch(() => {});
      yield current.value;
    }
  } finally {
    await next.catch(() => undefined);
    await pages.return(undefined);
  }
}

export function addCounts(total: Counts, page: Counts): void {
  total.inserted += page.inserted;
  total.updated += page.updated;
  total.removed += page.removed;
  for (const [name, child] of Object.entries(page.children ?? {})) {
    total.children ??= {};
    const sum = total.children[name] ?? { written: 0, removed: 0 };
    sum.written += child.written;
    sum.removed += child.removed;
    total.children[name] = sum;
  }
}
