import type {
  ApiError,
  PosConnection,
  PosConnectionCreate,
  PosConnectionTest,
  PosConnectionUpdate,
} from '@pharmacy/api-client';

/**
 * The connection form's three fields (docs/product/connection.md#credentials: KiotViet's client id, client secret and
 * store name,
 * sent as `username`, `password`, `store_name`).
 */
export const connectionFields = ['username', 'password', 'storeName'] as const;
export type ConnectionField = (typeof connectionFields)[number];
type ConnectionValues = Record<ConnectionField, string>;

/** What the server accepts (zod in apps/server pos-settings/routes.ts); longer values are refused there too. */
export const CONNECTION_FIELD_MAX: Record<ConnectionField, number> = {
  username: 200,
  password: 500,
  storeName: 100,
};

/**
 * The form's edits: a field present here is unlocked (being typed in); an absent one shows the saved value,
 * locked. With no connection yet, every field is being typed in.
 */
export type ConnectionDrafts = Partial<ConnectionValues>;

export type ConnectionIssue = { code: 'required' } | { code: 'tooLong'; max: number };
export type ConnectionIssues = Partial<Record<ConnectionField, ConnectionIssue>>;

/** Whether a field can be typed in: every field before the first save, then only those unlocked by their pencil. */
export function isEditing(saved: SavedConnection | null, drafts: ConnectionDrafts, field: ConnectionField) {
  return saved === null || drafts[field] !== undefined;
}

/** What a field holds: its draft while unlocked, else the saved value (the secret as its mask, never in clear). */
export function fieldValue(saved: SavedConnection | null, drafts: ConnectionDrafts, field: ConnectionField) {
  const draft = drafts[field];
  if (draft !== undefined || saved === null) return draft ?? '';
  if (field === 'username') return saved.username;
  if (field === 'storeName') return saved.store_name;
  return saved.password;
}

/**
 * The rules (docs/product/connection.md#form-rules): client id, secret and store name are required; on an existing
 * connection an unlocked
 * secret left empty keeps the stored one (so it is never required there), and locked fields are the saved ones.
 */
export function validateConnection(
  saved: SavedConnection | null,
  drafts: ConnectionDrafts,
): ConnectionIssues {
  const issues: ConnectionIssues = {};
  for (const field of connectionFields) {
    if (!isEditing(saved, drafts, field)) continue;
    const value = fieldValue(saved, drafts, field);
    const max = CONNECTION_FIELD_MAX[field];
    if (value.length > max) issues[field] = { code: 'tooLong', max };
    else if (!value.trim() && !(field === 'password' && saved !== null)) issues[field] = { code: 'required' };
  }
  return issues;
}

/** 'Vui lòng điền đầy đủ thông tin kết nối': a required field is empty. */
export function isIncomplete(issues: ConnectionIssues): boolean {
  return Object.values(issues).some((issue) => issue.code === 'required');
}

export function createPayload(drafts: ConnectionDrafts): PosConnectionCreate {
  return {
    username: (drafts.username ?? '').trim(),
    password: drafts.password ?? '',
    store_name: (drafts.storeName ?? '').trim(),
  };
}

/**
 * The changes of an existing connection: the unlocked fields whose text differs from the saved one; a secret only
 * when one was typed. Empty: nothing to save.
 */
export function updatePayload(saved: SavedConnection, drafts: ConnectionDrafts): PosConnectionUpdate {
  const update: PosConnectionUpdate = {};
  const username = drafts.username?.trim();
  if (username !== undefined && username !== saved.username) update.username = username;
  const storeName = drafts.storeName?.trim();
  if (storeName !== undefined && storeName !== saved.store_name) update.store_name = storeName;
  if (drafts.password) update.password = drafts.password;
  return update;
}

/**
 * Whether saving these changes moves the connection to another KiotViet store: another client id, or another store
 * name (KiotViet reads it without case). The server then removes everything synced from the saved store at once, so
 * staff confirm it first (docs/product/connection.md#another-store).
 */
export function movesStore(saved: SavedConnection, update: PosConnectionUpdate): boolean {
  const clientId = update.username ?? saved.username;
  const storeName = update.store_name ?? saved.store_name;
  return (
    clientId.trim() !== saved.username.trim() ||
    storeName.trim().toLowerCase() !== saved.store_name.trim().toLowerCase()
  );
}

/**
 * Whether the form holds what saving would change: anything typed before the first save, or a change of an unlocked
 * field of the saved connection. Leaving the page then asks first.
 */
export function connectionChanged(saved: SavedConnection | null, drafts: ConnectionDrafts): boolean {
  if (saved === null) return Object.values(drafts).some((value) => Boolean(value?.trim()));
  return Object.keys(updatePayload(saved, drafts)).length > 0;
}

/**
 * A test of what the form shows: the saved connection by id, with the fields being changed overriding it (a test
 * of exactly the saved values is recorded by the server and shows in the header); before the first save, the
 * typed values.
 */
export function testPayload(saved: SavedConnection | null, drafts: ConnectionDrafts): PosConnectionTest {
  return saved === null ? createPayload(drafts) : { id: saved.id, ...updatePayload(saved, drafts) };
}

/**
 * A saved connection. (The generated `PosConnection` admits null: the server registers the schema where it answers
 * `data: PosConnection | null`, so the component itself came out nullable.)
 */
export type SavedConnection = NonNullable<PosConnection>;

/** The API's field names (`details` of a 400) → the form's. */
const FIELD_OF_DETAIL: Record<string, ConnectionField> = {
  username: 'username',
  password: 'password',
  store_name: 'storeName',
};

/** The server's messages for the form's fields, to show beside them. */
export function serverFieldErrors(
  error: Pick<ApiError, 'details'>,
): Partial<Record<ConnectionField, string>> {
  const found: Partial<Record<ConnectionField, string>> = {};
  for (const [path, message] of Object.entries(error.details ?? {})) {
    const field = FIELD_OF_DETAIL[path];
    if (field) found[field] = message;
  }
  return found;
}
