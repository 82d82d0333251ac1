import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from './response-headers';

/** An app whose middleware sets a header after the handler has answered, as the request log and no-store do. */
function appAnswering(answer: () => Response) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'X-Set-After', 'yes');
  });
  app.get('/', () => answer());
  return app;
}

describe('setAnswerHeader', () => {
  it('sets the header on the handler’s own answer, body and status kept', async () => {
    const res = await appAnswering(() => Response.json({ a: 1 }, { status: 201 })).request('/');
    expect(res.status).toBe(201);
    expect(res.headers.get('X-Set-After')).toBe('yes');
    expect(await res.json()).toEqual({ a: 1 });
  });

  it('copies an answer whose headers cannot change (a redirect, a fetched answer) and sets it there', async () => {
    const res = await appAnswering(() => Response.redirect('http://localhost/elsewhere', 302)).request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('http://localhost/elsewhere');
    expect(res.headers.get('X-Set-After')).toBe('yes');
  });
});
