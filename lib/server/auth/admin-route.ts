/**
 * `withAdmin`: the admin variant of the route wrapper (lib/server/http/route.ts). Before any body is
 * read it checks the session against the server-side record and the named permission, so an
 * unauthenticated request never reaches a handler (docs/decisions.md §6: defence in depth behind
 * proxy.ts). Handlers get `admin` next to the parsed parts.
 *
 *   // GET /api/admin/visitors — the live visitors page
 *   export const GET = withAdmin({ permission: 'visitors:read', query, doc }, async ({ query }) => …)
 *
 * (`doc`: the operation's summary and answers for the OpenAPI document, docs/api.md.)
 *
 * With ADMIN_REQUIRE_MFA=1 a session that has not proved a second factor gets 403
 * `mfa_enrolment_required` from every route but those marked `beforeMfa` (enrolment and
 * logout). A session of an account with a factor that did not prove it never gets here
 * (401: requireAdmin finds no live session).
 *
 * While an owner's "choose a new password" request is pending for the account, every route but
 * those marked `beforePasswordChange` (the password change, the session info, logout) answers
 * 403 `password_change_required`. A route marked `stepUp` (owner writes on accounts and the
 * site settings) answers 403 `step_up_required` unless the session stepped up (password and
 * code again: ./admin-step-up.ts) in the last 5 minutes; the check comes after the body is
 * parsed, so a request that would fail anyway is refused for that first.
 */
import 'server-only';
import { env } from '@/env';
import { route, type RequestContext, type RouteSchemas } from '../http/route';
import { getDb } from '../db/client';
import { requireAdmin } from './admin-session';
import { can, type AdminPermission } from './admin-permissions';
import { AppError } from '../http/errors';
import type { AdminIdentity } from './audit';
import { steppedUpRecently } from './admin-step-up';

/**
 * Whether `admin` must enrol a second factor before anything else: ADMIN_REQUIRE_MFA is on and
 * this session has not proved one (read from the session, not the account).
 */
export function mustEnrolMfa(admin: AdminIdentity): boolean {
  return env.ADMIN_REQUIRE_MFA === '1' && !admin.mfaVerified;
}

/** What withAdmin checks beyond the session: the permission, and the options above. */
export interface AdminRouteOptions {
  permission: AdminPermission;
  /** Open to a session that must still enrol a second factor (ADMIN_REQUIRE_MFA). */
  beforeMfa?: boolean;
  /** Open to an admin that must choose a new password first. */
  beforePasswordChange?: boolean;
  /** Only for a session that stepped up in the last STEP_UP_SECONDS (owner writes). */
  stepUp?: boolean;
}

/**
 * Wraps an admin endpoint; 401 without a live session, 403 without the permission, before a
 * compulsory second factor or password change, or (`stepUp`) without a recent step-up
 * (steppedUpRecently at the request's time).
 */
export function withAdmin<S extends RouteSchemas>(
  schemas: S & AdminRouteOptions,
  handler: (ctx: RequestContext<S> & { admin: AdminIdentity }) => Promise<Response>,
) {
  return route(
    schemas,
    async (request) => {
      const admin = await requireAdmin(await getDb(), request);
      if (!can(admin, schemas.permission)) throw new AppError('forbidden');
      if (!schemas.beforeMfa && mustEnrolMfa(admin)) throw new AppError('mfa_enrolment_required');
      if (!schemas.beforePasswordChange && admin.mustChangePassword)
        throw new AppError('password_change_required');
      return { admin };
    },
    async (ctx) => {
      if (schemas.stepUp && !steppedUpRecently(ctx.admin, new Date()))
        throw new AppError('step_up_required');
      const response = await handler(ctx);
      response.headers.set('Cache-Control', 'no-store');
      return response;
    },
  );
}
