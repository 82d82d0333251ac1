import { groupBy } from '../../domain/collections';
import { addDays, businessDate } from '../../domain/dates';
import {
  combinedLevels,
  type LeadTime,
  type OrderUnit,
  type ReorderLine,
  reorderLine,
  supplierLeadTime,
  type VelocityWindow,
} from '../../domain/reorder';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { EXPORT_ROWS_MAX, type SpreadsheetTable } from '../../http/spreadsheet';
import { setBounded } from '../../shared/bounded-map';
import { findBranch } from '../branches/service';
import { type BranchScope, type RestockingRow, reorderRepository as repo } from './repository';

export interface SuggestionQuery {
  window: VelocityWindow;
  branchId?: string | undefined;
  /** One supplier's lines, or 'none': the products no purchase order has restocked yet. */
  supplier?: string | undefined;
  /** Only the products with something to order. */
  needsOrder: boolean;
}

interface Computed {
  product: Awaited<ReturnType<typeof repo.products>>[number];
  supplier: RestockingRow | undefined;
  lead: LeadTime;
  unitsSold: number;
  onOrder: number;
  min: number | null;
  max: number | null;
  line: ReorderLine;
}

/** Windows of units sold kept per process: a few per pharmacy (three windows, all branches or one). */
const SOLD_CACHE_ENTRIES = 64;

/**
 * Figures kept per process, each a pharmacy's (all branches or one) on a day: a few per pharmacy. One holds about a
 * chain's 9,000 products with their 58,000 rows of stock, a few megabytes.
 */
const FIGURES_CACHE_ENTRIES = 16;

/**
 * Kept figures further behind than this many changes, or with more products changed than CATCH_UP_PRODUCTS, are read
 * whole again rather than product by product: past that, one pass over everything costs less.
 */
const CATCH_UP_STEPS = 400;
const CATCH_UP_PRODUCTS = 2_000;

/** The text a group and a product sort by, the Vietnamese way; products without a supplier come last. */
const collator = new Intl.Collator('vi', { sensitivity: 'base', numeric: true });

