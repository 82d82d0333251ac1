import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler has already made, from a middleware after `await next()`.
 *
 * `c.header()` at that point copies the answer into a new Response around its body as a stream (hono's Context does
 * so in case the headers are immutable). That turns @hono/node-server's light answer, whose JSON text is written to
 * the socket in one piece, into a web stream read chunk by chunk: for a product page of 70 kB it cost more CPU than
 * the database (docs/PERFORMANCE.md, "Answers written in one piece"). An answer's own headers are mutable unless it
 * came from `fetch()`, so they are set in place and the copy is left to that case.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
