import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { isbot } from 'isbot';
import { trackPageSchema } from '@/lib/validation/tracking';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { recordPage } from '@/lib/server/tracking/visitors';
import { servedExposure } from '@/lib/server/experiments/exposure-check';

const postDoc: OperationDoc = {
  tag: 'Tracking',
  summary: 'A page change, the 30 s heartbeat or the leave beacon',
  description:
    'Sent with `sendBeacon` as text/plain on leaving (page ""); bots are answered 204 and not counted.',
  bodyTypes: ['application/json', 'text/plain'],
  answers: { 204: { description: 'Counted.' } },
  errors: { 429: '`rate_limited`: tracking calls per address' },
};

// POST /api/track-page — page change, 30 s heartbeat or leave beacon (sendBeacon, text/plain)
export const POST = withJson(
  { body: trackPageSchema, doc: postDoc },
  async ({ body, request, ip }) => {
    const userAgent = request.headers.get('user-agent');
    if (isbot(userAgent)) return new Response(null, { status: 204 });
    const db = await getDb();
    // An exposure the server did not serve on this page, now, is dropped (never refused).
    const experiment = await servedExposure(db, body.experiment, { page: body.page });
    // The per-address limit is taken in the same statement as the write (429 past it).
    await recordPage(db, { ...body, experiment: experiment ?? undefined }, { ip, userAgent });
    return new Response(null, { status: 204 });
  },
);
