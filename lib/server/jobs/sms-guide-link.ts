/**
 * The dispatcher's `sms` channel for the German guide link (lib/server/leads/guide-link-sms.ts)
 * beside the 24 h reminder (./sms-reminder.ts): one deliverer per event type. A guide link is
 * skipped for a lead erased or not verified, cancelled when no SMS may reach the number or a
 * cap forbids it (as the reminder), retried on the outbox schedule when the provider fails or
 * another attempt is sending it.
 */
import 'server-only';
import type { Db } from '../db/client';
import { GUIDE_LINK_EVENT, sendGuideLink } from '../leads/guide-link-sms';
import type { Deliverer } from '../outbox/dispatcher';
import { smsReminderDeliverer } from './sms-reminder';

/** Sends the guide link of the message's lead, once. */
export function guideLinkDeliverer(db: Db): Deliverer {
  return async (message, now) => {
    if (message.leadId === null) return { ok: false, error: 'no lead', final: 'cancelled' };
    const lead = await db.lead.findUnique({
      where: { id: message.leadId },
      select: { id: true, phone: true, campaignId: true, isVerified: true },
    });
    if (!lead) return { ok: false, error: 'lead erased', final: 'cancelled' };
    if (!lead.isVerified) return { ok: false, error: 'not verified', final: 'cancelled' };
    const outcome = await sendGuideLink(db, lead, now);
    switch (outcome) {
      case 'sent':
        return { ok: true, responseSnippet: 'SMS sent' };
      case 'already_sent':
        return { ok: true, responseSnippet: 'sent before: not sent again' };
      case 'not_allowed':
        return { ok: false, error: 'no SMS to this number', final: 'cancelled' };
      case 'limited':
        return { ok: false, error: 'an SMS limit forbids it', final: 'cancelled' };
      case 'in_flight':
        return { ok: false, error: 'another attempt is sending it' };
      case 'failed':
        return { ok: false, error: 'SMS provider failed' };
    }
  };
}

/** The `sms` channel: the guide link by its event type, every other SMS as the reminder. */
export function smsDeliverer(db: Db): Deliverer {
  const guideLink = guideLinkDeliverer(db);
  const reminder = smsReminderDeliverer(db);
  return (message, now) =>
    message.eventType === GUIDE_LINK_EVENT ? guideLink(message, now) : reminder(message, now);
}
