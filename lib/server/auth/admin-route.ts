/**
 * `withAdmin`: the admin variant of the route wrapper (lib/server/http/route.ts). Before any body is
 * read it checks the session against the server-side record and the named permission, so an
 * unauthenticated request never reaches a handler (DESIGN.md §6: defence in depth behind
 * proxy.ts). Handlers get `admin` next to the parsed parts.
 *
 *   // GET /api/admin/visitors — the live visitors page
 *   export const GET = withAdmin({ permission: 'visitors:read', query }, async ({ query }) => …)
 *
 * With ADMIN_REQUIRE_MFA=1 a session that has not proved a second factor gets 403
 * `mfa_enrolment_required` from every route but those marked `beforeMfa` (enrolment and
 * logout). A session of an account with a factor that did not prove it never gets here
 * (401: requireAdmin finds no live session).
 */
import 'server-only';
import { env } from '@/env';
import { route, type RequestContext, type RouteSchemas } from '../http/route';
import { getDb } from '../db/client';
import { requireAdmin } from './admin-session';
import { can, type AdminPermission } from './admin-permissions';
import { AppError } from '../http/errors';
import type { AdminIdentity } from './audit';

/** 403: the admin's role does not include the route's permission. */
export class ForbiddenError extends AppError {
  constructor() {
    super(403, 'forbidden', 'forbidden');
  }
}

/** 403: ADMIN_REQUIRE_MFA is on and the admin has not enrolled a second factor yet. */
export class MfaEnrolmentRequiredError extends AppError {
  constructor() {
    super(403, 'mfa_enrolment_required', 'adminMfaEnrolmentRequired');
  }
}

/**
 * Whether `admin` must enrol a second factor before anything else: ADMIN_REQUIRE_MFA is on and
 * this session has not proved one (read from the session, not the account).
 */
export function mustEnrolMfa(admin: AdminIdentity): boolean {
  return env.ADMIN_REQUIRE_MFA === '1' && !admin.mfaVerified;
}

/** Wraps an admin endpoint; 401 without a live session, 403 without the permission. */
export function withAdmin<S extends RouteSchemas>(
  schemas: S & { permission: AdminPermission; beforeMfa?: boolean },
  handler: (ctx: RequestContext<S> & { admin: AdminIdentity }) => Promise<Response>,
) {
  return route(
    schemas,
    async (request) => {
      const admin = await requireAdmin(await getDb(), request);
      if (!can(admin, schemas.permission)) throw new ForbiddenError();
      if (!schemas.beforeMfa && mustEnrolMfa(admin)) throw new MfaEnrolmentRequiredError();
      return { admin };
    },
    async (ctx) => {
      const response = await handler(ctx);
      response.headers.set('Cache-Control', 'no-store');
      return response;
    },
  );
}
