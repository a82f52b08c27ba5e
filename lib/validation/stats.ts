/** Query of GET /api/stats/live (DESIGN.md §5): `variant` is one of the pre-lander ids. */
import * as z from 'zod/mini';
import { PRELANDER_VARIANT_IDS } from '@/lib/prelanders';

export const liveStatsQuerySchema = z.object({ variant: z.enum(PRELANDER_VARIANT_IDS) });

export type LiveStatsQuery = z.output<typeof liveStatsQuerySchema>;

/** Live figures shown on a pre-lander; `offerEndsAt` is an ISO time or null. */
export interface LiveStatsResponse {
  peopleStudyingNow: number;
  placesLeft: number;
  offerEndsAt: string | null;
}
