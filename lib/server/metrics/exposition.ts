/**
 * GET /api/metrics: who may read the metrics, and the Prometheus text the scrape gets.
 * Access is a bearer token (METRICS_TOKEN) compared in constant time; without one configured
 * the endpoint does not exist for anyone.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import { metrics } from './registry';
import { registerOutboxGauges } from './outbox-gauges';

/** 'hidden': METRICS_TOKEN is unset (answer as for an unknown path); 'denied': wrong token. */
export type MetricsAccess = 'granted' | 'denied' | 'hidden';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the `Authorization` header value grants the metrics under `token` (default
 * METRICS_TOKEN): `Bearer <token>`, the scheme in any case (RFC 9110 §11.1). Both sides are
 * hashed first, so the comparison takes the same time whatever the length or the first wrong
 * character of the guess.
 */
export function metricsAccess(
  authorization: string | null,
  token: string | undefined = env.METRICS_TOKEN,
): MetricsAccess {
  if (!token) return 'hidden';
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  if (!match) return 'denied';
  return timingSafeEqual(digest(match[1]!), digest(token)) ? 'granted' : 'denied';
}

/** This process's metrics in the Prometheus text format, with its content type. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  registerOutboxGauges();
  const body = await metrics.registry.metrics();
  return { body, contentType: metrics.registry.contentType };
}
