/**
 * The dispatcher's email channel. The payload is the whole message as the
 * admin queued it; at delivery a non-transactional message to a lead who has unsubscribed is
 * cancelled, never sent. A 5xx SMTP reply is permanent (failed at once); anything else is
 * retried on the outbox schedule.
 */
import 'server-only';
import type { Db } from '../../db/client';
import type { MailDriver } from './port';
import { mailDriverFromEnv } from './drivers';
import type { Deliverer } from '../../outbox/dispatcher';

/** What an email message carries in the outbox. */
export interface EmailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  transactional: boolean;
  headers?: Record<string, string>;
}

function isEmailPayload(value: unknown): value is EmailPayload {
  const p = value as Partial<EmailPayload> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.to === 'string' &&
    typeof p.subject === 'string' &&
    typeof p.text === 'string' &&
    typeof p.html === 'string'
  );
}

/** Delivers email messages through `driver` (default: SMTP_URL or the .eml outbox). */
export function mailDeliverer(db: Db, driver: MailDriver = mailDriverFromEnv()): Deliverer {
  return async (message) => {
    const payload = message.payload;
    if (!isEmailPayload(payload))
      return { ok: false, error: 'malformed email payload', final: 'failed' };
    if (!payload.transactional && message.leadId !== null) {
      const lead = await db.lead.findUnique({
        where: { id: message.leadId },
        select: { emailOptOutAt: true },
      });
      if (!lead) return { ok: false, error: 'lead erased', final: 'cancelled' };
      if (lead.emailOptOutAt) return { ok: false, error: 'lead unsubscribed', final: 'cancelled' };
    }
    try {
      const result = await driver.send({ id: message.id, ...payload });
      return { ok: true, statusCode: result.code ?? 250, responseSnippet: result.response };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const text = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        statusCode: code ?? null,
        error: text,
        final: code !== undefined && code >= 500 ? 'failed' : undefined,
      };
    }
  };
}
