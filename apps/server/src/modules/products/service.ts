import type { Executor } from '../../db/client';
import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import { preparedOnFirstUse } from '../../db/prepared';
import { businessDate, daysBetween, isExpired } from '../../domain/dates';
import { averageCost, sortLots, stockSummary } from '../../domain/lots';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import type { SyncEngine } from '../../sync/engine';
import { findBranch } from '../branches/service';
import { visibleSupplier } from '../suppliers/service';
import { createOwnProducts, type ProductInput } from './own-products';
import {
  type ProductFilter,
  type ProductSort,
  type ProductSummaryRow,
  type ProductWithLots,
  productRepository as repo,
} from './repository';

export interface ProductQuery extends Omit<ProductFilter, 'ownOnly'> {
  retailerId?: string | undefined;
}

/**
 * The products a purchase order's lines may name, of those asked for: a partner's platform-wide catalogue, or the
 * pharmacy's own products for one of its internal suppliers.
 */
export const orderableProducts = (
  db: Executor,
  pharmacyId: string,
  distributor: { id: string; type: 'PARTNER' | 'INTERNAL' },
  productIds: string[],
) => repo.orderable(db, pharmacyId, distributor, productIds);

/** The other units of these products (the caller checked the products are ones it may use). */
export const productUnitsOf = (db: Executor, productIds: string[]) => repo.units(db, productIds);

