/**
 * Visitor sessions (SPEC.md §3 Visitor, §4 "Visitor session", §7 track calls). One row per
 * browser session id: the first view upserts the full record (location resolved here from
 * the IP, IP stored truncated); page changes and heartbeats move currentPage and lastSeen;
 * the leave beacon marks the session inactive. Bots are filtered by the route (isbot).
 * A session's first view also fixes its first touch (landing page, campaign, source, UTM),
 * which the funnel and a lead's first-touch attribution read. `now` is a parameter.
 * The writes are hand-written SQL through sqlOf (the busiest endpoint: one statement each,
 * no Prisma query compiler, no implicit transaction around an updateMany).
 */
import 'server-only';
import { sqlOf, type Db } from '../db/client';
import { truncateIp, limitSubject } from '../http/client-ip';
import { locateIp } from './geo';
import { hit } from '../http/rate-limit';
import { readAttribution } from '@/lib/campaign';

/** Tracking calls allowed per IP per minute (heartbeat every 30 s leaves ample room). */
export const TRACKING_LIMIT_PER_MINUTE = 120;

/** Who is calling: raw IP (used for location, stored truncated) and user agent. */
export interface VisitorClient {
  ip: string;
  userAgent: string | null;
}

/** Counts one tracking call for this IP; throws RateLimitedError (429) past the limit. */
export async function throttleTracking(db: Db, ip: string, now = new Date()): Promise<void> {
  await hit(
    db,
    { key: `track:ip:${limitSubject(ip)}`, max: TRACKING_LIMIT_PER_MINUTE, windowSec: 60 },
    now,
  );
}

/** First touch of a page path such as '/prelander?campaign=FB_PL_X_01&utm_source=facebook'. */
export function firstTouch(page: string) {
  const url = new URL(page, 'http://first-touch.invalid');
  const attribution = readAttribution(url.searchParams);
  return {
    landingPage: url.pathname.slice(0, 256),
    campaignId: attribution.campaignId?.slice(0, 100) ?? null,
    adSource: attribution.adSource.slice(0, 100),
    utmSource: attribution.utmSource?.slice(0, 100) ?? null,
    utmMedium: attribution.utmMedium?.slice(0, 100) ?? null,
    utmCampaign: attribution.utmCampaign?.slice(0, 100) ?? null,
  };
}

async function identity(client: VisitorClient) {
  return {
    ipAddress: truncateIp(client.ip),
    userAgent: client.userAgent?.slice(0, 400) ?? null,
    ...(await locateIp(client.ip)),
  };
}

/** First page view: creates or refreshes the session's full record (one statement). */
export async function recordVisit(
  db: Db,
  input: { sessionId: string; currentPage: string; referrer?: string },
  client: VisitorClient,
  now = new Date(),
): Promise<void> {
  const referrer = input.referrer?.trim() || 'Direct';
  const who = await identity(client);
  const touch = firstTouch(input.currentPage);
  await sqlOf(db)(
    `INSERT INTO visitors (session_id, ip_address, user_agent, country, country_code, city, region,
       current_page, referrer, is_active, landing_page, campaign_id, ad_source, utm_source,
       utm_medium, utm_campaign, last_seen, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11, $12, $13, $14, $15, $16, $16)
     ON CONFLICT (session_id) DO UPDATE SET ip_address = $2, user_agent = $3, country = $4,
       country_code = $5, city = $6, region = $7, current_page = $8, referrer = $9,
       is_active = true, last_seen = $16`,
    [
      input.sessionId,
      who.ipAddress,
      who.userAgent,
      who.country,
      who.countryCode,
      who.city,
      who.region,
      input.currentPage,
      referrer,
      touch.landingPage,
      touch.campaignId,
      touch.adSource,
      touch.utmSource,
      touch.utmMedium,
      touch.utmCampaign,
      now,
    ],
  );
}

/**
 * Page change or heartbeat (`page` set): updates currentPage, lastSeen and isActive, creating
 * the record if the first view was lost. Leave beacon (`page` '' or isActive false): marks
 * the session inactive and keeps its last page.
 */
export async function recordPage(
  db: Db,
  input: { sessionId: string; page: string; isActive?: boolean },
  client: VisitorClient,
  now = new Date(),
): Promise<void> {
  const sql = sqlOf(db);
  if (input.page === '' || input.isActive === false) {
    await sql('UPDATE visitors SET is_active = false, last_seen = $1 WHERE session_id = $2', [
      now,
      input.sessionId,
    ]);
    return;
  }
  const updated = await sql(
    `UPDATE visitors SET current_page = $1, is_active = true, last_seen = $2
     WHERE session_id = $3 RETURNING id`,
    [input.page, now, input.sessionId],
  );
  if (updated.length === 0) {
    await recordVisit(db, { sessionId: input.sessionId, currentPage: input.page }, client, now);
  }
}

/**
 * The first touch of visitor session `sessionId` in the shape of a lead's first-touch
 * columns, or {} when the session is unknown (tracking blocked, or a bot).
 */
export async function leadFirstTouch(db: Db, sessionId: string | null | undefined) {
  if (!sessionId) return {};
  const [visitor] = await sqlOf(db)<{
    landing_page: string | null;
    campaign_id: string | null;
    ad_source: string | null;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
  }>(
    `SELECT landing_page, campaign_id, ad_source, utm_source, utm_medium, utm_campaign
       FROM visitors WHERE session_id = $1`,
    [sessionId],
  );
  if (!visitor) return { visitorSessionId: sessionId };
  return {
    visitorSessionId: sessionId,
    firstLandingPage: visitor.landing_page,
    firstCampaignId: visitor.campaign_id,
    firstAdSource: visitor.ad_source,
    firstUtmSource: visitor.utm_source,
    firstUtmMedium: visitor.utm_medium,
    firstUtmCampaign: visitor.utm_campaign,
  };
}
