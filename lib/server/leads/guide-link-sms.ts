/**
 * The German lead's guide link by SMS: the German form and /willkommen-deutsch promise «den
 * Link zum Leitfaden per SMS» within 5 minutes of the phone's verification (docs/product.md
 * §2.11). Queued in the verification's transaction under a fixed outbox id (one message per
 * lead, however many verifications run at once), delivered by the dispatcher's `sms` channel
 * (lib/server/jobs/sms-guide-link.ts).
 *
 * The SMS is the service the lead asked for on the form (the phone field says the link comes
 * there), so no marketing consent applies; it carries no code and no personal data: the link is
 * the German student area with the campaign's guide first, which asks the person to sign in when
 * the browser is not theirs. Like every SMS it goes only to an allowed destination, counts
 * against the number's day cap and the country's hourly cap (a cap that forbids it cancels it,
 * as for the 24 h reminder), and is stored in `verification_codes` (kind 'guide_link') so that
 * delivery receipts, the owners' SMS figures and the surge count it.
 */
import 'server-only';
import { env } from '@/env';
import { ebookFor } from '@/lib/campaigns/campaign';
import { STUDENT_AREA_PATHS } from '@/lib/site/routes';
import type { Db } from '../db/client';
import type { Lead, Prisma } from '../generated/prisma/client';
import { smsSender, type SmsSent } from '../channels/sms';
import { translate } from '../http/i18n';
import { reserve, type Reservation } from '../http/rate-limit';
import { logger } from '../logger';
import { enqueueMessageOnce } from '../outbox/enqueue';
import { numberCaps, smsDestination } from './sms-limits';
import {
  claimGuideLink,
  guideLinkDelivered,
  markGuideLinkDelivered,
  markGuideLinkRefused,
  releaseGuideLink,
} from './verification-codes';

/** The outbox event type of the guide link. */
export const GUIDE_LINK_EVENT = 'sms.guide_link';

/** The fixed outbox id of lead `publicId`'s guide link: inserted once, whoever asks. */
export const guideLinkMessageId = (publicId: string) => `${GUIDE_LINK_EVENT}.${publicId}`;

/**
 * The absolute address the SMS carries: the German student area, with `?ebook=` of the
 * lead's campaign (lib/campaigns/campaign.ts ebookFor) when it names one. Nothing of the person in it.
 */
export function guideLinkUrl(campaignId: string | null): string {
  const url = new URL(STUDENT_AREA_PATHS.de, env.SITE_URL);
  const ebook = ebookFor('', campaignId);
  if (ebook) url.searchParams.set('ebook', ebook);
  return url.toString();
}

/**
 * Inside the verification's transaction: queues the guide link of a German lead (none for
 * another language: only the German pages promise it). Returns whether it was queued now.
 */
export async function queueGuideLinkSms(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  lead: Pick<Lead, 'id' | 'publicId' | 'locale'>,
  now: Date,
): Promise<boolean> {
  if (lead.locale !== 'de') return false;
  return enqueueMessageOnce(
    tx,
    {
      id: guideLinkMessageId(lead.publicId),
      channel: 'sms',
      eventType: GUIDE_LINK_EVENT,
      payload: { kind: 'guide_link' },
      leadId: lead.id,
    },
    now,
  );
}

/**
 * What a send came to: 'sent'; 'already_sent' (delivered before: nothing sent again);
 * 'in_flight' (another attempt is sending it now: nothing sent); 'not_allowed' (no SMS to this
 * number: country or line type); 'limited' (a cap forbids it); 'failed' (the provider refused
 * or was unreachable: the caps are given back, a retry may send it).
 */
export type GuideLinkOutcome =
  'sent' | 'already_sent' | 'in_flight' | 'not_allowed' | 'limited' | 'failed';

/**
 * Sends `lead`'s guide link at `now`, once: the lead's one guide-link row is claimed and the
 * caps reserved before the provider is called, so of two sends at once one sends the SMS and
 * the other takes no cap.
 */
export async function sendGuideLink(
  db: Db,
  lead: Pick<Lead, 'id' | 'phone' | 'campaignId'>,
  now: Date,
): Promise<GuideLinkOutcome> {
  if (await guideLinkDelivered(db, lead.id)) return 'already_sent';
  const phone = smsDestination(lead.phone);
  if (!phone) return 'not_allowed';
  const rowId = await claimGuideLink(db, { leadId: lead.id, phone: lead.phone, now });
  if (rowId === null) return (await guideLinkDelivered(db, lead.id)) ? 'already_sent' : 'in_flight';
  let reservation: Reservation;
  try {
    reservation = await reserve(db, numberCaps(phone), now);
  } catch {
    // Never handed to the provider: no row stays to count as an SMS.
    await releaseGuideLink(db, rowId);
    return 'limited';
  }
  let sent: SmsSent;
  try {
    sent = await smsSender().send({
      to: lead.phone,
      text: translate('de', 'api.smsGuideLinkText', { url: guideLinkUrl(lead.campaignId) }),
    });
  } catch (error) {
    logger.warn({ err: error, leadId: lead.id }, 'guide link SMS failed');
    await markGuideLinkRefused(db, rowId, now);
    await reservation.release();
    return 'failed';
  }
  await markGuideLinkDelivered(db, rowId, now, sent);
  return 'sent';
}
