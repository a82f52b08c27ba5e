import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { isbot } from 'isbot';
import { trackVisitorSchema } from '@/lib/validation/tracking';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { recordVisit } from '@/lib/server/tracking/visitors';
import { servedExposure } from '@/lib/server/experiments/exposure-check';

const postDoc: OperationDoc = {
  tag: 'Tracking',
  summary: 'The first page view of a visitor session',
  description: 'Bots are answered 204 and not counted.',
  bodyTypes: ['application/json', 'text/plain'],
  answers: { 204: { description: 'Counted.' } },
  errors: { 429: '`rate_limited`: tracking calls per address' },
};

// POST /api/track-visitor — first page view of a session (docs/product.md §7); bots are not counted
export const POST = withJson(
  { body: trackVisitorSchema, doc: postDoc },
  async ({ body, request, ip }) => {
    const userAgent = request.headers.get('user-agent');
    if (isbot(userAgent)) return new Response(null, { status: 204 });
    const db = await getDb();
    // An exposure the server did not serve on this page, now, is dropped (never refused).
    const experiment = await servedExposure(db, body.experiment, { page: body.currentPage });
    // The per-address limit is taken in the same statement as the write (429 past it).
    await recordVisit(db, { ...body, experiment: experiment ?? undefined }, { ip, userAgent });
    return new Response(null, { status: 204 });
  },
);
