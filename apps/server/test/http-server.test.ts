import type { Server } from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../src/http/server';
import { createTestContext, type TestContext } from './helpers';

/*
 * Behaviour that only shows on a real socket: what the server does with a connection after refusing a request.
 * The server listens on a unix socket in the test's data directory (no TCP port to pick or collide on).
 */

let ctx: TestContext;
let server: Server;
let socketPath: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = createHttpServer(ctx.app.fetch);
  socketPath = join(ctx.dataDir, 'http.sock');
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One keep-alive connection, written to and read from byte by byte, the way an HTTP client pool uses it. */
async function connection() {
  const socket = net.connect(socketPath);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffered = Buffer.alloc(0);
  let closed = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer within 30 s')), 30_000);
      const check = () => {
        if (!ready()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });

  return {
    write: (data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve())),
    get closed() {
      return closed;
    },
    /** The next complete response on the connection (Content-Length framed). */
    async response(): Promise<RawResponse> {
      await until(() => buffered.includes('\r\n\r\n') || closed);
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) throw new Error('connection closed without a response');
      const [statusLine = '', ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      await until(() => buffered.length >= end + 4 + length || closed);
      const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
      buffered = buffered.subarray(end + 4 + length);
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    },
    untilClosed: () => until(() => closed),
    destroy: () => socket.destroy(),
  };
}

const request = (method: string, path: string, headers: Record<string, string | number>, body = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n${body}`;

/** The refused request, then a plain one on the same connection: it must be answered, not dropped. */
async function expectConnectionStillServes(conn: Awaited<ReturnType<typeof connection>>) {
  expect(conn.closed).toBe(false);
  await conn.write(request('GET', '/api/v1/auth/me', {}));
  const next = await conn.response();
  expect(next.status).toBe(401);
  expect(JSON.parse(next.body).error).toBe('UNAUTHORIZED');
}

describe('a refused body does not break the keep-alive connection', () => {
  it('JSON over 1 MB: 413 with the envelope, then the next request on the connection is answered', async () => {
    const conn = await connection();
    try {
      const size = 1536 * 1024;
      await conn.write(
        request('POST', '/api/v1/auth/pharmacies/login', {
          'Content-Type': 'application/json',
          'Content-Length': size,
        }),
      );
      await conn.write(Buffer.alloc(size, 'a'));
      const refused = await conn.response();
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({
        message: 'Dữ liệu gửi lên quá lớn (tối đa 1 MB)',
        error: 'PAYLOAD_TOO_LARGE',
        details: null,
      });
      expect(refused.headers.connection).not.toBe('close');
      await expectConnectionStillServes(conn);
    } finally {
      conn.destroy();
    }
  });

  it('a chunked JSON body that grows past 1 MB is refused the same way', async () => {
    const conn = await connection();
    try {
      await conn.write(
        request('POST', '/api/v1/auth/pharmacies/login', {
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
        }),
      );
      const chunk = Buffer.alloc(256 * 1024, 'a');
      for (let i = 0; i < 6; i++) await conn.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      await conn.write('0\r\n\r\n');
      expect((await conn.response()).status).toBe(413);
      await expectConnectionStillServes(conn);
    } finally {
      conn.destroy();
    }
  });

  it('an upload over 2 MB: 413, then the next request on the connection is answered', async () => {
    const conn = await connection();
    try {
      const boundary = 'x-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
        ),
        Buffer.alloc(3 * 1024 * 1024),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      await conn.write(
        request('POST', '/api/v1/files/upload/single', {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': body.length,
        }),
      );
      await conn.write(body);
      const refused = await conn.response();
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).error).toBe('FILE_TOO_LARGE');
      await expectConnectionStillServes(conn);
    } finally {
      conn.destroy();
    }
  });

  it('a body too large to be worth reading: 413 with Connection: close, and the server closes', async () => {
    const conn = await connection();
    try {
      await conn.write(
        request('POST', '/api/v1/auth/pharmacies/login', {
          'Content-Type': 'application/json',
          'Content-Length': 1024 * 1024 * 1024,
        }),
      );
      const refused = await conn.response();
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      await conn.untilClosed();
    } finally {
      conn.destroy();
    }
  });
});

describe('the contract', () => {
  it('every operation answers a body over 1 MB with a status its document names', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const undocumented: string[] = [];
    const size = 1024 * 1024 + 1;
    for (const [template, item] of Object.entries(doc.paths)) {
      const path = template.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const [method, operation] of Object.entries(item)) {
        const conn = await connection();
        try {
          await conn.write(
            request(method.toUpperCase(), path, {
              'Content-Type': 'application/json',
              'Content-Length': size,
            }),
          );
          await conn.write(Buffer.alloc(size, 'a'));
          const { status } = await conn.response();
          if (!(String(status) in operation.responses)) undocumented.push(`${method} ${template}: ${status}`);
        } finally {
          conn.destroy();
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe('requests Node refuses itself', () => {
  it('headers over 16 KB answer 431 with the envelope', async () => {
    const conn = await connection();
    try {
      await conn.write(request('GET', '/api/v1/auth/me', { 'X-Padding': 'a'.repeat(20 * 1024) }));
      const refused = await conn.response();
      expect(refused.status).toBe(431);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(JSON.parse(refused.body)).toEqual({
        message: 'Phần tiêu đề (header) của yêu cầu quá lớn',
        error: 'HEADERS_TOO_LARGE',
        details: null,
      });
    } finally {
      conn.destroy();
    }
  });
});
