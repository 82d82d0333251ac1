import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import type { ErrorBody } from '../errors';

/**
 * Requests Node refuses before the app sees them (headers over 16 KB, a request that is not HTTP, one that took too
 * long) answer the API's error envelope too, instead of Node's bare status line.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, body]: [number, string, ErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          { message: 'Phần tiêu đề (header) của yêu cầu quá lớn', error: 'HEADERS_TOO_LARGE', details: null },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [
            408,
            'Request Timeout',
            { message: 'Yêu cầu gửi quá chậm', error: 'REQUEST_TIMEOUT', details: null },
          ]
        : [
            400,
            'Bad Request',
            { message: 'Yêu cầu không đúng giao thức HTTP', error: 'BAD_REQUEST', details: null },
          ];
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}

/** The HTTP server of `npm start` (and of the tests that need a real socket). */
export function createHttpServer(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
): Server {
  const server = createAdaptorServer({ fetch }) as Server;
  server.on('clientError', answerClientError);
  return server;
}
