/**
 * KiotViet sends money as decimals with four places (`21312.0000`). We keep integer đồng end to end, so the
 * conversion reads the decimal digits of the value instead of doing float arithmetic on it: every JSON number with
 * at most four decimals below 2^53 / 10^4 prints back as the same digits, so the digits are exact.
 *
 * Fractions of a đồng (KiotViet's weighted-average cost, ratio discounts) are rounded half away from zero to the
 * whole đồng: the đồng has no minor unit in use, and KiotViet's own screens show whole đồng.
 */

const decimalPattern = /^([+-])?(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses a KiotViet money value (a JSON number or a decimal string) to integer đồng.
 * Throws a RangeError naming the value when it is not a finite decimal or leaves the safe-integer range.
 */
export function parseMoney(value: number | string): number {
  // Most amounts are whole đồng (`21312.0000` reads as the integer 21312).
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value === 0 ? 0 : value;
  const text = typeof value === 'number' ? numberToDecimalText(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, intDigits = '', fracDigits = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  // Shift the decimal point by the exponent on the digit string, so 1.5e3 and 1500 read the same.
  let digits = intDigits + fracDigits;
  let pointAt = intDigits.length + exponent;
  if (pointAt < 0) {
    digits = '0'.repeat(-pointAt) + digits;
    pointAt = 0;
  }
  if (pointAt > digits.length) digits += '0'.repeat(pointAt - digits.length);
  const whole = digits.slice(0, pointAt).replace(/^0+(?=\d)/, '') || '0';
  const firstFractionDigit = digits.charAt(pointAt);
  let amount = BigInt(whole);
  if (firstFractionDigit !== '' && firstFractionDigit >= '5') amount += 1n;
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`amount out of range: ${JSON.stringify(value)}`);
  }
  const result = Number(amount);
  return sign === '-' && result !== 0 ? -result : result;
}

function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  return String(value);
}
