import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withJson } from '@/lib/server/http/route';
import { type LiveResponse, liveResponse } from '@/lib/contracts/health';

/** Answered per request, never stored by Next or any cache on the way. */
export const dynamic = 'force-dynamic';

const getDoc: OperationDoc = {
  tag: 'Operations',
  summary: 'Liveness probe: the process answers',
  description:
    'Reads no database or file, so it stays 200 while the database is away (only readiness fails then). `Cache-Control: no-store`.',
  answers: { 200: { description: 'Live.', schema: liveResponse } },
  noUnavailable: true,
};

// GET /api/health/live — 200 while the process answers requests; reads no database or file
export const GET = withJson({ doc: getDoc }, async () =>
  Response.json({ status: 'live' } satisfies LiveResponse, {
    headers: { 'Cache-Control': 'no-store' },
  }),
);
