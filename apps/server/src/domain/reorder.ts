import { addDays, daysBetween } from './dates';

/**
 * The calculations behind the near-expiry view and the reorder suggestions, as pure functions
 * (docs/product/inventory.md#expiry-and-reorder-numbers). Dates are yyyy-MM-dd, "today" in Vietnam.
 */

/** The sales windows a user may pick for the average daily sales. */
export const VELOCITY_WINDOWS = [28, 56, 91] as const;
export type VelocityWindow = (typeof VELOCITY_WINDOWS)[number];

export interface InvoiceLine {
  /** The invoice's day in Vietnam. */
  soldOn: string;
  quantity: number;
  /** Only completed invoices count: a cancelled or draft invoice sold nothing. */
  completed: boolean;
}

/**
 * Average units sold a day over the `window` whole days before today (today is not over yet, so it is left out):
 * completed invoices only; returns (negative lines) take back what they returned, never below zero.
 */
export function salesVelocity(lines: readonly InvoiceLine[], today: string, window: VelocityWindow): number {
  const first = addDays(today, -window);
  let units = 0;
  for (const line of lines) {
    if (line.completed && line.soldOn >= first && line.soldOn < today) units += line.quantity;
  }
  return averageDailySales(units, window);
}

/** The units sold over the window (returns taken back) a day, never below zero. */
function averageDailySales(units: number, window: VelocityWindow): number {
  return Number.isFinite(units) ? Math.max(0, units) / window : 0;
}

export interface StockLot {
  expiryDate: string | null;
  onHand: number;
}

interface LotOutlook<Lot extends StockLot> {
  lot: Lot;
  /** Units of the lot sold before it expires, selling at the velocity, oldest lots first. */
  sellable: number;
  /** Units still on hand when it expires (on hand − sellable); 0 for an undated lot. */
  unsoldAtExpiry: number;
}

export interface StockOutlook<Lot extends StockLot> {
  /** In first-expiry-first-out order: dated lots by expiry, undated lots last. */
  lots: LotOutlook<Lot>[];
  /** Units that will be sold before they expire: the stock a reorder may count on. Never above on hand. */
  usable: number;
  /** Units that will expire unsold (expired lots included). */
  unsoldAtExpiry: number;
}

/**
 * First expiry, first out: the lot that expires first is sold first, at `velocity` units a day from today. A lot is
 * still sold on its expiry day, so a lot expiring in d days has d + 1 selling days; an expired lot has none. By a
 * lot's last selling day at most velocity × its selling days units can have been sold in all, from it and the lots
 * that expire before it: what is beyond that expires unsold. An undated lot never expires: all of it is usable.
 */
export function stockOutlook<Lot extends StockLot>(
  lots: readonly Lot[],
  velocity: number,
  today: string,
): StockOutlook<Lot> {
  const rate = Number.isFinite(velocity) && velocity > 0 ? velocity : 0;
  const ordered = [...lots].sort((a, b) => {
    if (a.expiryDate === b.expiryDate) return 0;
    if (a.expiryDate === null) return 1;
    if (b.expiryDate === null) return -1;
    return a.expiryDate < b.expiryDate ? -1 : 1;
  });
  let soldBefore = 0;
  const outlook: LotOutlook<Lot>[] = ordered.map((lot) => {
    const onHand = Math.max(0, Math.floor(lot.onHand));
    if (lot.expiryDate === null) return { lot, sellable: onHand, unsoldAtExpiry: 0 };
    const sellingDays = Math.max(0, daysBetween(today, lot.expiryDate) + 1);
    const capacity = Math.floor(rate * sellingDays + 1e-9);
    const sellable = Math.min(onHand, Math.max(0, capacity - soldBefore));
    soldBefore += sellable;
    return { lot, sellable, unsoldAtExpiry: onHand - sellable };
  });
  return {
    lots: outlook,
    usable: outlook.reduce((sum, entry) => sum + entry.sellable, 0),
    unsoldAtExpiry: outlook.reduce((sum, entry) => sum + entry.unsoldAtExpiry, 0),
  };
}

export interface DeliveredOrder {
  orderedOn: string;
  deliveredOn: string;
}

export interface LeadTime {
  days: number;
  /** False: no delivered order with this supplier yet, so the pharmacy's default is used. */
  fromHistory: boolean;
  /** How many delivered orders it was measured on. */
  orders: number;
}

