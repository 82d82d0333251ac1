import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Clock, systemClock } from '../client/clock';
import { formatKiotVietTimestamp } from '../client/dates';
import { isRecord, parseJson } from '../json';
import { type ApiAnswer, KiotVietApi, kiotVietError } from './api';
import { Churn, type ChurnSpec } from './churn';
import { Dataset } from './dataset';
import { type Fault, type FaultEffect, FaultQueue } from './faults';
import { seedNumber } from './random';
import { toKiotVietJson } from './render';
import { type Conveniences, documented, withoutEmptyValues } from './shape';
import { type StoreSize, type StoreSizeName, storeSizes } from './sizes';
import { WebhookHub } from './webhooks';

export interface SimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  seed?: string | number;
  size?: StoreSizeName | StoreSize;
  /** The simulator's time; tests share one {@link VirtualClock} with the client. Default: the system clock. */
  clock?: Clock;
  retailer?: string;
  clientId?: string;
  clientSecret?: string;
  /** `expires_in` of issued tokens, in seconds: 3,600 as real stores answer (the documentation says 86,400). */
  tokenLifetimeSeconds?: number;
  /** GET calls allowed per store in any hour; 0 turns the limit off. Default 5,000. */
  getLimitPerHour?: number;
  /** Answers made easier than KiotViet's (none by default: the simulator answers as documented). */
  conveniences?: Partial<Conveniences>;
}

/** One request the simulator received, as tests inspect it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  status: number;
  /** The simulator clock when it arrived. */
  at: number;
  fault?: FaultEffect['type'];
}

const hourMs = 60 * 60 * 1000;
const requestLogLimit = 20_000;

/** A running KiotViet simulator: its HTTP server, its data and the controls tests use. */
export class KiotVietSimulator {
  readonly url: string;
  readonly credentials: { retailer: string; clientId: string; clientSecret: string };
  readonly clock: Clock;
  readonly data: Dataset;
  readonly faults = new FaultQueue();
  readonly retailerId: number;
  /** The most recent requests (up to 20,000), oldest first. */
  readonly requests: RecordedRequest[] = [];
  /** Token requests answered (successful or not). */
  tokenRequests = 0;
  readonly #api: KiotVietApi;
  readonly #shape: Conveniences;
  /** The store's webhooks: registered through `/webhooks`, called on every change of its records. */
  readonly webhooks: WebhookHub;
  readonly #churn: Churn;
  readonly #server: Server;
  readonly #tokens = new Map<string, number>();
  readonly #tokenLifetimeSeconds: number;
  readonly #getLimit: number;
  /** Times of the GET calls of the last hour (the sliding window of the rate limit). */
  #getTimes: number[] = [];
  #tokenCounter = 0;
  readonly #hanging = new Set<ServerResponse>();

  private constructor(
    server: Server,
    url: string,
    options: Required<Omit<SimulatorOptions, 'port' | 'host' | 'size' | 'conveniences'>> & {
      size: StoreSize;
      shape: Conveniences;
    },
  ) {
    this.#server = server;
    this.url = url;
    this.clock = options.clock;
    this.credentials = {
      retailer: options.retailer,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
    };
    this.#tokenLifetimeSeconds = options.tokenLifetimeSeconds;
    this.#getLimit = options.getLimitPerHour;
    const seed = seedNumber(options.seed);
    this.retailerId = 500_000 + (seed % 100_000);
    this.data = new Dataset({ seed, size: options.size, start: options.clock.now() });
    this.#shape = options.shape;
    this.#api = new KiotVietApi(this.data, this.retailerId, options.shape);
    this.webhooks = new WebhookHub(
      this.data,
      this.retailerId,
      () => options.clock.now(),
      options.shape.emptyValues,
    );
    this.#churn = new Churn(this.data);
  }

