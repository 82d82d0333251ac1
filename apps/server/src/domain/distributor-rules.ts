import type { FieldErrors } from '../errors';

/**
 * Supplier form rules (docs/product/suppliers.md#form-rules), re-checked on the server with the form's exact
 * messages.
 */
export const DISTRIBUTOR_MESSAGES = {
  nameRequired: 'Tên nhà cung cấp không được để trống.',
  emailInvalid: 'Email không hợp lệ. Vui lòng nhập đúng định dạng.',
  phoneInvalid: 'Số điện thoại không hợp lệ. Vui lòng chỉ nhập số (9-15 chữ số).',
  codeRequired: 'Mã nhà cung cấp không được để trống.',
  codeTaken: 'Mã nhà cung cấp đã tồn tại.',
  avatarUnknown: 'Ảnh đại diện không tồn tại. Vui lòng tải lên lại.',
  avatarType: 'Chỉ chấp nhận file hình ảnh định dạng PNG hoặc JPG.',
} as const;

/** Logos are PNG or JPG (docs/product/suppliers.md#logo): the content type the upload was stored with. */
export const isLogoType = (contentType: string) =>
  contentType === 'image/png' || contentType === 'image/jpeg';

/**
 * A supplier is synced at most once per 30 seconds; the server holds to it too
 * (docs/product/suppliers.md#sync-cooldown).
 */
export const SYNC_COOLDOWN_MS = 30_000;

/** The whole seconds a person is told to wait while the cooldown holds: at least one, never "0 giây". */
export const cooldownSeconds = (remainingMs: number) => Math.max(1, Math.ceil(remainingMs / 1000));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{9,15}$/;

export interface DistributorFields {
  name?: string | null | undefined;
  code?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/**
 * `creating` is false for partial updates: they need a name only when they change it. A code may be left out on
 * create (one is generated), but an update that sends one cannot blank it: a supplier always has a code, and the
 * form refuses an empty one with the same message.
 */
export function validateDistributorFields(fields: DistributorFields, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if ((creating || fields.name !== undefined) && !fields.name?.trim()) {
    errors.name = DISTRIBUTOR_MESSAGES.nameRequired;
  }
  if (!creating && fields.code !== undefined && !fields.code?.trim()) {
    errors.code = DISTRIBUTOR_MESSAGES.codeRequired;
  }
  const email = fields.email?.trim();
  if (email && !EMAIL.test(email)) errors.email = DISTRIBUTOR_MESSAGES.emailInvalid;
  const phone = fields.phone?.trim();
  if (phone && !PHONE.test(phone)) errors.phone = DISTRIBUTOR_MESSAGES.phoneInvalid;
  return errors;
}

const CODE_PREFIX = 'NCC';
const CODE_MIN = 100;
const CODE_MAX = 999;

/**
 * A new supplier's code: 'NCC' plus a random number from 100 to 999 (docs/product/suppliers.md#supplier-code), unique
 * within the pharmacy.
 * Random picks first; once the space is crowded, the first free number, so it only fails when all 900 are used.
 */
export function generateDistributorCode(
  taken: ReadonlySet<string>,
  random: () => number = Math.random,
): string | null {
  const normalisedTaken = new Set([...taken].map((code) => code.toUpperCase()));
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = `${CODE_PREFIX}${CODE_MIN + Math.floor(random() * (CODE_MAX - CODE_MIN + 1))}`;
    if (!normalisedTaken.has(code)) return code;
  }
  for (let n = CODE_MIN; n <= CODE_MAX; n++) {
    const code = `${CODE_PREFIX}${n}`;
    if (!normalisedTaken.has(code)) return code;
  }
  return null;
}