/**
 * A supplier's lead time: the median of the days from order to delivery of our delivered purchase orders with it
 * (a half day rounds up: ordering a day late costs more than a day early), the pharmacy's default when there is none.
 */
export function supplierLeadTime(orders: readonly DeliveredOrder[], defaultDays: number): LeadTime {
  const days = orders
    .map((order) => Math.max(0, daysBetween(order.orderedOn, order.deliveredOn)))
    .sort((a, b) => a - b);
  if (days.length === 0) return { days: Math.max(0, defaultDays), fromHistory: false, orders: 0 };
  const middle = Math.floor(days.length / 2);
  const median =
    days.length % 2 === 1
      ? (days[middle] as number)
      : Math.ceil(((days[middle - 1] as number) + (days[middle] as number)) / 2);
  return { days: median, fromHistory: true, orders: days.length };
}

export interface SuggestionInput {
  /** Units sold a day. */
  velocity: number;
  leadDays: number;
  /** Days the order should last once delivered: the product's suggestion days, else the pharmacy's default. */
  coverDays: number;
  /** Stock usable before it expires (stockOutlook). */
  usable: number;
  /** Units on open purchase orders. */
  onOrder: number;
  /** KiotViet's minimum and maximum stock levels, when it has them. */
  min?: number | null | undefined;
  max?: number | null | undefined;
  /** The ordering unit: the quantity is a whole number of it (1 when unset). */
  unit?: number | undefined;
}

/**
 * The quantity to order: enough stock for the lead time and the cover days at the current velocity — raised to the
 * minimum level, capped at the maximum — less what is usable and what is already on order; rounded up to the
 * ordering unit (down, when up would pass the maximum), never negative.
 */
export function reorderQuantity(input: SuggestionInput): number {
  const positive = (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value) ? undefined : Math.max(0, value);
  const unit = Math.max(1, Math.floor(positive(input.unit) ?? 1));
  const days = (positive(input.leadDays) ?? 0) + (positive(input.coverDays) ?? 0);
  let target = (positive(input.velocity) ?? 0) * days;
  const min = positive(input.min);
  const max = positive(input.max);
  if (min !== undefined) target = Math.max(target, min);
  if (max !== undefined) target = Math.min(target, max);
  const have = (positive(input.usable) ?? 0) + (positive(input.onOrder) ?? 0);
  const missing = target - have;
  if (missing <= 1e-9) return 0;
  const up = Math.ceil(missing / unit - 1e-9) * unit;
  if (max === undefined || have + up <= max) return up;
  return Math.max(0, Math.floor((max - have) / unit) * unit);
}

/** One of the units a product is ordered in: its base unit has no code of its own and holds one base unit. */
export interface OrderUnit {
  code: string | null;
  unit: string | null;
  /** Base units in one of it: a whole number, 1 for the base unit. */
  conversion: number;
}

/** A suggestion in the unit it is ordered in: `quantity` base units, which are `count` of `unit`. */
export interface UnitSuggestion {
  quantity: number;
  unit: OrderUnit;
  count: number;
}

/**
 * The quantity to order in the unit a pharmacy buys in (docs/product/inventory.md#reorder-suggestions): suppliers
 * sell whole packs, so it is rounded up to the product's largest unit (a box before a blister before a tablet) whose
 * rounding up keeps the stock within the maximum; to the base unit when none does (a maximum closer than a pack)
 * or when there is nothing to order.
 */
export function suggestInUnits(
  input: Omit<SuggestionInput, 'unit'>,
  base: { unit: string | null },
  units: readonly OrderUnit[],
): UnitSuggestion {
  const larger = units
    .filter((unit) => Number.isInteger(unit.conversion) && unit.conversion > 1)
    .sort((a, b) => b.conversion - a.conversion || (a.code ?? '').localeCompare(b.code ?? ''));
  const inBase = reorderQuantity(input);
  if (inBase > 0) {
    for (const unit of larger) {
      // Rounded down to fit the maximum, a pack would order less than is missing: a smaller unit does better.
      const quantity = reorderQuantity({ ...input, unit: unit.conversion });
      if (quantity >= inBase) return { quantity, unit, count: quantity / unit.conversion };
    }
  }
  const quantity = inBase;
  return { quantity, unit: { code: null, unit: base.unit, conversion: 1 }, count: quantity };
}

/** KiotViet's stock levels of a product in one branch: 0 means none is set. */
export interface BranchLevels {
  minQuantity: number;
  maxQuantity: number;
}

