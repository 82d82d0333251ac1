import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import { addDays, businessDate, daysBetween } from '../../domain/dates';
import { salesVelocity, stockOutlook, type VelocityWindow } from '../../domain/reorder';
import type { AppDeps, AuthContext } from '../../http/env';
import type { SyncEngine } from '../../sync/engine';
import { type ExpiringLotsSort, type ExpiryViewWindow, expiryRepository as repo } from './repository';

export interface ExpiringLotsQuery {
  section: { expiring: ExpiryViewWindow } | 'expired';
  velocityWindow: VelocityWindow;
}

/**
 * The near-expiry view (docs/product/inventory.md#near-expiry-view): the pharmacy's lots in stock that expire within
 * a window (or have expired), each with its value at cost and the units expected to be left unsold at its expiry —
 * from the product's whole stock sold first expiry first at its average daily sales
 * (docs/product/inventory.md#expiry-and-reorder-numbers) — and the money at risk per window.
 */
export function createExpiryService(deps: AppDeps, engine: SyncEngine) {
  const { db } = deps;
  const pager = createPager(db);
  // A sync of products brings their lots: the list's remembered pages start anew.
  engine.onFinished(async (pharmacyId, dataType) => {
    if (dataType === 'PRODUCT') await pager.forget(`expiring-lots:${pharmacyId}`);
  });

  return {
    async lots(auth: AuthContext, query: ExpiringLotsQuery, sort: ExpiringLotsSort, request: PageRequest) {
      const today = businessDate(deps.now());
      const page = await repo.lots(
        db,
        pager,
        auth.pharmacyId,
        { section: query.section, today },
        sort,
        request,
      );
      const productIds = [...new Set(page.rows.map((row) => row.productId))];
      const [stock, sales] = await Promise.all([
        repo.stockOf(db, auth.pharmacyId, productIds),
        repo.dailySales(db, auth.pharmacyId, productIds, addDays(today, -query.velocityWindow), today),
      ]);
      const velocity = new Map(
        productIds.map((id) => [
          id,
          salesVelocity(
            sales
              .filter((line) => line.productId === id)
              .map((line) => ({ soldOn: line.soldOn, quantity: line.quantity, completed: true })),
            today,
            query.velocityWindow,
          ),
        ]),
      );
      const unsold = new Map<string, number>();
      for (const id of productIds) {
        const lots = stock.filter((lot) => lot.productId === id);
        for (const entry of stockOutlook(lots, velocity.get(id) ?? 0, today).lots) {
          unsold.set(entry.lot.id, entry.unsoldAtExpiry);
        }
      }
      const answer = pageAnswer(page, request, (row) => ({
        id: row.id,
        product: { id: row.productId, code: row.productCode, name: row.productName, unit: row.unit },
        batch_number: row.batchNumber,
        expiry_date: row.expiryDate,
        days_left: daysBetween(today, row.expiryDate),
        on_hand: row.onHand,
        cost: row.cost,
        value: row.onHand * row.cost,
        daily_sales: Math.round((velocity.get(row.productId) ?? 0) * 100) / 100,
        expected_unsold: unsold.get(row.id) ?? row.onHand,
      }));
      return { ...answer, today, totals: await repo.totals(db, auth.pharmacyId, today) };
    },
  };
}

export type ExpiryService = ReturnType<typeof createExpiryService>;
