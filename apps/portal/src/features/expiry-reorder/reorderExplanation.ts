import type { ReorderSuggestion } from '@pharmacy/api-client';

/** One part of a suggestion's sentence: a key of `reorder.explain` and its numbers, formatted by the screen. */
export type ExplanationPart =
  | { key: 'sold'; rate: number }
  | { key: 'notSold'; days: number }
  | { key: 'usable'; usable: number }
  | { key: 'usableExpiring'; usable: number; expiring: number }
  | { key: 'onOrder'; count: number }
  | { key: 'lead' | 'leadDefault' | 'cover'; days: number }
  | { key: 'min' | 'max'; count: number };

export type ExplanationResult =
  | { key: 'order'; quantity: number }
  /** `count` of `unit` (a box), which are `quantity` of the base unit `base`. */
  | { key: 'orderInUnit'; count: number; unit: string; quantity: number; base: string | null }
  | { key: 'nothing' };

/**
 * Why a product is suggested as it is (docs/product/inventory.md#reorder-suggestions), in the order a pharmacist
 * checks it: sales a day, usable stock (and what expires unsold), what is coming, the lead time, the cover, KiotViet's
 * levels; then the quantity — "bán 4,2/ngày · còn 36 dùng được (12 sắp hết hạn) · đang về 20 · giao 5 ngày · đủ 30
 * ngày → đặt 135", in the unit it is ordered in when that is a larger one ("→ đặt 3 hộp (300 viên)"). Parts that
 * say nothing (nothing coming, no level) are left out.
 */
export function explanationParts(line: ReorderSuggestion): {
  parts: ExplanationPart[];
  result: ExplanationResult;
} {
  const parts: ExplanationPart[] = [
    line.units_sold > 0
      ? { key: 'sold', rate: line.daily_sales }
      : { key: 'notSold', days: line.sales_window },
    line.expiring_unsold > 0
      ? { key: 'usableExpiring', usable: line.usable, expiring: line.expiring_unsold }
      : { key: 'usable', usable: line.usable },
  ];
  if (line.on_order > 0) parts.push({ key: 'onOrder', count: line.on_order });
  parts.push({ key: line.lead_from_history ? 'lead' : 'leadDefault', days: line.lead_days });
  parts.push({ key: 'cover', days: line.cover_days });
  if (line.min_quantity !== null) parts.push({ key: 'min', count: line.min_quantity });
  if (line.max_quantity !== null) parts.push({ key: 'max', count: line.max_quantity });
  return { parts, result: resultOf(line) };
}

function resultOf(line: ReorderSuggestion): ExplanationResult {
  if (line.suggested_quantity <= 0) return { key: 'nothing' };
  const { code, unit, count } = line.order_unit;
  if (code === null) return { key: 'order', quantity: line.suggested_quantity };
  return {
    key: 'orderInUnit',
    count,
    unit: unit ?? code,
    quantity: line.suggested_quantity,
    base: line.product.unit,
  };
}
