/**
 * The outbox gauges of GET /api/metrics, read from the database when Prometheus scrapes (one
 * grouped query, ../outbox/backlog.ts) rather than kept up to date on every enqueue and
 * delivery: the backlog is the database's, shared by every app instance and the worker.
 *
 *   outbox_pending_messages{channel}        every pending message
 *   outbox_due_messages{channel}            pending and due now (the backlog to deliver)
 *   outbox_oldest_due_age_seconds{channel}  how long the oldest due message has waited
 *
 * The known channels are always there (0 when empty), so an alert on them never sees a gap.
 * When the database does not answer, the gauges are left out of that scrape (the failure is
 * logged), rather than repeating stale figures.
 */
import 'server-only';
import { Gauge } from 'prom-client';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { outboxBacklog, type ChannelBacklog } from '../outbox/backlog';
import { metrics } from './registry';

/** Channels listed even with nothing pending (OutboxChannel of ../outbox/enqueue.ts). */
const KNOWN_CHANNELS = ['webhook', 'email', 'sms', 'meta'];

let inFlight: Promise<ChannelBacklog[] | null> | null = null;

/**
 * The backlog for this scrape: the three gauges' collect functions run side by side, and share
 * one query. Null when the database failed.
 */
function backlogOnce(): Promise<ChannelBacklog[] | null> {
  inFlight ??= (async () => {
    try {
      return await outboxBacklog(await getDb(), new Date());
    } catch (error) {
      logger.warn({ err: error }, 'metrics: outbox backlog query failed');
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

function backlogGauge(name: string, help: string, pick: (b: ChannelBacklog) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['channel'] as const,
    registers: [metrics.registry],
    async collect() {
      const backlog = await backlogOnce();
      this.reset();
      if (!backlog) return;
      for (const channel of KNOWN_CHANNELS) this.set({ channel }, 0);
      for (const row of backlog) this.set({ channel: row.channel }, pick(row));
    },
  });
}

/** Adds the outbox gauges to this process's registry, once (whichever bundle calls first). */
export function registerOutboxGauges(): void {
  if (metrics.outboxGauges) return;
  metrics.outboxGauges = true;
  backlogGauge('outbox_pending_messages', 'Pending outbox messages, by channel', (b) => b.pending);
  backlogGauge(
    'outbox_due_messages',
    'Pending outbox messages whose delivery time has come, by channel',
    (b) => b.due,
  );
  backlogGauge(
    'outbox_oldest_due_age_seconds',
    'Seconds the oldest due outbox message has waited past its delivery time, by channel',
    (b) => b.oldestDueAgeSec,
  );
}
