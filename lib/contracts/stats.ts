/**
 * GET /api/stats/live?variant=PL_… (docs/decisions.md §5): the live figures of a pre-lander. The query
 * schema is the route's; the answer is read by the pre-lander's client island.
 */
import * as z from 'zod/mini';
import { PRELANDER_VARIANT_IDS } from '@/lib/campaigns/prelanders';
import { count, instant } from '@/lib/contracts/answer-parts';

/** The query: `variant` is one of the pre-lander ids (anything else is a 404). */
export const liveStatsQuerySchema = z.object({ variant: z.enum(PRELANDER_VARIANT_IDS) });

/**
 * Figures about people, each a real count (docs/decisions.md §5): verified students (leads whose phone
 * was verified), ebook PDFs served, and the average rating of the published testimonials with
 * their count (null while none is published). Answer of GET /api/stats/community.
 */
export type CommunityStats = z.output<typeof communityStats>;

/** Live figures shown on a pre-lander; `offerEndsAt` is an ISO time or null. */
export type LiveStatsResponse = z.output<typeof liveStatsResponse>;

const communityFields = {
  verifiedStudents: count(),
  ebookDownloads: count(),
  rating: z.nullable(z.object({ average: z.number(), count: count() })),
};

export const communityStats = z.object(communityFields);

export const liveStatsResponse = z.object({
  ...communityFields,
  peopleStudyingNow: count(),
  placesLeft: count(),
  offerEndsAt: z.nullable(instant()),
});
