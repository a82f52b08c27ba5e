/**
 * The operations of app/api, read from the route modules themselves: each method a route file
 * exports is its wrapper's handler (lib/server/http/route.ts), which carries what it was built
 * with (`declared`: the schemas it parses, withAdmin's options, and the route's `doc`). So
 * the method, permission and schemas are written once, in the route file. docs/api.md.
 */
import type { ApiOperation, HttpMethod, OperationDoc } from './operation';
import type * as z from 'zod/mini';

/** What a route wrapper attaches to the handler it returns. */
interface Declared {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  permission?: string;
  stepUp?: boolean;
  beforeMfa?: boolean;
  beforePasswordChange?: boolean;
  doc?: OperationDoc;
}

/** A route file: its OpenAPI path (`/api/leads/{leadId}`) and its module's exports. */
export interface RouteModule {
  path: string;
  module: Record<string, unknown>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every operation of `routes`, in their order. A method without `declared` is the answer to a
 * path nobody serves (lib/server/http/not-found.ts): no operation. Throws for a wrapped
 * handler without a `doc`, so a new route cannot be left out of the document.
 */
export function assembleOperations(routes: readonly RouteModule[]): ApiOperation[] {
  return routes.flatMap(({ path, module }) =>
    METHODS.flatMap((method) => {
      const declared = (module[method] as { declared?: Declared } | undefined)?.declared;
      if (!declared) return [];
      const { doc, body, query, params, ...admin } = declared;
      if (!doc) throw new Error(`${method} ${path}: its wrapper's options name no \`doc\``);
      return [
        {
          ...doc,
          ...admin,
          method: method.toLowerCase() as HttpMethod,
          path,
          access: doc.access ?? (admin.permission ? 'admin' : 'public'),
          body: body ?? doc.body,
          query: query ?? doc.query,
          params: params ?? doc.params,
        },
      ];
    }),
  );
}
