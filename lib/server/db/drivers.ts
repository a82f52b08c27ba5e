/**
 * The two database drivers behind the Prisma client (docs/decisions.md §3): embedded PGlite (one
 * process, guarded by an owner-pid lock file, ./pid-lock.ts) and PostgreSQL through `pg`.
 * Each yields a Prisma driver adapter and a SqlRunner for migrations.
 */
import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PrismaPGlite } from 'pglite-prisma-adapter';
import type { PrismaPg } from '@prisma/adapter-pg';
import type { SqlRunner } from './migrate';
import { logger } from '../logger';
import { acquirePidLock, LockHeldError, type PidLock } from './pid-lock';

/** The driver adapter type the Prisma client accepts. */
export type PrismaAdapter = PrismaPGlite | PrismaPg;

export interface Driver {
  adapter: PrismaAdapter;
  runner: SqlRunner;
  /**
   * One statement on the app's connections, past Prisma (see client.ts sqlOf); with `name`, a
   * named prepared statement on PostgreSQL (parsed and planned once per connection, then
   * only bound and run), ignored by PGlite.
   */
  query: <T>(sql: string, params?: unknown[], name?: string) => Promise<T[]>;
  close(): Promise<void>;
}

/** Raised when another process holds the embedded database. */
export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process. ` +
        'Stop that process (only one app process may open PGlite), or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

/** PGlite in `dataDir` ('memory://' for a throw-away in-memory database). */
export async function openPglite(dataDir: string): Promise<Driver> {
  const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  let lock: PidLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    const dir = path.resolve(dataDir);
    await mkdir(dir, { recursive: true });
    try {
      lock = await acquirePidLock(`${dir}.lock`);
    } catch (error) {
      if (error instanceof LockHeldError) throw new DatabaseLockedError(dir);
      throw error;
    }
  }
  // pg_trgm backs the lead search's trigram indexes (the same migration as on PostgreSQL).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let pg: PGlite;
  try {
    pg = new PGliteClass(dataDir, { extensions: { pg_trgm } });
    await pg.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const runner = pgliteRunner(pg);
  return {
    adapter: new PrismaPGlite(pg),
    runner,
    // PGlite runs one statement at a time; a Prisma transaction holds its mutex meanwhile.
    query: runner.query,
    close: async () => {
      try {
        await pg.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/**
 * The migrator's SqlRunner over an open PGlite. No lock is needed: one process owns the
 * data directory (the pid lock) and PGlite runs one statement at a time.
 */
export function pgliteRunner(pg: PGlite): SqlRunner {
  return {
    exec: async (sql) => void (await pg.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
    transaction: async (fn) =>
      void (await pg.transaction(async (tx) =>
        fn({
          exec: async (sql) => void (await tx.exec(sql)),
          query: async <T>(sql: string, params?: unknown[]) =>
            (await tx.query<T>(sql, params)).rows,
        }),
      )),
    withLock: (fn) => fn(),
  };
}

/** Longest wait for a connection to PostgreSQL (ms); `pg`'s default is to wait forever. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * PostgreSQL at `url` through a `pg` pool; `connectTimeoutMs`: the longest wait for a
 * connection (tests shorten it).
 */
export async function openPostgres(
  url: string,
  { connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {},
): Promise<Driver> {
  const { Pool } = await import('pg');
  const { PrismaPg } = await import('@prisma/adapter-pg');
  // The migration runner's pool has one connection (see withLock); the app's queries go
  // through a second pool owned here, so that close() ends every connection.
  // A connection must come within connectTimeoutMs: with the database unreachable without a
  // refusal (a partition, a failover in progress), a request answers 503 instead of hanging.
  const pool = new Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // The app's queries are short index scans (the slowest reports take tens of ms): JIT
  // compilation of a plan past jit_above_cost cost more than it saved, and parallel workers
  // took longer to start than the scan they shared, while taking cores from the requests
  // beside it (docs/benchmarks.md "Admin at scale"). A URL that sets its own `options` keeps them.
  const appPool = new Pool({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(/[?&]options=/.test(url)
      ? {}
      : { options: '-c jit=off -c max_parallel_workers_per_gather=0' }),
  });
  // A connection dropped by the server (restart, failover) must not crash the process:
  // pg emits 'error' on idle clients, and the next query opens a new connection.
  for (const p of [pool, appPool]) {
    p.on('error', (error) => logger.warn({ err: error }, 'postgres connection lost'));
  }
  const query = async <T>(sql: string, params?: unknown[]) =>
    (await pool.query(sql, params as unknown[])).rows as T[];
  const runner: SqlRunner = {
    exec: async (sql) => void (await pool.query(sql)),
    query,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await fn({
          exec: async (sql) => void (await client.query(sql)),
          query: async <T>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params as unknown[])).rows as T[],
        });
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    // The pool has one connection, so the session-level advisory lock and the
    // migrations run on the same connection.
    withLock: async (fn) => {
      await pool.query('SELECT pg_advisory_lock(727274)');
      try {
        return await fn();
      } finally {
        await pool.query('SELECT pg_advisory_unlock(727274)');
      }
    },
  };
  return {
    adapter: new PrismaPg(appPool),
    runner,
    query: async <T>(sql: string, params?: unknown[], name?: string) =>
      (await appPool.query({ text: sql, values: params as unknown[], name })).rows as T[],
    close: async () => {
      await Promise.all([pool.end(), appPool.end()]);
    },
  };
}
