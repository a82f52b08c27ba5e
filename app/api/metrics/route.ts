import type { NextRequest } from 'next/server';
import { withJson } from '@/lib/server/http/route';
import { NotFoundError } from '@/lib/server/http/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { localeOf } from '@/lib/server/http/i18n';
import { metricsAccess, renderMetrics } from '@/lib/server/metrics/exposition';

// GET /api/metrics — Prometheus text format, for `Authorization: Bearer $METRICS_TOKEN`
// (401 otherwise). Without METRICS_TOKEN every method answers exactly as app/api/[[...path]]
// does for a path nobody serves, so the endpoint does not show it exists.
export const GET = withJson({}, async ({ request, locale }) => {
  const access = metricsAccess(request.headers.get('authorization'));
  if (access === 'hidden') throw new NotFoundError();
  if (access === 'denied') {
    const denied = errorResponse(locale, 401, 'unauthorized', 'metricsUnauthorized');
    denied.headers.set('WWW-Authenticate', 'Bearer realm="metrics"');
    denied.headers.set('Cache-Control', 'no-store');
    return denied;
  }
  const { body, contentType } = await renderMetrics();
  return new Response(body, {
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
  });
});

// The methods app/api/[[...path]] answers; another one here would answer 405 and give the
// endpoint away. Metrics are only read.
async function notFound(request: NextRequest): Promise<Response> {
  return errorResponse(localeOf(request), 404, 'not_found', 'notFound');
}

export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
