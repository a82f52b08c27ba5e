// Types of postgres-cache-handler.mjs (plain ESM: Next imports it at run time, outside the bundle).
import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';

/** One SQL statement with $1… parameters on the shared database; resolves to its rows. */
export type CacheQuery = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** A class Next can instantiate as its cache handler (one instance per request). */
export type CacheHandlerClass = new (ctx: CacheHandlerContext) => CacheHandler;

export interface PostgresCacheOptions {
  /** Runs the handler's statements (a `pg` pool's, or a test database's). */
  query: CacheQuery;
  /**
   * The build whose entries this instance reads and writes; default: NEXT_DEPLOYMENT_ID and
   * the BUILD_ID beside ctx.serverDistDir.
   */
  build?: string | ((ctx: Partial<CacheHandlerContext>) => string);
  /** Bytes of pages kept in memory between requests (each use checked against the database). */
  copyBytes?: number;
  /** While the database is away, ms between probes asking whether it is back (default 1000). */
  probeMs?: number;
}

/** A cache handler class on `query`'s database, with its own in-memory copies. */
export function createPostgresCacheHandler(options: PostgresCacheOptions): CacheHandlerClass;
