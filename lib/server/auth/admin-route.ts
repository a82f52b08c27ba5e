/**
 * `withAdmin`: the admin variant of the route wrapper (lib/server/http/route.ts). Before any body is
 * read it checks the session against the server-side record and the named permission, so an
 * unauthenticated request never reaches a handler (DESIGN.md §6: defence in depth behind
 * proxy.ts). Handlers get `admin` next to the parsed parts.
 *
 *   // GET /api/admin/visitors — the live visitors page
 *   export const GET = withAdmin({ permission: 'visitors:read', query }, async ({ query }) => …)
 */
import 'server-only';
import { route, type RequestContext, type RouteSchemas } from '../http/route';
import { getDb } from '../db/client';
import { can, requireAdmin, type AdminPermission } from './admin-session';
import { UnauthorizedError } from '../http/errors';
import type { AdminIdentity } from './audit';

/** Wraps an admin endpoint; 401 without a live session, 403 without the permission. */
export function withAdmin<S extends RouteSchemas>(
  schemas: S & { permission: AdminPermission },
  handler: (ctx: RequestContext<S> & { admin: AdminIdentity }) => Promise<Response>,
) {
  return route(
    schemas,
    async (request) => {
      const admin = await requireAdmin(await getDb(), request);
      if (!can(admin, schemas.permission)) throw new UnauthorizedError();
      return { admin };
    },
    async (ctx) => {
      const response = await handler(ctx);
      response.headers.set('Cache-Control', 'no-store');
      return response;
    },
  );
}