  /** Starts a simulator (on a free port unless told otherwise) and resolves once it listens. */
  static async start(options: SimulatorOptions = {}): Promise<KiotVietSimulator> {
    const size = typeof options.size === 'object' ? options.size : storeSizes[options.size ?? 'demo'];
    if (!size) throw new RangeError(`unknown size ${String(options.size)}: demo, ci or scale`);
    const lifetime = options.tokenLifetimeSeconds ?? 3_600;
    if (!(Number.isInteger(lifetime) && lifetime >= 60 && lifetime <= 7 * 86_400)) {
      throw new RangeError(`tokenLifetimeSeconds must be 60–604800, got ${lifetime}`);
    }
    const getLimit = options.getLimitPerHour ?? 5000;
    if (!(Number.isInteger(getLimit) && getLimit >= 0)) throw new RangeError(`getLimitPerHour must be ≥ 0`);
    let simulator: KiotVietSimulator | undefined;
    const server = createServer((request, response) => {
      if (!simulator) {
        response.writeHead(503).end();
        return;
      }
      simulator.#serve(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ responseStatus: { errorCode: 'InternalError', message: String(error) } }),
        );
      });
    });
    server.keepAliveTimeout = 5_000;
    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    simulator = new KiotVietSimulator(server, `http://${host}:${port}`, {
      seed: options.seed ?? 1,
      size,
      clock: options.clock ?? systemClock,
      retailer: options.retailer ?? 'nhathuocminhchau',
      clientId: options.clientId ?? 'sim-client-id',
      clientSecret: options.clientSecret ?? 'sim-client-secret',
      tokenLifetimeSeconds: lifetime,
      getLimitPerHour: getLimit,
      shape: { ...documented, ...options.conveniences },
    });
    return simulator;
  }

  /** Arms a fault for the next matching request(s). */
  fault(fault: Fault): void {
    this.faults.add(fault);
  }

  /** Every token issued so far stops working (the next call gets 401 with `TokenException`). */
  expireTokens(): void {
    this.#tokens.clear();
  }

  /** Edits, creates and deletes records at the clock's current time. */
  churn(spec: ChurnSpec) {
    return this.#churn.apply(spec, this.clock.now());
  }

  /** Purchase receipts received through `POST /purchaseorders`, with the bodies as sent. */
  get receipts() {
    return this.#api.receipts;
  }

  /** GET calls counted by the rate limit in the hour up to now. */
  getsInLastHour(): number {
    this.#pruneGets(this.clock.now());
    return this.#getTimes.length;
  }

  async close(): Promise<void> {
    for (const response of this.#hanging) response.destroy();
    this.#hanging.clear();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const method = (request.method ?? 'GET').toUpperCase();
    const text = await readBody(request);
    const now = this.clock.now();
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: new URLSearchParams(url.searchParams),
      status: 0,
      at: now,
    };
    this.requests.push(record);
    if (this.requests.length > requestLogLimit)
      this.requests.splice(0, this.requests.length - requestLogLimit);

    if (url.pathname.startsWith('/_simulator/')) {
      this.#send(response, record, this.#control(method, url.pathname, text), true);
      return;
    }

    const effect = this.faults.take(method, url.pathname);
    if (effect) record.fault = effect.type;
    if (effect?.type === 'drop') {
      record.status = -1;
      request.socket.destroy();
      return;
    }
    if (effect?.type === 'hang') {
      record.status = -1;
      this.#hanging.add(response);
      response.on('close', () => this.#hanging.delete(response));
      return;
    }
    // A slow write is stored at once and answered late, as KiotViet does when it saves a receipt after the
    // client gave up waiting; a slow read is late before it reads.
    const slowMs = effect?.type === 'slow' ? effect.delayMs : 0;
    if (slowMs > 0 && method !== 'POST') await delay(slowMs);
    if (effect?.type === 'beforeAnswer') effect.run();
    if (effect?.type === 'query')
      for (const [key, value] of Object.entries(effect.set)) url.searchParams.set(key, value);
    if (effect?.type === 'status') {
      const answer = kiotVietError(
        effect.status,
        'SimulatedFailure',
        effect.message ?? `Lỗi máy chủ (${effect.status})`,
      );
      if (effect.retryAfterSeconds !== undefined)
        answer.headers = { 'retry-after': String(effect.retryAfterSeconds) };
      this.#send(response, record, answer);
      return;
    }
    if (effect?.type === 'rateLimit') {
      this.#send(response, record, this.#tooManyRequests(effect.retryAfterSeconds));
      return;
    }

    let answer: ApiAnswer;
    if (effect?.type === 'tokenException') {
      answer = tokenException('Token không hợp lệ hoặc đã hết hạn');
    } else if (url.pathname === '/connect/token') {
      answer =
        method === 'POST' ? this.#issueToken(text) : kiotVietError(405, 'MethodNotAllowed', 'POST only');
    } else {
      const segments = url.pathname.toLowerCase().split('/').filter(Boolean);
      answer =
        this.#authorize(request) ??
        this.#admit(method, now) ??
        (segments[0] === 'webhooks'
          ? this.webhooks.handle(method, segments, url.searchParams, parseJson(text))
          : this.#api.handle({
              method,
              path: url.pathname,
              query: url.searchParams,
              body: parseJson(text),
              now,
            }));
    }
    if (effect?.type === 'corrupt' && answer.status < 300)
      answer = { ...answer, body: replaceAt(answer.body, effect.path, effect.value) };
    if (slowMs > 0 && method === 'POST') await delay(slowMs);
    this.#send(response, record, answer);
  }

  #send(response: ServerResponse, record: RecordedRequest, answer: ApiAnswer, control = false): void {
    record.status = answer.status;
    let body = answer.body;
    if (
      this.#shape.envelopeTimestamp &&
      isRecord(body) &&
      Array.isArray(body.data) &&
      typeof body.total === 'number'
    ) {
      body = { ...body, timestamp: formatKiotVietTimestamp(this.clock.now()) };
    }
    if (!control && !this.#shape.emptyValues) body = withoutEmptyValues(body);
    const text = body === undefined ? '' : toKiotVietJson(body);
    response.writeHead(answer.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...answer.headers,
    });
    response.end(text);
  }

  #issueToken(text: string): ApiAnswer {
    this.tokenRequests += 1;
    const form = new URLSearchParams(text);
    if (form.get('grant_type') !== 'client_credentials' || form.get('scopes') !== 'PublicApi.Access') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (
      form.get('client_id') !== this.credentials.clientId ||
      form.get('client_secret') !== this.credentials.clientSecret
    ) {
      return { status: 400, body: { error: 'invalid_client' } };
    }
    this.#tokenCounter += 1;
    const token = `sim.${this.#tokenCounter}.${randomBytes(12).toString('base64url')}`;
    this.#tokens.set(token, this.clock.now() + this.#tokenLifetimeSeconds * 1000);
    return {
      status: 200,
      body: { access_token: token, expires_in: this.#tokenLifetimeSeconds, token_type: 'Bearer' },
    };
  }

  #authorize(request: IncomingMessage): ApiAnswer | undefined {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    const expiresAt = this.#tokens.get(token);
    if (expiresAt === undefined || this.clock.now() >= expiresAt) {
      if (expiresAt !== undefined) this.#tokens.delete(token);
      return tokenException('Token không hợp lệ hoặc đã hết hạn');
    }
    if (request.headers.retailer !== this.credentials.retailer) {
      // The token is good, but not for that store.
      return kiotVietError(
        this.#shape.plainErrors ? 401 : 403,
        'RetailerException',
        `Không tìm thấy cửa hàng '${String(request.headers.retailer ?? '')}'`,
      );
    }
    return undefined;
  }

  /** KiotViet's limit: GET calls per store per hour. Counted over a sliding hour, the strictest reading. */
  #admit(method: string, now: number): ApiAnswer | undefined {
    if (method !== 'GET' || this.#getLimit === 0) return undefined;
    this.#pruneGets(now);
    if (this.#getTimes.length >= this.#getLimit) {
      const oldest = this.#getTimes[0] ?? now;
      return this.#tooManyRequests(Math.max(1, Math.ceil((oldest + hourMs - now) / 1000)));
    }
    this.#getTimes.push(now);
    return undefined;
  }

  #pruneGets(now: number): void {
    let drop = 0;
    while (drop < this.#getTimes.length && (this.#getTimes[drop] as number) <= now - hourMs) drop += 1;
    if (drop > 0) this.#getTimes = this.#getTimes.slice(drop);
  }

  #tooManyRequests(retryAfterSeconds: number): ApiAnswer {
    return {
      ...kiotVietError(429, 'RateLimitExceeded', 'Vượt quá giới hạn 5000 yêu cầu GET mỗi giờ'),
      headers: { 'retry-after': String(retryAfterSeconds) },
    };
  }

  /** The control API for a simulator run as a CLI (tests in-process call the methods directly). */
  #control(method: string, path: string, text: string): ApiAnswer {
    const body = parseJson(text);
    const ok = (value: unknown = { ok: true }): ApiAnswer => ({ status: 200, body: value });
    try {
      if (method === 'GET' && path === '/_simulator/state') {
        return ok({
          now: new Date(this.clock.now()).toISOString(),
          credentials: this.credentials,
          counts: {
            branches: this.data.branches.liveCount,
            categories: this.data.categories.liveCount,
            products: this.data.products.liveCount,
            customers: this.data.customers.liveCount,
            invoices: this.data.invoices.liveCount,
            suppliers: this.data.suppliers.liveCount,
            purchaseOrders: this.data.purchaseOrders.liveCount,
          },
          getsInLastHour: this.getsInLastHour(),
          tokenRequests: this.tokenRequests,
          pendingFaults: this.faults.pending,
          receipts: this.receipts.length,
        });
      }
      if (method === 'POST' && path === '/_simulator/faults') {
        if (!isRecord(body) || !isRecord(body.effect) || body.effect.type === 'beforeAnswer') {
          return kiotVietError(
            400,
            'BadRequest',
            'a fault needs a JSON effect (status, rateLimit, slow, hang, drop, tokenException, corrupt, query)',
          );
        }
        this.faults.add(body as unknown as Fault);
        return ok({ pending: this.faults.pending });
      }
      if (method === 'DELETE' && path === '/_simulator/faults') {
        this.faults.clear();
        return ok();
      }
      if (method === 'POST' && path === '/_simulator/churn') {
        return ok(this.churn(isRecord(body) ? (body as ChurnSpec) : {}));
      }
      if (method === 'POST' && path === '/_simulator/tokens/expire') {
        this.expireTokens();
        return ok();
      }
      if (method === 'POST' && path === '/_simulator/clock/advance') {
        const ms = isRecord(body) ? Number(body.ms) : Number.NaN;
        const clock = this.clock as Partial<{ advance(ms: number): void }>;
        if (!clock.advance) return kiotVietError(409, 'Conflict', 'this simulator runs on the system clock');
        if (!(ms >= 0 && ms <= 366 * 24 * hourMs))
          return kiotVietError(400, 'BadRequest', 'ms must be 0 to a year');
        clock.advance(ms);
        return ok({ now: new Date(this.clock.now()).toISOString() });
      }
    } catch (error) {
      return kiotVietError(400, 'BadRequest', (error as Error).message);
    }
    return kiotVietError(404, 'NotFound', `no control ${method} ${path}`);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tokenException(message: string): ApiAnswer {
  return kiotVietError(401, 'TokenException', message);
}

const maxBodyBytes = 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new Error('request body over 1 MB'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A copy of `body` with the value at a dotted path (`data.0.basePrice`) replaced. */
function replaceAt(body: unknown, path: string, value: unknown): unknown {
  // Through JSON text: money is written out first, the way the client would have received it.
  const copy = JSON.parse(toKiotVietJson(body)) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> | undefined = copy;
  for (const key of keys.slice(0, -1)) {
    const next: unknown = target?.[key];
    target = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
  }
  const last = keys.at(-1);
  if (target && last !== undefined) target[last] = value;
  return copy;
}
