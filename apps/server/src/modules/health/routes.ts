import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/env';
import { createRouter, errors, jsonResponse } from '../../http/openapi';

const tags = ['Operations'];

/**
 * What a load balancer or an orchestrator asks (docs/DEPLOY.md): is the process alive, and should it be sent
 * requests. Neither needs a session nor says anything about a pharmacy.
 */
export function healthRoutes(deps: Pick<AppDeps, 'db'>, stopping: () => boolean) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags,
      summary: 'Liveness: the process answers (restart it when this fails)',
      responses: {
        200: jsonResponse(z.object({ status: z.literal('ok') }).openapi('Liveness'), 'The process answers'),
      },
    }),
    (c) => c.json({ status: 'ok' as const }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/health/ready',
      tags,
      summary: 'Readiness: the database answers and the process is not stopping (send it requests)',
      responses: {
        200: jsonResponse(
          z.object({ status: z.literal('ready') }).openapi('Readiness'),
          'Ready for requests',
        ),
        ...errors(503),
      },
    }),
    async (c) => {
      if (stopping()) {
        throw new AppError(503, 'STOPPING', 'Máy chủ đang dừng: các yêu cầu mới hãy gửi tới máy chủ khác');
      }
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'Máy chủ không kết nối được cơ sở dữ liệu');
      }
      return c.json({ status: 'ready' as const }, 200);
    },
  );

  return router;
}
