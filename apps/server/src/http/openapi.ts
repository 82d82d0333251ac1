import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { AppError, type FieldErrors } from '../errors';
import type { AppEnv } from './env';

/** zod issues → `{ "items.0.quantity_ordered": "…" }`, the first message per field. */
export function fieldErrorsFrom(error: ZodError): FieldErrors {
  const details: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    details[key] ??= issue.message;
  }
  return details;
}

/**
 * Every router validates through this hook, so bad input answers the same envelope as every other error instead of
 * zod-openapi's default `{ success: false, error }`.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.validation(fieldErrorsFrom(result.error));
    },
  });
}

const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: 'Không tìm thấy đơn đặt hàng' }),
    error: z.string().openapi({ example: 'NOT_FOUND' }),
    details: z
      .record(z.string(), z.string())
      .nullable()
      .openapi({ description: 'Field path → message, for validation errors; otherwise null.' }),
  })
  .openapi('Error');

const errorDescriptions = {
  400: 'Invalid input (details holds field-keyed messages)',
  401: 'Not signed in, or the session expired',
  403: 'Not allowed (e.g. partner suppliers are read-only)',
  404: 'Not found in the caller’s pharmacy',
  409: 'Conflict with the current state',
  413: 'Payload too large',
  429: 'Too many attempts',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

/** Error responses for a route's OpenAPI definition; 401 is included for every authenticated route. */
export function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: errorDescriptions[status], content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  ) as {
    [S in ErrorStatus]: {
      description: string;
      content: { 'application/json': { schema: typeof ErrorSchema } };
    };
  };
}

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return {
    required: true,
    content: { 'application/json': { schema } },
    ...(description ? { description } : {}),
  } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

export const bearerSecurity = [{ bearerAuth: [] }];

export const IdParam = z.object({
  id: z.uuid({ error: 'Mã định danh không hợp lệ' }).openapi({ param: { name: 'id', in: 'path' } }),
});

/**
 * A list query value sent comma-joined (`statuses=pending,approved`, spec 1 §7) or repeated; documented as a
 * non-exploded form array so generated clients comma-join it too.
 */
export function csvList<T extends z.ZodType<string, string>>(
  item: T,
  itemDoc: { type: 'string'; format?: string; enum?: readonly string[] } = { type: 'string' },
) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item))
    .optional()
    .openapi({
      type: 'array',
      items: { ...itemDoc, enum: itemDoc.enum ? [...itemDoc.enum] : undefined },
      param: { style: 'form', explode: false },
    });
}

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1).openapi({ type: 'integer', example: 1 }),
};

export function limitQuery(defaultLimit: number, max: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .default(defaultLimit)
    .openapi({ type: 'integer', example: defaultLimit });
}

/** Optional boolean query flag: `true`/`false` (or 1/0). */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional()
  .openapi({ type: 'boolean' });
