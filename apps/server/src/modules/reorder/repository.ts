import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  distributors,
  inventoryLots,
  kiotvietProductLinks,
  listVersions,
  pharmacies,
  posConnections,
  productBranchStocks,
  products,
  productUnits,
  purchaseOrderItems,
  purchaseOrders,
  reorderChanges,
  salesDaily,
} from '../../db/schema';
import { pastSalesScope } from '../../sync/sales-daily';

/**
 * The version of what a pharmacy's suggestions are computed from ('catalogue' for the partners' products and
 * suppliers), raised by the triggers of migration 0017_reorder_versions.
 */
const reorderScope = (pharmacyId: string | null) => `reorder:${pharmacyId ?? 'catalogue'}`;

/** Orders whose goods are still to come: what is on order. */
const OPEN_STATUSES = ['pending', 'approved', 'shipped'] as const;

/**
 * Which branch the figures are of: its KiotViet id (null for a branch of the portal's own, which KiotViet holds no
 * stock or sales of), and whether it is the default branch, where the portal's purchase orders are received.
 * Undefined: every branch together.
 */
export interface BranchScope {
  kiotvietId: number | null;
  isDefault: boolean;
}

const uuids = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/**
 * What reorder_changes records for a write every product's figures depend on (a supplier, the pharmacy's defaults, a
 * product link, an order removed), and for an order's status or delivery (its suppliers' lead times).
 */
const EVERYTHING = '00000000-0000-0000-0000-000000000000';
const LEAD_TIMES = '00000000-0000-0000-0000-000000000001';

/** Which products the figures are read for: every active product of the pharmacy when undefined. */
type Only = readonly string[] | undefined;

/**
 * The pharmacy's KiotViet store as product links name it, read once for a statement (a join with the connection
 * would look it up again for every purchase order line).
 */
const storeOf = (pharmacyId: string) =>
  sql`(select lower(trim(c.store_name)) from ${posConnections} c where c.pharmacy_id = ${pharmacyId})`;

/**
 * The lines of the pharmacy's purchase orders, each with the pharmacy's product it restocks: the line's product when
 * it is the pharmacy's own (a batch order), else the product of the pharmacy's KiotViet store a partner's catalogue
 * product is linked to (docs/product/inventory.md#reorder-suggestions). Lines of a catalogue product that is not
 * linked restock nothing the pharmacy sells.
 */
function restockingLines(pharmacyId: string, statuses: SQL, only: Only): SQL {
  // The line's product is looked up among the pharmacy's own products only (a chain's partners' catalogues are ten
  // times as many rows); a line it is not found for orders a catalogue product, found through its link. A line that
  // restocks none of the pharmacy's products says nothing of any: it is left out here rather than carried along.
  // For a few products, only the lines ordering them or the partners' products linked to them are read (by the
  // lines' product index) instead of every line of the pharmacy's orders.
  const restocks = only
    ? sql` and i.product_id in (select unnest(${uuids(only)})
        union all select k2.product_id from ${products} p2
          join ${kiotvietProductLinks} k2 on k2.pharmacy_id = ${pharmacyId} and k2.kiotviet_product_id = p2.kiotviet_id
            and k2.store = ${storeOf(pharmacyId)}
          where p2.id = any(${uuids(only)}) and p2.pharmacy_id = ${pharmacyId})
      and coalesce(mine.id, own.id) = any(${uuids(only)})`
    : sql``;
  return sql`select o.id as order_id, o.distributor_id, o.status, o.created_at, o.order_number, i.position,
      i.product_id as ordered_id, i.quantity_ordered, coalesce(mine.id, own.id) as product_id
    from ${purchaseOrders} o
    join ${purchaseOrderItems} i on i.order_id = o.id
    left join ${products} mine on mine.id = i.product_id and mine.pharmacy_id = ${pharmacyId}
    left join ${kiotvietProductLinks} k on mine.id is null and k.pharmacy_id = ${pharmacyId}
      and k.product_id = i.product_id and k.store = ${storeOf(pharmacyId)}
    left join ${products} own on own.pharmacy_id = ${pharmacyId} and own.kiotviet_id = k.kiotviet_product_id
    where o.pharmacy_id = ${pharmacyId} and ${statuses} and coalesce(mine.id, own.id) is not null${restocks}`;
}

