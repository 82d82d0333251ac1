/** The data types the sync log names in words (docs/product/sync.md#sync-log: ORDER, PRODUCT); others stay raw. */
const NAMED_DATA_TYPES = ['ORDER', 'PRODUCT'] as const;
export type NamedDataType = (typeof NAMED_DATA_TYPES)[number];

export function namedDataType(dataType: string): NamedDataType | null {
  return (NAMED_DATA_TYPES as readonly string[]).includes(dataType) ? (dataType as NamedDataType) : null;
}

/** A run's raw record as the dialog shows and copies it: indented two spaces, keys in the server's order. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}
