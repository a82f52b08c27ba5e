import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { cachedLiveStats } from '@/lib/server/requests/live-stats';
import { liveStatsQuerySchema, liveStatsResponse } from '@/lib/contracts/stats';

/** Shared caches and browsers may reuse the figures for 30 s (docs/decisions.md §5: cache ≤ 30 s). */
const CACHE_CONTROL = 'public, max-age=30, s-maxage=30';

const getDoc: OperationDoc = {
  tag: 'Figures',
  summary: 'The live figures of a pre-lander',
  description: 'Shared caches may keep the answer 30 s.',
  query: liveStatsQuerySchema,
  queryRefusedAs404: true,
  answers: { 200: { description: 'Figures.', schema: liveStatsResponse } },
};

// GET /api/stats/live?variant=PL_… — live figures of a pre-lander; unknown variant → 404
export const GET = withJson({ doc: getDoc }, async ({ request }) => {
  const query = liveStatsQuerySchema.safeParse({
    variant: request.nextUrl.searchParams.get('variant') ?? undefined,
  });
  if (!query.success) throw new AppError('not_found');
  const stats = await cachedLiveStats(await getDb(), query.data.variant);
  return Response.json(stats, { headers: { 'Cache-Control': CACHE_CONTROL } });
});
