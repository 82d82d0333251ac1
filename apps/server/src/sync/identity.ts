import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { posConnections } from '../db/schema';

/**
 * Which KiotViet store a connection reads: its name (the Retailer header, compared as KiotViet does, without case)
 * and the API client id. Another name or another client id is another store: what was synced from the previous one
 * goes (src/sync/reset.ts), and every write of the sync checks, in its transaction, that the store is still the one
 * it read.
 */
export interface StoreIdentity {
  storeName: string;
  clientId: string;
}

export const identityOf = (connection: { storeName: string; clientId: string }): StoreIdentity => ({
  storeName: connection.storeName.trim().toLowerCase(),
  clientId: connection.clientId.trim(),
});

export const sameStore = (a: StoreIdentity, b: StoreIdentity) =>
  a.storeName === b.storeName && a.clientId === b.clientId;

/** The pharmacy's connection now reads another store (or none) than the one a run or a webhook read. */
export class StoreChanged extends Error {
  constructor() {
    super('the KiotViet connection was moved to another store while its data was being written');
    this.name = 'StoreChanged';
  }
}

/**
 * Throws StoreChanged unless the pharmacy's connection still reads `identity`. The row is read FOR SHARE: a change of
 * store (which updates it, and removes the previous store's data in the same transaction) waits for this
 * transaction to commit, or this one waits for it and sees the new store.
 */
export async function assertSameStore(tx: Executor, pharmacyId: string, identity: StoreIdentity) {
  const [row] = await tx
    .select({ storeName: posConnections.storeName, clientId: posConnections.clientId })
    .from(posConnections)
    .where(eq(posConnections.pharmacyId, pharmacyId))
    .for('share');
  if (!row || !sameStore(identityOf(row), identity)) throw new StoreChanged();
}
