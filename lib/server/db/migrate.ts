/**
 * Applies the SQL migrations in prisma/migrations (docs/decisions.md §8): in name order, each in its
 * own transaction together with its row in `_app_migrations`, so a failed migration leaves
 * nothing half-applied and an applied one never runs twice. The same runner serves PGlite
 * and PostgreSQL; on PostgreSQL an advisory lock lets several app processes start at once.
 */
import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The few SQL operations the runner needs, implemented for PGlite and for `pg`. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK on error). */
  transaction(fn: (tx: Pick<SqlRunner, 'exec' | 'query'>) => Promise<void>): Promise<void>;
  /** Serialises migrators across processes (a no-op where there is one process). */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), 'prisma', 'migrations');

/** Migration folder names found on disk, oldest first. */
export async function listMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/**
 * Applies every migration not yet recorded. Returns the names applied now (empty when the
 * database was up to date). Throws the database's error if a migration fails.
 */
export async function migrate(db: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.withLock(async () => {
    await db.exec(
      'CREATE TABLE IF NOT EXISTS "_app_migrations" (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await db.query<{ name: string }>('SELECT name FROM "_app_migrations"')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const name of await listMigrations(dir)) {
      if (done.has(name)) continue;
      const sql = await readFile(
        /*turbopackIgnore: true*/ path.join(dir, name, 'migration.sql'),
        'utf8',
      );
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO "_app_migrations" (name) VALUES ($1)', [name]);
      });
      applied.push(name);
    }
    return applied;
  });
}
