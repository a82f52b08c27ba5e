import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { type CommunityStats, communityStats } from '@/lib/contracts/stats';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { cachedCommunityStats } from '@/lib/server/requests/live-stats';

/** Shared caches and browsers may reuse the figures for 30 s (docs/decisions.md §5: cache ≤ 30 s). */
const CACHE_CONTROL = 'public, max-age=30, s-maxage=30';

const getDoc: OperationDoc = {
  tag: 'Figures',
  summary: 'Verified students, ebook downloads and the testimonials’ rating',
  description: 'Each a real count; shared caches may keep the answer 30 s.',
  answers: { 200: { description: 'Figures.', schema: communityStats } },
};

// GET /api/stats/community — verified students, ebook downloads, published testimonials' rating
export const GET = withJson({ doc: getDoc }, async () => {
  const stats: CommunityStats = await cachedCommunityStats(await getDb());
  return Response.json(stats, { headers: { 'Cache-Control': CACHE_CONTROL } });
});
