/**
 * Conversions API follow-up events: what a caller's call outcome reports to Meta about a lead
 * (lib/meta/events.ts followUpEventOf: Contact, QualifiedLead, Purchase with value and
 * currency). Queued in the outbox (channel `meta`) in the transaction of the outcome, with the
 * same `user_data` as the lead's Lead event (its hashed contact and the registering browser's
 * address, user agent and click ids), `action_source` `phone_call`: the outcome is what came of
 * a phone call. Consent as for every Meta event: the cookie choice of the browser that
 * registered (leads.cookie_consent_id) must grant marketing at the outcome's time, otherwise
 * nothing is queued. Each event leaves once per lead (and product, for a purchase): its outbox
 * message has a fixed id derived from the lead and the event, so a second outcome, or two
 * callers saving at once, queue nothing more.
 *
 * A lead that registered in an experiment variant names it in `custom_data` (experiment_id,
 * experiment_variant), as its Lead event does, so an outcome counts for the variant at Meta too.
 *
 * Not Meta's "Conversion Leads" (CRM) integration: Meta documents it for leads from its Instant
 * Forms only, and asks not to use it for website leads.
 */
import 'server-only';
import { exposureOf } from '@/lib/experiments/exposure';
import {
  experimentCustomData,
  followUpEventId,
  type ExperimentCustomData,
  type FollowUpEvent,
  type FollowUpEventName,
} from '@/lib/meta/events';
import type { Prisma } from '../generated/prisma/client';
import { enqueueMessageOnce } from '../outbox/enqueue';
import { metaCapiConfig } from '../channels/meta/conversions-api';
import { hasMarketingConsent } from './consent';
import { META_PERSON_SELECT } from './meta-events';
import { fbcFromClickId, metaUserData, type MetaUserData } from './meta-user-data';

/** One follow-up server event, as sent in `data`: no page, so no event_source_url. */
export interface MetaFollowUpServerEvent {
  event_name: FollowUpEventName;
  event_time: number;
  event_id: string;
  action_source: 'phone_call';
  user_data: MetaUserData;
  /**
   * A purchase's value and currency (Meta requires both on Purchase), and the experiment
   * variant the lead registered in; absent when there is neither.
   */
  custom_data?: Partial<PurchaseCustomData & ExperimentCustomData>;
}

/** What a Purchase follow-up tells Meta of the sale. */
interface PurchaseCustomData {
  value: number;
  currency: 'EUR';
  content_name: string;
}

/** What became of a follow-up: queued now, queued before (once per lead), or not sent. */
export type FollowUpResult = 'queued' | 'already_queued' | 'not_sent';

type FollowUpTx = Pick<
  Prisma.TransactionClient,
  'consentRecord' | 'lead' | 'outboxMessage' | '$executeRaw'
>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outbox id of a follow-up event (its idempotency key). */
export const followUpMessageId = (eventId: string) => `meta.${eventId}`;

/**
 * The `user_data` of lead `leadId`'s Lead event as it was queued, or null when its message is
 * gone (never queued, or purged by retention).
 */
async function leadEventUserData(tx: FollowUpTx, leadId: number): Promise<MetaUserData | null> {
  const message = await tx.outboxMessage.findFirst({
    where: { leadId, channel: 'meta', eventType: 'Lead' },
    orderBy: { createdAt: 'asc' },
    select: { payload: true },
  });
  const userData = isObject(message?.payload) ? message.payload.user_data : null;
  return isObject(userData) ? (userData as MetaUserData) : null;
}

/**
 * Queues `event` about lead `leadId` through `tx` at `now` when the Conversions API is on and
 * the lead's registering browser still grants marketing (hasMarketingConsent at `now`), once
 * per lead and event. `user_data` is the lead's Lead event's; when that message is gone it is
 * built again by the same builder from the lead's contact and its landing's click id.
 */
export async function enqueueMetaFollowUp(
  tx: FollowUpTx,
  leadId: number,
  event: FollowUpEvent,
  now = new Date(),
): Promise<FollowUpResult> {
  if (!metaCapiConfig()) return 'not_sent';
  const lead = await tx.lead.findUnique({
    where: { id: leadId },
    select: {
      ...META_PERSON_SELECT,
      publicId: true,
      cookieConsentId: true,
      experimentId: true,
      experimentVariant: true,
    },
  });
  if (!lead || !(await hasMarketingConsent(tx, lead.cookieConsentId, now))) return 'not_sent';
  const userData =
    (await leadEventUserData(tx, leadId)) ??
    metaUserData({
      ...lead,
      fbc: lead.fbclid ? fbcFromClickId(lead.fbclid, lead.createdAt) : null,
    });
  const eventId = followUpEventId(event, lead.publicId);
  const customData = {
    ...(event.valueEur !== undefined
      ? { value: event.valueEur, currency: 'EUR' as const, content_name: event.product ?? '' }
      : {}),
    ...experimentCustomData(exposureOf(lead)),
  };
  const payload: MetaFollowUpServerEvent = {
    event_name: event.name,
    event_time: Math.floor(now.getTime() / 1000),
    event_id: eventId,
    action_source: 'phone_call',
    user_data: userData,
    ...(Object.keys(customData).length > 0 ? { custom_data: customData } : {}),
  };
  const queued = await enqueueMessageOnce(
    tx,
    {
      id: followUpMessageId(eventId),
      channel: 'meta',
      eventType: event.name,
      payload: payload as unknown as Prisma.InputJsonValue,
      leadId,
    },
    now,
  );
  return queued ? 'queued' : 'already_queued';
}
