import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { SyncDataType } from '../db/schema';
import { SAFE_INTEGER_MAX } from '../domain/limits';
import type { SyncEngine } from '../sync/engine';
import { manualSync } from '../sync/manual';
import type { AppEnv } from './env';
import { bearerSecurity, boundedInt, type createRouter, errors, jsonResponse } from './openapi';

/** What a manual sync answers (shared by the inventory, customer, order, branch and supplier syncs). */
const SyncResultSchema = z
  .object({
    status: z.enum(['SUCCESS', 'RUNNING']).openapi({
      description: 'RUNNING (HTTP 202): still running after 20 s; it goes on, and the sync log shows its end',
    }),
    count: boundedInt(0, SAFE_INTEGER_MAX).openapi({ description: 'Records written (new and updated)' }),
    synced_count: boundedInt(0, SAFE_INTEGER_MAX),
    new_count: boundedInt(0, SAFE_INTEGER_MAX),
    updated_count: boundedInt(0, SAFE_INTEGER_MAX),
    removed_count: boundedInt(0, SAFE_INTEGER_MAX),
    sync_time: z.string().nullable(),
  })
  .openapi('SyncResult');

export const syncResponses = {
  200: jsonResponse(SyncResultSchema, 'Synced'),
  202: jsonResponse(SyncResultSchema, 'Still running after 20 s (status RUNNING)'),
};

/**
 * A staff member's "sync now" button: `POST path` runs the kinds one after another (src/sync/manual.ts) and answers
 * a SyncResult, 200 or 202 RUNNING.
 */
export function manualSyncRoute(
  router: ReturnType<typeof createRouter>,
  engine: SyncEngine,
  authenticated: MiddlewareHandler<AppEnv>,
  tags: string[],
  route: { path: string; summary: string; dataTypes: SyncDataType[]; full?: boolean },
) {
  router.openapi(
    createRoute({
      security: bearerSecurity,
      middleware: [authenticated],
      tags,
      method: 'post',
      path: route.path,
      summary: route.summary,
      responses: { ...syncResponses, ...errors(401, 409, 429, 502) },
    }),
    async (c) => {
      const result = await manualSync(engine, c.var.auth, route.dataTypes, { full: route.full ?? false });
      return c.json(result.body, result.status);
    },
  );
}
