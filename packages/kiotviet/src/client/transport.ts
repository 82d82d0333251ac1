import { isRecord, parseJson } from '../json';
import type { GetBudget } from './budget';
import type { Clock } from './clock';
import {
  KiotVietAuthError,
  KiotVietNotFoundError,
  KiotVietRateLimitError,
  KiotVietUnavailableError,
  KiotVietValidationError,
} from './errors';

export interface RetryOptions {
  /** HTTP attempts per call, the first included. */
  maxAttempts: number;
  /** The first backoff's ceiling; it doubles per attempt (full jitter: a uniform wait below the ceiling). */
  baseDelayMs: number;
  /** The backoff ceiling never grows past this. */
  maxDelayMs: number;
  /** A Retry-After longer than this is not slept through: the call fails with a rate-limit error saying when. */
  maxRetryAfterMs: number;
}

export const defaultRetry: RetryOptions = {
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 5 * 60_000,
};

export interface TransportOptions {
  apiUrl: string;
  identityUrl: string;
  retailer: string;
  clientId: string;
  clientSecret: string;
  clock: Clock;
  /** Real time allowed for one HTTP exchange (answer and body), in milliseconds. */
  timeoutMs: number;
  retry: RetryOptions;
  budget: GetBudget | null;
  /** The longest wait for the GET budget before failing with a rate-limit error. */
  maxBudgetWaitMs: number;
  fetch: typeof fetch;
  /** Uniform in [0, 1): the jitter's source (injectable for tests). */
  random: () => number;
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** Why an exchange produced no answer: it timed out, or the connection failed (`sent` = it may have arrived). */
class ExchangeFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    readonly sent: boolean,
    cause: unknown,
  ) {
    super(kind, { cause });
  }
}

interface Token {
  value: string;
  /** Clock time after which the token is no longer used. */
  refreshAt: number;
}

const refreshMarginMs = 5 * 60_000;

/**
 * One store's HTTP side: the token cache, the GET budget, timeouts, retries with backoff, and the mapping of
 * failures to the typed errors.
 */
export class Transport {
  readonly #options: TransportOptions;
  #token: Token | undefined;
  #refreshing: Promise<Token> | undefined;
  /** Token requests sent (one per refresh, however many callers shared it). */
  tokenRequests = 0;

  constructor(options: TransportOptions) {
    this.#options = options;
  }

