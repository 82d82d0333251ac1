/** Rows a page of a list: purchase orders, sales orders, products, customers, a customer's purchase history. */
export const PAGE_SIZE = 10;

/** The longest search the API takes (`search` ≤ 100 characters; longer is refused with a 400). */
export const SEARCH_MAX = 100;

/** Typing pauses this long before a list asks the server (and the address changes). */
export const SEARCH_DEBOUNCE_MS = 300;

/** A filter's checklist (suppliers, products, groups) asks for this many options at a time. */
export const OPTION_LIMIT = 20;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is an id as the API writes them: the address may carry anything, the API refuses a bad id. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The ids of a filter that are ids: the others are left out, since the API would refuse the whole request. */
export function onlyUuids(ids: readonly string[]): string[] {
  return ids.filter(isUuid);
}
