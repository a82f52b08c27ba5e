/**
 * Visitor sessions (SPEC.md §3 Visitor, §4 "Visitor session", §7 track calls). One row per
 * browser session id: the first view upserts the full record (location resolved here from
 * the IP, IP stored truncated); page changes and heartbeats move currentPage and lastSeen;
 * the leave beacon marks the session inactive. Bots are filtered by the route (isbot).
 * A session's first view also fixes its first touch (landing page, campaign, source, UTM),
 * which the funnel and a lead's first-touch attribution read. `now` is a parameter.
 */
import 'server-only';
import type { Db } from './db';
import { truncateIp } from './client-ip';
import { locateIp } from './geo';
import { hit } from './rate-limit';
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
  await hit(db, { key: `track:ip:${ip}`, max: TRACKING_LIMIT_PER_MINUTE, windowSec: 60 }, now);
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

/** First page view: creates or refreshes the session's full record. */
export async function recordVisit(
  db: Db,
  input: { sessionId: string; currentPage: string; referrer?: string },
  client: VisitorClient,
  now = new Date(),
): Promise<void> {
  const referrer = input.referrer?.trim() || 'Direct';
  const data = { ...(await identity(client)), currentPage: input.currentPage, referrer };
  await db.visitor.upsert({
    where: { sessionId: input.sessionId },
    create: {
      sessionId: input.sessionId,
      ...data,
      ...firstTouch(input.currentPage),
      isActive: true,
      lastSeen: now,
      createdAt: now,
    },
    update: { ...data, isActive: true, lastSeen: now },
  });
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
  if (input.page === '' || input.isActive === false) {
    await db.visitor.updateMany({
      where: { sessionId: input.sessionId },
      data: { isActive: false, lastSeen: now },
    });
    return;
  }
  const updated = await db.visitor.updateMany({
    where: { sessionId: input.sessionId },
    data: { currentPage: input.page, isActive: true, lastSeen: now },
  });
  if (updated.count === 0) {
    await recordVisit(db, { sessionId: input.sessionId, currentPage: input.page }, client, now);
  }
}

/**
 * The first touch of visitor session `sessionId` in the shape of a lead's first-touch
 * columns, or {} when the session is unknown (tracking blocked, or a bot).
 */
export async function leadFirstTouch(db: Db, sessionId: string | null | undefined) {
  if (!sessionId) return {};
  const visitor = await db.visitor.findUnique({
    where: { sessionId },
    select: {
      landingPage: true,
      campaignId: true,
      adSource: true,
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
    },
  });
  if (!visitor) return { visitorSessionId: sessionId };
  return {
    visitorSessionId: sessionId,
    firstLandingPage: visitor.landingPage,
    firstCampaignId: visitor.campaignId,
    firstAdSource: visitor.adSource,
    firstUtmSource: visitor.utmSource,
    firstUtmMedium: visitor.utmMedium,
    firstUtmCampaign: visitor.utmCampaign,
  };
}