/**
 * The minimum and maximum stock of a product over the branches looked at: the sum of the minimums set (none when no
 * branch sets one), and the sum of the maximums only when every branch sets one — a branch without a maximum may hold
 * any amount, so the branches together have none.
 */
export function combinedLevels(levels: readonly BranchLevels[]): { min: number | null; max: number | null } {
  const mins = levels.map((level) => level.minQuantity).filter((value) => value > 0);
  const everyMax = levels.length > 0 && levels.every((level) => level.maxQuantity > 0);
  return {
    min: mins.length > 0 ? mins.reduce((sum, value) => sum + value, 0) : null,
    max: everyMax ? levels.reduce((sum, level) => sum + level.maxQuantity, 0) : null,
  };
}

export interface ReorderLineInput<Lot extends StockLot> {
  /** Units sold over the window on completed invoices (returns taken back). */
  unitsSold: number;
  window: VelocityWindow;
  /** The product's lots in stock, expired ones included. */
  lots: readonly Lot[];
  today: string;
  lead: LeadTime;
  /** The product's suggestion days (0: none) and the pharmacy's default cover. */
  suggestionDays: number;
  defaultCoverDays: number;
  onOrder: number;
  min: number | null;
  max: number | null;
  /** The units the product is ordered in besides its base unit (none: it is ordered in its base unit). */
  units?: readonly OrderUnit[] | undefined;
  /** The base unit's name. */
  baseUnit?: string | null | undefined;
}

export interface ReorderLine {
  dailySales: number;
  /** Units in lots that have not expired. */
  onHand: number;
  /**
   * Of those, the units the order can count on: all of a lot still good when the order's cover ends, and of a lot
   * that expires before then only what sells before it expires (first expiry, first out).
   */
  usable: number;
  /** Units on hand that will expire unsold before the cover ends, at this velocity ('sắp hết hạn'). */
  expiringUnsold: number;
  coverDays: number;
  /** True when the cover days are the product's own suggestion days. */
  coverFromProduct: boolean;
  /** The stock aimed for: velocity × (lead time + cover days), raised to the minimum and capped at the maximum. */
  target: number;
  /** Base units to order: `order.count` of `order.unit`. */
  suggested: number;
  order: UnitSuggestion;
}

/**
 * One product's reorder suggestion with the figures that explain it (docs/product/inventory.md#reorder-suggestions):
 * the average daily sales, the stock usable before it expires, the cover days, the stock aimed for and the quantity
 * to order. The order must last until the lead time and the cover days have passed: a lot still good then counts in
 * full, whether or not it sells meanwhile; of a lot that expires earlier, only what sells before its expiry
 * (first expiry, first out) counts. So stock that expires before it can be sold is never counted, and stock of a
 * product that sells little but keeps is not taken for lost.
 */
export function reorderLine<Lot extends StockLot>(input: ReorderLineInput<Lot>): ReorderLine {
  const dailySales = averageDailySales(input.unitsSold, input.window);
  const coverFromProduct = input.suggestionDays > 0;
  const coverDays = coverFromProduct ? input.suggestionDays : Math.max(0, input.defaultCoverDays);
  const leadDays = Math.max(0, input.lead.days);
  const coverEnds = addDays(input.today, leadDays + coverDays);
  const outlook = stockOutlook(input.lots, dailySales, input.today);
  let onHand = 0;
  let expiringUnsold = 0;
  for (const entry of outlook.lots) {
    const expiry = entry.lot.expiryDate;
    if (expiry !== null && expiry < input.today) continue;
    onHand += Math.max(0, Math.floor(entry.lot.onHand));
    if (expiry !== null && expiry <= coverEnds) expiringUnsold += entry.unsoldAtExpiry;
  }
  const usable = onHand - expiringUnsold;
  let target = dailySales * (leadDays + coverDays);
  if (input.min !== null) target = Math.max(target, input.min);
  if (input.max !== null) target = Math.min(target, input.max);
  const order = suggestInUnits(
    {
      velocity: dailySales,
      leadDays,
      coverDays,
      usable,
      onOrder: input.onOrder,
      min: input.min,
      max: input.max,
    },
    { unit: input.baseUnit ?? null },
    input.units ?? [],
  );
  return {
    dailySales,
    onHand,
    usable,
    expiringUnsold,
    coverDays,
    coverFromProduct,
    target,
    suggested: order.quantity,
    order,
  };
}
