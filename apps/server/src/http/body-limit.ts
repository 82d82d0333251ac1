import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';

/**
 * A refused body is read to its end (and thrown away) before the 413 is answered, so the connection stays usable:
 * answering while the client is still sending made the server close the socket although it had promised
 * keep-alive, and the client's next request on that connection failed. Past these caps the rest is not worth
 * reading: the 413 then says `Connection: close`, so the client opens a new connection instead.
 */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and discards the rest of a body; true when it ended within the caps. */
async function discardRest(reader: Reader, alreadyRead: number): Promise<boolean> {
  let total = alreadyRead;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DRAIN_MAX_MS);
  });
  try {
    for (;;) {
      // A reader left waiting here is not cancelled: cancelling would destroy the socket before the 413 is sent.
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === null) return false;
      if (chunk.done) return true;
      total += chunk.value.byteLength;
      if (total > DRAIN_MAX_BYTES) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function refuse(tooLarge: () => AppError, drained: boolean): AppError {
  const error = tooLarge();
  return drained
    ? error
    : new AppError(error.status, error.code, error.message, error.details, {
        ...error.headers,
        Connection: 'close',
      });
}

/** At most `maxSize` bytes of body (declared or streamed); a larger one answers `tooLarge()`, see above. */
export function limitBody(maxSize: number, tooLarge: () => AppError): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body this API reads, and asking for one makes @hono/node-server build the full Request
    // (with its abort signal) that every other request goes without.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const chunked = c.req.raw.headers.has('transfer-encoding');
    const declared = chunked ? Number.NaN : Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > DRAIN_MAX_BYTES) throw refuse(tooLarge, false);
    const reader = body.getReader();
    if (declared > maxSize) throw refuse(tooLarge, await discardRest(reader, 0));
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) throw refuse(tooLarge, await discardRest(reader, size));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}
