import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withJson } from '@/lib/server/http/route';
import { AppError } from '@/lib/server/http/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { notFoundAnswer } from '@/lib/server/http/not-found';
import { metricsAccess, renderMetrics } from '@/lib/server/metrics/exposition';

const getDoc: OperationDoc = {
  tag: 'Operations',
  summary: 'Prometheus metrics of this process',
  description:
    'The Prometheus text exposition format (`text/plain; version=0.0.4`): requests by route pattern and status, registrations, SMS, receipts, rate-limit refusals, the process’s defaults, and the outbox backlog read from the database at scrape time (left out of a scrape the database does not answer). `Cache-Control: no-store`. The other methods answer 404 as for any path nobody serves.',
  access: 'metrics',
  answers: { 200: { description: 'The metrics.', type: 'text/plain' } },
  noUnavailable: true,
};

// GET /api/metrics — Prometheus text format, for `Authorization: Bearer $METRICS_TOKEN`
// (401 otherwise). Without METRICS_TOKEN every method answers exactly as app/api/[[...path]]
// does for a path nobody serves, so the endpoint does not show it exists.
export const GET = withJson({ doc: getDoc }, async ({ request, locale }) => {
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
