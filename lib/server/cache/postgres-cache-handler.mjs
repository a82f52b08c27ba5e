// The page cache in PostgreSQL (DATABASE_URL), for every app instance at once: the part of
// Next's cache handler (./next-cache-handler.mjs) that runs when pages are shared.
//
// Next's own handler keeps both the pages and the record of revalidated tags in the memory and
// on the disk of the process that wrote them, so with several app instances a settings save
// (revalidatePath on the instance that handled it) left the others serving the old page until
// its `revalidate` interval ran out. This handler keeps both in the database instead:
// - `next_cache_entries`: each page as Next gives it (v8.serialize keeps its Buffers and Maps),
//   its cache tags, and when the render that produced it began;
// - `next_cache_tags`: when each tag was last revalidated (revalidatePath('/x') revalidates the
//   tag `_N_T_/x`, which every page rendered at /x carries), on the database's clock.
// An entry with a tag revalidated at or after its render began is a miss: Next renders the page
// afresh, on whichever instance the next visitor reaches. Each get reads its entry from the
// database; an instance keeps a copy in memory only to skip transferring a page it already has
// (the row's version, which every write changes, says whether the copy is current).
//
// While the database cannot be reached, the copies are the pages: a get answers this process's
// last good copy of the page (as fresh, so that Next does not try to render it again), or a
// miss where it has none (Next renders; a page that reads the database then fails, and the
// production server answers its 503 page). A failed statement marks the database away: gets
// and sets then skip it, and one probe a second finds it back, so an outage costs no visitor a
// wait on a connection. Types in postgres-cache-handler.d.mts.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { LRUCache } from 'lru-cache';
import { errorText, log } from './cache-log.mjs';
import { databaseWatch } from './cache-database.mjs';
import { siteOrigin } from './page-origin.mjs';

/** Bytes of pages an instance keeps copies of (each use is checked against the database). */
const COPY_BYTES = 32 * 1024 * 1024;
/** Where Next lists a page's cache tags, comma-separated. */
const TAGS_HEADER = 'x-next-cache-tags';
/** Entries of other builds are deleted once they are this old (ms). */
const OTHER_BUILDS_KEPT_MS = 24 * 3_600_000;
/** Waits before the second and third try of recording a revalidation (ms). */
const REVALIDATE_RETRY_MS = [100, 400];

/** buildOf's answers per server directory: Next makes a handler per request. */
const builds = new Map();

/**
 * The build an entry belongs to: the deployment id (NEXT_DEPLOYMENT_ID, which Next sets from
 * its config before any request), the build id, and the site address the pages name
 * (SITE_URL). A page holds the addresses of its build's scripts, so an instance of another
 * build must not serve it (a rolling deploy runs both), and the address of its site, so the
 * servers of another address (a staging site on the same database) keep pages of their own.
 * @param {{ serverDistDir?: string }} ctx the handler's context from Next
 * @returns {string}
 */
