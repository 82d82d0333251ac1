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
