import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withJson } from '@/lib/server/http/route';
import { checkReadiness } from '@/lib/server/db/readiness';
import { type ReadyResponse, readyResponse, notReadyResponse } from '@/lib/contracts/health';

/** Answered per request, never stored by Next or any cache on the way. */
export const dynamic = 'force-dynamic';

const getDoc: OperationDoc = {
  tag: 'Operations',
  summary: 'Readiness probe: send this process traffic?',
  description:
    'Ready when the database answers within 2 s and has recorded every migration this build ships. Only the status code matters to a probe; the body tells the operator why. `Cache-Control: no-store`.',
  answers: {
    200: { description: 'Ready.', schema: readyResponse },
    503: {
      description: 'Not ready: the database is unreachable or a migration is not applied.',
      schema: notReadyResponse,
    },
  },
  noUnavailable: true,
};

// GET /api/health/ready — 200 when the database answers with every migration applied, else
// 503 with the reason
export const GET = withJson({ doc: getDoc }, async () => {
  const readiness = await checkReadiness();
  const body: ReadyResponse = readiness.ready
    ? { status: 'ready', migrations: readiness.migrations }
    : { status: 'not_ready', reason: readiness.reason };
  return Response.json(body, {
    status: readiness.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
});
