// Types of next-cache-handler.mjs (plain ESM: Next imports it at run time, outside the bundle).
import type { CacheHandlerClass } from './postgres-cache-handler.d.mts';

export type {
  CacheHandlerClass,
  CacheQuery,
  PostgresCacheOptions,
} from './postgres-cache-handler.d.mts';
export { createPostgresCacheHandler } from './postgres-cache-handler.d.mts';
export { postgresQuery } from './cache-database.d.mts';

/** Whether pages are kept in PostgreSQL for this environment (see the module's comment). */
export function sharedCacheWanted(source: Readonly<Record<string, string | undefined>>): boolean;

/** The class next.config.ts names: PostgreSQL when sharedCacheWanted, else Next's own. */
declare const NextCacheHandler: CacheHandlerClass;
export default NextCacheHandler;
