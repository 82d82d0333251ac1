/** Bounds of a number field; either may be left open. */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** Keeps a number within `[min, max]`. An empty field (`null`) stays empty: it is not a number to clamp. */
export function clampNumber(value: number | null, { min, max }: NumberRange): number | null {
  if (value === null) return null;
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

export interface BlurOptions extends NumberRange {
  /** Pull an out-of-range value back into range (e.g. 'a quantity of 0 or less becomes 1'). */
  clamp: boolean;
  /** The value an empty field takes when left; it stays empty when omitted. */
  emptyValue?: number;
}

/** The value a number field settles on when it loses focus. */
export function valueOnBlur(
  value: number | null,
  { clamp, emptyValue, ...range }: BlurOptions,
): number | null {
  const filled = value ?? emptyValue ?? null;
  return clamp ? clampNumber(filled, range) : filled;
}

/** Digits after the decimal point, so a step of 0.1 does not drift into 0.30000000000000004. */
function decimalPlaces(value: number): number {
  const fraction = toNumericString(value).split('.')[1];
  return fraction ? fraction.length : 0;
}

/**
 * The value after an arrow-key step of `delta`, kept in range. From an empty field a step up starts at
 * `min` (or 0) and a step down at `max` (or 0), like a native number input.
 */
export function stepNumber(value: number | null, delta: number, range: NumberRange): number {
  if (value === null) {
    const start = delta > 0 ? (range.min ?? 0) : (range.max ?? 0);
    return clampNumber(start, range) ?? start;
  }
  const places = Math.max(decimalPlaces(value), decimalPlaces(delta));
  const next = Number((value + delta).toFixed(places));
  return clampNumber(next, range) ?? next;
}

/**
 * A number as the plain numeric string the formatter reads: no grouping, '.' as the decimal point and never
 * exponent notation (`1e21` → '1000000000000000000000'). An empty field is ''.
 */
export function toNumericString(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  // -0 would print as '-0'.
  const normalized = Object.is(value, -0) ? 0 : value;
  return normalized.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** The number a formatter's numeric string stands for. '', a lone '-' or '.' mean an empty field. */
export function parseNumericString(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether a typed number is still exact: past 2^53 JavaScript numbers silently change their last digits,
 * which must never happen to an amount of money.
 */
export function isSafeNumber(value: number | undefined): boolean {
  return value === undefined || Math.abs(value) <= Number.MAX_SAFE_INTEGER;
}
