import { createRoute, z } from '@hono/zod-openapi';
import { webhookEventTypes } from '@pharmacy/kiotviet';
import { AppError } from '../../errors';
import { createRouter, errors, jsonResponse } from '../../http/openapi';
import type { Webhooks } from '../../sync/webhooks';

const ERROR_CODES = {
  400: 'WEBHOOK_MALFORMED',
  401: 'WEBHOOK_SIGNATURE',
  403: 'WEBHOOK_OTHER_STORE',
  404: 'WEBHOOK_UNKNOWN',
} as const;

const Params = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Địa chỉ không hợp lệ')
    .openapi({
      description: 'The pharmacy’s random key, given to KiotViet when the webhooks were registered',
    }),
  event: z.enum(webhookEventTypes).openapi({ description: 'The event this address was registered for' }),
});

/** Documents KiotViet's envelope; the body is read and checked by the handler (its signature covers the raw text). */
const Notification = z
  .object({
    Id: z.string().optional().openapi({ description: 'The notification’s id (absent from a deletion)' }),
    Attempt: z.number().int().min(0).max(1_000_000).optional(),
    Notifications: z
      .array(
        z.object({
          Action: z.string().openapi({ example: 'product.update.500123' }),
          Data: z.array(z.unknown()).openapi({ description: 'PascalCase records, or stock rows' }),
        }),
      )
      .optional(),
    RemoveId: z
      .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
      .optional()
      .openapi({ description: 'Ids removed (a deletion)' }),
  })
  .loose()
  .openapi('KiotVietNotification');

/**
 * The address KiotViet POSTs a pharmacy's changes to (registered with its store when the connection is switched
 * on): no session, the signature of the body proves the sender. Answers within KiotViet's 5 s: the notification is
 * stored and applied afterwards.
 */
export function kiotvietWebhookRoutes(webhooks: Webhooks) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/kiotviet/webhooks/{key}/{event}',
      tags: ['KiotViet webhooks'],
      summary: 'Receive a KiotViet webhook notification (called by KiotViet, signed with X-Hub-Signature)',
      description:
        'The body is KiotViet’s envelope: { Id, Attempt, Notifications: [{ Action, Data }] }, or { RemoveId } for a ' +
        'deletion. X-Hub-Signature is the hex HMAC-SHA256 of the body under the secret given at registration ' +
        '(a `sha1=` prefix is accepted). A notification received twice (same Id) is applied once.',
      request: {
        params: Params,
        headers: z.object({ 'x-hub-signature': z.string().max(200).optional() }),
        body: { required: false, content: { 'application/json': { schema: Notification } } },
      },
      responses: {
        200: jsonResponse(
          z.object({ status: z.enum(['accepted', 'duplicate']) }).openapi('KiotVietNotificationReceipt'),
          'Stored (or received before); applied in the background',
        ),
        ...errors(400, 401, 403, 404, 413),
      },
    }),
    async (c) => {
      const { key, event } = c.req.valid('param');
      const outcome = await webhooks.receive({
        key,
        type: event,
        body: await c.req.text(),
        signature: c.req.header('x-hub-signature'),
      });
      if (outcome.status !== 200)
        throw new AppError(outcome.status, ERROR_CODES[outcome.status], outcome.message);
      return c.json({ status: outcome.outcome }, 200);
    },
  );
  return router;
}
