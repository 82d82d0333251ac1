import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pharmacies } from '../db/schema';

/**
 * Locks the pharmacy's row until the transaction ends: what draws a pharmacy-wide number or code (order numbers,
 * supplier and product codes) runs one at a time per pharmacy, so two requests cannot take the same one.
 */
export async function lockPharmacy(tx: Executor, pharmacyId: string): Promise<void> {
  await tx.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, pharmacyId)).for('update');
}
