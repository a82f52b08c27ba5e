// Next's cache handler (`cacheHandler` in next.config.ts): where pre-rendered pages (ISR) and
// cached route responses live, and how revalidatePath and revalidateTag reach them.
//
// With DATABASE_URL (PostgreSQL, which every instance shares) the pages live in the database,
// so that a save on one replica reaches every replica's next visitor, and each process keeps
// copies that serve while the database is away (./postgres-cache-handler.mjs). Without it
// (PGlite, one process), under `next dev` and during `next build` (which opens no database),
// Next's own file-system handler does the work, with Next's default memory size. The decision
// is made when the server runs, not when next.config.ts is read, so one build serves both (a
// standalone build keeps the config it was built with).
//
// Either way, a page or route response is served only by a server running for the site address
// it was rendered for (./page-origin.mjs): the build's own prerender, made without knowing the
// address, is rendered again by the running server on its first request.
//
// Plain ESM because Next imports this file at run time, outside the app's bundle: it cannot
// import the app's TypeScript (env.ts, the logger, the database client), so it reads
// DATABASE_URL and SITE_URL itself (env.ts has already validated them when next.config.ts
// loaded) and logs JSON lines shaped like the app's. Types in next-cache-handler.d.mts.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { postgresQuery } from './cache-database.mjs';
import { markedWithOrigin, renderedFor, siteOrigin } from './page-origin.mjs';
import { createPostgresCacheHandler } from './postgres-cache-handler.mjs';

export { postgresQuery } from './cache-database.mjs';
export { createPostgresCacheHandler } from './postgres-cache-handler.mjs';

/** Next's own handler (a CommonJS module: its class is the default export). */
const FileSystemCache =
  typeof fileSystemCacheModule === 'function'
    ? fileSystemCacheModule
    : /** @type {{ default: any }} */ (fileSystemCacheModule).default;

/** Next's default `cacheMaxMemorySize` (50 MB), kept for its file handler on PGlite. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * Whether pages are kept in PostgreSQL: DATABASE_URL names one, and this is neither
 * `next build` (it opens no database) nor `next dev` (which renders every page anyway).
 * @param {Readonly<Record<string, string | undefined>>} source process.env or a stand-in
 * @returns {boolean}
 */
export function sharedCacheWanted(source) {
  return (
    /^postgres(ql)?:\/\//.test(source.DATABASE_URL?.trim() ?? '') &&
    source.NEXT_PHASE !== 'phase-production-build' &&
    source.NODE_ENV !== 'development'
  );
}

/** @type {import('./next-cache-handler.d.mts').CacheHandlerClass | undefined} */
let SharedHandler;

/**
 * The class Next instantiates (per request): PostgreSQL when sharedCacheWanted(process.env),
 * else Next's own file-system handler with Next's default memory size; in both, entries
 * rendered for another site address than SITE_URL's are misses.
 */
export default class NextCacheHandler {
  /** @param {any} ctx Next's CacheHandlerContext */
  constructor(ctx) {
    this.origin = siteOrigin(process.env);
    if (sharedCacheWanted(process.env)) {
      SharedHandler ??= createPostgresCacheHandler({
        query: postgresQuery(/** @type {string} */ (process.env.DATABASE_URL)),
      });
      this.impl = new SharedHandler(ctx);
    } else {
      // next.config.ts sets cacheMaxMemorySize to 0 for the shared cache's sake; restore the default.
      this.impl = new FileSystemCache({
        ...ctx,
        maxMemoryCacheSize: ctx?.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES,
      });
    }
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = await this.impl.get(key, ctx);
    return renderedFor(entry, this.origin) ? entry : null;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  set(key, data, ctx) {
    return this.impl.set(key, markedWithOrigin(data, this.origin), ctx);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  revalidateTag(tags, durations) {
    return this.impl.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.impl.resetRequestCache?.();
  }
}
