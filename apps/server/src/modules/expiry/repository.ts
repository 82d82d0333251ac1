import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import { inventoryLots, products, salesDaily } from '../../db/schema';
import { addDays } from '../../domain/dates';

/** The near-expiry view's windows, in days from today (docs/product/inventory.md#near-expiry-view). */
export const EXPIRY_VIEW_WINDOWS = [30, 60, 90, 180] as const;
export type ExpiryViewWindow = (typeof EXPIRY_VIEW_WINDOWS)[number];

export interface ExpiringLotsFilter {
  /** Lots not yet expired that expire within this many days, or the lots that have expired. */
  section: { expiring: ExpiryViewWindow } | 'expired';
  today: string;
}

export interface ExpiringLotsSort {
  by: 'expiry' | 'product';
  direction: 'asc' | 'desc';
}

function sectionCondition(filter: ExpiringLotsFilter): SQL {
  if (filter.section === 'expired') return lt(inventoryLots.expiryDate, filter.today);
  const last = addDays(filter.today, filter.section.expiring);
  return sql`${inventoryLots.expiryDate} between ${filter.today}::date and ${last}::date`;
}

/** The pharmacy's lots in stock of the section. */
function inSection(pharmacyId: string, filter: ExpiringLotsFilter): SQL {
  return and(
    eq(inventoryLots.pharmacyId, pharmacyId),
    sql`${inventoryLots.onHand} > 0`,
    sectionCondition(filter),
  ) as SQL;
}

/** A lot of the view with its product: what the list and the export read. */
const lotColumns = {
  id: inventoryLots.id,
  productId: products.id,
  productCode: products.code,
  productName: products.name,
  unit: products.unit,
  batchNumber: inventoryLots.batchNumber,
  expiryDate: sql<string>`${inventoryLots.expiryDate}::text`,
  onHand: inventoryLots.onHand,
  cost: inventoryLots.cost,
};

function orderingOf(sort: ExpiringLotsSort): Ordering {
  // The date itself (not its text, which sorts the same): the expiry index then gives the lots in this order, and a
  // page sorts only the lots of its few expiry dates by product name.
  const expiry = { column: inventoryLots.expiryDate, kind: 'date' as const };
  const id = { column: inventoryLots.id, kind: 'uuid' as const };
  const keys =
    sort.by === 'product'
      ? [{ column: products.name, kind: 'text' as const }, expiry, id]
      : [expiry, { column: products.name, kind: 'text' as const }, id];
  return { keys, direction: sort.direction };
}

export const expiryRepository = {
  /** A page of the pharmacy's lots in stock in the section, with their product; read from inventory_lots_expiry_idx. */
  lots(
    db: Executor,
    pager: Pager,
    pharmacyId: string,
    filter: ExpiringLotsFilter,
    sort: ExpiringLotsSort,
    request: PageRequest,
  ) {
    const where = inSection(pharmacyId, filter);
    return pager.list({
      db,
      scope: `expiring-lots:${pharmacyId}`,
      filter: { ...filter, ...sort },
      ordering: orderingOf(sort),
      request,
      from: sql`${inventoryLots} join ${products} on ${products.id} = ${inventoryLots.productId}`,
      where,
      // Every lot has its product (a foreign key, not null): the count needs the lots alone.
      countFrom: sql`${inventoryLots}`,
      rows: (page) =>
        db
          .select({ ...lotColumns, keys: page.keys, total: page.total })
          .from(inventoryLots)
          .innerJoin(products, eq(products.id, inventoryLots.productId))
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },

  /**
   * Every lot of the section in the list's order, with its product (an export: the list unpaged), at most `limit`;
   * read from inventory_lots_expiry_idx like the list.
   */
  async allLots(
    db: Executor,
    pharmacyId: string,
    filter: ExpiringLotsFilter,
    sort: ExpiringLotsSort,
    limit: number,
  ) {
    const ordering = orderingOf(sort);
    return db
      .select(lotColumns)
      .from(inventoryLots)
      .innerJoin(products, eq(products.id, inventoryLots.productId))
      .where(inSection(pharmacyId, filter))
      .orderBy(
        ...ordering.keys.map((key) =>
          sort.direction === 'desc' ? sql`${key.column} desc` : sql`${key.column}`,
        ),
      )
      .limit(limit);
  },

  /** Every lot in stock of these products: the whole stock a product sells from, first expiry first. */
  async stockOf(db: Executor, pharmacyId: string, productIds: string[]) {
    if (productIds.length === 0) return [];
    return db
      .select({
        id: inventoryLots.id,
        productId: inventoryLots.productId,
        expiryDate: sql<string | null>`${inventoryLots.expiryDate}::text`,
        onHand: inventoryLots.onHand,
      })
      .from(inventoryLots)
      .where(
        and(
          eq(inventoryLots.pharmacyId, pharmacyId),
          inArray(inventoryLots.productId, productIds),
          sql`${inventoryLots.onHand} > 0`,
        ),
      );
  },

  /**
   * Units of these products sold a day on completed invoices, from `first` to the day before `today`: read from the
   * daily summary the invoice sync keeps (sales_daily), the branches together.
   */
  async dailySales(db: Executor, pharmacyId: string, productIds: string[], first: string, today: string) {
    if (productIds.length === 0) return [];
    return db
      .select({
        productId: salesDaily.productId,
        soldOn: sql<string>`${salesDaily.soldOn}::text`,
        quantity: sql<number>`sum(${salesDaily.quantity})`.mapWith(Number),
      })
      .from(salesDaily)
      .where(
        and(
          eq(salesDaily.pharmacyId, pharmacyId),
          inArray(salesDaily.productId, productIds),
          sql`${salesDaily.soldOn} >= ${first}::date`,
          sql`${salesDaily.soldOn} < ${today}::date`,
        ),
      )
      .groupBy(salesDaily.productId, salesDaily.soldOn);
  },

  /** Lots, units and their value at cost per window, and of the expired lots, in one range of the expiry index. */
  async totals(db: Executor, pharmacyId: string, today: string) {
    const sums = (name: string, inside: SQL) =>
      sql`count(*) filter (where ${inside}) as ${sql.identifier(`${name}_lots`)},
        coalesce(sum(l.on_hand) filter (where ${inside}), 0)::text as ${sql.identifier(`${name}_units`)},
        coalesce(sum(l.on_hand::bigint * l.cost) filter (where ${inside}), 0)::text as ${sql.identifier(`${name}_value`)}`;
    const last = addDays(today, Math.max(...EXPIRY_VIEW_WINDOWS));
    const columns = [
      sums('expired', sql`l.expiry_date < ${today}::date`),
      ...EXPIRY_VIEW_WINDOWS.map((days) =>
        sums(`w${days}`, sql`l.expiry_date between ${today}::date and ${addDays(today, days)}::date`),
      ),
    ];
    const result = await db.execute<Record<string, string | number>>(sql`select ${sql.join(columns, sql`, `)}
      from ${inventoryLots} l
      where l.pharmacy_id = ${pharmacyId} and l.on_hand > 0 and l.expiry_date <= ${last}::date`);
    const row = result.rows[0] ?? {};
    const totalsOf = (name: string) => ({
      lots: Number(row[`${name}_lots`] ?? 0),
      units: Number(row[`${name}_units`] ?? 0),
      value: Number(row[`${name}_value`] ?? 0),
    });
    return {
      expired: totalsOf('expired'),
      windows: EXPIRY_VIEW_WINDOWS.map((days) => ({ days, ...totalsOf(`w${days}`) })),
    };
  },
};
