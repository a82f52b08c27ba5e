import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { env } from '@/env';
import { withJson } from '@/lib/server/http/route';
import {
  openApiDocument,
  type OpenApiDocument,
  openApiDocumentAnswer,
} from '@/lib/contracts/openapi/document';
import { assembleOperations } from '@/lib/contracts/openapi/assemble';
import { LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { adminCookieName } from '@/lib/server/auth/admin-token';
import { roleCan, type AdminPermission } from '@/lib/server/auth/admin-permissions';

import { ROUTE_MODULES } from './route-modules';

/** The document is the same for the life of the process: built on the first request. */
let document: OpenApiDocument | undefined;

/** The document with this deployment's cookie names, roles, address and routes served. */
function currentDocument(): OpenApiDocument {
  document ??= openApiDocument(
    {
      leadCookie: LEAD_SESSION_COOKIE,
      adminCookie: adminCookieName(),
      rolesOf: (permission) =>
        (['owner', 'caller'] as const).filter((role) =>
          roleCan(role, permission as AdminPermission),
        ),
      serverUrl: env.SITE_URL,
      // Without a token the metrics route hides itself (404): the document does not name it.
      metricsServed: Boolean(env.METRICS_TOKEN),
    },
    apiOperations(),
  );
  return document;
}

/** Every operation of app/api: the route modules' and this one's. */
function apiOperations() {
  return assembleOperations([...ROUTE_MODULES, { path: '/api/openapi.json', module: { GET } }]);
}

const getDoc: OperationDoc = {
  tag: 'Integrations',
  summary: 'This document',
  answers: { 200: { description: 'OpenAPI 3.1.', schema: openApiDocumentAnswer } },
};

// GET /api/openapi.json — the API's OpenAPI 3.1 document (routes, answers, errors, webhooks)
export const GET = withJson({ doc: getDoc }, async () =>
  Response.json(currentDocument(), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  }),
);
