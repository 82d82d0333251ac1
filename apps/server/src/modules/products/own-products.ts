import type { Executor } from '../../db/client';
import type { Pager } from '../../db/paging';
import { PRODUCT_MESSAGES, productCodeKey, productOwnership } from '../../domain/product-rules';
import { foldForSearch } from '../../domain/text';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { lockPharmacy } from '../../shared/pharmacy-lock';
import { productRepository as repo } from './repository';

export interface ProductInput {
  code?: string | undefined;
  name?: string | undefined;
  unit?: string | null | undefined;
  barcode?: string | null | undefined;
  base_price?: number | undefined;
  category_id?: string | null | undefined;
  is_active?: boolean | undefined;
  suggestion_days?: number | undefined;
}

/**
 * The pharmacy's own products (docs/product/inventory.md#own-products: POST, PUT, DELETE /products): created, edited
 * and deleted here. A
 * synced product is KiotViet's (409: edit it in KiotViet), a partner's catalogue product the partner's (403).
 */
export function createOwnProducts(deps: AppDeps, pager: Pager) {
  const { db } = deps;
  const listChanged = (auth: AuthContext) => pager.forget(`products:${auth.pharmacyId}`);

  async function editable(tx: Executor, auth: AuthContext, id: string) {
    const product = await repo.findForEdit(tx, auth.pharmacyId, id);
    if (!product) throw AppError.notFound('Không tìm thấy sản phẩm');
    const ownership = productOwnership(product, auth.pharmacyId);
    if (ownership === 'partner') throw AppError.forbidden(PRODUCT_MESSAGES.partner);
    if (ownership === 'synced') throw AppError.conflict(PRODUCT_MESSAGES.synced, 'PRODUCT_SYNCED');
    return product;
  }

  async function checkCode(tx: Executor, auth: AuthContext, code: string, exceptId?: string) {
    if (await repo.codeTaken(tx, auth.pharmacyId, productCodeKey(code), exceptId)) {
      throw AppError.conflict(PRODUCT_MESSAGES.codeTaken, 'PRODUCT_CODE_TAKEN', {
        code: PRODUCT_MESSAGES.codeTaken,
      });
    }
  }

  async function checkCategory(tx: Executor, auth: AuthContext, categoryId: string | null | undefined) {
    if (categoryId && !(await repo.categoryVisible(tx, auth.pharmacyId, categoryId))) {
      throw AppError.validation({ category_id: PRODUCT_MESSAGES.categoryUnknown });
    }
  }

  return {
    async create(auth: AuthContext, input: ProductInput & { code: string; name: string }): Promise<string> {
      const id = await db.transaction(async (tx) => {
        // One creation at a time per pharmacy: two products cannot take one code at once.
        await lockPharmacy(tx, auth.pharmacyId);
        await checkCode(tx, auth, input.code);
        await checkCategory(tx, auth, input.category_id);
        const now = deps.now();
        const code = productCodeKey(input.code);
        const name = input.name.trim();
        return repo.insert(tx, {
          pharmacyId: auth.pharmacyId,
          code,
          name,
          searchText: foldForSearch(`${code} ${name}`),
          unit: input.unit?.trim() || null,
          barcode: input.barcode || null,
          basePrice: input.base_price ?? 0,
          categoryId: input.category_id ?? null,
          isActive: input.is_active ?? true,
          suggestionDays: input.suggestion_days ?? 0,
          createdAt: now,
          updatedAt: now,
        });
      });
      await listChanged(auth);
      return id;
    },

    /** The fields given, on one of the pharmacy's own products. */
    async update(auth: AuthContext, id: string, input: ProductInput): Promise<void> {
      await db.transaction(async (tx) => {
        await lockPharmacy(tx, auth.pharmacyId);
        const product = await editable(tx, auth, id);
        const code = input.code === undefined ? product.code : productCodeKey(input.code);
        if (code !== product.code) await checkCode(tx, auth, code, id);
        await checkCategory(tx, auth, input.category_id);
        const name = input.name?.trim() ?? product.name;
        await repo.update(tx, id, {
          code,
          name,
          searchText: foldForSearch(`${code} ${name}`),
          ...(input.unit !== undefined ? { unit: input.unit?.trim() || null } : {}),
          ...(input.barcode !== undefined ? { barcode: input.barcode || null } : {}),
          ...(input.base_price !== undefined ? { basePrice: input.base_price } : {}),
          ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          ...(input.suggestion_days !== undefined ? { suggestionDays: input.suggestion_days } : {}),
          updatedAt: deps.now(),
        });
      });
      await listChanged(auth);
    },

    /** Only a product nothing refers to and nobody holds: orders keep their lines, stock its product. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await editable(tx, auth, id);
        const usage = await repo.usage(tx, auth.pharmacyId, id);
        if (usage.ordered) throw AppError.conflict(PRODUCT_MESSAGES.inUse, 'PRODUCT_IN_USE');
        if (usage.stock > 0) throw AppError.conflict(PRODUCT_MESSAGES.inStock, 'PRODUCT_IN_STOCK');
        await repo.delete(tx, auth.pharmacyId, id);
      });
      await listChanged(auth);
    },
  };
}
