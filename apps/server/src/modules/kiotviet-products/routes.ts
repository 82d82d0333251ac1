import { createRoute, z } from '@hono/zod-openapi';
import { KiotVietNotFoundError } from '@pharmacy/kiotviet';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../errors';
import type { AppDeps, AppEnv, AuthContext } from '../../http/env';
import { bearerSecurity, createRouter, errors, IdParam, jsonBody, jsonResponse } from '../../http/openapi';
import { storeOf } from '../../shared/kiotviet-counterpart';
import type { SyncEngine } from '../../sync/engine';
import { kiotvietFailure } from '../../sync/messages';
import { productLinkRepository as links } from './repository';

/**
 * Staff link a product the portal knows to a product of their KiotViet store (by the code KiotViet shows), or
 * undo it. The code is checked in KiotViet first; the link holds for the store the pharmacy is connected to.
 */
export function createProductLinks(deps: AppDeps, engine: SyncEngine) {
  const { db } = deps;

  async function linkable(auth: AuthContext, productId: string) {
    const [product] = await links.products(db, auth.pharmacyId, [productId]);
    if (!product) throw AppError.notFound('Không tìm thấy sản phẩm');
    if (product.kiotvietId !== null && product.pharmacyId === auth.pharmacyId) {
      throw AppError.conflict('Sản phẩm này được đồng bộ từ KiotViet, không cần liên kết.', 'SYNCED_PRODUCT');
    }
    return product;
  }

  return {
    async link(auth: AuthContext, productId: string, kiotvietCode: string) {
      const product = await linkable(auth, productId);
      const connection = await engine.activeConnection(auth.pharmacyId);
      let kiotviet: { id: number; code: string; name: string };
      try {
        kiotviet = await (await engine.clientOf(connection)).productByCode(kiotvietCode);
      } catch (error) {
        if (error instanceof KiotVietNotFoundError) {
          throw AppError.conflict(
            `Không tìm thấy hàng hóa có mã ${kiotvietCode} trên KiotViet.`,
            'KIOTVIET_PRODUCT_NOT_FOUND',
            { kiotviet_code: 'Không có hàng hóa với mã này trên KiotViet' },
          );
        }
        throw kiotvietFailure(error);
      }
      await links.link(db, {
        pharmacyId: auth.pharmacyId,
        store: storeOf(connection.storeName),
        productId: product.id,
        kiotvietProductId: kiotviet.id,
        kiotvietCode: kiotviet.code,
        kiotvietName: kiotviet.name,
        method: 'chosen',
        at: deps.now(),
      });
      return { product_id: product.id, kiotviet_product: { code: kiotviet.code, name: kiotviet.name } };
    },

    async unlink(auth: AuthContext, productId: string) {
      const product = await linkable(auth, productId);
      const connection = await engine.activeConnection(auth.pharmacyId);
      await links.unlink(db, auth.pharmacyId, storeOf(connection.storeName), product.id);
      return { product_id: product.id, kiotviet_product: null };
    },
  };
}

type ProductLinks = ReturnType<typeof createProductLinks>;

const LinkBody = z
  .object({
    kiotviet_code: z
      .string({ error: 'Vui lòng nhập mã hàng trên KiotViet' })
      .trim()
      .min(1, 'Vui lòng nhập mã hàng trên KiotViet')
      .max(50, 'Mã hàng tối đa 50 ký tự'),
  })
  .openapi('KiotVietLinkRequest');

const LinkResult = z
  .object({
    data: z.object({
      product_id: z.uuid(),
      kiotviet_product: z.object({ code: z.string(), name: z.string() }).nullable(),
    }),
  })
  .openapi('KiotVietLink');

export function productLinkRoutes(service: ProductLinks, authenticated: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  const secured = { security: bearerSecurity, middleware: [authenticated], tags: ['Products'] };

  router.openapi(
    createRoute({
      ...secured,
      method: 'put',
      path: '/products/{id}/kiotviet-link',
      summary: 'Link a product to a product of the pharmacy’s KiotViet store, by its KiotViet code',
      description:
        'Receipts then send the product’s lines under that KiotViet product. 409: no active connection, a ' +
        'product synced from KiotViet (it is the store’s own), or KIOTVIET_PRODUCT_NOT_FOUND.',
      request: { params: IdParam, body: jsonBody(LinkBody) },
      responses: { 200: jsonResponse(LinkResult, 'Linked'), ...errors(400, 401, 404, 409, 429, 502) },
    }),
    async (c) => {
      const data = await service.link(c.var.auth, c.req.valid('param').id, c.req.valid('json').kiotviet_code);
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'delete',
      path: '/products/{id}/kiotviet-link',
      summary: 'Remove a product’s link to the KiotViet store',
      request: { params: IdParam },
      responses: { 200: jsonResponse(LinkResult, 'Unlinked'), ...errors(400, 401, 404, 409) },
    }),
    async (c) => c.json({ data: await service.unlink(c.var.auth, c.req.valid('param').id) }, 200),
  );

  return router;
}
