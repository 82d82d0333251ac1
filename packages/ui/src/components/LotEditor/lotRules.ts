/**
 * The batch-order lot rules (docs/product/purchase-orders.md#lot-rules) as pure functions. They return keyed results
 * (`LotIssue`), never texts: the app turns codes into the portal's Vietnamese messages.
 */

/** A lot as the editor holds it. Quantities and prices are integers (đồng); null while the field is empty. */
export interface Lot {
  /** Stable React key, unique within the form. */
  key: string;
  lotNumber: string;
  quantity: number | null;
  /** Purchase price in đồng; defaults to the product's base price. */
  price: number | null;
  /** Expiry as typed or picked, `dd-MM-yyyy`; '' when missing. */
  expiryDate: string;
  /** Stock on hand of an existing (inventory) lot; its quantity may not exceed it. */
  onHand?: number;
  cost?: number;
  /** Chosen from the product's inventory lots rather than typed as new. */
  isFromServer: boolean;
}

/** A lot the pharmacy already holds (from inventory): `expiryDate` is `yyyy-MM-dd` as the API sends it. */
export interface InventoryLot {
  batchNumber: string | null;
  expiryDate: string | null;
  onHand: number;
  cost?: number | null;
}

/**
 * A unit the product can be ordered in: its code (null for the base unit, in which stock is counted), what the
 * editor shows for it, how many base units one holds, and its price in đồng.
 */
export interface LotUnit {
  code: string | null;
  label: string;
  conversion: number;
  price: number;
}

/** How many base units one of the product's chosen unit holds (1 for the base unit). */
function conversionOf(product: LotProduct): number {
  return product.units?.find((unit) => unit.code === (product.unitCode ?? null))?.conversion ?? 1;
}

export interface LotProduct {
  id: string;
  code: string;
  name: string;
  /** Default purchase price of a new lot, in đồng (per the unit ordered). */
  basePrice: number;
  /** The units it may be ordered in, the base unit first; a choice is offered when there are two or more. */
  units?: readonly LotUnit[];
  /** The unit its lots are ordered in (one of `units`); null or missing: the base unit. */
  unitCode?: string | null;
  inventoryLots: InventoryLot[];
  existingLots: Lot[];
  newLots: Lot[];
}

export type LotField = 'lotNumber' | 'price' | 'quantity' | 'expiryDate';

export type LotIssueCode =
  | 'lotNumberRequired'
  | 'lotNumberDuplicate'
  | 'priceMin'
  | 'quantityMin'
  | 'quantityAboveOnHand'
  | 'expiryRequired'
  | 'expiryFormat'
  | 'expiryInvalid'
  | 'expired';

export interface LotIssue {
  productId: string;
  lotKey: string;
  field: LotField;
  code: LotIssueCode;
  /** Values the message needs: the lot number, the product name, the on-hand maximum. */
  params: { productName: string; lotNumber: string; onHand?: number };
}

const EXPIRY_FORMAT = /^(\d{2})-(\d{2})-(\d{4})$/;

export type ExpiryParse =
  | { status: 'empty' }
  | { status: 'badFormat' }
  | { status: 'invalidDate' }
  | { status: 'ok'; iso: string };

/** Parses `dd-MM-yyyy` strictly: '31-02-2026' is not a date, '1-2-2026' is not the format. */
export function parseLotExpiry(text: string): ExpiryParse {
  const value = text.trim();
  if (value === '') return { status: 'empty' };
  const match = EXPIRY_FORMAT.exec(value);
  if (!match) return { status: 'badFormat' };
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return { status: 'invalidDate' };
  }
  return { status: 'ok', iso: `${yyyy}-${mm}-${dd}` };
}

