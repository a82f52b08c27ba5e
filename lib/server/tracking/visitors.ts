/**
 * Visitor sessions (docs/product.md §3 Visitor, §4 "Visitor session", §7 track calls). One row per
 * browser session id: the first view upserts the full record (location resolved here from
 * the IP, IP stored truncated); page changes and heartbeats move currentPage and lastSeen;
 * the leave beacon marks the session inactive. Bots are filtered by the route (isbot).
 * A session's first view also fixes its first touch (landing page, campaign, source, UTM),
 * which the funnel and a lead's first-touch attribution read, and its first view of a page
 * under an experiment fixes the variant it saw (exposure, read by the experiment's results and
 * copied to a lead). `now` is a parameter.
 * This module is the one writer of `visitors`. The tracking writes are hand-written SQL
 * through sqlOf (the busiest endpoint: no Prisma query compiler, no implicit transaction
 * around an updateMany), and each tracking call is one statement: the per-address limit and
 * the write together (rate-limit.ts hitWith), one round trip to the database per call.
 */
import 'server-only';
import * as z from 'zod/mini';
import { sqlOf, type Db } from '../db/client';
import { Prisma, type Lead } from '../generated/prisma/client';
import { truncateIp, limitSubject } from '../http/client-ip';
import { locateIp } from './geo';
import { hitWith, type Limit } from '../http/rate-limit';
import { readAttribution } from '@/lib/campaigns/campaign';
import type { ExperimentExposure } from '@/lib/experiments/exposure';

const sql = Prisma.sql;

/** Tracking calls allowed per IP per minute (heartbeat every 30 s leaves ample room). */
export const TRACKING_LIMIT_PER_MINUTE = 120;

/** Who is calling: raw IP (used for location, stored truncated) and user agent. */
export interface VisitorClient {
  ip: string;
  userAgent: string | null;
}

