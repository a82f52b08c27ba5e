/**
 * Every operation of app/api as GET /api/openapi.json assembles them: the generated list of
 * route modules (app/api/openapi.json/route-modules.ts) and the document's own route.
 */
import { GET } from '@/app/api/openapi.json/route';
import { ROUTE_MODULES } from '@/app/api/openapi.json/route-modules';
import { assembleOperations } from '@/lib/contracts/openapi/assemble';

export const API_OPERATIONS = assembleOperations([
  ...ROUTE_MODULES,
  { path: '/api/openapi.json', module: { GET } },
]);
