import { env } from '@/env';
import { withJson } from '@/lib/server/http/route';
import { openApiDocument, type OpenApiDocument } from '@/lib/contracts/openapi/document';
import { LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { adminCookieName } from '@/lib/server/auth/admin-token';
import { roleCan, type AdminPermission } from '@/lib/server/auth/admin-permissions';

/** The document is the same for the life of the process: built on the first request. */
let document: OpenApiDocument | undefined;

/** The document with this deployment's cookie names, roles, address and routes served. */
function currentDocument(): OpenApiDocument {
  document ??= openApiDocument({
    leadCookie: LEAD_SESSION_COOKIE,
    adminCookie: adminCookieName(),
    rolesOf: (permission) =>
      (['owner', 'caller'] as const).filter((role) => roleCan(role, permission as AdminPermission)),
    serverUrl: env.SITE_URL,
    // Without a token the metrics route hides itself (404): the document does not name it.
    metricsServed: Boolean(env.METRICS_TOKEN),
  });
  return document;
}

// GET /api/openapi.json — the API's OpenAPI 3.1 document (routes, answers, errors, webhooks)
export const GET = withJson({}, async () =>
  Response.json(currentDocument(), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  }),
);
