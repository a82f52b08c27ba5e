import { withJson } from '@/lib/server/http/route';
import { AppError } from '@/lib/server/http/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { notFoundAnswer } from '@/lib/server/http/not-found';
import { metricsAccess, renderMetrics } from '@/lib/server/metrics/exposition';

// GET /api/metrics — Prometheus text format, for `Authorization: Bearer $METRICS_TOKEN`
// (401 otherwise). Without METRICS_TOKEN every method answers exactly as app/api/[[...path]]
// does for a path nobody serves, so the endpoint does not show it exists.
export const GET = withJson({}, async ({ request, locale }) => {
  const access = metricsAccess(request.headers.get('authorization'));
  if (access === 'hidden') throw new AppError('not_found');
  if (access === 'denied') {
    const denied = errorResponse(locale, 'metrics_unauthorized');
    denied.headers.set('WWW-Authenticate', 'Bearer realm="metrics"');
    denied.headers.set('Cache-Control', 'no-store');
    return denied;
  }
  const { body, contentType } = await renderMetrics();
  return new Response(body, {
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
  });
});

// The methods app/api/[[...path]] answers, with its very answer (so they are no operation of
// the OpenAPI document either); another method here would answer 405 and give the endpoint
// away. Metrics are only read.
export const POST = notFoundAnswer;
export const PUT = notFoundAnswer;
export const PATCH = notFoundAnswer;
export const DELETE = notFoundAnswer;
