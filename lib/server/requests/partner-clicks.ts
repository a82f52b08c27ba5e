/**
 * The partner broker (docs/product.md §2.2 partner-offer panel): as configured (./site-settings.ts:
 * the back-office's setting, else env PARTNER_BROKER_*, all or none) and the clicks recorded
 * by GET /go/partner before the visitor is sent on. The broker's URL never reaches a page: pages link to /go/partner, and
 * the redirect only ever goes to the configured URL (no open redirect). The one writer of
 * `partner_clicks`.
 */
import 'server-only';
import type { PartnerBroker } from '@/lib/offers';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { sessionLeadId } from '../auth/lead-session';
import { pageSiteSettings, siteSettings } from '../settings/site-settings';

/** The partner broker a page renders (without its URL), or null when none is configured. */
export async function partnerBroker(): Promise<PartnerBroker | null> {
  const broker = (await pageSiteSettings()).partnerBroker;
  if (!broker) return null;
  const { name, regulator, authorisation, retailLossPercent } = broker;
  return { name, regulator, authorisation, retailLossPercent };
}

/** The one address /go/partner redirects to, or null when no broker is configured. */
export async function partnerUrl(db: Db): Promise<string | null> {
  return (await siteSettings(db)).partnerBroker?.url ?? null;
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
