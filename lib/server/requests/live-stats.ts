/**
 * Honest live figures for the pre-landers (docs/decisions.md §5, docs/product.md §2.10): visitors active in
 * the last 5 minutes, free-access places left (500 minus grants) and the variant's stored
 * offer end; and, there and on the home page, the figures about people (communityStats):
 * verified students, ebook downloads served, the published testimonials' rating. Read-only;
 * served from memory for LIVE_STATS_TTL_MS, and shared caches may keep the answer 30 s (the
 * route's Cache-Control). In requests/, above tracking/ and leads/, as it reads from both
 * (visitor sessions, the free-access pool).
 */
import 'server-only';
import { LRUCache } from 'lru-cache';
import type { PrelanderVariantId } from '@/lib/campaigns/prelanders';
import type { CommunityStats, LiveStatsResponse } from '@/lib/contracts/stats';
import type { Db } from '../db/client';
import { ebookDownloadsTotal } from '../leads/ebook-downloads';
import { freeAccessPlacesLeft } from '../leads/free-access';
import { publishedRating } from '../content/testimonials';

/** A visitor counts as "studying now" when seen within this window. */
export const ACTIVE_WINDOW_MS = 5 * 60 * 1000;

/** Visitors "studying now" at `now`: active and seen within ACTIVE_WINDOW_MS (public and admin). */
export function onlineVisitorsWhere(now: Date) {
  return { isActive: true, lastSeen: { gte: new Date(now.getTime() - ACTIVE_WINDOW_MS) } };
}

/** The figures about people now: each a count of rows, never a fixed number. */
export async function communityStats(db: Db): Promise<CommunityStats> {
  const [verifiedStudents, ebookDownloads, rating] = await Promise.all([
    db.lead.count({ where: { isVerified: true } }),
    ebookDownloadsTotal(db),
    publishedRating(db),
  ]);
  return { verifiedStudents, ebookDownloads, rating };
}

/** The live figures of `variantId` at `now`. */
export async function liveStats(
  db: Db,
  variantId: PrelanderVariantId,
  now: Date = new Date(),
): Promise<LiveStatsResponse> {
  const [peopleStudyingNow, placesLeft, offer, community] = await Promise.all([
    db.visitor.count({ where: onlineVisitorsWhere(now) }),
    freeAccessPlacesLeft(db),
    db.landingOffer.findUnique({ where: { variantId }, select: { offerEndsAt: true } }),
    communityStats(db),
  ]);
  return {
    ...community,
    peopleStudyingNow,
    placesLeft: Math.max(0, placesLeft),
    offerEndsAt: offer?.offerEndsAt?.toISOString() ?? null,
  };
}

/**
 * How long the public live figures are served from memory (docs/decisions.md §5 allows ≤ 30 s):
 * every pre-lander polls them, and recomputing three queries per poll would cap
 * GET /api/stats/live. An offer change clears its variant at once (forgetLiveStats).
 */
export const LIVE_STATS_TTL_MS = 10_000;

const liveCache = new LRUCache<PrelanderVariantId, LiveStatsResponse, Db>({
  max: 64,
  ttl: LIVE_STATS_TTL_MS,
  // One computation per variant at a time, however many polls arrive together.
  fetchMethod: (variantId, _stale, { context }) => liveStats(context, variantId),
});

/** liveStats of `variantId`, at most LIVE_STATS_TTL_MS old. */
export async function cachedLiveStats(
  db: Db,
  variantId: PrelanderVariantId,
): Promise<LiveStatsResponse> {
  return (await liveCache.fetch(variantId, { context: db }))!;
}

const communityCache = new LRUCache<'all', CommunityStats, Db>({
  max: 1,
  ttl: LIVE_STATS_TTL_MS,
  fetchMethod: (_key, _stale, { context }) => communityStats(context),
});

/** communityStats, at most LIVE_STATS_TTL_MS old. */
export async function cachedCommunityStats(db: Db): Promise<CommunityStats> {
  return (await communityCache.fetch('all', { context: db }))!;
}

/** Drops the cached figures of `variantId` (all variants, and the community's, without one). */
export function forgetLiveStats(variantId?: PrelanderVariantId): void {
  if (variantId) liveCache.delete(variantId);
  else {
    liveCache.clear();
    communityCache.clear();
  }
}
