import { isbot } from 'isbot';
import { trackVisitorSchema } from '@/lib/validation/tracking';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { recordVisit } from '@/lib/server/tracking/visitors';

// POST /api/track-visitor — first page view of a session (SPEC.md §7); bots are not counted
export const POST = withJson({ body: trackVisitorSchema }, async ({ body, request, ip }) => {
  const userAgent = request.headers.get('user-agent');
  if (isbot(userAgent)) return new Response(null, { status: 204 });
  // The per-address limit is taken in the same statement as the write (429 past it).
  await recordVisit(await getDb(), body, { ip, userAgent });
  return new Response(null, { status: 204 });
});
