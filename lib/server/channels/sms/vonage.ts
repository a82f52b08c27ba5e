/**
 * Vonage SMS driver through @vonage/server-sdk (SMS API). A non-zero message status or a
 * transport error becomes SmsDeliveryError. `restHost` points at a stand-in in tests. The
 * first part's message id is kept: a code fits one part, and a receipt for another part of a
 * longer text finds no code and is ignored.
 */
import 'server-only';
import { Vonage } from '@vonage/server-sdk';
import { logger } from '../../logger';
import { maskPhone } from '../../log-mask';
import { SmsDeliveryError, type SmsSender } from './port';

export interface VonageOptions {
  apiKey: string;
  apiSecret: string;
  from: string;
  restHost?: string;
}

export function vonageSender({ apiKey, apiSecret, from, restHost }: VonageOptions): SmsSender {
  const vonage = new Vonage({ apiKey, apiSecret }, restHost ? { restHost } : {});
  return {
    async send({ to, text }) {
      try {
        const response = await vonage.sms.send({ to: to.replace(/^\+/, ''), from, text });
        const failed = response.messages.find((m) => String(m.status) !== '0');
        if (failed)
          throw new SmsDeliveryError(`Vonage refused the message (status ${failed.status})`);
        const messageId = response.messages[0]?.messageId ?? null;
        logger.info({ to: maskPhone(to), messageId }, 'sms sent via vonage');
        return { messageId, delivered: false };
      } catch (error) {
        if (error instanceof SmsDeliveryError) throw error;
        // The SDK throws its own errors for a refused message (non-zero status) and transport failures.
        throw new SmsDeliveryError(`Vonage request failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
  };
}