/** The limit every tracking call of address `ip` counts against (per IPv6 /64, limitSubject). */
function trackingLimit(ip: string): Limit {
  return { key: `track:ip:${limitSubject(ip)}`, max: TRACKING_LIMIT_PER_MINUTE, windowSec: 60 };
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

/** What a session's record says of its client: truncated address, browser, location. */
type Identity = Awaited<ReturnType<typeof identity>>;

async function identity(client: VisitorClient) {
  return {
    ipAddress: truncateIp(client.ip),
    userAgent: client.userAgent?.slice(0, 400) ?? null,
    ...(await locateIp(client.ip)),
  };
}

/** A view: the session, the page, where it came from and the experiment variant it showed. */
interface View {
  sessionId: string;
  currentPage: string;
  referrer: string;
  experiment?: ExperimentExposure;
}

/**
 * `INSERT INTO visitors … SELECT <row> WHERE within`, the record a session is created with
 * (its first touch from `currentPage`, its exposure from `experiment`), for the caller to end
 * with its ON CONFLICT clause.
 */
function insertVisitor(view: View, who: Identity, now: Date, within: Prisma.Sql): Prisma.Sql {
  const touch = firstTouch(view.currentPage);
  return sql`
    INSERT INTO visitors (session_id, ip_address, user_agent, country, country_code, city, region,
      current_page, referrer, is_active, landing_page, campaign_id, ad_source, utm_source,
      utm_medium, utm_campaign, experiment_id, experiment_variant, last_seen, created_at)
    SELECT ${view.sessionId}, ${who.ipAddress}, ${who.userAgent}, ${who.country},
      ${who.countryCode}, ${who.city}, ${who.region}, ${view.currentPage}, ${view.referrer},
      true, ${touch.landingPage}, ${touch.campaignId}, ${touch.adSource}, ${touch.utmSource},
      ${touch.utmMedium}, ${touch.utmCampaign}, ${view.experiment?.id ?? null}::integer,
      ${view.experiment?.variant ?? null}::text, ${now}::timestamptz, ${now}::timestamptz
    WHERE ${within}`;
}

/**
 * The ON CONFLICT assignments of the exposure: the first one wins. A session that has none takes
 * this view's (possibly none); one that has one keeps it, id and variant together, whatever
 * experiment a later page is under (SET reads the row as it was, so both test the old id).
 */
const KEEP_FIRST_EXPOSURE = sql`
      experiment_id = COALESCE(visitors.experiment_id, EXCLUDED.experiment_id),
      experiment_variant = CASE WHEN visitors.experiment_id IS NULL
        THEN EXCLUDED.experiment_variant ELSE visitors.experiment_variant END`;

/**
 * First page view: counts the call against the address's tracking limit (`rate_limited`,
 * 429, past it, and nothing written) and creates or refreshes the session's full record, in
 * one statement. `experiment`, the variant the page showed, becomes the session's exposure
 * unless it already has one.
 */
export async function recordVisit(
  db: Db,
  input: {
    sessionId: string;
    currentPage: string;
    referrer?: string;
    experiment?: ExperimentExposure;
  },
  client: VisitorClient,
  now = new Date(),
): Promise<void> {
  const visit = { ...input, referrer: input.referrer?.trim() || 'Direct' };
  const who = await identity(client);
  // On a repeat view the row keeps its first touch (landing page, campaign, UTM): EXCLUDED
  // carries this view's values for the columns that follow the visitor.
  await hitWith(
    db,
    trackingLimit(client.ip),
    (within) => sql`${insertVisitor(visit, who, now, within)}
    ON CONFLICT (session_id) DO UPDATE SET ip_address = EXCLUDED.ip_address,
      user_agent = EXCLUDED.user_agent, country = EXCLUDED.country,
      country_code = EXCLUDED.country_code, city = EXCLUDED.city, region = EXCLUDED.region,
      current_page = EXCLUDED.current_page, referrer = EXCLUDED.referrer, is_active = true,
      last_seen = EXCLUDED.last_seen, ${KEEP_FIRST_EXPOSURE}`,
    now,
  );
}

/**
 * Page change or heartbeat (`page` set): moves currentPage, lastSeen and isActive, creating
 * the record (as a first view with referrer 'Direct') if the first view was lost. Leave beacon
 * (`page` '' or isActive false): marks the session inactive and keeps its last page. Either
 * way the call counts against the address's tracking limit first (`rate_limited`, 429, past
 * it, and nothing written), in the same statement. A page change's `experiment` becomes the
 * session's exposure unless it already has one, as in recordVisit.
 */
export async function recordPage(
  db: Db,
  input: { sessionId: string; page: string; isActive?: boolean; experiment?: ExperimentExposure },
  client: VisitorClient,
  now = new Date(),
): Promise<void> {
  const limit = trackingLimit(client.ip);
  if (input.page === '' || input.isActive === false) {
    await hitWith(
      db,
      limit,
      (within) => sql`
        UPDATE visitors SET is_active = false, last_seen = ${now}
         WHERE session_id = ${input.sessionId} AND ${within}`,
      now,
    );
    return;
  }
  // A known session keeps everything but the three columns a heartbeat moves; the location is
  // looked up all the same (an in-memory read, cached) so that one statement covers both cases.
  const view: View = {
    sessionId: input.sessionId,
    currentPage: input.page,
    referrer: 'Direct',
    experiment: input.experiment,
  };
  const who = await identity(client);
  await hitWith(
    db,
    limit,
    (within) => sql`${insertVisitor(view, who, now, within)}
    ON CONFLICT (session_id) DO UPDATE SET current_page = EXCLUDED.current_page,
      is_active = true, last_seen = EXCLUDED.last_seen, ${KEEP_FIRST_EXPOSURE}`,
    now,
  );
}

const text = z.nullable(z.string());
const FirstTouchRow = z.object({
  landing_page: text,
  campaign_id: text,
  ad_source: text,
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  experiment_id: z.nullable(z.number()),
  experiment_variant: text,
});

/** What a lead copies from its visitor session (leadFirstTouch). */
export type LeadFirstTouch = Partial<
  Pick<
    Lead,
    | 'visitorSessionId'
    | 'firstLandingPage'
    | 'firstCampaignId'
    | 'firstAdSource'
    | 'firstUtmSource'
    | 'firstUtmMedium'
    | 'firstUtmCampaign'
    | 'experimentId'
    | 'experimentVariant'
  >
>;

/**
 * The first touch of visitor session `sessionId` in the shape of a lead's first-touch
 * columns, with the session's exposure in the shape of a lead's experiment columns (as stored:
 * unchecked against the experiments), or {} when the session is unknown (tracking blocked, or
 * a bot).
 */
export async function leadFirstTouch(
  db: Db,
  sessionId: string | null | undefined,
): Promise<LeadFirstTouch> {
  if (!sessionId) return {};
  const [row] = await sqlOf(db)(
    sql`SELECT landing_page, campaign_id, ad_source, utm_source, utm_medium, utm_campaign,
               experiment_id, experiment_variant
          FROM visitors WHERE session_id = ${sessionId}`,
  );
  if (!row) return { visitorSessionId: sessionId };
  const visitor = FirstTouchRow.parse(row);
  return {
    visitorSessionId: sessionId,
    firstLandingPage: visitor.landing_page,
    firstCampaignId: visitor.campaign_id,
    firstAdSource: visitor.ad_source,
    firstUtmSource: visitor.utm_source,
    firstUtmMedium: visitor.utm_medium,
    firstUtmCampaign: visitor.utm_campaign,
    experimentId: visitor.experiment_id,
    experimentVariant: visitor.experiment_variant,
  };
}

/**
 * Strips session `sessionId` of address, place, browser and referrer through `tx` (a lead's
 * erasure): the session still counts in the funnel, now anonymous.
 */
export async function anonymizeVisitor(
  tx: Pick<Prisma.TransactionClient, 'visitor'>,
  sessionId: string,
): Promise<void> {
  await tx.visitor.updateMany({
    where: { sessionId },
    data: { ipAddress: null, city: null, region: null, userAgent: null, referrer: null },
  });
}

/** Deletes the sessions last seen before `before` (retention); returns how many. */
export async function purgeVisitorsSeenBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.visitor.deleteMany({ where: { lastSeen: { lt: before } } });
  return count;
}
