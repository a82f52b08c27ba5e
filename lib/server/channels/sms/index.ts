/**
 * The configured SMS sender (SMS_DRIVER): outbox by default, Vonage in production. Every send
 * through it is counted in `sms_sent_total` or `sms_failed_total` under the driver's name.
 */
import 'server-only';
import { env } from '@/env';
import { metrics } from '../../metrics/registry';
import { outboxSender } from './file-driver';
import { vonageSender } from './vonage';
import type { SmsSender } from './port';

export { SmsDeliveryError, type SmsSender, type SmsMessage, type SmsSent } from './port';

let override: SmsSender | undefined;

/** `sender` with each send counted under `driver`; its answers and errors unchanged. */
function counted(driver: string, sender: SmsSender): SmsSender {
  return {
    async send(message) {
      try {
        const sent = await sender.send(message);
        metrics.smsSent.inc({ driver });
        return sent;
      } catch (error) {
        metrics.smsFailed.inc({ driver });
        throw error;
      }
    },
  };
}

/**
 * The sender chosen by the environment (or set by tests, which stand in for the configured
 * driver and are counted under its name).
 */
export function smsSender(): SmsSender {
  if (override) return counted(env.SMS_DRIVER, override);
  if (env.SMS_DRIVER === 'vonage') {
    // Presence checked at start-up by env.ts.
    return counted(
      'vonage',
      vonageSender({
        apiKey: env.VONAGE_API_KEY ?? '',
        apiSecret: env.VONAGE_API_SECRET ?? '',
        from: env.VONAGE_FROM,
        restHost: env.VONAGE_REST_HOST,
      }),
    );
  }
  return counted('outbox', outboxSender(env.SMS_OUTBOX_PATH));
}

/** Replaces the sender (tests only); undefined restores the configured one. */
export function setSmsSender(sender: SmsSender | undefined): void {
  override = sender;
}
