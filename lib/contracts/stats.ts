/**
 * GET /api/stats/live?variant=PL_… (docs/decisions.md §5): the live figures of a pre-lander. The query
 * schema is the route's; the answer is read by the pre-lander's client island.
 */
import * as z from 'zod/mini';
import { PRELANDER_VARIANT_IDS } from '@/lib/campaigns/prelanders';

/** The query: `variant` is one of the pre-lander ids (anything else is a 404). */
export const liveStatsQuerySchema = z.object({ variant: z.enum(PRELANDER_VARIANT_IDS) });

/**
 * Figures about people, each a real count (docs/decisions.md §5): verified students (leads whose phone
 * was verified), ebook PDFs served, and the average rating of the published testimonials with
 * their count (null while none is published). Answer of GET /api/stats/community.
 */
export interface CommunityStats {
  verifiedStudents: number;
  ebookDownloads: number;
  rating: { average: number; count: number } | null;
}

/** Live figures shown on a pre-lander; `offerEndsAt` is an ISO time or null. */
export interface LiveStatsResponse extends CommunityStats {
  peopleStudyingNow: number;
  placesLeft: number;
  offerEndsAt: string | null;
}
