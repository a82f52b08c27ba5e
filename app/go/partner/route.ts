import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { sessionToken } from '@/lib/server/auth/lead-session';
import { logger } from '@/lib/server/logger';
import { partnerUrl, recordPartnerClick } from '@/lib/server/requests/partner-clicks';

// GET /go/partner?campaign=… — record a click on the partner offer (lead if known, campaign,
// time), then 302 to the configured broker URL: the only target, whatever the query says
// (no open redirect). 404 when no partner broker is configured.
export async function GET(request: NextRequest) {
  const db = await getDb();
  const target = await partnerUrl(db);
  if (!target) return new Response('Not found', { status: 404 });
  try {
    await recordPartnerClick(db, {
      sessionToken: sessionToken(request),
      campaignId: request.nextUrl.searchParams.get('campaign'),
    });
  } catch (error) {
    // The visitor still goes on: a click we failed to count is better than a dead link.
    logger.error({ err: error }, 'partner click not recorded');
  }
  return new Response(null, {
    status: 302,
    headers: { Location: target, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}
