/** What every failure of the client carries: the call that failed and how often it was tried. */
export interface KiotVietErrorContext {
  /** `GET /products` and the like (no query string, no credentials). */
  endpoint?: string;
  /** The HTTP status of the last answer, when there was one. */
  status?: number;
  /** How many HTTP attempts were made before giving up. */
  attempts?: number;
  cause?: unknown;
}

/** The base of the client's typed errors; catch the subclasses to decide what to do. */
export class KiotVietError extends Error {
  readonly endpoint: string | undefined;
  readonly status: number | undefined;
  readonly attempts: number | undefined;

  constructor(message: string, context: KiotVietErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = new.target.name;
    this.endpoint = context.endpoint;
    this.status = context.status;
    this.attempts = context.attempts;
  }
}

/** Credentials or the store name were refused (the token endpoint, or a 401 that a fresh token did not cure). */
export class KiotVietAuthError extends KiotVietError {}

/** KiotViet's hourly GET limit: a 429 that retries did not outlast, or a budget wait longer than allowed. */
export class KiotVietRateLimitError extends KiotVietError {
  /** When to try again, in milliseconds from now, if KiotViet or the budget said so. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, context: KiotVietErrorContext & { retryAfterMs?: number } = {}) {
    super(message, context);
    this.retryAfterMs = context.retryAfterMs;
  }
}

/** The record asked for does not exist (404 on a single-record read). */
export class KiotVietNotFoundError extends KiotVietError {}

/** One problem found while validating, with the path of the field it is about. */
export interface KiotVietIssue {
  /** `data[3].inventories[0].onHand`; empty for the whole body. */
  path: string;
  message: string;
}

/**
 * Either KiotViet refused what we sent (`side: 'request'`, its message kept), or its answer did not have the
 * shape we need (`side: 'response'`, naming each malformed field).
 */
export class KiotVietValidationError extends KiotVietError {
  readonly side: 'request' | 'response';
  readonly issues: readonly KiotVietIssue[];

  constructor(
    message: string,
    context: KiotVietErrorContext & { side: 'request' | 'response'; issues?: KiotVietIssue[] },
  ) {
    super(message, context);
    this.side = context.side;
    this.issues = context.issues ?? [];
  }
}

/**
 * KiotViet could not be reached or kept failing (5xx, timeouts, reset connections) after the retries.
 * `maybeProcessed` is true when a write may have been applied before the failure (the answer was lost), so the
 * caller must look the record up before writing again.
 */
export class KiotVietUnavailableError extends KiotVietError {
  readonly maybeProcessed: boolean;

  constructor(message: string, context: KiotVietErrorContext & { maybeProcessed?: boolean } = {}) {
    super(message, context);
    this.maybeProcessed = context.maybeProcessed ?? false;
  }
}
