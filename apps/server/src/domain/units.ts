/**
 * Product units (docs/product/inventory.md#units): a product's own row is its base unit, in which stock is counted;
 * its other units (a blister, a box) hold a whole number of base units, `conversion`, and each is a product code of
 * its own in KiotViet.
 */

/** The largest conversion kept: a unit of more base units than this is not a pharmacy's pack. */
export const CONVERSION_MAX = 10_000;

export interface UnitOption {
  unit: string;
  code: string;
  kiotvietId: number | null;
  conversion: number;
  basePrice: number;
}

/** The unit an order line is in: the base unit has no code of its own (the product's code names it). */
export interface LineUnit {
  unit: string | null;
  unitCode: string | null;
  unitKiotvietId: number | null;
  conversion: number;
  /** The unit's selling price, integer đồng. */
  basePrice: number;
}

/**
 * The unit a line names by `code`: missing, empty or the product's own code is the base unit; otherwise one of the
 * product's other units, compared without case. Undefined when the product has no unit with that code.
 */
export function lineUnit(
  product: { code: string; unit: string | null; basePrice: number },
  units: readonly UnitOption[],
  code: string | null | undefined,
): LineUnit | undefined {
  const wanted = code?.trim().toUpperCase() ?? '';
  if (wanted === '' || wanted === product.code.toUpperCase()) {
    return {
      unit: product.unit,
      unitCode: null,
      unitKiotvietId: null,
      conversion: 1,
      basePrice: product.basePrice,
    };
  }
  const found = units.find((unit) => unit.code.toUpperCase() === wanted);
  return found
    ? {
        unit: found.unit,
        unitCode: found.code,
        unitKiotvietId: found.kiotvietId,
        conversion: found.conversion,
        basePrice: found.basePrice,
      }
    : undefined;
}
