import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import { isHttps } from './client-address';
import type { AppEnv } from './env';
import { setAnswerHeader } from './response-headers';

/**
 * The Content-Security-Policy of every page this server serves (the built portal, /api/docs) and of its API answers.
 * What a Vite-built React app needs, and nothing more (docs/SECURITY.md explains each line to the portal's authors):
 * scripts and styles only from our own files (no inline script or <style>; React's `style` prop goes through the
 * DOM, which a CSP does not block), images also as data: and blob: URLs (previews of a picked file), fetch only to
 * our own API, uploaded PDFs and images previewed in an <iframe>/<object>/<img> of our own origin, and the portal
 * itself framed by nobody.
 */
const PAGE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Browser-side protections on every answer: hono's secure headers with the CSP above (a handler's own header wins,
 * e.g. the sandbox of file downloads), HSTS only where it means something (see below), and `no-store` on API
 * answers that did not choose their caching (a session token or a pharmacy's data must not stay in a cache).
 */
export function securityHeaders(config: Config): MiddlewareHandler<AppEnv>[] {
  return [
    secureHeaders({
      contentSecurityPolicy: PAGE_CSP,
      crossOriginResourcePolicy: 'same-origin',
      // Sent by the middleware below, on HTTPS only.
      strictTransportSecurity: false,
      overwrite: false,
    }),
    async (c, next) => {
      await next();
      // Browsers ignore HSTS received over plain HTTP, and on a loopback or LAN address without TLS it only
      // misleads; behind a TLS proxy, TRUST_PROXY lets X-Forwarded-Proto say the client used HTTPS.
      if (config.hstsMaxAgeSeconds > 0 && isHttps(c, config.trustProxyHops)) {
        setAnswerHeader(c, 'Strict-Transport-Security', `max-age=${config.hstsMaxAgeSeconds}`);
      }
      if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) {
        setAnswerHeader(c, 'Cache-Control', 'no-store');
      }
    },
  ];
}
