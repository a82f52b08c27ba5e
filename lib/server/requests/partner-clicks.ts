/**
 * The partner broker (SPEC.md §2.2 partner-offer panel): its configuration
 * (env PARTNER_BROKER_*, all or none) and the clicks recorded by GET /go/partner before the
 * visitor is sent on. The broker's URL never reaches a page: pages link to /go/partner, and
 * the redirect only ever goes to the configured URL (no open redirect). The one writer of
 * `partner_clicks`.
 */
import 'server-only';
import { env } from '@/env';
import type { PartnerBroker } from '@/lib/offers';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { sessionLeadId } from '../auth/lead-session';

/** The configured partner broker for the pages, or null when none is configured. */
export function partnerBroker(): PartnerBroker | null {
  const {
    PARTNER_BROKER_NAME: name,
    PARTNER_BROKER_REGULATOR: regulator,
    PARTNER_BROKER_AUTHORISATION: authorisation,
    PARTNER_BROKER_RETAIL_LOSS_PERCENT: retailLossPercent,
  } = env;
  if (!name || !regulator || !authorisation || retailLossPercent === undefined) return null;
  return { name, regulator, authorisation, retailLossPercent };
}

/** The one address /go/partner redirects to, or null when no broker is configured. */
export function partnerUrl(): string | null {
  return partnerBroker() ? (env.PARTNER_BROKER_URL ?? null) : null;
}

/** Campaign ids as the tracking links write them; anything else is recorded as no campaign. */
const CAMPAIGN_ID = /^[\w.:-]{1,120}$/;

/**
 * Records one click on the partner offer at `now`: the lead of the browser's lead session
 * (verified or not; null when none) and `campaignId` when it looks like a campaign id.
 * One INSERT; returns nothing. Raises only database errors.
 */
export async function recordPartnerClick(
  db: Db,
  click: { sessionToken: string | undefined; campaignId: string | null },
  now = new Date(),
): Promise<void> {
  const leadId = await sessionLeadId(db, click.sessionToken, now);
  const campaignId =
    click.campaignId && CAMPAIGN_ID.test(click.campaignId) ? click.campaignId : null;
  await sqlOf(db)(
    Prisma.sql`INSERT INTO partner_clicks (lead_id, campaign_id, created_at)
               VALUES (${leadId}, ${campaignId}, ${now})`,
  );
}
