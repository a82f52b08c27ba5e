/**
 * `npm run db:migrate` (and the deployment's one-shot step, deploy/entry/migrate.sh): applies
 * the migrations in prisma/migrations that the database has not recorded yet, then exits 0 —
 * before any app process or worker starts, so that N of them never start on an old schema
 * (each would also apply them under the advisory lock, one after the other, but a failed
 * migration is then N failed starts instead of one clear failed step). Same database settings
 * as the app (DATABASE_URL, else the embedded PGlite). Exit 1 with the database's error when
 * it is unreachable or a migration fails; the migration that failed leaves nothing behind
 * (each runs in its own transaction, lib/server/db/migrate.ts).
 */
import './support/prisma-esm';

const { dbConfigFromEnv, migrateDatabase } = await import('@/lib/server/db/client');
const { listMigrations } = await import('@/lib/server/db/migrate');
const { logger } = await import('@/lib/server/logger');

const config = dbConfigFromEnv();
try {
  const applied = await migrateDatabase(config);
  const known = (await listMigrations()).length;
  logger.info(
    { db: config.kind, applied, migrations: known },
    applied.length ? 'migrations applied' : 'database up to date',
  );
} catch (error) {
  logger.fatal({ err: error, db: config.kind }, 'migrations failed');
  process.exitCode = 1;
}
