/**
 * Server start-up on the Node.js runtime (called from instrumentation.ts): opens the
 * database and applies pending migrations before the first request, so the first visitor
 * does not wait for it. A second process on the same embedded database exits here with a
 * clear message (exit code 1); any other failure is logged and retried on the first request.
 * It also publishes the shutdown hook (closeDb) under SHUTDOWN_HOOK on globalThis, where the
 * production server (scripts/server.mjs) finds it on SIGTERM/SIGINT: the server bundle and
 * that script share no module graph, only the process.
 */
import { closeDb, getDb } from './db';
import { DatabaseLockedError } from './db-drivers';
import { logger } from './logger';

/** Key of the shutdown hook on globalThis: `() => Promise<void>`, closes the database. */
export const SHUTDOWN_HOOK = Symbol.for('app.shutdown');

/** Opens the database once; never throws (exits the process on DatabaseLockedError). */
export async function openDatabaseAtStartUp(): Promise<void> {
  (globalThis as Record<symbol, unknown>)[SHUTDOWN_HOOK] = closeDb;
  try {
    await getDb();
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    logger.error({ err: error }, 'database not reachable at start-up; will retry on first request');
  }
}
