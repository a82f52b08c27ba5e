/**
 * Runs once when the server starts (Next.js instrumentation hook): opens the database and
 * applies pending migrations before the first request, so the first visitor does not wait
 * for it. A second process on the same embedded database stops here with a clear message;
 * any other failure is logged and retried on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { getDb } = await import('./lib/server/db');
  const { DatabaseLockedError } = await import('./lib/server/db-drivers');
  const { logger } = await import('./lib/server/logger');
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
