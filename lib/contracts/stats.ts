/**
 * GET /api/stats/live?variant=PL_… (DESIGN.md §5): the live figures of a pre-lander. The query
 * schema is the route's; the answer is read by the pre-lander's client island.
 */
import * as z from 'zod/mini';
import { PRELANDER_VARIANT_IDS } from '@/lib/prelanders';

/** The query: `variant` is one of the pre-lander ids (anything else is a 404). */
export const liveStatsQuerySchema = z.object({ variant: z.enum(PRELANDER_VARIANT_IDS) });

/** Live figures shown on a pre-lander; `offerEndsAt` is an ISO time or null. */
export interface LiveStatsResponse {
  peopleStudyingNow: number;
  placesLeft: number;
  offerEndsAt: string | null;
}
