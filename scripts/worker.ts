/**
 * `npm run worker`: the outbox dispatcher and the background jobs (the owners' daily summary
 * and alerts; the outbox's own periodic runs: daily retention, the hourly Meta spend import)
 * alone (docs/decisions.md §6b), for deployments that run it
 * apart from the app (set OUTBOX_IN_PROCESS=false on the app then). Same database settings
 * as the app; on PostgreSQL any number of workers and app instances may run at once.
 * SIGTERM/SIGINT: stop claiming, finish the deliveries in flight, close, exit 0.
 */
import './support/prisma-esm';

const { dbConfigFromEnv, openDatabase } = await import('@/lib/server/db/client');
const { createDispatcher } = await import('@/lib/server/outbox/dispatcher');
const { appDeliverers } = await import('@/lib/server/jobs/outbox-runtime');
const { logger } = await import('@/lib/server/logger');
const { scheduleRetention } = await import('@/lib/server/jobs/retention');
const { scheduleMetaSpendImport } = await import('@/lib/server/jobs/meta-spend-import');
const { ownerNoticesJob } = await import('@/lib/server/owner/scheduler');
const { unsafeProductionSettingsNow } = await import('@/lib/server/config/production-settings');

// The worker is the process that sends the webhooks: the app's production checks hold here too.
const unsafe = unsafeProductionSettingsNow();
if (unsafe.length > 0) {
  logger.fatal(`refusing to start in production: ${unsafe.join('; ')}`);
  process.exit(1);
}

const database = await openDatabase(dbConfigFromEnv());
const dispatcher = createDispatcher({
  db: database.prisma,
  deliverers: appDeliverers(database.prisma),
});
dispatcher.start(1000);
await scheduleRetention(database.prisma, new Date());
await scheduleMetaSpendImport(database.prisma, new Date());
const ownerNotices = ownerNoticesJob();
ownerNotices.start(database.prisma);
logger.info({ worker: dispatcher.workerId }, 'outbox worker started');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'outbox worker stopping');
    void Promise.all([ownerNotices.stop(), dispatcher.stop()])
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
