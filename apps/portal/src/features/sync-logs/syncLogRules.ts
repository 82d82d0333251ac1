/**
 * The data types the sync log names in words: every type the server records. One it does not know yet (a newer
 * server) stays as it is rather than showing nothing.
 */
const NAMED_DATA_TYPES = ['ORDER', 'PRODUCT', 'CUSTOMER', 'CATEGORY', 'BRANCH', 'SUPPLIER'] as const;
export type NamedDataType = (typeof NAMED_DATA_TYPES)[number];

export function namedDataType(dataType: string): NamedDataType | null {
  return (NAMED_DATA_TYPES as readonly string[]).includes(dataType) ? (dataType as NamedDataType) : null;
}

/** A run's raw record as the dialog shows and copies it: indented two spaces, keys in the server's order. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}
