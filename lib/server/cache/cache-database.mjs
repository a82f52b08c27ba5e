// The page cache's connection to PostgreSQL: a small `pg` pool of its own (the cache handler
// runs outside the app's bundle, apart from the app's database client), and the watch that
// says whether the database answers at all.
import { errorText, log } from './cache-log.mjs';

/** While the database is away, how often one probe asks whether it is back (ms). */
const PROBE_MS = 1000;

/**
 * A query function on a `pg` pool for `url`, opened on first use (so that importing this file,
 * as the proxy's bundle does, connects nowhere). A connection must come within 2 s and each
 * statement may take 5 s at most: a page request must not hang on the cache.
 * @param {string} url postgresql://…
 * @returns {import('./postgres-cache-handler.d.mts').CacheQuery}
 */
export function postgresQuery(url) {
  /** @type {Promise<import('pg').Pool> | undefined} */
  let pool;
  return async (sql, params) => {
    pool ??= import('pg').then(({ default: pg }) => {
      const opened = new pg.Pool({
        connectionString: url,
        max: 4,
        connectionTimeoutMillis: 2000,
        statement_timeout: 5000,
      });
      // A connection the server dropped must not crash the process; the next query reconnects.
      opened.on('error', (error) =>
        log('warn', 'cache: postgres connection lost', { err: errorText(error) }),
      );
      return opened;
    });
    return (await (await pool).query(sql, params)).rows;
  };
}

/**
 * Whether the database answers, as the handlers of one class see it: `away` after a failed
 * statement, until a probe (one at a time, every `probeMs`) succeeds again.
 * @param {import('./postgres-cache-handler.d.mts').CacheQuery} query
 * @param {number} [probeMs]
 */
export function databaseWatch(query, probeMs = PROBE_MS) {
  let away = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const probe = () => {
    timer = setTimeout(() => {
      query('SELECT 1', []).then(
        () => {
          away = false;
          timer = undefined;
          log('info', 'cache: database back; pages are read from it again');
        },
        () => probe(),
      );
    }, probeMs);
    // The probe alone never keeps a process alive.
    timer.unref?.();
  };
  return {
    get away() {
      return away;
    },
    /** @param {unknown} error the failure that says the database is away */
    failed(error) {
      if (away) return;
      away = true;
      log('warn', "cache: database unreachable; serving this process's copies of the pages", {
        err: errorText(error),
      });
      if (!timer) probe();
    },
  };
}
