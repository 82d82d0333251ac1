import {
  type KiotVietClient,
  KiotVietNotFoundError,
  KiotVietUnavailableError,
  KiotVietValidationError,
  type Product,
} from '@pharmacy/kiotviet';
import type { Executor } from '../../db/client';
import { foldForSearch } from '../../domain/text';
import { type LinkableProduct, productLinkRepository as links } from './repository';

/** A product's counterpart in the KiotViet store: what a receipt line is sent under. */
export interface KiotVietCounterpart {
  kiotvietId: number;
  code: string;
  name: string;
}

/** A product with no counterpart: KiotViet has neither its code nor its barcode, or has its barcode on several. */
export type MissingProduct = LinkableProduct & { barcodeAmbiguous: boolean };

const AMBIGUOUS_BARCODE = 'mã vạch trùng nhiều hàng trên KiotViet, hãy chọn hàng theo mã';

/** What a refused push says of a missing product's order line. */
export const missingLineText = (product: MissingProduct) =>
  product.barcodeAmbiguous ? `Chưa liên kết: ${AMBIGUOUS_BARCODE}` : 'Chưa có trên KiotViet';

/** A missing product as a refused push names it: name and code, and why a barcode did not settle it. */
export const namedMissing = (product: MissingProduct) =>
  `${product.name} (${product.code}${product.barcodeAmbiguous ? `, ${AMBIGUOUS_BARCODE}` : ''})`;

/** The product group products are created in when the portal has none for them. */
const FALLBACK_GROUP = 'Khác';

/**
 * Finds each product's counterpart in the store, checked live (a product deleted in KiotViet since it was linked
 * has none): the synced product itself, its link, a KiotViet product with its code, or else the one KiotViet
 * product with its barcode (linked on the way). A barcode several KiotViet products carry matches none of them:
 * the product is reported missing and never created, so staff choose its counterpart. With `createMissing`, a
 * product KiotViet does not have is created there (its name, code, barcode, group, unit, price and lot control)
 * and linked. Creating is safe to repeat: KiotViet refuses a code it has, and a refused or unanswered create is
 * settled by reading the code back.
 */
/** The products (visible to the pharmacy) with what creating or matching them in KiotViet needs. */
export const linkableProducts = (db: Executor, pharmacyId: string, ids: string[]) =>
  links.products(db, pharmacyId, ids);

export async function findCounterparts(
  db: Executor,
  client: KiotVietClient,
  scope: { pharmacyId: string; store: string; now: () => Date },
  wanted: LinkableProduct[],
  createMissing: boolean,
): Promise<{ found: Map<string, KiotVietCounterpart>; missing: MissingProduct[] }> {
  const { pharmacyId, store } = scope;
  const linkRows = await links.linksOf(
    db,
    pharmacyId,
    store,
    wanted.map((product) => product.id),
  );
  const linkOf = new Map(linkRows.map((row) => [row.productId, row]));
  const found = new Map<string, KiotVietCounterpart>();
  const missing: MissingProduct[] = [];
  const groups = createGroupFinder(client);
  const barcodes = createBarcodeFinder(client);

  for (const product of wanted) {
    const synced = product.kiotvietId !== null && product.pharmacyId === pharmacyId;
    const link = linkOf.get(product.id);
    const code = synced ? product.code : (link?.kiotvietCode ?? product.code);
    let kiotviet = await byCode(client, code);
    if (!kiotviet && link && link.kiotvietCode !== product.code)
      kiotviet = await byCode(client, product.code);
    let barcodeAmbiguous = false;
    if (!kiotviet && !synced && product.barcode) {
      const match = await barcodes.find(product.barcode);
      if (match === 'ambiguous') barcodeAmbiguous = true;
      else kiotviet = match;
    }
    if (!kiotviet && createMissing && !barcodeAmbiguous) kiotviet = await create(client, product, groups);
    if (!kiotviet) {
      // A link to a product KiotViet no longer has is no link.
      if (link) await links.unlink(db, pharmacyId, store, product.id);
      missing.push({ ...product, barcodeAmbiguous });
      continue;
    }
    found.set(product.id, { kiotvietId: kiotviet.id, code: kiotviet.code, name: kiotviet.name });
    const changed = !link || link.kiotvietProductId !== kiotviet.id || link.kiotvietCode !== kiotviet.code;
    if (!synced && changed) {
      await links.link(db, {
        pharmacyId,
        store,
        productId: product.id,
        kiotvietProductId: kiotviet.id,
        kiotvietCode: kiotviet.code,
        kiotvietName: kiotviet.name,
        // A link kept to the same KiotViet product keeps how it was made; a new counterpart says how it was found.
        method: link?.kiotvietProductId === kiotviet.id ? link.method : (kiotviet.method ?? 'code'),
        at: scope.now(),
      });
    }
  }
  return { found, missing };
}