export interface RestockingRow {
  productId: string;
  supplierId: string;
  supplierName: string;
  supplierType: 'PARTNER' | 'INTERNAL';
  supplierActive: boolean;
  orderedId: string;
  orderedCode: string;
  orderedName: string;
  orderedPrice: number;
  orderedActive: boolean;
  /** The ordered product's base unit. */
  orderedUnit: string | null;
  /** Units on open orders. */
  onOrder: number;
}

export const reorderRepository = {
  /** The pharmacy's defaults for a supplier without deliveries and a product without suggestion days. */
  async defaults(db: Executor, pharmacyId: string) {
    const [row] = await db
      .select({ leadDays: pharmacies.reorderLeadDays, coverDays: pharmacies.reorderCoverDays })
      .from(pharmacies)
      .where(eq(pharmacies.id, pharmacyId));
    return row ?? { leadDays: 7, coverDays: 30 };
  },

  /** The pharmacy's active products (its own and those synced from KiotViet), or those of them among `only`. */
  async products(db: Executor, pharmacyId: string, only?: Only) {
    return db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        unit: products.unit,
        basePrice: products.basePrice,
        suggestionDays: products.suggestionDays,
      })
      .from(products)
      .where(
        and(
          eq(products.pharmacyId, pharmacyId),
          eq(products.isActive, true),
          only ? sql`${products.id} = any(${uuids(only)})` : undefined,
        ),
      );
  },

  /**
   * The pharmacy's product each of these products restocks: itself when it is the pharmacy's own, the product of
   * its KiotViet store it is linked to when it is a partner's catalogue product (none when not linked).
   */
  async ownProductsOf(db: Executor, pharmacyId: string, ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, string | null>();
    const { rows } = await db.execute<{ id: string; own_id: string | null }>(sql`select p.id,
        case when p.pharmacy_id = ${pharmacyId} then p.id else own.id end as own_id
      from ${products} p
      left join ${posConnections} c on c.pharmacy_id = ${pharmacyId}
      left join ${kiotvietProductLinks} k on p.pharmacy_id is null and k.pharmacy_id = ${pharmacyId}
        and k.product_id = p.id and k.store = lower(trim(c.store_name))
      left join ${products} own on own.pharmacy_id = ${pharmacyId} and own.kiotviet_id = k.kiotviet_product_id
      where p.id = any(${uuids(ids)}) and (p.pharmacy_id = ${pharmacyId} or p.pharmacy_id is null)`);
    return new Map(rows.map((row) => [row.id, row.own_id]));
  },

  /**
   * The versions (0 before any was written) of the pharmacy's sales before today, and of everything else the
   * suggestions read: its products, lots, levels, links, purchase orders, suppliers and defaults, and the partners'
   * catalogues — raised by every write to them, in its transaction (migration 0017_reorder_versions).
   */
  async versions(db: Executor, pharmacyId: string) {
    const scopes = {
      sales: pastSalesScope(pharmacyId),
      own: reorderScope(pharmacyId),
      catalogue: reorderScope(null),
    };
    const rows = await db
      .select({ scope: listVersions.scope, version: listVersions.version })
      .from(listVersions)
      .where(inArray(listVersions.scope, Object.values(scopes)));
    const of = (scope: string) => rows.find((row) => row.scope === scope)?.version ?? 0;
    return { sales: of(scopes.sales), own: of(scopes.own), catalogue: of(scopes.catalogue) };
  },

  /**
   * The products whose figures changed between two versions of the pharmacy's figures (after `from`, up to `to`), as
   * reorder_changes records them (migration 0020_reorder_changes_triggers): undefined when the figures must be read
   * whole — a change every product depends on, or a log that no longer holds every step (it keeps the last 500).
   */
  async changes(db: Executor, pharmacyId: string, from: number, to: number) {
    const [row] = await db
      .select({
        ids: sql<string[]>`coalesce(array_agg(distinct ${reorderChanges.productId}), '{}')`,
        steps: sql<number>`count(distinct ${reorderChanges.version})`.mapWith(Number),
      })
      .from(reorderChanges)
      .where(
        and(
          eq(reorderChanges.scope, reorderScope(pharmacyId)),
          sql`${reorderChanges.version} > ${from}`,
          sql`${reorderChanges.version} <= ${to}`,
        ),
      );
    if (!row || row.steps !== to - from || row.ids.includes(EVERYTHING)) return undefined;
    return {
      productIds: row.ids.filter((id) => id !== LEAD_TIMES),
      leadTimes: row.ids.includes(LEAD_TIMES),
    };
  },

  /**
   * Units of each product sold on completed invoices from `first` to the day before `today` (returns taken back),
   * of one branch or all: read from the daily summary the invoice sync keeps (sales_daily).
   */
  async unitsSold(
    db: Executor,
    pharmacyId: string,
    window: { first: string; today: string },
    branch: BranchScope | undefined,
  ) {
    if (branch && branch.kiotvietId === null) return new Map<string, number>();
    const conditions: SQL[] = [
      eq(salesDaily.pharmacyId, pharmacyId),
      sql`${salesDaily.soldOn} >= ${window.first}::date`,
      sql`${salesDaily.soldOn} < ${window.today}::date`,
    ];
    if (branch) conditions.push(eq(salesDaily.branchKiotvietId, branch.kiotvietId as number));
    const rows = await db
      .select({
        productId: salesDaily.productId,
        units: sql<number>`sum(${salesDaily.quantity})`.mapWith(Number),
      })
      .from(salesDaily)
      .where(and(...conditions))
      .groupBy(salesDaily.productId);
    return new Map(rows.map((row) => [row.productId, row.units]));
  },

  /**
   * The stock of the pharmacy's active products not expired by `today`, of one branch or all, as one lot per product and
   * expiry date (the units of its lots in stock): what a reorder line counts. Lots of one expiry date sell as one
   * (first expiry, first out), and an expired lot neither counts nor delays another's sale, so the figures are those
   * of the lots one by one — from a few rows per product where a chain holds dozens of lots.
   */
  async lots(db: Executor, pharmacyId: string, today: string, branch: BranchScope | undefined, only?: Only) {
    if (branch && branch.kiotvietId === null) return [];
    const conditions: SQL[] = [
      eq(inventoryLots.pharmacyId, pharmacyId),
      sql`${inventoryLots.onHand} > 0`,
      sql`(${inventoryLots.expiryDate} is null or ${inventoryLots.expiryDate} >= ${today}::date)`,
      // Only the products a line is computed for (lots of a partner's catalogue product count through its link).
      eq(products.pharmacyId, pharmacyId),
      eq(products.isActive, true),
    ];
    if (branch) conditions.push(eq(inventoryLots.branchKiotvietId, branch.kiotvietId as number));
    if (only) conditions.push(sql`${inventoryLots.productId} = any(${uuids(only)})`);
    return db
      .select({
        productId: inventoryLots.productId,
        expiryDate: sql<string | null>`${inventoryLots.expiryDate}::text`,
        onHand: sql<number>`sum(${inventoryLots.onHand})`.mapWith(Number),
      })
      .from(inventoryLots)
      .innerJoin(products, eq(products.id, inventoryLots.productId))
      .where(and(...conditions))
      .groupBy(inventoryLots.productId, inventoryLots.expiryDate);
  },

  /**
   * KiotViet's minimum and maximum levels of each product, one per branch (in the same order), and what it has on
   * order in them all.
   */
  async levels(db: Executor, pharmacyId: string, branch: BranchScope | undefined, only?: Only) {
    if (branch && branch.kiotvietId === null) return [];
    const conditions: SQL[] = [eq(productBranchStocks.pharmacyId, pharmacyId)];
    if (branch) conditions.push(eq(productBranchStocks.branchKiotvietId, branch.kiotvietId as number));
    if (only) conditions.push(sql`${productBranchStocks.productId} = any(${uuids(only)})`);
    return db
      .select({
        productId: productBranchStocks.productId,
        minQuantities: sql<number[]>`array_agg(${productBranchStocks.minQuantity})`,
        maxQuantities: sql<number[]>`array_agg(${productBranchStocks.maxQuantity})`,
        onOrder: sql<number>`sum(${productBranchStocks.onOrder})`.mapWith(Number),
      })
      .from(productBranchStocks)
      .where(and(...conditions))
      .groupBy(productBranchStocks.productId);
  },

  /**
   * What the pharmacy's purchase orders say of each product they restock, read in one pass over them: its last
   * supplier — of the newest order (not cancelled) with a line restocking it — with the product that line ordered
   * (the product itself, or the partner's catalogue product linked to it), and the units on open orders (created,
   * confirmed or shipped), which are received at the default branch.
   */
  async restocking(db: Executor, pharmacyId: string, only?: Only): Promise<RestockingRow[]> {
    const open = sql.join(
      OPEN_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
    const { rows } = await db.execute<{
      product_id: string;
      supplier_id: string;
      supplier_name: string;
      supplier_type: 'PARTNER' | 'INTERNAL';
      supplier_status: string;
      ordered_id: string;
      ordered_code: string;
      ordered_name: string;
      ordered_price: string;
      ordered_active: boolean;
      ordered_unit: string | null;
      on_order: string;
    }>(sql`with lines as materialized (${restockingLines(pharmacyId, sql`o.status <> 'cancelled'`, only)}),
      coming as (select product_id, sum(quantity_ordered) as units from lines
        where status in (${open}) group by product_id),
      last as (select distinct on (product_id) * from lines
        order by product_id, created_at desc, order_number desc, position)
      select last.product_id, d.id as supplier_id, d.name as supplier_name, d.type as supplier_type,
        d.status as supplier_status, p.id as ordered_id, p.code as ordered_code, p.name as ordered_name,
        p.base_price::text as ordered_price, p.is_active as ordered_active,
        p.unit as ordered_unit, coalesce(coming.units, 0)::text as on_order
      from last
      join ${distributors} d on d.id = last.distributor_id
      join ${products} p on p.id = last.ordered_id
      left join coming on coming.product_id = last.product_id`);
    return rows.map((row) => ({
      productId: row.product_id,
      supplierId: row.supplier_id,
      supplierName: row.supplier_name,
      supplierType: row.supplier_type,
      supplierActive: row.supplier_status === 'ACTIVE',
      orderedId: row.ordered_id,
      orderedCode: row.ordered_code,
      orderedName: row.ordered_name,
      orderedPrice: Number(row.ordered_price),
      orderedActive: row.ordered_active,
      orderedUnit: row.ordered_unit,
      onOrder: Number(row.on_order),
    }));
  },

  /**
   * The other units (a blister, a box) of the pharmacy's active products and of these ones (the partners' catalogue
   * products its purchase orders restock them with), in one statement: a line is ordered in a unit of the product
   * ordered, the only units an order line of it accepts. With `only`, the units of those of the pharmacy's products
   * and of the ordered ones.
   */
  async units(db: Executor, pharmacyId: string, orderedIds: readonly string[], only?: Only) {
    const own = only
      ? sql`${productUnits.productId} = any(${uuids(only)})`
      : sql`${productUnits.productId} in (select p.id from ${products} p
            where p.pharmacy_id = ${pharmacyId} and p.is_active)`;
    return db
      .select({
        productId: productUnits.productId,
        code: productUnits.code,
        unit: productUnits.unit,
        conversion: productUnits.conversion,
      })
      .from(productUnits)
      .where(sql`${own} or ${productUnits.productId} = any(${uuids(orderedIds)})`);
  },

  /** The order and delivery days (Vietnam) of the pharmacy's delivered purchase orders with these suppliers. */
  async deliveries(db: Executor, pharmacyId: string, supplierIds: readonly string[]) {
    if (supplierIds.length === 0) return [];
    return db
      .select({
        supplierId: purchaseOrders.distributorId,
        orderedOn: sql<string>`(${purchaseOrders.createdAt} at time zone 'Asia/Ho_Chi_Minh')::date::text`,
        deliveredOn: sql<string>`${purchaseOrders.actualDeliveryDate}::text`,
      })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.pharmacyId, pharmacyId),
          eq(purchaseOrders.status, 'delivered'),
          sql`${purchaseOrders.actualDeliveryDate} is not null`,
          inArray(purchaseOrders.distributorId, [...supplierIds]),
        ),
      );
  },

  /** A supplier the pharmacy may order from: a partner, or one of its own. */
  async supplier(db: Executor, pharmacyId: string, id: string) {
    const [row] = await db
      .select({ id: distributors.id, name: distributors.name, type: distributors.type })
      .from(distributors)
      .where(
        and(
          eq(distributors.id, id),
          sql`(${distributors.pharmacyId} = ${pharmacyId} or ${distributors.type} = 'PARTNER')`,
        ),
      );
    return row;
  },
};
