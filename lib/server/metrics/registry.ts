/**
 * The process's Prometheus metrics (prom-client), scraped at GET /api/metrics: the default
 * Node.js metrics, the request duration of every wrapped API route, SMS sends and delivery
 * receipts, Vonage Verify's requests (kept apart from the SMS: Verify sends by its own
 * channels and bills them itself), rate-limit refusals, and leads registered and verified. The
 * outbox gauges, which ask the database at scrape time, are added by ./outbox-gauges.ts.
 *
 * One registry per process, kept on globalThis: the bundler gives route handlers, the proxy
 * and instrumentation each their own copy of this module (as it does for db/client.ts), and a
 * module-level registry would leave a counter raised in one bundle out of the scrape served by
 * another. prom-client is also a server external package (next.config.ts), so its code is
 * loaded once.
 *
 * Recording is in memory only (a counter add, a histogram observe): nothing on a request's
 * path waits for I/O because of metrics.
 */
import 'server-only';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { env } from '@/env';

/** Most distinct `route` labels kept; any beyond are counted as `other` (bounded series). */
const MAX_ROUTE_LABELS = 300;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const created = {
    registry,
    /** Route labels seen so far (MAX_ROUTE_LABELS). */
    routeLabels: new Set<string>(),
    /** Whether ./outbox-gauges.ts has registered its gauges in this process. */
    outboxGauges: false,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response head of the API route handlers, in seconds, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      // prom-client's defaults (5 ms … 10 s) plus 25 ms and 50 ms, where the hot paths sit.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    smsSent: new Counter({
      name: 'sms_sent_total',
      help: 'SMS the provider accepted, by SMS driver',
      labelNames: ['driver'] as const,
      registers: [registry],
    }),
    smsFailed: new Counter({
      name: 'sms_failed_total',
      help: 'SMS the provider refused or could not be reached for, by SMS driver',
      labelNames: ['driver'] as const,
      registers: [registry],
    }),
    smsReceipts: new Counter({
      name: 'sms_delivery_receipts_total',
      help: 'Final delivery receipts that changed a code’s state, by state (delivered, expired, failed)',
      labelNames: ['state'] as const,
      registers: [registry],
    }),
    verifyRequests: new Counter({
      name: 'verify_requests_total',
      help: 'Verification requests asked of Vonage Verify (never counted as SMS), by first channel and outcome (started, blocked, busy, failed)',
      labelNames: ['channel', 'outcome'] as const,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Attempts refused by a rate limit, by limit name (e.g. sms:ip, register:ip)',
      labelNames: ['limit'] as const,
      registers: [registry],
    }),
    shieldRefusals: new Counter({
      name: 'form_shield_refusals_total',
      help: 'Requests refused before any SMS or password check, by reason (proof_missing, proof_spent, proof_expired, honeypot, too_fast, phone_type, …)',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    leadsRegistered: new Counter({
      name: 'leads_registered_total',
      help: 'Leads created by a registration (a repeated email or phone creates none)',
      registers: [registry],
    }),
    leadsVerified: new Counter({
      name: 'leads_verified_total',
      help: 'Leads whose phone number was verified with the SMS code',
      registers: [registry],
    }),
  };
  // Series that exist from the start at 0, so a ratio or an increase() over them has a value
  // before the first failure rather than none.
  for (const counter of [created.smsSent, created.smsFailed])
    counter.labels({ driver: env.SMS_DRIVER }).inc(0);
  for (const state of ['delivered', 'expired', 'failed'])
    created.smsReceipts.labels({ state }).inc(0);
  return created;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** This process's metrics (one set per process, whichever bundle asks). */
export const metrics: Metrics = ((globalThis as { __appMetrics?: Metrics }).__appMetrics ??=
  createMetrics());

/**
 * The route pattern of a request, e.g. `/api/leads/[leadId]/notes`: each dynamic segment's
 * value in `pathname` is put back as its `[name]`, so the label names the route file and not
 * one lead. Segments are matched from the end, in the params' order reversed (Next lists them
 * in path order). `unmatched` when a value is not found (nothing of the raw URL gets through).
 */
export function routePattern(
  pathname: string,
  params: Readonly<Record<string, string | string[] | undefined>>,
): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return pathname;
  const segments = pathname.split('/');
  let end = segments.length;
  for (let k = entries.length - 1; k >= 0; k--) {
    const [name, value] = entries[k]!;
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    let found = -1;
    for (let i = end - values.length; i >= 1 && found < 0; i--) {
      if (values.every((v, j) => sameSegment(segments[i + j]!, v))) found = i;
    }
    if (found < 0) return 'unmatched';
    const label = Array.isArray(value) ? `[...${name}]` : `[${name}]`;
    segments.splice(found, values.length, label);
    end = found;
  }
  return segments.join('/');
}

function sameSegment(segment: string, value: string): boolean {
  if (segment === value) return true;
  try {
    return decodeURIComponent(segment) === value;
  } catch {
    return false;
  }
}

/**
 * Records one API request: `seconds` from its arrival to its response head, under its method,
 * route pattern (routePattern) and status. Past MAX_ROUTE_LABELS distinct routes the route is
 * `other`.
 */
export function observeRequest(
  method: string,
  route: string,
  status: number,
  seconds: number,
): void {
  if (!metrics.routeLabels.has(route)) {
    if (metrics.routeLabels.size >= MAX_ROUTE_LABELS) route = 'other';
    else metrics.routeLabels.add(route);
  }
  metrics.requestDuration.observe({ method, route, status: String(status) }, seconds);
}
