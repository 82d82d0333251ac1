import type { ApiError, Distributor, DistributorCreate, DistributorStatus } from '@pharmacy/api-client';

/** What the create and edit sheets hold: text as typed, the logo as the stored reference of its upload. */
export interface SupplierFormValues {
  name: string;
  code: string;
  description: string;
  phone: string;
  email: string;
  address: string;
  contactPerson: string;
  status: DistributorStatus;
  /** The `url` of the uploaded logo (`/api/v1/files/{id}`), or null for none. */
  avatar: string | null;
}

export type SupplierTextField = Exclude<keyof SupplierFormValues, 'status' | 'avatar'>;

/** What each text column holds: the server refuses longer values (zod in apps/server distributors/routes.ts). */
export const SUPPLIER_FIELD_MAX: Record<SupplierTextField, number> = {
  name: 200,
  code: 20,
  description: 2000,
  phone: 30,
  email: 200,
  address: 500,
  contactPerson: 200,
};

/** An issue of one field; the sheet turns it into the product's text (`suppliers:validation.<code>`). */
export type SupplierIssue =
  | { code: 'nameRequired' | 'codeRequired' | 'emailInvalid' | 'phoneInvalid' }
  | { code: 'tooLong'; max: number };

export type SupplierIssues = Partial<Record<SupplierTextField, SupplierIssue>>;

/** The same patterns as the server's (apps/server/src/domain/distributor-rules.ts), on trimmed text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{9,15}$/;

/**
 * The supplier form's rules (docs/product/suppliers.md#form-rules), the same on create and edit: a name; a code
 * (generated on create, and
 * the server refuses to blank it on edit); an email of the form x@y.z and a phone of 9 to 15 digits when given;
 * nothing longer than its column. Each field has at most one issue, the first that applies.
 */
export function validateSupplierForm(values: SupplierFormValues): SupplierIssues {
  const issues: SupplierIssues = {};
  for (const field of Object.keys(SUPPLIER_FIELD_MAX) as SupplierTextField[]) {
    const max = SUPPLIER_FIELD_MAX[field];
    if (values[field].length > max) issues[field] = { code: 'tooLong', max };
  }
  if (!values.name.trim()) issues.name = { code: 'nameRequired' };
  if (!values.code.trim()) issues.code = { code: 'codeRequired' };
  const email = values.email.trim();
  if (email && !issues.email && !EMAIL.test(email)) issues.email = { code: 'emailInvalid' };
  const phone = values.phone.trim();
  if (phone && !issues.phone && !PHONE.test(phone)) issues.phone = { code: 'phoneInvalid' };
  return issues;
}

/** A new supplier's code (docs/product/suppliers.md#supplier-code): 'NCC' plus a random number from 100 to 999. */
export function generateSupplierCode(random: () => number = Math.random): string {
  const draw = Math.min(Math.max(random(), 0), 0.999_999_999);
  return `NCC${100 + Math.floor(draw * 900)}`;
}

export function emptySupplierForm(code: string): SupplierFormValues {
  return {
    name: '',
    code,
    description: '',
    phone: '',
    email: '',
    address: '',
    contactPerson: '',
    status: 'ACTIVE',
    avatar: null,
  };
}

/** Whether the form holds anything other than what it opened with: closing it then asks first. */
export function supplierFormChanged(initial: SupplierFormValues, current: SupplierFormValues): boolean {
  return (Object.keys(initial) as (keyof SupplierFormValues)[]).some((key) => initial[key] !== current[key]);
}

export function supplierFormOf(supplier: Distributor): SupplierFormValues {
  return {
    name: supplier.name,
    code: supplier.code,
    description: supplier.description ?? '',
    phone: supplier.phone ?? '',
    email: supplier.email ?? '',
    address: supplier.address ?? '',
    contactPerson: supplier.contact_person ?? '',
    status: supplier.status,
    avatar: supplier.avatar,
  };
}

/**
 * The body of both the create and the update call: text trimmed, an empty optional field sent as null (the
 * server clears it), the code as it is stored (upper case).
 */
export function supplierPayload(values: SupplierFormValues): DistributorCreate {
  const optional = (text: string) => text.trim() || null;
  return {
    name: values.name.trim(),
    code: values.code.trim().toUpperCase(),
    avatar: values.avatar,
    description: optional(values.description),
    phone: optional(values.phone),
    email: optional(values.email),
    address: optional(values.address),
    contact_person: optional(values.contactPerson),
    status: values.status,
  };
}

/** The API's field names (`details` of a 400 or 409) → the form's. */
const FIELD_OF_DETAIL: Record<string, SupplierTextField | 'avatar'> = {
  name: 'name',
  code: 'code',
  description: 'description',
  phone: 'phone',
  email: 'email',
  address: 'address',
  contact_person: 'contactPerson',
  avatar: 'avatar',
};

/**
 * The server's messages for the form's fields (a code already taken, a logo that is no longer there), to show
 * beside them; details of other fields are left to the toast.
 */
export function serverFieldErrors(
  error: Pick<ApiError, 'details'>,
): Partial<Record<SupplierTextField | 'avatar', string>> {
  const found: Partial<Record<SupplierTextField | 'avatar', string>> = {};
  for (const [path, message] of Object.entries(error.details ?? {})) {
    const field = FIELD_OF_DETAIL[path];
    if (field) found[field] = message;
  }
  return found;
}
