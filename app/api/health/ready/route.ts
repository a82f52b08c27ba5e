import { withJson } from '@/lib/server/http/route';
import { checkReadiness } from '@/lib/server/db/readiness';
import type { ReadyResponse } from '@/lib/contracts/health';

/** Answered per request, never stored by Next or any cache on the way. */
export const dynamic = 'force-dynamic';

// GET /api/health/ready — 200 when the database answers with every migration applied, else
// 503 with the reason
export const GET = withJson({}, async () => {
  const readiness = await checkReadiness();
  const body: ReadyResponse = readiness.ready
    ? { status: 'ready', migrations: readiness.migrations }
    : { status: 'not_ready', reason: readiness.reason };
  return Response.json(body, {
    status: readiness.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
});