export function createProductService(deps: AppDeps, engine: SyncEngine) {
  const { db } = deps;

  const pager = createPager(db);
  // A sync adds, renames and removes products: the list's remembered pages start anew.
  engine.onFinished(async (pharmacyId, dataType) => {
    if (dataType === 'PRODUCT' || dataType === 'CATEGORY') {
      await pager.forget(`products:${pharmacyId}`);
      await pager.forget(`categories:${pharmacyId}`);
    }
  });
  const own = createOwnProducts(deps, pager);
  const findVisible = preparedOnFirstUse(() => repo.prepareFindVisible(db));
  const visibleProduct = async (
    auth: AuthContext,
    id: string,
    branchId: string | null = null,
  ): Promise<ProductWithLots | undefined> =>
    (await findVisible().execute({ pharmacyId: auth.pharmacyId, id, branchId }))[0];

  /** A branch filter names one of the caller's branches: another pharmacy's, or an unknown one, answers 404. */
  async function checkBranch(auth: AuthContext, branchId: string | undefined): Promise<void> {
    if (branchId && !(await findBranch(db, auth.pharmacyId, branchId))) {
      throw AppError.notFound('Không tìm thấy chi nhánh');
    }
  }

  function present(row: ProductWithLots, today: string) {
    const sorted = sortLots(row.lots, today);
    // Stock and its badge count only lots that have not expired (docs/product/inventory.md#expiry).
    const stock = stockSummary(row.lots, today);
    return {
      ...presentSummary(
        {
          ...row,
          summary: {
            sellable: stock.sellable,
            expired: stock.expired,
            nearestExpiry: stock.nearestExpiry,
            cost: averageCost(sorted),
          },
        },
        today,
      ),
      productInventories: sorted.map((lot) => ({
        id: lot.id,
        batch_number: lot.batchNumber,
        expiry_date: lot.expiryDate,
        on_hand: lot.onHand,
        cost: lot.cost,
        is_expired: isExpired(lot.expiryDate, today),
        days_left: lot.expiryDate === null ? null : daysBetween(today, lot.expiryDate),
        branch_id: lot.branchId,
        branch_name: lot.branchName,
      })),
      branch_stocks: row.branchStocks.map((stock) => ({
        branch_id: stock.branchId,
        branch_name: stock.branchName,
        on_hand: stock.onHand,
        reserved: stock.reserved,
        on_order: stock.onOrder,
        min_quantity: stock.minQuantity,
        max_quantity: stock.maxQuantity,
      })),
    };
  }

  /** A product without its lots and branch figures: a list's `view=summary`, and the start of every product. */
  function presentSummary(
    { product, categoryName, units, kiotvietProduct, summary }: ProductSummaryRow,
    today: string,
  ) {
    const totalOnHand = summary.sellable;
    return {
      id: product.id,
      code: product.code,
      name: product.name,
      unit: product.unit,
      barcode: product.barcode,
      category_id: product.categoryId,
      category_name: categoryName,
      distributor_id: product.distributorId,
      retailer_id: product.pharmacyId,
      base_price: product.basePrice,
      is_active: product.isActive,
      status: product.isActive ? ('ACTIVE' as const) : ('INACTIVE' as const),
      suggestion_days: product.suggestionDays,
      synced_from_kiotviet: product.kiotvietId !== null,
      synced_at: product.syncedAt?.toISOString() ?? null,
      kiotviet_product: kiotvietProduct,
      inventory_summary: {
        total_on_hand: totalOnHand,
        cost: summary.cost,
        expired_on_hand: summary.expired,
        nearest_expiry: summary.nearestExpiry,
        days_to_nearest_expiry:
          summary.nearestExpiry === null ? null : daysBetween(today, summary.nearestExpiry),
      },
      // The purchase-order picker reads the camelCase names; both describe the same stock
      // (docs/product/api.md#products).
      inventorySummary: { totalOnHand },
      // The base unit first (the product itself), then its larger units (docs/product/inventory.md#units).
      units: [
        {
          unit: product.unit,
          code: product.code,
          conversion: 1,
          base_price: product.basePrice,
          is_base: true,
        },
        ...units.map((unit) => ({
          unit: unit.unit,
          code: unit.code,
          conversion: unit.conversion,
          base_price: Number(unit.basePrice),
          is_base: false,
        })),
      ],
    };
  }

  return {
    async list(
      auth: AuthContext,
      query: ProductQuery,
      request: PageRequest,
      order: Omit<ProductSort, 'today'> = { by: 'name', direction: 'asc' },
      view: 'full' | 'summary' = 'full',
    ) {
      const { retailerId, ...filter } = query;
      const today = businessDate(deps.now());
      // Another pharmacy's ids answer 404, as everywhere: the caller may only name its own pharmacy.
      if (retailerId && retailerId !== auth.pharmacyId) throw AppError.notFound('Không tìm thấy nhà thuốc');
      await checkBranch(auth, filter.branchId);
      const page = await repo.list(
        db,
        pager,
        auth.pharmacyId,
        { ...filter, ownOnly: retailerId !== undefined },
        request,
        { ...order, today },
        view,
      );
      // Only an empty answer can hide an unknown supplier: checked then, not on every page.
      if (
        page.rows.length === 0 &&
        filter.distributorId &&
        !(await visibleSupplier(db, auth.pharmacyId, filter.distributorId))
      ) {
        throw AppError.notFound('Không tìm thấy nhà cung cấp');
      }
      // The rows carry lots and branch figures, or their summary, as `view` asked (repository.list).
      return view === 'full'
        ? pageAnswer(page, request, (row) => present(row as unknown as ProductWithLots, today))
        : pageAnswer(page, request, (row) => presentSummary(row as unknown as ProductSummaryRow, today));
    },

    async get(auth: AuthContext, id: string, branchId?: string) {
      await checkBranch(auth, branchId);
      const row = await visibleProduct(auth, id, branchId ?? null);
      if (!row) throw AppError.notFound('Không tìm thấy sản phẩm');
      return present(row, businessDate(deps.now()));
    },

    /**
     * Repurchase reminder days (docs/product/inventory.md#suggestion-days: integer 0–180) on the pharmacy's own
     * products.
     */
    async setSuggestionDays(auth: AuthContext, id: string, days: number, retailerId?: string) {
      if (retailerId && retailerId !== auth.pharmacyId) throw AppError.notFound('Không tìm thấy nhà thuốc');
      const row = await visibleProduct(auth, id);
      if (!row) throw AppError.notFound('Không tìm thấy sản phẩm');
      if (row.product.pharmacyId !== auth.pharmacyId) {
        throw AppError.forbidden('Sản phẩm trong danh mục của nhà cung cấp đối tác không thể chỉnh sửa.');
      }
      await repo.setSuggestionDays(db, id, days, deps.now());
      return this.get(auth, id);
    },

    async create(auth: AuthContext, input: ProductInput & { code: string; name: string }) {
      return this.get(auth, await own.create(auth, input));
    },

    async update(auth: AuthContext, id: string, input: ProductInput) {
      await own.update(auth, id, input);
      return this.get(auth, id);
    },

    remove: (auth: AuthContext, id: string) => own.remove(auth, id),

    async categories(
      auth: AuthContext,
      filter: { search?: string | undefined; ids?: string[] | undefined },
      request: PageRequest,
    ) {
      const page = await repo.categories(db, pager, auth.pharmacyId, filter, request);
      const answer = pageAnswer(page, request, ({ id, category_name }) => ({ id, category_name }));
      // The filter drawer's category search reads `items` (docs/product/api.md#products).
      return { ...answer, items: answer.data };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
