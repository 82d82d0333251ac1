/** What every failed call throws: the server's envelope when there was an answer, a connection error otherwise. */
export const FALLBACK_MESSAGE = 'Đã xảy ra lỗi không mong muốn';
export const NO_RESPONSE_MESSAGE = 'Không thể kết nối đến server';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  /** HTTP status, or null when no answer came back (network failure, timeout). */
  readonly status: number | null;
  /** The envelope's `error` code (e.g. VALIDATION_ERROR), when the server answered one. */
  readonly code: string | null;
  /** Field path → message for validation errors (e.g. `items.0.quantity_ordered`). */
  readonly details: FieldErrors | null;
  /** The raw response body. */
  readonly body: unknown;
  /**
   * Seconds to wait before asking again, from the answer's `Retry-After` (a 429: sign-in throttling, a sync's
   * cooldown, KiotViet's rate limit); null when the answer named none.
   */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    init: {
      status?: number | null;
      code?: string | null;
      details?: FieldErrors | null;
      body?: unknown;
      retryAfterSeconds?: number | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.details = init.details ?? null;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? value : null;
  if (Array.isArray(value)) {
    const first = value.find((item) => typeof item === 'string' && item.trim());
    return typeof first === 'string' ? first : null;
  }
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const found = text(item);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The message a toast shows (docs/product/conventions.md#error-texts): the response's message, then its error, then
 * its details, then the
 * error's own message, else 'Đã xảy ra lỗi không mong muốn'.
 */
export function errorMessage(body: unknown, ownMessage?: string | null): string {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return (
    text(record.message) ?? text(record.error) ?? text(record.details) ?? text(ownMessage) ?? FALLBACK_MESSAGE
  );
}

function fieldErrors(value: unknown): FieldErrors | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** A day: longer waits are not a wait the portal should count down. */
const RETRY_AFTER_MAX_SECONDS = 86_400;

/**
 * `Retry-After` in whole seconds (RFC 9110: a number of seconds, or an HTTP date measured from `now`), at most a
 * day; null when the header is missing or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  let seconds: number;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else {
    // An HTTP date always ends in GMT; engines read much else as a date ('-5', '1.5').
    const at = value.endsWith('GMT') ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at)) return null;
    seconds = Math.ceil((at - now) / 1000);
  }
  return Math.min(Math.max(0, seconds), RETRY_AFTER_MAX_SECONDS);
}

/** An ApiError from a server answer that is not 2xx. */
export function fromResponse(
  status: number,
  body: unknown,
  statusText = '',
  headers?: Pick<Headers, 'get'>,
): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return new ApiError(errorMessage(body, statusText || (typeof body === 'string' ? body : null)), {
    status,
    code: typeof record.error === 'string' ? record.error : null,
    details: fieldErrors(record.details),
    body,
    retryAfterSeconds: parseRetryAfter(headers?.get('retry-after')),
  });
}

/** An ApiError for a request that got no answer: network down, server stopped, or timed out. */
export function fromNoResponse(cause: unknown): ApiError {
  return new ApiError(NO_RESPONSE_MESSAGE, { cause });
}

/** Any thrown value → the text to show: ApiError messages as they are, other errors by their own message. */
export function toUserMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return errorMessage(null, error instanceof Error ? error.message : null);
}
