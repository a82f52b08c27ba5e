/**
 * Server start-up on the Node.js runtime (called from instrumentation.ts): opens the
 * database and applies pending migrations before the first request, so the first visitor
 * does not wait for it. A second process on the same embedded database exits here with a
 * clear message (exit code 1); any other failure is logged and retried on the first request.
 * With the dispatcher it starts the background jobs it is given (./periodic.ts; instrumentation.ts
 * passes the owners' notices, which live above this floor).
 * It also publishes the shutdown hook (stop the jobs and the outbox, close the database) under SHUTDOWN_HOOK on globalThis, where the
 * production server (server/index.mjs) finds it on SIGTERM/SIGINT: the server bundle and
 * that script share no module graph, only the process.
 */
import { env } from '@/env';
import { unsafeProductionSettingsNow } from '../config/production-settings';
import { closeDb, getDb } from '../db/client';
import { DatabaseLockedError } from '../db/drivers';
import { logger } from '../logger';
import { hasConfiguredAuthSecret } from '../auth/secret';
import { ensureFirstAdmin } from '../auth/first-admin';
import { startOutbox, stopOutbox } from './outbox-runtime';
import type { BackgroundJob } from './periodic';

/** Key of the shutdown hook on globalThis: `() => Promise<void>`, closes the database. */
export const SHUTDOWN_HOOK = Symbol.for('app.shutdown');

/** The background jobs this process started. */
let started: BackgroundJob[] = [];

/** Stops the jobs and the outbox dispatcher (runs and deliveries in flight finish), then closes the database. */
async function shutDown(): Promise<void> {
  await Promise.all(started.map((job) => job.stop()));
  started = [];
  await stopOutbox();
  await closeDb();
}

/**
 * Opens the database once, creates the first admin when there is none, and starts the outbox
 * dispatcher and `jobs` (unless OUTBOX_IN_PROCESS=false). Never throws: exits the process on
 * DatabaseLockedError, and in production without AUTH_SECRET or with an
 * unsafe setting (lib/server/config/production-settings.ts).
 */
export async function openDatabaseAtStartUp(jobs: BackgroundJob[] = []): Promise<void> {
  if (env.NODE_ENV === 'production' && !hasConfiguredAuthSecret()) {
    logger.fatal(
      'AUTH_SECRET (or NEXTAUTH_SECRET) must be set in production: openssl rand -base64 32',
    );
    process.exit(1);
  }
  const unsafe = unsafeProductionSettingsNow();
  if (unsafe.length > 0) {
    logger.fatal(`refusing to start in production: ${unsafe.join('; ')}`);
    process.exit(1);
  }
  (globalThis as Record<symbol, unknown>)[SHUTDOWN_HOOK] = shutDown;
  try {
    const db = await getDb();
    await ensureFirstAdmin(db);
    if (env.OUTBOX_IN_PROCESS) {
      startOutbox(db);
      for (const job of jobs) job.start(db);
      started = jobs;
    }
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    logger.error({ err: error }, 'database not reachable at start-up; will retry on first request');
  }
}
