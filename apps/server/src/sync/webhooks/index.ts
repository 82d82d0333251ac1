import type { WebhookEventType } from '@pharmacy/kiotviet';
import type { AppDeps } from '../../http/env';
import { createWebhookProcessor, type WebhookWriter } from './process';
import { receiveWebhook } from './receive';
import { createWebhookRegistration } from './registration';

/**
 * KiotViet's webhooks in the portal: registered with the store (registration.ts), received at the pharmacy's address
 * (receive.ts) and applied after the answer (process.ts). The 12-hourly sync goes on regardless: it brings whatever
 * a notification that never came would have.
 */
export function createWebhooks(deps: AppDeps, writer: WebhookWriter) {
  const registration = createWebhookRegistration(deps, writer);
  const processor = createWebhookProcessor(deps, writer);
  return {
    registration,
    processor,

    /** A notification POSTed by KiotViet: checked, stored once, and applied in the background. */
    async receive(input: {
      key: string;
      type: WebhookEventType;
      body: string;
      signature: string | undefined;
    }) {
      const outcome = await receiveWebhook(deps, input);
      if (outcome.status === 200 && outcome.outcome === 'accepted') processor.kick();
      return outcome;
    },

    /** The scheduler's round: registrations missing or failed, and notifications not applied yet. */
    async maintain() {
      await registration.registerMissing();
      await processor.process();
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
