/**
 * Filtering runs on every keystroke over the same option labels, and normalising is most of its cost
 * (`pnpm bench:ui`), so recent results are kept: enough for a 10,000-product list and its queries.
 */
const normalized = new Map<string, string>();
const normalizedLimit = 20_000;

/**
 * Search that ignores case and Vietnamese diacritics: 'nha thuoc' finds 'Nhà thuốc', 'd' finds 'đ'.
 * NFD splits a letter from its combining marks, which are then dropped; 'đ'/'Đ' are letters of their own
 * (not a 'd' with a mark), so they are mapped explicitly.
 */
export function normalizeSearchText(text: string): string {
  const cached = normalized.get(text);
  if (cached !== undefined) return cached;
  const result = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  // Oldest first out: the map keeps insertion order.
  if (normalized.size >= normalizedLimit) normalized.delete(normalized.keys().next().value as string);
  normalized.set(text, result);
  return result;
}

/** True when every word of the query appears in the text, ignoring case, accents and word order. */
export function matchesSearch(text: string, query: string): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(text);
  return words.every((word) => haystack.includes(word));
}

/** Keeps the items whose text (from `toText`) matches the query; an empty query keeps everything. */
export function filterBySearch<T>(items: readonly T[], query: string, toText: (item: T) => string): T[] {
  return items.filter((item) => matchesSearch(toText(item), query));
}
