/**
 * The dispatcher's `sms` channel: the 24 h reminder of the `sms_reminder_24h` automation.
 * At delivery time a lead who verified meanwhile (or was erased) is skipped; otherwise a new
 * code goes out through sendCode, with every SMS rule of docs/decisions.md §6 (allowed countries,
 * cooldown, daily cap, per-country cap). A limit that forbids it cancels the reminder.
 */
import 'server-only';
import type { Db } from '../db/client';
import { sendCode } from '../leads/verification';
import type { Deliverer } from '../outbox/dispatcher';

/** Sends reminder SMS; never retried more than the outbox schedule allows. */
export function smsReminderDeliverer(db: Db): Deliverer {
  return async (message, now) => {
    if (message.leadId === null) return { ok: false, error: 'no lead', final: 'cancelled' };
    const lead = await db.lead.findUnique({
      where: { id: message.leadId },
      select: { id: true, phone: true, locale: true, isVerified: true },
    });
    if (!lead) return { ok: false, error: 'lead erased', final: 'cancelled' };
    if (lead.isVerified) return { ok: false, error: 'already verified', final: 'cancelled' };
    // The reminder has no client address: its own key keeps it out of visitors' per-IP caps.
    const outcome = await sendCode(db, lead, { ip: `reminder:${lead.id}`, strict: false, now });
    if (outcome === 'sent') return { ok: true, responseSnippet: 'SMS sent' };
    if (outcome === 'skipped')
      return { ok: false, error: 'an SMS limit forbids it', final: 'cancelled' };
    return { ok: false, error: 'SMS provider failed' };
  };
}
