/**
 * Lead events for the CRM webhook: `lead.created` at registration,
 * `lead.verified` at verification and `lead.offer_requested` when a lead asks about a paid
 * offer, written into the outbox in the same transaction as the
 * change. `data` carries what a CRM needs and never the password hash or codes.
 */
import 'server-only';
import type { Prisma } from '../generated/prisma/client';
import type { LeadEventData, WebhookEventType } from '@/lib/contracts/webhooks';
import { enqueueMessage } from '../outbox/enqueue';
import { webhookConfig } from '../outbox/webhook';
import { exposureOf } from '@/lib/experiments/exposure';

/** The events that carry the lead (lib/contracts/webhooks.ts publishes each). */
export type LeadEventType = Extract<
  WebhookEventType,
  'lead.created' | 'lead.verified' | 'lead.offer_requested'
>;

const LEAD_EVENT_SELECT = {
  id: true,
  publicId: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  experience: true,
  locale: true,
  campaignId: true,
  adSource: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  utmContent: true,
  utmTerm: true,
  firstLandingPage: true,
  firstCampaignId: true,
  firstAdSource: true,
  firstUtmSource: true,
  firstUtmMedium: true,
  firstUtmCampaign: true,
  experimentId: true,
  experimentVariant: true,
  isVerified: true,
  verifiedAt: true,
  isFreeAccess: true,
  freeAccessExpiresAt: true,
  registrationNumber: true,
  createdAt: true,
} as const satisfies Prisma.LeadSelect;

type LeadForEvent = Prisma.LeadGetPayload<{ select: typeof LEAD_EVENT_SELECT }>;

/**
 * The `data` of a lead event (public id, contact, attribution first and last touch, the
 * experiment variant seen, status), as the webhooks contract (lib/contracts/webhooks.ts)
 * publishes it.
 */
export function leadEventData(lead: LeadForEvent): LeadEventData {
  return {
    leadId: lead.publicId,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    experience: lead.experience,
    locale: lead.locale,
    campaignId: lead.campaignId,
    source: lead.adSource,
    utm: {
      lastTouch: {
        source: lead.utmSource,
        medium: lead.utmMedium,
        campaign: lead.utmCampaign,
        content: lead.utmContent,
        term: lead.utmTerm,
      },
      firstTouch: {
        landingPage: lead.firstLandingPage,
        campaignId: lead.firstCampaignId,
        source: lead.firstAdSource,
        utmSource: lead.firstUtmSource,
        utmMedium: lead.firstUtmMedium,
        utmCampaign: lead.firstUtmCampaign,
      },
    },
    experiment: exposureOf(lead),
    verified: lead.isVerified,
    freeAccess: lead.isFreeAccess,
    freeAccessExpiresAt: lead.freeAccessExpiresAt?.toISOString() ?? null,
    registrationNumber: lead.registrationNumber,
    createdAt: lead.createdAt.toISOString(),
    verifiedAt: lead.verifiedAt?.toISOString() ?? null,
  };
}

/**
 * Enqueues `type` for lead `leadId` through transaction `tx` when a webhook endpoint is
 * configured; `extra` is merged into the data (e.g. `offer` for lead.offer_requested).
 * Returns the message id, or null when webhooks are off.
 */
export async function enqueueLeadEvent(
  tx: Prisma.TransactionClient,
  type: LeadEventType,
  leadId: number,
  now = new Date(),
  extra: Record<string, Prisma.InputJsonValue> = {},
): Promise<string | null> {
  if (!webhookConfig()) return null;
  const lead = await tx.lead.findUniqueOrThrow({
    where: { id: leadId },
    select: LEAD_EVENT_SELECT,
  });
  return enqueueMessage(
    tx,
    { channel: 'webhook', eventType: type, payload: { ...leadEventData(lead), ...extra }, leadId },
    now,
  );
}
