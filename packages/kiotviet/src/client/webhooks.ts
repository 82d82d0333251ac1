import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * KiotViet's webhooks, as its documentation describes them. A store registers an address per kind of event
 * (`POST /webhooks` with `{ Webhook: { Type, Url, IsActive, Description, Secret } }`); each change is then POSTed
 * there: `{ Id, Attempt, Notifications: [{ Action, Data: [...] }] }` with PascalCase records, or `{ RemoveId: [...] }`
 * for a deletion. The body is signed with HMAC-SHA256 under the registered secret, in the `X-Hub-Signature` header
 * (real stores prefix the hex digest with `sha1=`). KiotViet waits 5 s for an answer, and stops calling an address
 * that answers 400, 401, 403, 404 or 405.
 */

/** The kinds of event the portal applies at once. */
export const webhookEventTypes = [
  'product.update',
  'product.delete',
  'stock.update',
  'customer.update',
  'customer.delete',
  'invoice.update',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** A new secret, as KiotViet asks for one: at least 8 random characters, given to it Base64-encoded. */
export function newWebhookSecret(): string {
  return randomBytes(24).toString('base64');
}

/** The signature of a body under a secret, as KiotViet computes it (hex HMAC-SHA256). */
function digest(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body, 'utf8').digest();
}

/**
 * Whether `header` (the `X-Hub-Signature` value) signs `body` with `secret`: the hex HMAC-SHA256 digest, with or
 * without a `<name>=` prefix. Compared in constant time.
 */
export function verifyWebhookSignature(secret: string, body: string, header: string | undefined): boolean {
  const hex = header?.trim().replace(/^[a-z0-9]+=/i, '') ?? '';
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), digest(secret, body));
}

const id = z.number().int().nonnegative();

const notificationSchema = z.object({
  Action: z.string().min(1).max(200),
  // Update notifications carry records: products, customers and invoices by `Id`, stock rows by `ProductId`.
  Data: z.array(z.union([z.object({ Id: id }).loose(), z.object({ ProductId: id }).loose(), id])).max(10_000),
});

const envelopeSchema = z.union([
  z.object({
    Id: z.union([z.string().min(1).max(200), z.number()]).transform(String),
    Attempt: z.number().int().nullish(),
    Notifications: z.array(notificationSchema).max(1_000),
  }),
  z.object({
    RemoveId: z
      .array(
        z.union([
          id,
          z
            .string()
            .regex(/^\d{1,18}$/)
            .transform(Number),
        ]),
      )
      .max(10_000),
  }),
]);

/** What one notification asks the portal to do. */
export interface WebhookEvent {
  /** `product.update`, `stock.update`…: the first two segments of the Action (`product.update.123` → `product.update`). */
  type: string;
  /** The ids concerned: records that changed (or, for a deletion, were removed). */
  ids: number[];
  /** RetailerId of the records, where they carry one. */
  retailerIds: number[];
}

export interface ParsedWebhook {
  /** KiotViet's notification id; a deletion (`RemoveId`) has none. */
  notificationId: string | null;
  attempt: number | null;
  events: WebhookEvent[];
}

/**
 * Reads a webhook body. `addressedType` is the event type of the address it was posted to (a deletion's body does
 * not say what was deleted). Returns undefined when the body is not one of KiotViet's envelopes.
 */
export function parseWebhook(body: unknown, addressedType: string): ParsedWebhook | undefined {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const envelope = parsed.data;
  if ('RemoveId' in envelope) {
    return {
      notificationId: null,
      attempt: null,
      events: [{ type: addressedType, ids: [...new Set(envelope.RemoveId)], retailerIds: [] }],
    };
  }
  return {
    notificationId: envelope.Id,
    attempt: envelope.Attempt ?? null,
    events: envelope.Notifications.map((notification) => {
      const ids = notification.Data.map((item): number =>
        typeof item === 'number' ? item : 'Id' in item ? (item.Id as number) : (item.ProductId as number),
      );
      const retailerIds = notification.Data.flatMap((item) =>
        typeof item === 'object' && typeof item.RetailerId === 'number' ? [item.RetailerId] : [],
      );
      return {
        type: notification.Action.toLowerCase().split('.').slice(0, 2).join('.'),
        ids: [...new Set(ids)],
        retailerIds: [...new Set(retailerIds)],
      };
    }),
  };
}

/** A registered webhook, as `GET /webhooks` and `POST /webhooks` answer it. */
export const webhookSchema = z.object({
  id,
  type: z.string(),
  url: z.string(),
  isActive: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  retailerId: id.nullish().transform((value) => value ?? null),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type Webhook = z.output<typeof webhookSchema>;