function byGroupThenName(a: Computed, b: Computed): number {
  if (!a.supplier !== !b.supplier) return a.supplier ? -1 : 1;
  return (
    collator.compare(a.supplier?.supplierName ?? '', b.supplier?.supplierName ?? '') ||
    (a.supplier?.supplierId ?? '').localeCompare(b.supplier?.supplierId ?? '') ||
    collator.compare(a.product.name, b.product.name) ||
    a.product.id.localeCompare(b.product.id)
  );
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** What the lines of a pharmacy (all branches or one) on a day are computed from, but for the units sold. */
interface Figures {
  /** The versions of the pharmacy's figures and of the partners' catalogue it was read at. */
  version: { own: number; catalogue: number };
  defaults: { leadDays: number; coverDays: number };
  items: Computed['product'][];
  lotsOf: Map<string, { productId: string; expiryDate: string | null; onHand: number }[]>;
  levelsOf: Map<string, { minQuantities: number[]; maxQuantities: number[]; onOrder: number }>;
  supplierOf: Map<string, RestockingRow>;
  /** The other units of the products the lines order, by product. */
  unitsOf: Map<string, OrderUnit[]>;
  leads: Map<string, LeadTime>;
  /** Every product's line of a window, by supplier then product, with the units sold they were computed from. */
  lines: Map<VelocityWindow, { sold: Map<string, number>; computed: Computed[] }>;
}

/**
 * Reorder suggestions (docs/product/inventory.md#reorder-suggestions): per product of the pharmacy, its average daily
 * sales, the stock usable before it expires, its last supplier's lead time, the cover days, KiotViet's levels and
 * what is on order, and the quantity to order (docs/product/inventory.md#expiry-and-reorder-numbers).
 */
export function createReorderService(deps: AppDeps) {
  const { db } = deps;
  /**
   * Units sold per product over a window of whole past days, per pharmacy, window, branch and today, kept with the
   * version of the pharmacy's past sales they were summed at: the sum of a chain's window is the dearest read of
   * the suggestions, and past days change only when the sync rewrites an older invoice (which raises the version).
   */
  const soldCache = new Map<string, { version: number; units: Map<string, number> }>();
  /**
   * Every other figure of the pharmacy's products, kept with the version of them it was read at: every write to
   * what they are read from raises it in its own transaction (migration 0017_reorder_versions), so a change made
   * by any server process is in the next answer of every process, and a request while nothing changed reads one
   * row instead of a chain's products, stock and purchase orders (docs/PERFORMANCE.md). After a change, the
   * products it touched are read again and the rest kept (reorder_changes, migration 0020_reorder_changes_triggers).
   */
  const figuresCache = new Map<string, Figures>();
  /** The reading of each key's figures under way: one at a time per key, the others wait for it. */
  const reading = new Map<string, Promise<Figures>>();

  async function unitsSold(
    pharmacyId: string,
    version: number,
    window: { first: string; today: string },
    branch: BranchScope | undefined,
  ) {
    const key = [pharmacyId, window.first, window.today, branch?.kiotvietId ?? 'all'].join('|');
    const kept = soldCache.get(key);
    if (kept?.version === version) return kept.units;
    const units = await repo.unitsSold(db, pharmacyId, window, branch);
    return setBounded(soldCache, SOLD_CACHE_ENTRIES, key, { version, units }).units;
  }

  async function figures(
    pharmacyId: string,
    version: Figures['version'],
    today: string,
    branch: BranchScope | undefined,
  ): Promise<Figures> {
    const key = [pharmacyId, today, branch?.kiotvietId ?? 'all', branch?.isDefault ?? ''].join('|');
    for (;;) {
      const kept = figuresCache.get(key);
      // Figures read at a later version than the request's are as good: newer, never older.
      if (kept && kept.version.own >= version.own && kept.version.catalogue >= version.catalogue) return kept;
      const under = reading.get(key);
      if (under) {
        await under.catch(() => undefined);
        continue;
      }
      const read = (async () => {
        const caughtUp = kept && (await catchUp(kept, pharmacyId, version, today, branch));
        const next = caughtUp ?? (await readWhole(pharmacyId, version, today, branch));
        return setBounded(figuresCache, FIGURES_CACHE_ENTRIES, key, next);
      })();
      reading.set(key, read);
      try {
        return await read;
      } finally {
        reading.delete(key);
      }
    }
  }

  async function readWhole(
    pharmacyId: string,
    version: Figures['version'],
    today: string,
    branch: BranchScope | undefined,
  ): Promise<Figures> {
    const [defaults, items, lots, levels, suppliers] = await Promise.all([
      repo.defaults(db, pharmacyId),
      repo.products(db, pharmacyId),
      repo.lots(db, pharmacyId, today, branch),
      repo.levels(db, pharmacyId, branch),
      repo.restocking(db, pharmacyId),
    ]);
    const supplierIds = [...new Set(suppliers.map((row) => row.supplierId))];
    const orderedIds = [...new Set(suppliers.map((row) => row.orderedId))];
    const [delivered, units] = await Promise.all([
      repo.deliveries(db, pharmacyId, supplierIds),
      repo.units(db, pharmacyId, orderedIds),
    ]);
    const deliveries = groupBy(delivered, (order) => order.supplierId);
    return {
      version,
      defaults,
      items,
      lotsOf: groupBy(lots, (lot) => lot.productId),
      levelsOf: new Map(levels.map((level) => [level.productId, level])),
      supplierOf: new Map(suppliers.map((row) => [row.productId, row])),
      unitsOf: groupBy(units, (unit) => unit.productId),
      leads: new Map(
        supplierIds.map((id) => [id, supplierLeadTime(deliveries.get(id) ?? [], defaults.leadDays)]),
      ),
      lines: new Map(),
    };
  }

  /**
   * The kept figures brought to `version` by reading again only the products changed since (and the suppliers' lead
   * times when an order's status or delivery changed); undefined when they must be read whole. The kept figures
   * are not touched: a request computing from them meanwhile sees them whole.
   */
  async function catchUp(
    kept: Figures,
    pharmacyId: string,
    version: Figures['version'],
    today: string,
    branch: BranchScope | undefined,
  ): Promise<Figures | undefined> {
    if (kept.version.catalogue !== version.catalogue) return undefined;
    if (version.own - kept.version.own > CATCH_UP_STEPS) return undefined;
    const changes = await repo.changes(db, pharmacyId, kept.version.own, version.own);
    if (!changes || changes.productIds.length > CATCH_UP_PRODUCTS) return undefined;
    // A partner's product on an order restocks the store product linked to it.
    const linked = await repo.ownProductsOf(db, pharmacyId, changes.productIds);
    const ids = [
      ...new Set([...changes.productIds, ...[...linked.values()].filter((id): id is string => id !== null)]),
    ];
    const changed = new Set(ids);
    const [items, lots, levels, suppliers] = await Promise.all([
      repo.products(db, pharmacyId, ids),
      repo.lots(db, pharmacyId, today, branch, ids),
      repo.levels(db, pharmacyId, branch, ids),
      repo.restocking(db, pharmacyId, ids),
    ]);
    const supplierOf = new Map(kept.supplierOf);
    for (const id of ids) supplierOf.delete(id);
    for (const row of suppliers) supplierOf.set(row.productId, row);
    const supplierIds = [...new Set([...supplierOf.values()].map((row) => row.supplierId))];
    const leadsToRead = changes.leadTimes ? supplierIds : supplierIds.filter((id) => !kept.leads.has(id));
    const orderedIds = [...new Set(suppliers.map((row) => row.orderedId))];
    const [delivered, units] = await Promise.all([
      repo.deliveries(db, pharmacyId, leadsToRead),
      repo.units(db, pharmacyId, orderedIds, ids),
    ]);
    const lotsOf = new Map(kept.lotsOf);
    const levelsOf = new Map(kept.levelsOf);
    const unitsOf = new Map(kept.unitsOf);
    for (const id of [...ids, ...orderedIds]) unitsOf.delete(id);
    for (const id of ids) {
      lotsOf.delete(id);
      levelsOf.delete(id);
    }
    for (const [id, productLots] of groupBy(lots, (lot) => lot.productId)) lotsOf.set(id, productLots);
    for (const level of levels) levelsOf.set(level.productId, level);
    for (const [id, productUnits] of groupBy(units, (unit) => unit.productId)) unitsOf.set(id, productUnits);
    const leads = changes.leadTimes ? new Map<string, LeadTime>() : new Map(kept.leads);
    const deliveries = groupBy(delivered, (order) => order.supplierId);
    for (const id of leadsToRead) {
      leads.set(id, supplierLeadTime(deliveries.get(id) ?? [], kept.defaults.leadDays));
    }
    const next: Figures = {
      version,
      defaults: kept.defaults,
      items: [...kept.items.filter((product) => !changed.has(product.id)), ...items],
      lotsOf,
      levelsOf,
      supplierOf,
      unitsOf,
      leads,
      lines: new Map(),
    };
    // The lines of a window already worked out stay, but for the products changed; a supplier's lead time changed
    // moves every line of it, so then they are all worked out again when asked for.
    if (!changes.leadTimes) {
      for (const [window, { sold, computed }] of kept.lines) {
        const context = { window, branch, today };
        const fresh = items.map((product) => computeLine(next, product, sold, context));
        next.lines.set(window, {
          sold,
          computed: [...computed.filter((entry) => !changed.has(entry.product.id)), ...fresh].sort(
            byGroupThenName,
          ),
        });
      }
    }
    return next;
  }

  async function branchScope(auth: AuthContext, branchId: string | undefined) {
    if (!branchId) return undefined;
    const found = await findBranch(db, auth.pharmacyId, branchId);
    if (!found) throw AppError.notFound('Không tìm thấy chi nhánh');
    return { kiotvietId: found.branch.kiotvietId, isDefault: found.isDefault } satisfies BranchScope;
  }

  /**
   * One product's line, the lead time being its last supplier's, or `leadOf`'s when given (a picker's product, whose
   * quantity stays in base units: the picker orders in the base unit unless the user picks another).
   */
  function computeLine(
    kept: Figures,
    product: Computed['product'],
    sold: Map<string, number>,
    context: { window: VelocityWindow; branch: BranchScope | undefined; today: string; leadOf?: LeadTime },
  ): Computed {
    const { window, branch, today, leadOf } = context;
    const supplier = kept.supplierOf.get(product.id);
    const noHistory = supplierLeadTime([], kept.defaults.leadDays);
    const lead = leadOf ?? (supplier ? (kept.leads.get(supplier.supplierId) ?? noHistory) : noHistory);
    const branchLevels = kept.levelsOf.get(product.id);
    const { min, max } = combinedLevels(
      (branchLevels?.minQuantities ?? []).map((minQuantity, index) => ({
        minQuantity,
        maxQuantity: branchLevels?.maxQuantities[index] ?? 0,
      })),
    );
    const kiotvietOnOrder = branchLevels?.onOrder ?? 0;
    // The portal's orders are received at the default branch: another branch has none of them coming.
    const ordered = branch && !branch.isDefault ? 0 : (supplier?.onOrder ?? 0);
    const coming = Math.ceil(ordered + kiotvietOnOrder - 1e-9);
    const unitsSold = sold.get(product.id) ?? 0;
    return {
      product,
      supplier,
      lead,
      unitsSold,
      onOrder: coming,
      min,
      max,
      line: reorderLine({
        unitsSold,
        window,
        lots: kept.lotsOf.get(product.id) ?? [],
        today,
        lead,
        suggestionDays: product.suggestionDays,
        defaultCoverDays: kept.defaults.coverDays,
        onOrder: coming,
        min,
        max,
        ...(leadOf
          ? {}
          : {
              units: kept.unitsOf.get(supplier?.orderedId ?? product.id) ?? [],
              baseUnit: supplier ? supplier.orderedUnit : product.unit,
            }),
      }),
    };
  }

  /**
   * Every figure of the pharmacy's products (or of these), by supplier then product, the lead time being their last
   * supplier's, or `leadOf`'s when given.
   */
  async function compute(
    auth: AuthContext,
    window: VelocityWindow,
    branch: BranchScope | undefined,
    productIds?: readonly string[],
    leadOf?: LeadTime,
  ) {
    const today = businessDate(deps.now());
    // Read before the figures: a write committed in between leaves newer figures under an older version, never the
    // other way round.
    const versions = await repo.versions(db, auth.pharmacyId);
    const [kept, sold] = await Promise.all([
      figures(auth.pharmacyId, { own: versions.own, catalogue: versions.catalogue }, today, branch),
      unitsSold(auth.pharmacyId, versions.sales, { first: addDays(today, -window), today }, branch),
    ]);
    const context = { window, branch, today, ...(leadOf ? { leadOf } : {}) };
    if (productIds || leadOf) {
      const wanted = new Set(productIds);
      const computed = kept.items
        .filter((product) => !productIds || wanted.has(product.id))
        .map((product) => computeLine(kept, product, sold, context));
      return { today, defaults: kept.defaults, computed };
    }
    const lines = kept.lines.get(window);
    if (lines?.sold === sold) return { today, defaults: kept.defaults, computed: lines.computed };
    const computed = kept.items
      .map((product) => computeLine(kept, product, sold, context))
      .sort(byGroupThenName);
    kept.lines.set(window, { sold, computed });
    return { today, defaults: kept.defaults, computed };
  }

  function present(entry: Computed, window: VelocityWindow) {
    const { product, supplier, lead, line } = entry;
    return {
      product: { id: product.id, code: product.code, name: product.name, unit: product.unit },
      supplier: supplier
        ? {
            id: supplier.supplierId,
            name: supplier.supplierName,
            type: supplier.supplierType,
            is_active: supplier.supplierActive,
          }
        : null,
      order_product: supplier
        ? {
            id: supplier.orderedId,
            code: supplier.orderedCode,
            name: supplier.orderedName,
            base_price: supplier.orderedPrice,
            is_active: supplier.orderedActive,
          }
        : {
            id: product.id,
            code: product.code,
            name: product.name,
            base_price: product.basePrice,
            is_active: true,
          },
      sales_window: window,
      units_sold: Math.max(0, Math.round(entry.unitsSold)),
      daily_sales: twoDecimals(line.dailySales),
      on_hand: line.onHand,
      usable: line.usable,
      expiring_unsold: line.expiringUnsold,
      on_order: entry.onOrder,
      lead_days: lead.days,
      lead_from_history: lead.fromHistory,
      cover_days: line.coverDays,
      cover_from_product: line.coverFromProduct,
      min_quantity: entry.min,
      max_quantity: entry.max,
      target: Math.ceil(line.target - 1e-9),
      suggested_quantity: line.suggested,
      order_unit: {
        code: line.order.unit.code,
        unit: line.order.unit.unit,
        conversion: line.order.unit.conversion,
        count: line.order.count,
      },
    };
  }

  /** The lines the filters keep, by supplier then product, and those of the supplier asked for. */
  async function suggestions(auth: AuthContext, query: SuggestionQuery) {
    const branch = await branchScope(auth, query.branchId);
    const { today, defaults, computed } = await compute(auth, query.window, branch);
    // Already by supplier then product.
    const shown = computed.filter((entry) => !query.needsOrder || entry.line.suggested > 0);
    const matching = query.supplier
      ? shown.filter((entry) => (entry.supplier?.supplierId ?? 'none') === query.supplier)
      : shown;
    return { today, defaults, computed, shown, matching };
  }

  return {
    async list(auth: AuthContext, query: SuggestionQuery, request: { page: number; limit: number }) {
      const { today, defaults, computed, shown, matching } = await suggestions(auth, query);
      const groups = new Map<string, { entry: Computed; lines: number; units: number }>();
      for (const entry of shown) {
        const key = entry.supplier?.supplierId ?? 'none';
        const group = groups.get(key) ?? { entry, lines: 0, units: 0 };
        group.lines += 1;
        group.units += entry.line.suggested;
        groups.set(key, group);
      }
      const lastPage = Math.max(1, Math.ceil(matching.length / request.limit));
      const page = Math.min(request.page, lastPage);
      return {
        data: matching
          .slice((page - 1) * request.limit, page * request.limit)
          .map((entry) => present(entry, query.window)),
        total: matching.length,
        page,
        limit: request.limit,
        total_exact: true,
        next_cursor: null,
        today,
        products_sold: computed.filter((entry) => entry.unitsSold > 0).length,
        defaults: { lead_days: defaults.leadDays, cover_days: defaults.coverDays },
        suppliers: [...groups.values()].map(({ entry, lines, units }) => ({
          id: entry.supplier?.supplierId ?? null,
          name: entry.supplier?.supplierName ?? null,
          type: entry.supplier?.supplierType ?? null,
          lead_days: entry.lead.days,
          lead_from_history: entry.lead.fromHistory,
          delivered_orders: entry.lead.orders,
          lines,
          units,
        })),
      };
    },

    /** Every line the filters keep (docs/product/inventory.md#export), as a table: what the tab shows, unpaged. */
    async exportTable(
      auth: AuthContext,
      query: SuggestionQuery,
    ): Promise<SpreadsheetTable & { today: string }> {
      const { today, matching } = await suggestions(auth, query);
      if (matching.length > EXPORT_ROWS_MAX) {
        throw AppError.badRequest(
          `Tối đa ${EXPORT_ROWS_MAX.toLocaleString('vi-VN')} dòng mỗi lần xuất: hãy thu hẹp bộ lọc`,
        );
      }
      return {
        today,
        sheet: 'Đề xuất nhập hàng',
        headers: [
          'Nhà cung cấp',
          'Mã sản phẩm',
          'Tên sản phẩm',
          'Đơn vị',
          'Bán/ngày',
          `Đã bán (${query.window} ngày)`,
          'Tồn (chưa hết hạn)',
          'Dùng được',
          'Sắp hết hạn',
          'Đang về',
          'Giao (ngày)',
          'Thời gian giao',
          'Đủ (ngày)',
          'Tối thiểu',
          'Tối đa',
          'Đề xuất đặt',
          'Đơn vị đặt',
          'Số lượng đặt',
          'Mã đặt với nhà cung cấp',
          'Giá đặt',
        ],
        rows: matching.map((entry) => {
          const line = present(entry, query.window);
          return [
            line.supplier?.name ?? 'Chưa có nhà cung cấp',
            line.product.code,
            line.product.name,
            line.product.unit,
            line.daily_sales,
            line.units_sold,
            line.on_hand,
            line.usable,
            line.expiring_unsold,
            line.on_order,
            line.lead_days,
            line.lead_from_history ? 'Theo đơn đã giao' : 'Mặc định',
            line.cover_days,
            line.min_quantity,
            line.max_quantity,
            line.suggested_quantity,
            line.order_unit.unit,
            line.order_unit.count,
            line.order_product.code,
            line.order_product.base_price,
          ];
        }),
      };
    },

    /**
     * The figures of products a purchase order is being drafted with, ordered from this supplier (its lead time): a
     * partner's catalogue product counts the sales and stock of the store product it is linked to.
     */
    async forProducts(
      auth: AuthContext,
      query: { supplierId: string; productIds: readonly string[]; window: VelocityWindow },
    ) {
      const supplier = await repo.supplier(db, auth.pharmacyId, query.supplierId);
      if (!supplier) throw AppError.notFound('Không tìm thấy nhà cung cấp');
      const own = await repo.ownProductsOf(db, auth.pharmacyId, query.productIds);
      const ownIds = [...new Set([...own.values()].filter((id): id is string => id !== null))];
      const [deliveries, defaults] = await Promise.all([
        repo.deliveries(db, auth.pharmacyId, [supplier.id]),
        repo.defaults(db, auth.pharmacyId),
      ]);
      const lead = supplierLeadTime(deliveries, defaults.leadDays);
      const figures = { lead_days: lead.days, lead_from_history: lead.fromHistory };
      // None of them is a product the pharmacy sells (a catalogue nobody linked): nothing to work out.
      if (ownIds.length === 0) return { today: businessDate(deps.now()), ...figures, data: [] };
      const { today, computed } = await compute(auth, query.window, undefined, ownIds, lead);
      const byOwn = new Map(computed.map((entry) => [entry.product.id, entry]));
      return {
        today,
        ...figures,
        data: query.productIds.flatMap((id) => {
          const entry = byOwn.get(own.get(id) ?? '');
          if (!entry) return [];
          const shown = present(entry, query.window);
          return [
            {
              product_id: id,
              daily_sales: shown.daily_sales,
              on_hand: shown.on_hand,
              usable: shown.usable,
              on_order: shown.on_order,
              suggested_quantity: shown.suggested_quantity,
            },
          ];
        }),
      };
    },
  };
}

export type ReorderService = ReturnType<typeof createReorderService>;
