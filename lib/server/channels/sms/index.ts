/**
 * The configured SMS sender (SMS_DRIVER): outbox by default, Vonage in production.
 */
import 'server-only';
import { env } from '@/env';
import { outboxSender } from './file-driver';
import { vonageSender } from './vonage';
import type { SmsSender } from './port';

export { SmsDeliveryError, type SmsSender, type SmsMessage, type SmsSent } from './port';

let override: SmsSender | undefined;

/** The sender chosen by the environment (or set by tests). */
export function smsSender(): SmsSender {
  if (override) return override;
  if (env.SMS_DRIVER === 'vonage') {
    // Presence checked at start-up by env.ts.
    return vonageSender({
      apiKey: env.VONAGE_API_KEY ?? '',
      apiSecret: env.VONAGE_API_SECRET ?? '',
      from: env.VONAGE_FROM,
      restHost: env.VONAGE_REST_HOST,
    });
  }
  return outboxSender(env.SMS_OUTBOX_PATH);
}

/** Replaces the sender (tests only); undefined restores the configured one. */
export function setSmsSender(sender: SmsSender | undefined): void {
  override = sender;
}
