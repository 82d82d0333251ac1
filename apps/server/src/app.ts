import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { adminRoutes } from './admin-routes';
import { isUnstorableText } from './db/client';
import { AppError, type ErrorBody } from './errors';
import { requireAuth } from './http/auth-middleware';
import { limitBody } from './http/body-limit';
import { clientAddress } from './http/client-address';
import { docsPage, docsScript, docsStyles } from './http/docs-page';
import type { AppDeps, AppEnv } from './http/env';
import { createRouter, fieldErrorsFrom, withCommonErrors } from './http/openapi';
import { setAnswerHeader } from './http/response-headers';
import { securityHeaders } from './http/security-headers';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { branchRoutes } from './modules/branches/routes';
import { createBranchService } from './modules/branches/service';
import { connectionRoutes } from './modules/connection/routes';
import { createConnectionService } from './modules/connection/service';
import { customerRoutes } from './modules/customers/routes';
import { createCustomerService } from './modules/customers/service';
import { expiryRoutes } from './modules/expiry/routes';
import { createExpiryService } from './modules/expiry/service';
import { fileRoutes } from './modules/files/routes';
import { createFileService } from './modules/files/service';
import { healthRoutes } from './modules/health/routes';
import { createProductLinks, productLinkRoutes } from './modules/kiotviet-products/routes';
import { kiotvietWebhookRoutes } from './modules/kiotviet-webhooks/routes';
import { productRoutes } from './modules/products/routes';
import { createProductService } from './modules/products/service';
import { createReceiptPush } from './modules/purchase-orders/kiotviet-receipt';
import { purchaseOrderRoutes } from './modules/purchase-orders/routes';
import { createPurchaseOrderService } from './modules/purchase-orders/service';
import { reorderRoutes } from './modules/reorder/routes';
import { createReorderService } from './modules/reorder/service';
import { salesOrderRoutes } from './modules/sales-orders/routes';
import { createSalesOrderService } from './modules/sales-orders/service';
import { supplierRoutes } from './modules/suppliers/routes';
import { createSupplierService } from './modules/suppliers/service';
import { syncHistoryRoutes } from './modules/sync-history/routes';
import { createSyncHistoryService } from './modules/sync-history/service';
import { createSyncEngine, type SyncEngine } from './sync/engine';

const API_INFO = {
  title: 'Pharmacy Portal API',
  version: '1.0.0',
  description:
    'The API of the Pharmacy Portal: sign-in, suppliers (distributors), products and inventory lots, purchase orders and documents. ' +
    'Every call is scoped to the signed-in user’s pharmacy. Errors answer { message, error, details }. Money is integer đồng; ' +
    'dates are yyyy-MM-dd in Asia/Ho_Chi_Minh.',
};

/** The one route that takes multipart: it has its own 2 MB limit and reads its own body. */
const UPLOAD_PATH = '/api/v1/files/upload/single';

export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>) {
  return withCommonErrors(
    app.getOpenAPI31Document({ openapi: '3.1.0', info: API_INFO, servers: [{ url: '/' }] }),
  );
}

