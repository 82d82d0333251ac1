/**
 * How the simulator answers. By default it answers as KiotViet's public documentation describes and as real stores
 * answer; each convenience turns back one thing that earlier versions answered to make the client's life easier
 * (and that the client must therefore not rely on).
 */
export interface Conveniences {
  /** A `timestamp` in every list envelope (real stores send none). */
  envelopeTimestamp: boolean;
  /** An `id` on each lot of a product (the documented lots have none). */
  lotIds: boolean;
  /** Empty optional values written as `""` or `null` (real stores leave the key out). */
  emptyValues: boolean;
  /**
   * Lists sorted the way our client once expected: by id where no `orderBy` is documented (instead of an order that
   * is neither by id nor by date), and by `modifiedDate` counting a record's creation as its change (instead of the
   * never-edited records first).
   */
  sortedLists: boolean;
  /** 400 and 401 where KiotViet answers 420 (a request it refuses) and 403 (a store the token is not for). */
  plainErrors: boolean;
}

export const documented: Conveniences = {
  envelopeTimestamp: false,
  lotIds: false,
  emptyValues: false,
  sortedLists: false,
  plainErrors: false,
};

/**
 * A copy of an answer without the keys whose value is null or an empty string, as KiotViet's serializer leaves them
 * out. Arrays keep their items (an empty list stays a list).
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === '' || item === undefined) continue;
    copy[key] = withoutEmptyValues(item);
  }
  return copy;
}
