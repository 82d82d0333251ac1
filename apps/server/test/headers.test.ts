import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

let ctx: TestContext;
let fx: Fixtures;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
});
afterAll(() => ctx?.close());

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('Content-Security-Policy of pages', () => {
  it('the built portal runs its own scripts and styles only, and may frame only its own previews', async () => {
    const dist = join(ctx.dataDir, 'portal');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, portalDist: dist } });
    for (const path of ['/', '/purchase-orders', '/assets/app.js']) {
      const csp = directives((await app.request(path)).headers.get('content-security-policy'));
      expect(csp, path).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'object-src': ["'self'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(JSON.stringify(csp), path).not.toContain('unsafe');
    }
  });

  it('/api/docs works under it: no inline script or style, its script and styles are served files', async () => {
    const page = await ctx.app.request('/api/docs');
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    const html = await page.text();
    // Every <script> has a src and no body; there is no <style> element and no style="" attribute.
    expect(html.match(/<script\b[^>]*>[^<]+<\/script>/g)).toBeNull();
    expect(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expect(html).not.toMatch(/<style\b|\sstyle=/);
    const script = await ctx.app.request('/api/docs/app.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("fetch('/api/openapi.json')");
    const styles = await ctx.app.request('/api/docs/styles.css');
    expect(styles.headers.get('content-type')).toContain('text/css');
  });
});

describe('Strict-Transport-Security', () => {
  const overHttps = { incoming: { socket: { remoteAddress: '203.0.113.1', encrypted: true } } };
  const overHttp = { incoming: { socket: { remoteAddress: '203.0.113.1' } } };
  const hsts = async (app: typeof ctx.app, env: object, headers: Record<string, string> = {}) =>
    (await app.request('/api/docs', { headers }, env)).headers.get('strict-transport-security');

  it('is sent over TLS only, never over plain HTTP (whatever the client claims)', async () => {
    expect(await hsts(ctx.app, overHttp)).toBeNull();
    expect(await hsts(ctx.app, overHttp, { 'x-forwarded-proto': 'https' })).toBeNull();
    expect(await hsts(ctx.app, overHttps)).toBe('max-age=15552000');
  });

  it('behind a trusted TLS proxy, follows X-Forwarded-Proto; HSTS_MAX_AGE=0 turns it off', async () => {
    const proxied = createApp({ ...ctx.deps, config: { ...ctx.deps.config, trustProxyHops: 1 } });
    expect(await hsts(proxied, overHttp, { 'x-forwarded-proto': 'https' })).toBe('max-age=15552000');
    expect(await hsts(proxied, overHttp, { 'x-forwarded-proto': 'http' })).toBeNull();
    const off = createApp({ ...ctx.deps, config: { ...ctx.deps.config, hstsMaxAgeSeconds: 0 } });
    expect(await hsts(off, overHttps)).toBeNull();
  });
});

describe('Cache-Control', () => {
  it('sign-in answers (success or not) and auth/me are never stored', async () => {
    const api = client(ctx.app);
    const login = (password: string) =>
      api.post('/api/v1/auth/pharmacies/login', { username: 'alice', password });
    for (const res of [await login('wrong'), await login(''), await login(fx.password)]) {
      expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
    }
    await api.login('alice', fx.password);
    const me = await api.get('/api/v1/auth/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await api.get('/api/import-orders')).headers.get('cache-control')).toBe('no-store');
  });
});
