/**
 * The health probes of a load balancer or orchestrator (README "Deploy"): GET /api/health/live
 * and GET /api/health/ready. No auth, no body, `Cache-Control: no-store`; only the status
 * code matters to a probe, the body says why to the operator reading it.
 */
import * as z from 'zod/mini';
import { count } from '@/lib/contracts/answer-parts';

/** GET /api/health/live, always 200: the process answers (no database, no file read). */
export type LiveResponse = z.output<typeof liveResponse>;

/**
 * GET /api/health/ready: 200 `ready` when the database answers and every migration this build
 * ships is applied; else 503 `not_ready` with the first reason found, e.g. `database
 * unreachable` or `migrations not applied: 20261125211240_lead_values`.
 */
export type ReadyResponse = z.output<typeof readyResponse> | z.output<typeof notReadyResponse>;

/** GET /api/health/live: the process answers. */
export const liveResponse = z.object({ status: z.literal('live') });

/** GET /api/health/ready's 200: the database answers with every migration applied. */
export const readyResponse = z.object({
  status: z.literal('ready'),
  migrations: count().check(z.describe('How many migrations this build ships (all applied).')),
});

/** GET /api/health/ready's 503: why this process should get no traffic yet. */
export const notReadyResponse = z.object({
  status: z.literal('not_ready'),
  reason: z
    .string()
    .check(
      z.describe(
        'The first reason found, for the operator: `database unreachable`, `migrations not applied: …`, …',
      ),
    ),
});