  /** Performs a call and returns its parsed JSON body. */
  async call(call: CallOptions): Promise<unknown> {
    const { retry, clock, budget } = this.#options;
    const endpoint = `${call.method} ${call.path}`;
    // A POST may have been applied when its answer is lost; only failures that prove it was not are retried.
    const idempotent = call.method !== 'POST';
    let attempt = 0;
    let reauthenticated = false;
    for (;;) {
      attempt += 1;
      if (call.method === 'GET' && budget) await budget.take(call.signal, this.#options.maxBudgetWaitMs);
      const token = await this.#currentToken(call.signal);
      let answer: Answer;
      try {
        answer = await this.#exchange(this.#apiRequest(call, token.value), call.signal);
      } catch (error) {
        if (!(error instanceof ExchangeFailure)) throw error;
        const retryable = idempotent || !error.sent;
        if (!retryable || attempt >= retry.maxAttempts) {
          throw new KiotVietUnavailableError(
            `${endpoint} failed: ${error.kind === 'timeout' ? `no answer within ${this.#options.timeoutMs} ms` : 'the connection failed'}${attempt > 1 ? ` (${attempt} attempts)` : ''}`,
            { endpoint, attempts: attempt, cause: error.cause, maybeProcessed: error.sent && !idempotent },
          );
        }
        await clock.sleep(this.#backoff(attempt), call.signal);
        continue;
      }

      const body = parseJson(answer.text);
      if (answer.status === 401 || isTokenException(body)) {
        if (reauthenticated) {
          throw new KiotVietAuthError(
            `${endpoint}: KiotViet refused a fresh token (${describe(answer, body)})`,
            {
              endpoint,
              status: answer.status,
              attempts: attempt,
            },
          );
        }
        reauthenticated = true;
        this.#dropToken(token);
        attempt -= 1;
        continue;
      }
      if (answer.status === 429) {
        const retryAfterMs = retryAfter(answer.headers, clock.now());
        if (retryAfterMs !== undefined) budget?.block(clock.now() + retryAfterMs);
        if (attempt >= retry.maxAttempts || (retryAfterMs ?? 0) > retry.maxRetryAfterMs) {
          throw new KiotVietRateLimitError(
            `${endpoint}: KiotViet's rate limit (429) after ${attempt} attempt(s)${retryAfterMs === undefined ? '' : `; retry after ${Math.ceil(retryAfterMs / 1000)} s`}`,
            {
              endpoint,
              status: 429,
              attempts: attempt,
              ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
            },
          );
        }
        await clock.sleep(Math.max(retryAfterMs ?? 0, this.#backoff(attempt)), call.signal);
        continue;
      }
      if (answer.status >= 500) {
        if (!idempotent || attempt >= retry.maxAttempts) {
          throw new KiotVietUnavailableError(`${endpoint}: KiotViet answered ${describe(answer, body)}`, {
            endpoint,
            status: answer.status,
            attempts: attempt,
            maybeProcessed: !idempotent,
          });
        }
        const retryAfterMs = retryAfter(answer.headers, clock.now()) ?? 0;
        await clock.sleep(
          Math.max(Math.min(retryAfterMs, retry.maxRetryAfterMs), this.#backoff(attempt)),
          call.signal,
        );
        continue;
      }
      if (answer.status === 403) {
        // The token is good but not for this store (the Retailer header names another one).
        throw new KiotVietAuthError(`${endpoint}: KiotViet refused access (${describe(answer, body)})`, {
          endpoint,
          status: 403,
          attempts: attempt,
        });
      }
      if (answer.status === 404) {
        throw new KiotVietNotFoundError(`${endpoint}: not found (${describe(answer, body)})`, {
          endpoint,
          status: 404,
          attempts: attempt,
        });
      }
      if (answer.status >= 400) {
        throw new KiotVietValidationError(
          `${endpoint}: KiotViet refused the request (${describe(answer, body)})`,
          {
            endpoint,
            status: answer.status,
            attempts: attempt,
            side: 'request',
            issues: [{ path: '', message: errorMessage(body) ?? answer.text.slice(0, 200) }],
          },
        );
      }
      if (body === undefined) {
        throw new KiotVietValidationError(`${endpoint}: the answer is not JSON`, {
          endpoint,
          status: answer.status,
          attempts: attempt,
          side: 'response',
          issues: [{ path: '', message: `not JSON: ${answer.text.slice(0, 80)}` }],
        });
      }
      return body;
    }
  }

  /** The cached token, or one fresh token shared by every caller that needs it meanwhile. */
  async #currentToken(signal: AbortSignal | undefined): Promise<Token> {
    const cached = this.#token;
    if (cached && this.#options.clock.now() < cached.refreshAt) return cached;
    if (!this.#refreshing) {
      // The refresh is not tied to the signal of whoever started it: other callers wait for the same one.
      this.#refreshing = this.#requestToken().finally(() => {
        this.#refreshing = undefined;
      });
      // Every waiter may have given up (aborted); the refresh's failure is then nobody's to report.
      this.#refreshing.catch(() => undefined);
    }
    const refreshing = this.#refreshing;
    return signal ? raceAbort(refreshing, signal) : refreshing;
  }

  /** Forgets a token KiotViet refused, unless a newer one has replaced it already. */
  #dropToken(token: Token): void {
    if (this.#token === token) this.#token = undefined;
  }

  async #requestToken(): Promise<Token> {
    const { identityUrl, clientId, clientSecret, retry, clock } = this.#options;
    const endpoint = 'POST /connect/token';
    const form = new URLSearchParams({
      scopes: 'PublicApi.Access',
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    for (let attempt = 1; ; attempt += 1) {
      const requestedAt = clock.now();
      let answer: Answer;
      try {
        this.tokenRequests += 1;
        answer = await this.#exchange(
          new Request(joinUrl(identityUrl, '/connect/token'), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: form.toString(),
          }),
          undefined,
        );
      } catch (error) {
        if (!(error instanceof ExchangeFailure)) throw error;
        if (attempt >= retry.maxAttempts) {
          throw new KiotVietUnavailableError(`${endpoint}: the identity server could not be reached`, {
            endpoint,
            attempts: attempt,
            cause: error.cause,
          });
        }
        await clock.sleep(this.#backoff(attempt));
        continue;
      }
      const body = parseJson(answer.text);
      if ((answer.status === 429 || answer.status >= 500) && attempt < retry.maxAttempts) {
        await clock.sleep(Math.max(retryAfter(answer.headers, clock.now()) ?? 0, this.#backoff(attempt)));
        continue;
      }
      if (answer.status >= 500 || answer.status === 429) {
        throw new KiotVietUnavailableError(`${endpoint}: ${describe(answer, body)}`, {
          endpoint,
          status: answer.status,
          attempts: attempt,
        });
      }
      if (answer.status >= 400) {
        throw new KiotVietAuthError(`KiotViet refused the client id or secret (${describe(answer, body)})`, {
          endpoint,
          status: answer.status,
          attempts: attempt,
        });
      }
      const token = readToken(body);
      if (!token) {
        throw new KiotVietValidationError(`${endpoint}: the answer has no usable access_token / expires_in`, {
          endpoint,
          status: answer.status,
          attempts: attempt,
          side: 'response',
          issues: [{ path: 'access_token', message: 'expected a token and a positive expires_in' }],
        });
      }
      // Refresh a little early: 5 minutes, or a tenth of a short lifetime.
      const lifetimeMs = token.expiresIn * 1000;
      const refreshAt = requestedAt + lifetimeMs - Math.min(refreshMarginMs, lifetimeMs / 10);
      this.#token = { value: token.accessToken, refreshAt };
      return this.#token;
    }
  }

  #apiRequest(call: CallOptions, token: string): Request {
    const url = new URL(joinUrl(this.#options.apiUrl, call.path));
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value === undefined) continue;
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const headers: Record<string, string> = {
      Retailer: this.#options.retailer,
      Authorization: `Bearer ${token}`,
      accept: 'application/json',
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    return new Request(url, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
  }

  /** One HTTP exchange under the timeout (real time: it bounds waiting on the network, not pacing). */
  async #exchange(request: Request, signal: AbortSignal | undefined): Promise<Answer> {
    signal?.throwIfAborted();
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), this.#options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    let sent = false;
    try {
      const response = await this.#options.fetch(request, { signal: combined });
      sent = true;
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.signal.aborted) throw new ExchangeFailure('timeout', true, error);
      // A refused connection never carried the request; anything later may have.
      throw new ExchangeFailure('network', sent || !isConnectionRefused(error), error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Full jitter: uniform in [0, min(cap, base × 2^(attempt−1))). */
  #backoff(attempt: number): number {
    const { baseDelayMs, maxDelayMs } = this.#options.retry;
    return Math.floor(this.#options.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
  }
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function isTokenException(body: unknown): boolean {
  return (
    isRecord(body) && isRecord(body.responseStatus) && body.responseStatus.errorCode === 'TokenException'
  );
}

function errorMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (isRecord(body.responseStatus) && typeof body.responseStatus.message === 'string') {
    return body.responseStatus.message;
  }
  for (const key of ['message', 'error_description', 'error']) {
    if (typeof body[key] === 'string') return body[key];
  }
  return undefined;
}

function describe(answer: Answer, body: unknown): string {
  const message = errorMessage(body);
  return message ? `${answer.status}: ${message}` : `HTTP ${answer.status}`;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`. */
function retryAfter(headers: Headers, now: number): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function readToken(body: unknown): { accessToken: string; expiresIn: number } | undefined {
  if (!isRecord(body) || typeof body.access_token !== 'string' || body.access_token === '') return undefined;
  const expiresIn = Number(body.expires_in);
  if (!Number.isFinite(expiresIn) || expiresIn <= 0) return undefined;
  if (typeof body.token_type === 'string' && body.token_type.toLowerCase() !== 'bearer') return undefined;
  return { accessToken: body.access_token, expiresIn };
}

function isConnectionRefused(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    if (current.code === 'ECONNREFUSED') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
