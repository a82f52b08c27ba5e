/**
 * The dispatcher of this process (docs/decisions.md §6b): started with the app (lib/server/jobs/start-up.ts)
 * unless OUTBOX_IN_PROCESS=false, or alone by `npm run worker`. Kept on globalThis so that a
 * dev-server reload does not start a second loop.
 */
import 'server-only';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { createDispatcher, type Deliverer, type Dispatcher } from '../outbox/dispatcher';
import { webhookDeliverer } from '../outbox/webhook';
import { mailDeliverer } from '../channels/mail/deliverer';
import { metaDeliverer } from '../channels/meta/conversions-api';
import { smsDeliverer } from './sms-guide-link';
import { scheduleRetention } from './retention';
import { maintenanceDeliverer, maintenanceJobs } from './maintenance';
import { scheduleMetaSpendImport } from './meta-spend-import';

const holder = globalThis as unknown as { __outbox?: Dispatcher };

/** The channels this app delivers. */
export function appDeliverers(db: Db): Record<string, Deliverer> {
  return {
    webhook: webhookDeliverer(db),
    email: mailDeliverer(db),
    meta: metaDeliverer(),
    sms: smsDeliverer(db),
    maintenance: maintenanceDeliverer(maintenanceJobs(db)),
  };
}

/** Starts polling the outbox every `intervalMs` (once per process). */
export function startOutbox(db: Db, intervalMs = 1000): Dispatcher {
  if (!holder.__outbox) {
    holder.__outbox = createDispatcher({ db, deliverers: appDeliverers(db) });
    holder.__outbox.start(intervalMs);
    // The daily retention run (lib/server/jobs/retention.ts); a no-op when today's is queued.
    scheduleRetention(db, new Date()).catch((error: unknown) =>
      logger.warn({ err: error }, 'retention job not scheduled'),
    );
    // The hourly Meta spend import (./meta-spend-import.ts); a no-op when not configured.
    scheduleMetaSpendImport(db, new Date()).catch((error: unknown) =>
      logger.warn({ err: error }, 'Meta spend import not scheduled'),
    );
    logger.info({ worker: holder.__outbox.workerId }, 'outbox dispatcher started');
  }
  return holder.__outbox;
}

/** Stops this process's dispatcher, waiting for the deliveries in flight. */
export async function stopOutbox(): Promise<void> {
  const dispatcher = holder.__outbox;
  holder.__outbox = undefined;
  await dispatcher?.stop();
}
