/**
 * Folds text for accent- and case-insensitive search: "Thuốc Đau Đầu" → "thuoc dau dau". Stored in search
 * columns and applied to the query, because PGlite ships without the unaccent extension and the same SQL must
 * run on PostgreSQL.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so a search for "10%" matches the text "10%" only. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A phone number as it is stored for search: digits only, the country code (+84, or 84 before a full number)
 * written as the leading 0, so '+84 912.345.678', '84912345678' and '0912 345 678' are one number. The SQL function
 * phone_digits (migration 0011_search_indexes) computes the same for the stored phones; the two must agree.
 */
export function normalizePhone(text: string): string {
  return text
    .replace(/[^\d+]/g, '')
    .replace(/^\+84/, '0')
    .replace(/^84(\d{9,10})$/, '0$1')
    .replace(/\+/g, '');
}

/** The digits of a search typed as a phone number (digits with spaces, dots, dashes, brackets, a leading +). */
export function phoneSearch(text: string): string | undefined {
  if (!/^\+?[\d\s.\-()]+$/.test(text.trim())) return undefined;
  const digits = normalizePhone(text);
  return digits.length >= 3 ? digits : undefined;
}
