import type { CommunityStats } from '@/lib/contracts/stats';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { cachedCommunityStats } from '@/lib/server/requests/live-stats';

/** Shared caches and browsers may reuse the figures for 30 s (docs/decisions.md §5: cache ≤ 30 s). */
const CACHE_CONTROL = 'public, max-age=30, s-maxage=30';

// GET /api/stats/community — verified students, ebook downloads, published testimonials' rating
export const GET = withJson({}, async () => {
  const stats: CommunityStats = await cachedCommunityStats(await getDb());
  return Response.json(stats, { headers: { 'Cache-Control': CACHE_CONTROL } });
});
