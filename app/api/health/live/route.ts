import { withJson } from '@/lib/server/http/route';
import type { LiveResponse } from '@/lib/contracts/health';

/** Answered per request, never stored by Next or any cache on the way. */
export const dynamic = 'force-dynamic';

// GET /api/health/live — 200 while the process answers requests; reads no database or file
export const GET = withJson({}, async () =>
  Response.json({ status: 'live' } satisfies LiveResponse, {
    headers: { 'Cache-Control': 'no-store' },
  }),
);
