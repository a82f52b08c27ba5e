/**
 * Every route file under app/api, found on disk so that a test over all endpoints (the admin
 * guard, the fuzz sample, the OpenAPI document) cannot miss a new one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const API_DIR = join(process.cwd(), 'app', 'api');

/** Absolute paths of the route.ts files under `dir` (default app/api). */
export function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** One method a route file exports, as its source reads. */
export interface RouteExport {
  file: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path: `/api/leads/{leadId}` for app/api/leads/[leadId]/route.ts. */
  path: string;
  /**
   * Exported as lib/server/http/not-found.ts's `notFoundAnswer`, the answer to a path nobody
   * serves: no operation of the API (the catch-all's methods, and those a route answers the
   * same way so as not to reveal itself).
   */
  unserved: boolean;
}

const NOT_FOUND_IMPORT = /import \{ notFoundAnswer \} from '@\/lib\/server\/http\/not-found';/;
const METHOD_EXPORT =
  /export (?:const (GET|POST|PUT|PATCH|DELETE)\s*=\s*(\w+)|async function (GET|POST|PUT|PATCH|DELETE)\b)/g;

/** Every exported method of every route file, read from the source (no module is loaded). */
export function routeExports(): RouteExport[] {
  return routeFiles().flatMap((file) => {
    const route = relative(API_DIR, file).replace(/\/?route\.ts$/, '');
    const path = `/api/${route}`.replace(/\[(\w+)\]/g, '{$1}');
    const source = readFileSync(file, 'utf8');
    const importsAnswer = NOT_FOUND_IMPORT.test(source);
    return [...source.matchAll(METHOD_EXPORT)].map((m) => ({
      file,
      method: (m[1] ?? m[3]) as RouteExport['method'],
      path,
      unserved: importsAnswer && m[2] === 'notFoundAnswer',
    }));
  });
}
