/**
 * The dispatcher's `maintenance` channel: the periodic jobs queued as outbox messages with
 * fixed ids (one per period), told apart by their event type. The channel is left out of the
 * delivery log: these runs are not deliveries to anyone.
 */
import 'server-only';
import type { Db } from '../db/client';
import type { Deliverer } from '../outbox/dispatcher';
import { retentionDeliverer } from './retention';
import { metaSpendDeliverer } from './meta-spend-import';

/** The jobs by event type: the daily retention run, the hourly Meta spend import. */
export function maintenanceJobs(db: Db): Record<string, Deliverer> {
  return {
    'retention.daily': retentionDeliverer(db),
    'meta.spend_import': metaSpendDeliverer(db),
  };
}

/** Runs each maintenance message by its event type; an unknown type fails at once. */
export function maintenanceDeliverer(jobs: Record<string, Deliverer>): Deliverer {
  return async (message, now) => {
    const job = jobs[message.eventType];
    if (!job) return { ok: false, error: `no job ${message.eventType}`, final: 'failed' };
    return job(message, now);
  };
}
