/**
 * The benchmark's HTTP client: N clients, each on its own keep-alive connection, sending one request after another
 * for a fixed time and recording every latency. Plain node:http (no fetch layer), so that the client's own cost
 * stays small next to the server's on a 2-core machine.
 */
import http from 'node:http';
import type { Change } from './scenarios';

export interface Target {
  port: number;
  /** Bearer tokens, one per client (each client is its own session, as staff are). */
  tokens: readonly (string | undefined)[];
}

export interface Sample {
  requests: number;
  /** From the end of the warm-up to the last recorded answer. */
  seconds: number;
  /** Sorted latencies in milliseconds. */
  latencies: number[];
}

export function request(
  agent: http.Agent,
  port: number,
  path: string,
  init: { method?: string; token?: string | undefined; body?: unknown } = {},
): Promise<{ status: number; body: string }> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `clients` loops send `path` for `seconds` after `warmupSeconds` of unrecorded requests, each after the write
 * `before` when given (not timed). Any answer other than `expectStatus` stops the run: a benchmark of failing
 * requests measures nothing.
 */
export async function measure(
  target: Target,
  path: string,
  clients: number,
  seconds: number,
  warmupSeconds: number,
  expectStatus = 200,
  before?: Change,
): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  let lastFinish = end;
  try {
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        const token = target.tokens[client % target.tokens.length];
        for (let n = 0; ; n++) {
          if (before) {
            const changed = await request(agent, target.port, before.path, {
              method: before.method,
              token,
              body: before.body(n),
            });
            if (changed.status !== 200)
              throw new Error(
                `${before.method} ${before.path} answered ${changed.status}: ${changed.body.slice(0, 300)}`,
              );
          }
          const started = performance.now();
          if (started >= end) return;
          const res = await request(agent, target.port, path, { token });
          if (res.status !== expectStatus) {
            throw new Error(`GET ${path} answered ${res.status}: ${res.body.slice(0, 300)}`);
          }
          // Every request started in the window counts, however long it takes: slow ones are the point.
          const finished = performance.now();
          if (started >= warmupEnd) {
            latencies.push(finished - started);
            lastFinish = Math.max(lastFinish, finished);
          }
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, seconds: (lastFinish - warmupEnd) / 1000, latencies };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
