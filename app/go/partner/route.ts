import type { NextRequest } from 'next/server';
import { getDb, type Db } from '@/lib/server/db/client';
import { DATABASE_RETRY_AFTER_SEC } from '@/lib/server/http/errors';
import { sessionToken } from '@/lib/server/auth/lead-session';
import { logger } from '@/lib/server/logger';
import { partnerUrl, recordPartnerClick } from '@/lib/server/requests/partner-clicks';
import { safePartnerUrl } from '@/lib/server/settings/site-settings';

// GET /go/partner?campaign=… — record a click on the partner offer (lead if known, campaign,
// time), then 302 to the configured broker URL: the only target, whatever the query says
// (no open redirect). 404 when no partner broker is configured, 503 when the database that
// holds the broker setting cannot be read or the URL in force cannot be sent as a Location.
export async function GET(request: NextRequest) {
  let db: Db;
  let target: string | null;
  try {
    db = await getDb();
    target = await partnerUrl(db);
  } catch (error) {
    // Not the environment's broker instead: the operator may have replaced it in the back-office.
    logger.error({ err: error }, 'partner broker not read');
    return new Response('Service unavailable', {
      status: 503,
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SEC), 'Cache-Control': 'no-store' },
    });
  }
  if (!target) return new Response('Not found', { status: 404 });
  // Read settings are already normalised (site-settings.ts); this keeps a bad value a 503.
  const location = safePartnerUrl(target);
  if (!location) {
    logger.error('partner broker URL unusable as a redirect target');
    return new Response('Partner link unavailable', {
      status: 503,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
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
    headers: { Location: location, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}
