import { and, eq, inArray, isNull, like, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import {
  branches,
  categories,
  inventoryLots,
  productBranchStocks,
  products,
  productUnits,
  purchaseOrderItems,
} from '../../db/schema';
import { rankedSearch, SEARCH_CANDIDATES, textArms } from '../../db/search';
import { addDays } from '../../domain/dates';
import type { ExpiryWindow } from '../../domain/lots';
import { escapeLike, foldForSearch } from '../../domain/text';
import { type KiotVietProductRef, kiotvietProductOf } from '../../shared/kiotviet-counterpart';

export interface ProductFilter {
  distributorId?: string | undefined;
  /** The activity values to keep (is_active and the status checkboxes combined); undefined keeps all. */
  isActive?: boolean[] | undefined;
  search?: string | undefined;
  /** Only the pharmacy's own products (its inventory), not partner catalogues. */
  ownOnly?: boolean | undefined;
  productIds?: string[] | undefined;
  categoryIds?: string[] | undefined;
  /** Only products with stock in this expiry window (docs/product/inventory.md#expiry). */
  expiry?: ExpiryWindow | undefined;
  /** Only the lots of this branch (one of the pharmacy's); the products listed stay the same. */
  branchId?: string | undefined;
}

/** The inventory list's orders: by name, or by the nearest expiry of the stock that has not expired. */
export interface ProductSort {
  by: 'name' | 'nearest_expiry';
  direction: 'asc' | 'desc';
  /** Today in Vietnam: which lots have expired. */
  today: string;
}

/**
 * The pharmacy's own products and the catalogues of partner distributors, which are the products without a pharmacy
 * (schema.ts). On the table alone, without a join: the planner then estimates it from the column's statistics, and
 * the estimate is what a large list answers as its total.
 */
function visibleTo(pharmacyId: string | Placeholder): SQL {
  return or(eq(products.pharmacyId, pharmacyId), isNull(products.pharmacyId)) as SQL;
}

/**
 * A product's lots in the pharmacy, each with its branch (found by its KiotViet id), as one JSON array beside the
 * product: no second query per page. With a branch, only that branch's lots (the portal's own receipts name none).
 */
function lotsOf(pharmacyId: string | Placeholder, branchId: string | Placeholder | null) {
  const ofBranch =
    branchId === null ? sql`` : sql`and (${branchId}::uuid is null or b.id = ${branchId}::uuid)`;
  return sql<ProductLot[]>`(select coalesce(json_agg(json_build_object(
      'id', l.id, 'batchNumber', l.batch_number, 'expiryDate', l.expiry_date, 'onHand', l.on_hand, 'cost', l.cost,
      'branchId', b.id, 'branchName', b.name
    )), '[]'::json) from ${inventoryLots} l
      left join ${branches} b on b.pharmacy_id = l.pharmacy_id and b.kiotviet_id = l.branch_kiotviet_id
    where l.pharmacy_id = ${pharmacyId} and l.product_id = ${products.id} ${ofBranch})`;
}

/** A synced product's figures per KiotViet branch (stock, reserved, on order, minimum, maximum), by branch name. */
function branchStocksOf(pharmacyId: string | Placeholder, branchId: string | Placeholder | null) {
  const ofBranch =
    branchId === null ? sql`` : sql`and (${branchId}::uuid is null or b.id = ${branchId}::uuid)`;
  return sql<ProductBranchStock[]>`(select coalesce(json_agg(json_build_object(
      'branchId', b.id, 'branchName', b.name, 'onHand', s.on_hand, 'reserved', s.reserved, 'onOrder', s.on_order,
      'minQuantity', s.min_quantity, 'maxQuantity', s.max_quantity
    ) order by b.name nulls last, s.branch_kiotviet_id), '[]'::json) from ${productBranchStocks} s
      left join ${branches} b on b.pharmacy_id = s.pharmacy_id and b.kiotviet_id = s.branch_kiotviet_id
    where s.pharmacy_id = ${pharmacyId} and s.product_id = ${products.id} ${ofBranch})`;
}

/** The product's other units (a blister, a box), smallest first. */
function unitsOf() {
  return sql<ProductUnitRow[]>`(select coalesce(json_agg(json_build_object(
      'unit', u.unit, 'code', u.code, 'conversion', u.conversion, 'basePrice', u.base_price
    ) order by u.conversion, u.code), '[]'::json) from ${productUnits} u where u.product_id = ${products.id})`;
}

/**
 * What `stockSummary` and `averageCost` (src/domain/lots.ts) make of the product's lots, computed beside the product
 * instead of sending every lot: a list of products in summary shows only these figures. The same rules
 * (docs/product/inventory.md#expiry): units in lots that have not expired (undated ones included), units in expired
 * lots, the earliest expiry of stock not yet expired, and the average cost of the stock weighted by quantity, or
 * with no stock the cost of the last lot in lot order (the undated, else the latest expiry; of lots alike, the one
 * with the greatest id, as sortLots orders them). test/products.test.ts
 * holds the two to the same answers.
 */
function stockSummaryOf(pharmacyId: string, branchId: string | null, today: string) {
  const inStock = sql`l.on_hand > 0`;
  const expired = sql`l.expiry_date < ${today}::date`;
  const ofBranch =
    branchId === null
      ? sql``
      : sql`and exists (select 1 from ${branches} b where b.pharmacy_id = l.pharmacy_id
          and b.kiotviet_id = l.branch_kiotviet_id and b.id = ${branchId}::uuid)`;
  return sql<LotSummary>`(select json_build_object(
      'sellable', coalesce(sum(l.on_hand) filter (where ${inStock} and not coalesce(${expired}, false)), 0),
      'expired', coalesce(sum(l.on_hand) filter (where ${inStock} and ${expired}), 0),
      'nearestExpiry', min(l.expiry_date) filter (where ${inStock} and l.expiry_date >= ${today}::date),
      'cost', coalesce(
        round(sum(l.on_hand::numeric * l.cost) filter (where ${inStock})
          / nullif(sum(l.on_hand) filter (where ${inStock}), 0)),
        (array_agg(l.cost order by l.expiry_date desc nulls first, l.id desc))[1],
        0)
    ) from ${inventoryLots} l where l.pharmacy_id = ${pharmacyId} and l.product_id = ${products.id} ${ofBranch})`;
}

/** Lots of the product in the pharmacy that hold stock. */
function stockedLots(pharmacyId: string, condition: SQL): SQL {
  return sql`exists (select 1 from ${inventoryLots} l where l.pharmacy_id = ${pharmacyId}
    and l.product_id = ${products.id} and l.on_hand > 0 and ${condition})`;
}

/**
 * The expiry filter (docs/product/inventory.md#expiry): stock in an expired lot, or in a lot not yet expired that
 * expires within the window. Answered from inventory_lots_expiry_idx (pharmacy, expiry, product; lots in stock).
 */
function inExpiryWindow(pharmacyId: string, window: ExpiryWindow, today: string): SQL {
  if (window === 'expired') return stockedLots(pharmacyId, sql`l.expiry_date < ${today}::date`);
  const last = addDays(today, Number(window));
  return stockedLots(pharmacyId, sql`l.expiry_date between ${today}::date and ${last}::date`);
}

/**
 * The sort key of the nearest expiry: the earliest expiry of the product's lots in stock that have not expired, as
 * yyyy-MM-dd text. Products with none sort last in both directions (a date no lot has, at the far end).
 */
function nearestExpiryKey(pharmacyId: string, today: string, direction: 'asc' | 'desc'): SQL {
  const none = direction === 'asc' ? '9999-12-31' : '0001-01-01';
  return sql`coalesce((select min(l.expiry_date) from ${inventoryLots} l where l.pharmacy_id = ${pharmacyId}
    and l.product_id = ${products.id} and l.on_hand > 0 and l.expiry_date >= ${today}::date), ${none}::date)::text`;
}

/**
 * The list's order; a search's `rank` (the best way the row matches, src/db/search.ts) comes before it, so the best
 * matches lead in either direction (the keys share one direction: a descending list sorts the rank negated).
 */
function orderingOf(pharmacyId: string, sort: ProductSort, rank?: SQL<number>): Ordering {
  const byName = [
    { column: products.name, kind: 'text' as const },
    { column: products.id, kind: 'uuid' as const },
  ];
  const keys =
    sort.by === 'name'
      ? byName
      : [
          { column: nearestExpiryKey(pharmacyId, sort.today, sort.direction), kind: 'text' as const },
          ...byName,
        ];
  if (rank === undefined) return { keys, direction: sort.direction };
  const ranked = sort.direction === 'desc' ? sql<number>`(-${rank})` : rank;
  return { keys: [{ column: ranked, kind: 'integer' }, ...keys], direction: sort.direction };
}

const BY_NAME: ProductSort = { by: 'name', direction: 'asc', today: '' };

/** A search that is a GTIN as products keep it (8 to 14 digits, products_barcode_check): a scanned pack. */
const BARCODE = /^[0-9]{8,14}$/;

/**
 * A search in the order staff expect: the product with the barcode typed (or scanned), then the code starting with
 * the text, then the name, then a word of the name, then the text anywhere (src/db/search.ts); search_text is
 * foldForSearch("code name"), folded once when written. The candidates are drawn from the rows `filter` keeps (the
 * expiry window included), so the cap never drops one.
 */
async function productSearch(db: Executor, filter: SQL, text: string, ownOnly: boolean) {
  // The pharmacy's own products: read by products_pharmacy_idx (pharmacy, name, id) in its order.
  const within = ownOnly ? sql`${products.pharmacyId}, ${products.name}, ${products.id}` : undefined;
  const arms = textArms(products.searchText, products.code, text, within);
  if (!BARCODE.test(text)) return rankedSearch(db, sql`${products}`, products.id, filter, arms);
  const barcode = eq(products.barcode, text);
  return rankedSearch(db, sql`${products}`, products.id, filter, {
    candidates: [barcode, ...arms.candidates],
    ranks: [barcode, ...arms.ranks],
  });
}

interface ProductLot {
  id: string;
  batchNumber: string | null;
  expiryDate: string | null;
  onHand: number;
  cost: number;
  /** NULL: stock the portal received itself, or a branch not synced (yet). */
  branchId: string | null;
  branchName: string | null;
}

interface ProductBranchStock {
  branchId: string | null;
  branchName: string | null;
  onHand: number;
  reserved: number;
  onOrder: number;
  minQuantity: number;
  maxQuantity: number;
}

interface ProductUnitRow {
  unit: string;
  code: string;
  conversion: number;
  basePrice: number;
}

interface LotSummary {
  sellable: number;
  expired: number;
  nearestExpiry: string | null;
  cost: number;
}

/** What a list asked in summary carries of each product instead of its lots and branch figures. */
export type ProductSummaryRow = Omit<ProductWithLots, 'lots' | 'branchStocks'> & { summary: LotSummary };

export type ProductWithLots = {
  product: typeof products.$inferSelect;
  categoryName: string | null;
  lots: ProductLot[];
  branchStocks: ProductBranchStock[];
  units: ProductUnitRow[];
  kiotvietProduct: KiotVietProductRef | null;
};

export const productRepository = {
  async list(
    db: Executor,
    pager: Pager,
    pharmacyId: string,
    filter: ProductFilter,
    request: PageRequest,
    sort: ProductSort = BY_NAME,
    view: 'full' | 'summary' = 'full',
  ) {
    const conditions: SQL[] = [filter.ownOnly ? eq(products.pharmacyId, pharmacyId) : visibleTo(pharmacyId)];
    if (filter.distributorId) conditions.push(eq(products.distributorId, filter.distributorId));
    if (filter.isActive) {
      conditions.push(filter.isActive.length > 0 ? inArray(products.isActive, filter.isActive) : sql`false`);
    }
    if (filter.productIds) conditions.push(inArray(products.id, filter.productIds));
    if (filter.categoryIds) conditions.push(inArray(products.categoryId, filter.categoryIds));
    const search = filter.search ? foldForSearch(filter.search) : '';
    if (filter.expiry) conditions.push(inExpiryWindow(pharmacyId, filter.expiry, sort.today));
    const ranked = search
      ? await productSearch(db, and(...conditions) as SQL, search, filter.ownOnly === true)
      : undefined;
    const where = and(...conditions, ranked?.where) as SQL;
    const dated = filter.expiry !== undefined || sort.by === 'nearest_expiry';
    return pager.list({
      db,
      scope: `products:${pharmacyId}`,
      // Which lots have expired changes at midnight: pages and cursors of a dated list are today's only.
      filter: {
        ...filter,
        sort: sort.by,
        direction: sort.direction,
        ...(dated ? { today: sort.today } : {}),
      },
      ordering: orderingOf(pharmacyId, sort, ranked?.rank),
      request,
      from: sql`${products}`,
      where,
      searchCountLimit: search ? SEARCH_CANDIDATES : undefined,
      rows: (page) =>
        db
          .select({
            product: products,
            categoryName: categories.categoryName,
            ...(view === 'full'
              ? {
                  lots: lotsOf(pharmacyId, filter.branchId ?? null),
                  branchStocks: branchStocksOf(pharmacyId, filter.branchId ?? null),
                }
              : { summary: stockSummaryOf(pharmacyId, filter.branchId ?? null, sort.today) }),
            units: unitsOf(),
            kiotvietProduct: kiotvietProductOf(pharmacyId),
            keys: page.keys,
            total: page.total,
          })
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },

  /**
   * One product with the pharmacy's lots, as a named prepared statement (the detail and every edit read it); the
   * `branchId` placeholder narrows the lots and figures to one branch, null for all.
   */
  prepareFindVisible(db: Database) {
    const pharmacyId = sql.placeholder('pharmacyId');
    const branchId = sql.placeholder('branchId');
    return db
      .select({
        product: products,
        categoryName: categories.categoryName,
        lots: lotsOf(pharmacyId, branchId),
        branchStocks: branchStocksOf(pharmacyId, branchId),
        units: unitsOf(),
        kiotvietProduct: kiotvietProductOf(pharmacyId),
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, sql.placeholder('id')), visibleTo(pharmacyId)))
      .prepare('product_detail');
  },

  async setSuggestionDays(db: Executor, id: string, days: number, now: Date): Promise<void> {
    await db.update(products).set({ suggestionDays: days, updatedAt: now }).where(eq(products.id, id));
  },

  /** Another of the pharmacy's products (own or synced) with this code, compared without case. */
  async codeTaken(db: Executor, pharmacyId: string, code: string, exceptId?: string): Promise<boolean> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.pharmacyId, pharmacyId), sql`upper(${products.code}) = ${code}`));
    return rows.some((row) => row.id !== exceptId);
  },

  /** A category the pharmacy may use: its own or a platform one. */
  async categoryVisible(db: Executor, pharmacyId: string, categoryId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.id, categoryId),
          or(isNull(categories.pharmacyId), eq(categories.pharmacyId, pharmacyId)) as SQL,
        ),
      );
    return row !== undefined;
  },

  /** A product the pharmacy sees, locked for the rest of the transaction (edits read, check and write it). */
  async findForEdit(db: Executor, pharmacyId: string, id: string) {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), visibleTo(pharmacyId)))
      .for('update');
    return row;
  },

  async insert(db: Executor, values: typeof products.$inferInsert) {
    const [row] = await db.insert(products).values(values).returning({ id: products.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  async update(db: Executor, id: string, values: Partial<typeof products.$inferInsert>): Promise<void> {
    await db.update(products).set(values).where(eq(products.id, id));
  },

  /** Whether purchase orders refer to the product, and how much of it the pharmacy holds. */
  async usage(db: Executor, pharmacyId: string, id: string) {
    const [row] = await db
      .execute<{ ordered: boolean; stock: string }>(sql`select
        exists (select 1 from ${purchaseOrderItems} i where i.product_id = ${id}) as ordered,
        (select coalesce(sum(l.on_hand), 0) from ${inventoryLots} l
          where l.pharmacy_id = ${pharmacyId} and l.product_id = ${id})::text as stock`)
      .then((result) => result.rows);
    return { ordered: row?.ordered ?? false, stock: Number(row?.stock ?? 0) };
  },

  /** Products a line may order: the partner's catalogue, or the pharmacy's own products for internal suppliers. */
  async orderable(
    db: Executor,
    pharmacyId: string,
    distributor: { id: string; type: 'PARTNER' | 'INTERNAL' },
    productIds: string[],
  ) {
    if (productIds.length === 0) return [];
    // A partner's catalogue is its platform-wide products (never a pharmacy's own product that names it).
    const scope =
      distributor.type === 'PARTNER'
        ? and(eq(products.distributorId, distributor.id), isNull(products.pharmacyId))
        : eq(products.pharmacyId, pharmacyId);
    return db
      .select()
      .from(products)
      .where(and(inArray(products.id, productIds), scope));
  },

  /** The other units of these products (the caller checked the products are ones it may order). */
  async units(db: Executor, productIds: string[]) {
    if (productIds.length === 0) return [];
    return db.select().from(productUnits).where(inArray(productUnits.productId, productIds));
  },

  /** Deletes a product and its (empty) lots. */
  async delete(db: Executor, pharmacyId: string, id: string): Promise<void> {
    await db
      .delete(inventoryLots)
      .where(and(eq(inventoryLots.pharmacyId, pharmacyId), eq(inventoryLots.productId, id)));
    await db.delete(products).where(eq(products.id, id));
  },

  categories(
    db: Executor,
    pager: Pager,
    pharmacyId: string,
    filter: { search?: string | undefined; ids?: string[] | undefined },
    request: PageRequest,
  ) {
    const conditions: SQL[] = [
      or(isNull(categories.pharmacyId), eq(categories.pharmacyId, pharmacyId)) as SQL,
    ];
    const search = filter.search ? foldForSearch(filter.search) : '';
    if (search) conditions.push(like(categories.nameSearch, `%${escapeLike(search)}%`));
    if (filter.ids) conditions.push(inArray(categories.id, filter.ids));
    const where = and(...conditions) as SQL;
    return pager.list({
      db,
      scope: `categories:${pharmacyId}`,
      filter,
      ordering: {
        keys: [
          { column: categories.categoryName, kind: 'text' },
          { column: categories.id, kind: 'uuid' },
        ],
        direction: 'asc',
      },
      request,
      from: sql`${categories}`,
      where,
      rows: (page) =>
        db
          .select({
            id: categories.id,
            category_name: categories.categoryName,
            keys: page.keys,
            total: page.total,
          })
          .from(categories)
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },
};