/** `yyyy-MM-dd` → `dd-MM-yyyy` (the editor's text form); '' for a missing or malformed value. */
export function isoToLotExpiry(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/**
 * A lot whose expiry is before today is expired. Text that is not a valid `dd-MM-yyyy` date counts as not
 * expired (docs/product/purchase-orders.md#lot-rules); its format error is reported by `validateProducts` instead.
 */
export function isLotExpired(expiryDate: string, today: string): boolean {
  const parsed = parseLotExpiry(expiryDate);
  return parsed.status === 'ok' && parsed.iso < today;
}

/** Expired lots first, then by expiry ascending, lots without a valid expiry last; stable otherwise. */
export function sortLotsByExpiry<T extends { expiryDate: string }>(lots: readonly T[], today: string): T[] {
  const rank = (lot: T) => {
    const parsed = parseLotExpiry(lot.expiryDate);
    if (parsed.status !== 'ok') return { group: 2, iso: '' };
    return { group: parsed.iso < today ? 0 : 1, iso: parsed.iso };
  };
  return lots
    .map((lot, index) => ({ lot, index, ...rank(lot) }))
    .sort((a, b) => a.group - b.group || a.iso.localeCompare(b.iso) || a.index - b.index)
    .map(({ lot }) => lot);
}

const normalizeLotNumber = (lotNumber: string) => lotNumber.trim().toLocaleLowerCase('vi');

/** Inventory lots that carry a batch number: the ones that can be added as existing lots. */
export function namedInventoryLots(product: Pick<LotProduct, 'inventoryLots'>): InventoryLot[] {
  return product.inventoryLots.filter((lot) => (lot.batchNumber ?? '').trim() !== '');
}

/** Named inventory lots not yet added to the form. */
export function availableInventoryLots(product: LotProduct): InventoryLot[] {
  const added = new Set(product.existingLots.map((lot) => normalizeLotNumber(lot.lotNumber)));
  return namedInventoryLots(product).filter((lot) => !added.has(normalizeLotNumber(lot.batchNumber ?? '')));
}

/**
 * '+ Số lô hiện tại' is enabled only while a named inventory lot remains to be added: existing-lot rows (chosen or
 * still waiting for their choice) never outnumber the product's named inventory lots.
 */
export function canAddExistingLot(product: LotProduct): boolean {
  const pending = product.existingLots.filter((lot) => lot.lotNumber.trim() === '').length;
  return availableInventoryLots(product).length > pending;
}

/**
 * Whether `lotNumber` would duplicate another lot of the product: compared trimmed and case-insensitively
 * with the form's other lots and with the product's inventory batch numbers
 * (docs/product/purchase-orders.md#lot-rules).
 */
export function isDuplicateLotNumber(product: LotProduct, lotKey: string, lotNumber: string): boolean {
  const candidate = normalizeLotNumber(lotNumber);
  if (candidate === '') return false;
  // An existing lot is that inventory batch itself, picked once from a list: the new lot that repeats its
  // number is the entry to reject, so the message belongs on the new lot's row.
  if (product.existingLots.some((lot) => lot.key === lotKey)) return false;
  const others = [...product.existingLots, ...product.newLots].filter((lot) => lot.key !== lotKey);
  if (others.some((lot) => normalizeLotNumber(lot.lotNumber) === candidate)) return true;
  return namedInventoryLots(product).some((lot) => normalizeLotNumber(lot.batchNumber ?? '') === candidate);
}

/** A lot row is read-only when it is expired, or when it came from inventory with a number. */
export function isLotNumberLocked(lot: Lot): boolean {
  return lot.isFromServer && lot.lotNumber.trim() !== '';
}

/** Line total in đồng: price × quantity (0 while either is empty). */
export function lotTotal(lot: Pick<Lot, 'price' | 'quantity'>): number {
  return (lot.price ?? 0) * (lot.quantity ?? 0);
}

export interface LotTotals {
  quantity: number;
  amount: number;
}

export function productTotals(product: Pick<LotProduct, 'existingLots' | 'newLots'>): LotTotals {
  return [...product.existingLots, ...product.newLots].reduce(
    (sum, lot) => ({ quantity: sum.quantity + (lot.quantity ?? 0), amount: sum.amount + lotTotal(lot) }),
    { quantity: 0, amount: 0 },
  );
}

export function grandTotals(products: readonly LotProduct[]): LotTotals {
  return products.reduce(
    (sum, product) => {
      const totals = productTotals(product);
      return { quantity: sum.quantity + totals.quantity, amount: sum.amount + totals.amount };
    },
    { quantity: 0, amount: 0 },
  );
}

/** Inline checks shown while typing: duplicate numbers and quantities above on hand. */
export function inlineIssues(product: LotProduct): LotIssue[] {
  const issues: LotIssue[] = [];
  for (const lot of [...product.existingLots, ...product.newLots]) {
    const params = { productName: product.name, lotNumber: lot.lotNumber.trim() };
    if (isDuplicateLotNumber(product, lot.key, lot.lotNumber)) {
      issues.push({
        productId: product.id,
        lotKey: lot.key,
        field: 'lotNumber',
        code: 'lotNumberDuplicate',
        params,
      });
    }
    // On hand is in base units; a lot ordered in a larger unit holds `conversion` of them per unit.
    if (
      lot.isFromServer &&
      lot.onHand !== undefined &&
      (lot.quantity ?? 0) * conversionOf(product) > lot.onHand
    ) {
      issues.push({
        productId: product.id,
        lotKey: lot.key,
        field: 'quantity',
        code: 'quantityAboveOnHand',
        params: { ...params, onHand: lot.onHand },
      });
    }
  }
  return issues;
}

/**
 * Every rule checked on submit (docs/product/purchase-orders.md#lot-rules), in row order: lot number, price,
 * quantity, expiry. Expired lots
 * are reported with code `expired` and block creation.
 */
export function validateProducts(products: readonly LotProduct[], today: string): LotIssue[] {
  const issues: LotIssue[] = [];
  for (const product of products) {
    const inline = inlineIssues(product);
    for (const lot of [...product.existingLots, ...product.newLots]) {
      const params = { productName: product.name, lotNumber: lot.lotNumber.trim() };
      const add = (field: LotField, code: LotIssueCode) =>
        issues.push({ productId: product.id, lotKey: lot.key, field, code, params });

      if (lot.lotNumber.trim() === '') add('lotNumber', 'lotNumberRequired');
      issues.push(...inline.filter((issue) => issue.lotKey === lot.key && issue.field === 'lotNumber'));
      if ((lot.price ?? 0) <= 0) add('price', 'priceMin');
      if ((lot.quantity ?? 0) < 1) add('quantity', 'quantityMin');
      issues.push(...inline.filter((issue) => issue.lotKey === lot.key && issue.field === 'quantity'));
      const expiry = parseLotExpiry(lot.expiryDate);
      if (expiry.status === 'empty') add('expiryDate', 'expiryRequired');
      else if (expiry.status === 'badFormat') add('expiryDate', 'expiryFormat');
      else if (expiry.status === 'invalidDate') add('expiryDate', 'expiryInvalid');
      else if (expiry.iso < today) add('expiryDate', 'expired');
    }
  }
  return issues;
}

/** The order lines for `POST /import-orders` batch orders: one line per lot, expiry as `yyyy-MM-dd`. */
export function toOrderLines(products: readonly LotProduct[]) {
  return products.flatMap((product) =>
    [...product.existingLots, ...product.newLots].map((lot) => {
      const expiry = parseLotExpiry(lot.expiryDate);
      return {
        product_id: product.id,
        product_code: product.code,
        product_name: product.name,
        ...(product.unitCode ? { unit_code: product.unitCode } : {}),
        quantity_ordered: lot.quantity ?? 0,
        unit_price: lot.price ?? 0,
        batch_number: lot.lotNumber.trim(),
        expiry_date: expiry.status === 'ok' ? expiry.iso : '',
      };
    }),
  );
}
