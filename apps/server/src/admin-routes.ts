import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { purchaseOrderStatuses } from './db/schema';
import { AppError } from './errors';
import type { AppDeps } from './http/env';
import { createPurchaseOrderService } from './modules/purchase-orders/service';

export const ADMIN_TOKEN_FILE = 'admin.token';

/**
 * The partner's side of the demo: moves a partner order along. Not part of the public contract (absent from the
 * OpenAPI document) and guarded by a token that only someone with access to DATA_DIR can read; used by
 * `pnpm --filter @pharmacy/server admin` while the server runs.
 */
export function adminRoutes(deps: AppDeps, token: Buffer) {
  const service = createPurchaseOrderService(deps);
  const expected = Buffer.from(token.toString('hex'));
  const router = new Hono();
  router.post('/api/internal/partner/orders/:orderNumber/status', async (c) => {
    const given = Buffer.from(c.req.header('x-admin-token') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw AppError.forbidden('Admin token required');
    }
    const body = z
      .object({ status: z.enum(purchaseOrderStatuses), reason: z.string().max(500).optional() })
      .safeParse(await c.req.json().catch(() => null));
    if (!body.success) throw AppError.validation({ status: 'Trạng thái không hợp lệ' });
    const order = await service.moveAsPartner(c.req.param('orderNumber'), body.data);
    return c.json({ data: order });
  });
  return router;
}
