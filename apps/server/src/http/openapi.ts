import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { EXACT_TOTAL_LIMIT } from '../db/paging';
import { isIsoDate } from '../domain/dates';
import { PAGE_MAX, SAFE_INTEGER_MAX } from '../domain/limits';
import { AppError, type FieldErrors } from '../errors';
import type { AppEnv } from './env';
import { vietnameseIssueMessage } from './validation-messages';

// The API speaks Vietnamese: zod's default (English) messages never reach a client.
z.config({ localeError: vietnameseIssueMessage });

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
  413: 'Payload too large (JSON over 1 MB, an upload over 2 MB)',
  415: 'Unsupported media type (a JSON body not sent as application/json, an upload not sent as multipart)',
  429: 'Too many attempts, or KiotViet’s rate limit (Retry-After says when to try again)',
  431: 'Request headers too large (over 16 KB)',
  500: 'Unexpected server error',
  502: 'KiotViet could not be reached, or failed',
  503: 'Not ready: the server is stopping, or its database does not answer',
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

/**
 * A named schema, or null. zod's `.nullable()` on a schema registered under a name (`.openapi('SyncLog')`) is
 * documented wrongly: the name itself becomes nullable everywhere it is used, or the use becomes an `allOf` with
 * the named object, which null cannot satisfy. A union documents what is answered: `anyOf: [$ref, null]`.
 */
export function nullableRef<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null()]);
}

export const bearerSecurity = [{ bearerAuth: [] }];

export const IdParam = z.object({
  id: z.uuid({ error: 'Mã định danh không hợp lệ' }).openapi({ param: { name: 'id', in: 'path' } }),
});

/**
 * A list query value sent comma-joined (`statuses=pending,approved`, docs/product/api.md#conventions) or repeated;
 * documented as a
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

/**
 * A date filter, yyyy-MM-dd; the portal sends '' for an unset filter (docs/product/api.md#conventions), which means
 * "no filter".
 */
export const dateFilter = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isIsoDate(value), 'Ngày không hợp lệ (yyyy-MM-dd)')
  .openapi({ type: 'string', format: 'date' });

/** An integer with both bounds, which the OpenAPI document shows as minimum and maximum. */
export function boundedInt(min: number, max: number) {
  return z.number().min(min).max(max).int();
}

/**
 * An integer query parameter. Query values are text, so the schema coerces them, and the OpenAPI generator cannot
 * see the bounds through the coercion: they are stated again for the document. The bounds are checked before
 * `int()`, whose own limit (2^53) would otherwise be the message for a huge value.
 */
function integerQuery(min: number, max: number, fallback: number) {
  return z.coerce
    .number()
    .min(min)
    .max(max)
    .int()
    .default(fallback)
    .openapi({ type: 'integer', minimum: min, maximum: max, example: fallback });
}

/** Paging of every list (src/db/paging.ts): a page number, or the cursor of the page before. */
export const pageQuery = {
  page: integerQuery(1, PAGE_MAX, 1),
  cursor: z
    .string()
    .max(2_000)
    .optional()
    .openapi({
      description:
        'next_cursor of the previous page: continues there (the page number comes with it and page is ignored). ' +
        'A cursor belongs to its filters; with others it answers 400.',
    }),
};

/** The paging fields of every list answer. */
export const pageResult = {
  total: boundedInt(0, SAFE_INTEGER_MAX).openapi({
    description: `Rows matching the filters: exact up to ${EXACT_TOTAL_LIMIT.toLocaleString('en')} (and on the last page), the database's estimate above (total_exact false)`,
  }),
  page: boundedInt(1, PAGE_MAX),
  limit: boundedInt(1, 200),
  total_exact: z.boolean().openapi({ description: 'false when total is an estimate' }),
  next_cursor: z
    .string()
    .nullable()
    .openapi({ description: 'Pass as cursor for the next page; null on the last page' }),
};

export function limitQuery(defaultLimit: number, max: number) {
  return integerQuery(1, max, defaultLimit);
}

/** Optional boolean query flag: `true`/`false` (or 1/0). */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional()
  .openapi({ type: 'boolean' });

type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

/**
 * Statuses any route can answer, whatever it declares: 431 and 500 everywhere; 413 on every method that may carry
 * a body (every one but GET: the body limit reads a body before the route is known, so a route that takes none
 * refuses one over 1 MB too), and 415 wherever a body is read. Added to the document here, in one place, so no route
 * can forget them.
 */
export function withCommonErrors(doc: OpenApiDocument): OpenApiDocument {
  const shared = {
    413: 'PayloadTooLarge',
    415: 'UnsupportedMediaType',
    431: 'HeadersTooLarge',
    500: 'ServerError',
  };
  doc.components ??= {};
  doc.components.responses ??= {};
  for (const [status, name] of Object.entries(shared)) {
    doc.components.responses[name] = {
      description: errorDescriptions[Number(status) as keyof typeof shared],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const statuses = operation.requestBody
        ? ([413, 415, 431, 500] as const)
        : method === 'get'
          ? ([431, 500] as const)
          : ([413, 431, 500] as const);
      operation.responses ??= {};
      for (const status of statuses) {
        operation.responses[status] ??= { $ref: `#/components/responses/${shared[status]}` };
      }
    }
  }
  return doc;
}
