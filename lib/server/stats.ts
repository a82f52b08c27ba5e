/**
 * Honest live figures for the pre-landers (DESIGN.md §5, SPEC.md §2.10): visitors active in
 * the last 5 minutes, free-access places left (500 minus grants) and the variant's stored
 * offer end. Read-only; the route caches the answer for 30 s.
 */
import 'server-only';
import type { PrelanderVariantId } from '@/lib/prelanders';
import type { LiveStatsResponse } from '@/lib/validation/stats';
import type { Db } from './db';
import { freeAccessPlacesLeft } from './free-access';

/** A visitor counts as "studying now" when seen within this window. */
export const ACTIVE_WINDOW_MS = 5 * 60 * 1000;

/** Visitors "studying now" at `now`: active and seen within ACTIVE_WINDOW_MS (public and admin). */
export function onlineVisitorsWhere(now: Date) {
  return { isActive: true, lastSeen: { gte: new Date(now.getTime() - ACTIVE_WINDOW_MS) } };
}

/** The live figures of `variantId` at `now`. */
export async function liveStats(
  db: Db,
  variantId: PrelanderVariantId,
  now: Date = new Date(),
): Promise<LiveStatsResponse> {
  const [peopleStudyingNow, placesLeft, offer] = await Promise.all([
    db.visitor.count({ where: onlineVisitorsWhere(now) }),
    freeAccessPlacesLeft(db),
    db.landingOffer.findUnique({ where: { variantId }, select: { offerEndsAt: true } }),
  ]);
  return {
    peopleStudyingNow,
    placesLeft: Math.max(0, placesLeft),
    offerEndsAt: offer?.offerEndsAt?.toISOString() ?? null,
  };
}