export interface AppOptions {
  /** Enables the partner-side admin route (demo admin script) guarded by this token. */
  adminToken?: Buffer | undefined;
  /** The process's sync engine (shared with the scheduler); one of its own when not given. */
  sync?: SyncEngine | undefined;
  /** True once the process is shutting down: readiness then answers 503. */
  stopping?: () => boolean;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { logger } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'Opaque token from POST /api/v1/auth/pharmacies/login',
  });

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    c.set('clientAddress', clientAddress(c, deps.config.trustProxyHops));
    const started = performance.now();
    await next();
    setAnswerHeader(c, 'X-Request-Id', requestId);
    logger.info('request', {
      request_id: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      client: c.var.clientAddress,
      // Set by the auth middleware on authenticated routes; absent otherwise.
      user_id: (c.var.auth as AppEnv['Variables']['auth'] | undefined)?.userId,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use('*', ...securityHeaders(deps.config));
  // JSON bodies are small; uploads have their own 2 MB limit on their route.
  const jsonLimit = limitBody(
    1024 * 1024,
    () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'Dữ liệu gửi lên quá lớn (tối đa 1 MB)'),
  );
  app.use('/api/*', (c, next) => (c.req.path === UPLOAD_PATH ? next() : jsonLimit(c, next)));
  // Every call is sent as JSON (docs/product/api.md#conventions), so a call without payload (receive, status toggle,
  // logout) may still say
  // Content-Type: application/json with an empty body: that reads as {} instead of failing as malformed JSON.
  // The text is read through the limit above and cached, so the route's validator does not read it again. The
  // upload route reads its own body (through its own limit) and is left alone.
  app.use('/api/*', async (c, next) => {
    if (c.req.path === UPLOAD_PATH) return next();
    const declaredJson = /^application\/json/i.test(c.req.header('content-type') ?? '');
    if (declaredJson && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const text = c.req.raw.body === null ? '' : await c.req.text();
      if (text.trim() === '') {
        const headers = new Headers(c.req.raw.headers);
        headers.delete('content-length');
        c.req.raw = new Request(c.req.url, { method: c.req.method, headers, body: '{}' });
        c.req.bodyCache = {};
      }
    }
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof ZodError) {
      return c.json(AppError.validation(fieldErrorsFrom(error)).toBody(), 400);
    }
    if (error instanceof HTTPException) {
      // hono's own 4xx (malformed JSON or form bodies): same envelope, a message staff can read.
      const body: ErrorBody =
        error.status === 400
          ? { message: 'Dữ liệu gửi lên không đúng định dạng', error: 'BAD_REQUEST', details: null }
          : error.status === 415
            ? {
                message:
                  c.req.path === UPLOAD_PATH
                    ? 'File phải được gửi dạng multipart/form-data, trong trường "file"'
                    : 'Dữ liệu phải được gửi dạng JSON (Content-Type: application/json)',
                error: 'UNSUPPORTED_MEDIA_TYPE',
                details: null,
              }
            : { message: error.message || 'Yêu cầu không hợp lệ', error: 'HTTP_ERROR', details: null };
      return c.json(body, error.status);
    }
    if (isUnstorableText(error)) {
      const body: ErrorBody = {
        message: 'Dữ liệu chứa ký tự không hợp lệ',
        error: 'BAD_REQUEST',
        details: null,
      };
      return c.json(body, 400);
    }
    logger.error('unhandled error', { request_id: c.var.requestId, error });
    const body: ErrorBody = {
      message: 'Đã xảy ra lỗi không mong muốn',
      error: 'INTERNAL_ERROR',
      details: null,
    };
    return c.json(body, 500);
  });

  const sync = options.sync ?? createSyncEngine(deps);
  const auth = createAuthService(deps);
  const authenticated = requireAuth(auth);
  const api = createRouter();
  api.route('/', healthRoutes(deps, options.stopping ?? (() => false)));
  api.route('/', authRoutes(auth, authenticated));
  api.route('/', supplierRoutes(createSupplierService(deps, sync), authenticated));
  api.route('/', productRoutes(createProductService(deps, sync), authenticated));
  api.route('/', productLinkRoutes(createProductLinks(deps, sync), authenticated));
  api.route('/', expiryRoutes(createExpiryService(deps, sync), authenticated));
  api.route('/', reorderRoutes(createReorderService(deps), authenticated));
  const purchaseOrders = createPurchaseOrderService(deps);
  api.route(
    '/',
    purchaseOrderRoutes(purchaseOrders, createReceiptPush(deps, sync, purchaseOrders.present), authenticated),
  );
  api.route('/', fileRoutes(createFileService(deps), authenticated));
  api.route('/', connectionRoutes(createConnectionService(deps, sync), sync, authenticated));
  api.route('/', syncHistoryRoutes(createSyncHistoryService(deps, sync), authenticated));
  api.route('/', kiotvietWebhookRoutes(sync.webhooks));
  api.route('/', branchRoutes(createBranchService(deps, sync), sync, authenticated));
  const salesOrders = createSalesOrderService(deps, sync);
  api.route('/', salesOrderRoutes(salesOrders, sync, authenticated));
  api.route('/', customerRoutes(createCustomerService(deps, sync, salesOrders), sync, authenticated));
  app.route('/api', api);
  if (options.adminToken) app.route('/', adminRoutes(deps, options.adminToken));

  app.get('/api/openapi.json', (c) => c.json(buildOpenApiDocument(app)));
  app.get('/api/docs', (c) => c.html(docsPage));
  app.get('/api/docs/app.js', (c) =>
    c.body(docsScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/api/docs/styles.css', (c) =>
    c.body(docsStyles, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );
  app.all('/api/*', (c) => {
    const body: ErrorBody = { message: 'Không tìm thấy đường dẫn API', error: 'NOT_FOUND', details: null };
    return c.json(body, 404);
  });

  servePortal(app, deps.config.portalDist);
  return app;
}

/** The built portal: real files first, then index.html for client-side routes (SPA fallback). */
function servePortal(app: OpenAPIHono<AppEnv>, portalDist: string) {
  const indexFile = join(portalDist, 'index.html');
  if (!existsSync(indexFile)) return;
  app.use('*', serveStatic({ root: portalDist }));
  app.get('*', async (c) => {
    // A missing asset (a path with a file extension) is a real 404, not the app shell: a stale script tag
    // should fail loudly instead of parsing HTML as JavaScript.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
