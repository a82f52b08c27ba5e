/**
 * The health probes of a load balancer or orchestrator (README "Deploy"): GET /api/health/live
 * and GET /api/health/ready. No auth, no body, `Cache-Control: no-store`; only the status
 * code matters to a probe, the body says why to the operator reading it.
 */

/** GET /api/health/live, always 200: the process answers (no database, no file read). */
export interface LiveResponse {
  status: 'live';
}

/**
 * GET /api/health/ready: 200 `ready` when the database answers and every migration this build
 * ships is applied; else 503 `not_ready` with the first reason found, e.g. `database
 * unreachable` or `migrations not applied: 20261125211240_lead_values`.
 */
export type ReadyResponse =
  { status: 'ready'; migrations: number } | { status: 'not_ready'; reason: string };
