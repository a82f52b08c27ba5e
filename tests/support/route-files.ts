/**
 * Every route file under app/api, found on disk so that a test over all endpoints (the admin
 * guard, the fuzz sample) cannot miss a new one.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const API_DIR = join(process.cwd(), 'app', 'api');

/** Absolute paths of the route.ts files under `dir` (default app/api). */
export function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}
