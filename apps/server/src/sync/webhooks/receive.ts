import { createHash } from 'node:crypto';
import { parseWebhook, verifyWebhookSignature, type WebhookEventType } from '@pharmacy/kiotviet';
import type { AppDeps } from '../../http/env';
import { webhookRepository as repo } from './repository';

/** What the webhook address answers KiotViet. */
export type ReceiveOutcome =
  | { status: 200; outcome: 'accepted' | 'duplicate'; pharmacyId: string }
  | { status: 400 | 401 | 403 | 404; message: string };

/** The most ids a notification may name; more is not a store's change of one moment (the poll covers it). */
const MAX_IDS = 1_000;

/**
 * A notification KiotViet POSTed to a pharmacy's address, checked and stored — nothing more, so the answer goes back
 * within KiotViet's 5 s: an unknown address (or a switched-off connection) is refused with 404, a body whose
 * signature does not match the pharmacy's secret with 401, one that is not KiotViet's envelope with 400, one about
 * records of another store with 403. A notification received twice (KiotViet's retries) is stored once.
 */
export async function receiveWebhook(
  deps: AppDeps,
  input: { key: string; type: WebhookEventType; body: string; signature: string | undefined },
): Promise<ReceiveOutcome> {
  const registration = await repo.byKey(deps.db, input.key);
  if (!registration)
    return { status: 404, message: 'Không có kết nối KiotViet nào nhận thông báo ở địa chỉ này.' };
  const secret = deps.posSecrets.open(registration.secretEncrypted);
  if (!verifyWebhookSignature(secret, input.body, input.signature)) {
    return { status: 401, message: 'Chữ ký X-Hub-Signature không khớp.' };
  }
  let json: unknown;
  try {
    json = JSON.parse(input.body);
  } catch {
    return { status: 400, message: 'Nội dung thông báo không phải JSON.' };
  }
  const parsed = parseWebhook(json, input.type);
  if (!parsed) return { status: 400, message: 'Nội dung thông báo không đúng định dạng của KiotViet.' };
  const retailers = new Set(parsed.events.flatMap((event) => event.retailerIds));
  if (registration.retailerId !== null && [...retailers].some((id) => id !== registration.retailerId)) {
    return { status: 403, message: 'Thông báo thuộc về cửa hàng KiotViet khác.' };
  }
  const events = parsed.events.map((event) => ({ type: event.type, ids: event.ids.slice(0, MAX_IDS) }));
  const stored = await repo.receive(deps.db, {
    pharmacyId: registration.pharmacyId,
    // A deletion's body has no id: the body itself names it (the same deletion sent twice is one).
    notificationId:
      parsed.notificationId ?? `sha256:${createHash('sha256').update(input.body).digest('hex')}`,
    events,
    receivedAt: deps.now(),
  });
  return { status: 200, outcome: stored ? 'accepted' : 'duplicate', pharmacyId: registration.pharmacyId };
}
