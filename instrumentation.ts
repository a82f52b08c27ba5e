/**
 * Next.js instrumentation hook: runs once when a server starts. On the Node.js runtime (not
 * during `next build`) it opens the database and starts the background jobs (the owners' daily
 * summary and alerts, lib/server/owner/scheduler.ts); see lib/server/jobs/start-up.ts. The Node-only code
 * lives in its own module so that the Edge compilation of this file never sees it.
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { openDatabaseAtStartUp } = await import('./lib/server/jobs/start-up');
    const { ownerNoticesJob } = await import('./lib/server/owner/scheduler');
    await openDatabaseAtStartUp([ownerNoticesJob()]);
  }
}