type Found = Pick<Product, 'id' | 'code' | 'name'> & { method?: 'barcode' | 'created' };

async function byCode(client: KiotVietClient, code: string): Promise<Found | undefined> {
  try {
    // A product deleted in KiotViet answers 404 by its code.
    return await client.productByCode(code);
  } catch (error) {
    if (error instanceof KiotVietNotFoundError) return undefined;
    throw error;
  }
}

async function create(
  client: KiotVietClient,
  product: LinkableProduct,
  groups: ReturnType<typeof createGroupFinder>,
): Promise<Found | undefined> {
  const categoryId =
    product.categoryKiotvietId ?? (await groups.idOf(product.categoryName ?? FALLBACK_GROUP));
  try {
    const created = await client.createProduct({
      code: product.code,
      name: product.name,
      categoryId,
      ...(product.unit ? { unit: product.unit } : {}),
      ...(product.barcode ? { barCode: product.barcode } : {}),
      basePrice: product.basePrice,
      lotControlled: product.lotTracked,
    });
    return { ...created, method: 'created' };
  } catch (error) {
    // A code KiotViet already has (an earlier create whose answer was lost), or a create that may have been made:
    // the code read back says which.
    const settled =
      (error instanceof KiotVietValidationError && error.side === 'request') ||
      (error instanceof KiotVietUnavailableError && error.maybeProcessed);
    if (!settled) throw error;
    const existing = await byCode(client, product.code);
    if (existing) return { ...existing, method: 'created' };
    throw error;
  }
}

/**
 * KiotViet's products by barcode, read once per push and only when some product's code is not there. KiotViet's
 * documented product list filters by name, group and unit but not by barcode, and a product read is by id or code
 * only, so the list is read whole (without stock).
 */
function createBarcodeFinder(client: KiotVietClient) {
  let known: Promise<Map<string, Found[]>> | undefined;
  const load = async () => {
    const byBarcode = new Map<string, Found[]>();
    for await (const product of client.products({ includeInventory: false })) {
      const barcode = product.barCode?.trim();
      if (!barcode) continue;
      const found = { id: product.id, code: product.code, name: product.name, method: 'barcode' as const };
      byBarcode.set(barcode, [...(byBarcode.get(barcode) ?? []), found]);
    }
    return byBarcode;
  };
  return {
    async find(barcode: string): Promise<Found | 'ambiguous' | undefined> {
      known ??= load();
      const matches = (await known).get(barcode) ?? [];
      return matches.length > 1 ? 'ambiguous' : matches[0];
    },
  };
}

/** KiotViet's product groups by folded name, read once per push; a group it lacks is created once. */
function createGroupFinder(client: KiotVietClient) {
  let known: Promise<Map<string, number>> | undefined;
  const load = async () => {
    const byName = new Map<string, number>();
    for await (const category of client.categories()) {
      byName.set(foldForSearch(category.categoryName), category.categoryId);
    }
    return byName;
  };
  return {
    async idOf(name: string): Promise<number> {
      known ??= load();
      const byName = await known;
      const key = foldForSearch(name);
      const id = byName.get(key);
      if (id !== undefined) return id;
      const created = await client.createCategory(name);
      byName.set(key, created.categoryId);
      return created.categoryId;
    },
  };
}
