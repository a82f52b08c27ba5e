/**
 * One API operation as the OpenAPI document describes it: the route file's method, who may call
 * it, the zod schemas its wrapper parses (body, query, path) and the answers it gives. Each
 * route handler declares its `OperationDoc` in its wrapper's options (`doc`), beside the
 * schemas and permission the wrapper already knows; ./assemble.ts joins them with the method
 * and path into an `ApiOperation`. The document (./document.ts) adds what every operation of a
 * kind answers (the Origin check, the body and query refusals, the admin guard's 401/403, 503
 * while the database is away). docs/api.md.
 */
import type * as z from 'zod/mini';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call: anyone; a lead's verified session (401 without); only the verified session of
 * the lead named in the path (404 for anyone else: nobody learns the lead exists); anyone,
 * linked to the lead of a session when there is one; an admin session with the route's
 * permission (401, 403); an admin session when there is one (logout); the operator's
 * METRICS_TOKEN as a bearer token (401; 404 as for an unknown path while it is unset).
 */
export type Access =
  'public' | 'lead' | 'lead-own' | 'lead-optional' | 'admin' | 'admin-optional' | 'metrics';

/** A success answer: JSON with its schema (a named export of a contract file), or another type. */
export interface Answer {
  description: string;
  /** The JSON body's schema; absent: no body (204) or a non-JSON `type`. */
  schema?: z.ZodMiniType;
  /** Media type of a non-JSON body, e.g. text/csv. */
  type?: 'text/csv' | 'text/html' | 'text/plain';
  /** Sent as a file download (Content-Disposition: attachment). */
  attachment?: boolean;
}

/**
 * What a route handler declares about its operation beside the schemas its wrapper parses:
 * `body`, `query` and `params` only for a part the route reads itself.
 */
export interface OperationDoc {
  tag: string;
  summary: string;
  description?: string;
  /** Default: `admin` under withAdmin, `public` otherwise. */
  access?: Access;
  /** The JSON body schema the route parses (its input side is documented). */
  body?: z.ZodMiniType;
  /** Media types the body is read from, when not only JSON (the body is read the same way). */
  bodyTypes?: readonly string[];
  /** The route reads the body itself (its refusals are in `errors`), not the wrapper. */
  bodyReadByRoute?: boolean;
  /** The query schema the route parses; each property is one query parameter. */
  query?: z.ZodMiniType;
  /** A query the schema refuses is answered 404 (an unknown id), not 400. */
  queryRefusedAs404?: boolean;
  /** The path parameters' schema (a path whose parameter is refused answers 404). */
  params?: z.ZodMiniType;
  /**
   * Answers by status that are not the error shape: the success answers, and an answer of the
   * route's own for a 4xx/5xx (GET /api/health/ready's 503). A status here is not also an error.
   */
  answers: Record<number, Answer>;
  /** Error answers this route gives besides the shared ones: status → the codes and when. */
  errors?: Record<number, string>;
  /** The session cookie the success answer sets (or clears). */
  cookie?: 'lead' | 'lead-cleared' | 'admin' | 'admin-cleared';
  /**
   * Never answers 503 `unavailable`: the route reads no database (GET /api/health/live), or
   * answers the database's failure itself (the readiness probe, the metrics' outbox gauges).
   */
  noUnavailable?: boolean;
  /** docs/product.md's own error body (POST /api/admin/login): 400 names the first bad field. */
  adminLoginErrors?: boolean;
}

/** An operation of the document: a route's doc with its method, path and wrapper's options. */
export interface ApiOperation extends OperationDoc {
  method: HttpMethod;
  /** OpenAPI path, e.g. `/api/leads/{leadId}` (the route file's `[leadId]` in braces). */
  path: string;
  access: Access;
  /** The admin permission the route asks for (lib/server/auth/admin-permissions.ts). */
  permission?: string;
  /** Owner writes that need a step-up in the last 5 minutes (403 step_up_required). */
  stepUp?: boolean;
  /** Open to a session that must still enrol a second factor (ADMIN_REQUIRE_MFA). */
  beforeMfa?: boolean;
  /** Open to an admin that must choose a new password first. */
  beforePasswordChange?: boolean;
}

/** The refusals of the SMS sending limits (registration, resend). */
export const SEND_LIMITS =
  '`resend_too_soon` (120 s between codes), `daily_limit` (5 codes a day per number), `rate_limited` (per address or country prefix)';

/** The proof-of-work refusals of the forms that send an SMS. */
export const PROOF_ERRORS = {
  400: '`proof_required`: no proof of work (`altcha`, the widget’s payload)',
  403: '`proof_invalid`: a proof that is forged, wrong, expired, already used or issued cheaper than the cost now in force',
};

/** A CSV download's answer. */
export const csv = (what: string): Answer => ({
  description: `${what} as CSV (UTF-8 with a BOM, streamed), a file download.`,
  type: 'text/csv',
  attachment: true,
});