function buildOf(ctx) {
  const dir = ctx.serverDistDir ?? '';
  let build = builds.get(dir);
  if (build === undefined) {
    let buildId = 'unknown';
    try {
      if (dir) buildId = readFileSync(path.join(dir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // No BUILD_ID beside the server directory: every instance of this layout shares 'unknown'.
    }
    build = `${process.env.NEXT_DEPLOYMENT_ID ?? ''}/${buildId} ${siteOrigin(process.env)}`;
    builds.set(dir, build);
  }
  return build;
}

// The entry, whether the instance's copy is current (then the bytes are not sent), and
// whether one of its tags (or one the caller adds: a fetch's tags and implicit tags) was
// revalidated at or after its render began. Also the database's time: when the render that
// may follow this miss begins, at the latest.
const GET_SQL = `
SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now_ms,
       e.version::text AS version,
       COALESCE(e.version = $3::uuid, false) AS copy_current,
       CASE WHEN e.version = $3::uuid THEN NULL ELSE e.value END AS value,
       (extract(epoch FROM e.last_modified) * 1000)::float8 AS last_modified,
       e.cache_control,
       EXISTS (SELECT 1 FROM next_cache_tags t
                WHERE t.tag = ANY (e.tags || $4::text[]) AND t.revalidated_at >= e.last_modified)
         AS revalidated
  FROM (SELECT 1) AS one
  LEFT JOIN next_cache_entries e ON e.build = $1 AND e.key = $2`;

// Keeps the entry whose render began last: a slow render that read older data never
// replaces a newer one. No row back: the stored entry is newer.
const SET_SQL = `
INSERT INTO next_cache_entries AS e (build, key, value, tags, cache_control, last_modified, version)
VALUES ($1, $2, $3::bytea, $4::text[], $5::jsonb,
        COALESCE(to_timestamp($6::float8 / 1000), clock_timestamp()), $7::uuid)
ON CONFLICT (build, key) DO UPDATE
   SET value = EXCLUDED.value, tags = EXCLUDED.tags, cache_control = EXCLUDED.cache_control,
       last_modified = EXCLUDED.last_modified, version = EXCLUDED.version
 WHERE e.last_modified <= EXCLUDED.last_modified
RETURNING version::text AS version`;

const REVALIDATE_SQL = `
INSERT INTO next_cache_tags (tag, revalidated_at)
SELECT tag, clock_timestamp() FROM (SELECT DISTINCT unnest($1::text[]) AS tag) AS tags
ON CONFLICT (tag) DO UPDATE
   SET revalidated_at = GREATEST(next_cache_tags.revalidated_at, EXCLUDED.revalidated_at)`;

const PRUNE_SQL = `
DELETE FROM next_cache_entries
 WHERE build <> $1 AND last_modified < clock_timestamp() - $2::float8 * interval '1 millisecond'`;

/**
 * The tags of a value Next stores: a fetch's from the call, a page's or route's from its
 * x-next-cache-tags header.
 * @param {any} data
 * @param {any} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  if (data?.kind === 'FETCH') return [...(ctx?.tags ?? [])];
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

/**
 * A cache handler class on `query`'s database (next_cache_entries, next_cache_tags), with its
 * own in-memory copies: one class per process (tests make one per simulated instance).
 * Next makes an instance per request, so an instance remembers when its request first read
 * each key, and a value it then stores counts from that moment (its render began after it).
 * While the database is away (a statement failed, until a probe every `probeMs` succeeds),
 * get() answers the process's copy as fresh, or a miss, and set() keeps the value as the copy.
 * @param {import('./postgres-cache-handler.d.mts').PostgresCacheOptions} options
 * @returns {import('./postgres-cache-handler.d.mts').CacheHandlerClass}
 */
export function createPostgresCacheHandler({
  query,
  build = buildOf,
  copyBytes = COPY_BYTES,
  probeMs,
}) {
  /**
   * @typedef {{ version: string; value: unknown; size: number; cacheControl?: unknown }} Copy
   * @type {LRUCache<string, Copy>}
   */
  const copies = new LRUCache({ maxSize: copyBytes, sizeCalculation: (copy) => copy.size || 1 });
  const database = databaseWatch(query, probeMs);
  let pruned = false;

  /**
   * The copy of `copyKey` as an entry Next serves without rendering again, or null.
   * @param {string} copyKey
   */
  const fromCopy = (copyKey) => {
    const copy = copies.get(copyKey);
    if (!copy) return null;
    return {
      lastModified: Date.now(),
      value: copy.value,
      ...(copy.cacheControl ? { cacheControl: copy.cacheControl } : {}),
    };
  };

  return class PostgresCacheHandler {
    /** @param {any} ctx Next's CacheHandlerContext */
    constructor(ctx) {
      this.build = typeof build === 'function' ? build(ctx ?? {}) : build;
      /** @type {Map<string, number>} database time (ms) of this request's first read per key */
      this.readAt = new Map();
    }

    /**
     * The entry for `key`, or null when there is none, it cannot be read, or a tag of it was
     * revalidated since its render began (Next then renders it again before answering). With
     * the database away, this process's copy (as fresh) or null.
     * @param {string} key
     * @param {any} ctx
     */
    async get(key, ctx) {
      const copyKey = `${this.build}\0${key}`;
      if (database.away) return fromCopy(copyKey);
      const copy = copies.get(copyKey);
      const extraTags = ctx?.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      let row;
      try {
        [row] = await query(GET_SQL, [this.build, key, copy?.version ?? null, extraTags]);
      } catch (error) {
        database.failed(error);
        return fromCopy(copyKey);
      }
      if (!row) return null;
      if (!this.readAt.has(key)) this.readAt.set(key, Number(row.now_ms));
      if (row.version === null) return null;
      if (row.revalidated) {
        copies.delete(copyKey);
        return null;
      }
      let value;
      if (row.copy_current && copy) {
        value = copy.value;
      } else {
        try {
          value = row.value === null ? null : deserialize(row.value);
        } catch (error) {
          log('warn', 'cache: entry not readable; rendering afresh', {
            key,
            err: errorText(error),
          });
          return null;
        }
        copies.set(copyKey, {
          version: row.version,
          value,
          size: row.value?.length ?? 0,
          cacheControl: row.cache_control ?? undefined,
        });
      }
      return {
        lastModified: Math.floor(Number(row.last_modified)),
        value,
        ...(row.cache_control ? { cacheControl: row.cache_control } : {}),
      };
    }

    /**
     * Stores `data` for `key` with its tags and lifetime, unless an entry whose render began
     * later is already stored. A failure is logged and the value kept as this process's copy:
     * other instances render the page again next time.
     * @param {string} key
     * @param {any} data
     * @param {any} ctx
     */
    async set(key, data, ctx) {
      const bytes = data === null ? null : serialize(data);
      const version = randomUUID();
      const cacheControl = !ctx?.fetchCache && ctx?.cacheControl ? ctx.cacheControl : null;
      const startedAt = this.readAt.get(key) ?? null;
      this.readAt.delete(key);
      const copyKey = `${this.build}\0${key}`;
      const copy = {
        version,
        value: data,
        size: bytes?.length ?? 0,
        cacheControl: cacheControl ?? undefined,
      };
      if (database.away) {
        copies.set(copyKey, copy);
        return;
      }
      try {
        const rows = await query(SET_SQL, [
          this.build,
          key,
          bytes,
          tagsOf(data, ctx),
          cacheControl === null ? null : JSON.stringify(cacheControl),
          startedAt,
          version,
        ]);
        if (rows.length > 0) copies.set(copyKey, copy);
        else copies.delete(copyKey);
      } catch (error) {
        database.failed(error);
        log('warn', 'cache: entry not stored', { key, err: errorText(error) });
        copies.set(copyKey, copy);
      }
      if (!pruned) {
        pruned = true;
        query(PRUNE_SQL, [this.build, OTHER_BUILDS_KEPT_MS]).catch((error) =>
          log('warn', "cache: other builds' entries not pruned", { err: errorText(error) }),
        );
      }
    }

    /**
     * Records `tags` as revalidated now, for every instance. With a cache-life profile
     * (`durations`) Next's own handler marks the pages stale and serves them once more while
     * it renders them again; here they are treated as revalidated outright, so the next visitor
     * waits for the render and never sees the old page. Tried three times; then logged, and the
     * pages catch up at their `revalidate` interval (the save itself stands).
     * @param {string | string[]} tags
     * @param {{ expire?: number }} [_durations]
     */
    async revalidateTag(tags, _durations) {
      const list = [tags].flat().filter(Boolean);
      if (list.length === 0) return;
      for (let attempt = 0; ; attempt++) {
        try {
          await query(REVALIDATE_SQL, [list]);
          return;
        } catch (error) {
          if (attempt >= REVALIDATE_RETRY_MS.length) {
            log('error', 'cache: revalidation not recorded; other instances catch up later', {
              tags: list,
              err: errorText(error),
            });
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, REVALIDATE_RETRY_MS[attempt]));
        }
      }
    }

    resetRequestCache() {}
  };
}
