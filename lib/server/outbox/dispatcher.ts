/**
 * The outbox dispatcher (DESIGN.md §6b). Each tick claims due messages with
 * `FOR UPDATE SKIP LOCKED` and a lease (several app instances on PostgreSQL never take the
 * same message; a crashed worker's claim simply expires), hands each to its channel's
 * deliverer, records the attempt, and schedules the retry or closes the message. The same SQL
 * runs on PGlite and PostgreSQL. Time comes from `clock`, so tests can run a day in
 * milliseconds.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { logger } from '../logger';
import { MAX_ATTEMPTS, nextDelayMs } from './schedule';

/** A claimed message as deliverers see it. */
export interface ClaimedMessage {
  id: string;
  channel: string;
  eventType: string;
  payload: unknown;
  leadId: number | null;
  attemptCount: number;
  createdAt: Date;
}

/** What one delivery attempt gave. */
export interface DeliveryOutcome {
  ok: boolean;
  statusCode?: number | null;
  error?: string | null;
  responseSnippet?: string | null;
  /** A receiver's Retry-After, in ms. */
  retryAfterMs?: number | null;
  /** Give up now (e.g. 410 Gone, or the lead unsubscribed): the message becomes `failed` or `cancelled`. */
  final?: 'failed' | 'cancelled';
}

export type Deliverer = (message: ClaimedMessage, now: Date) => Promise<DeliveryOutcome>;

export interface DispatcherOptions {
  db: Db;
  deliverers: Record<string, Deliverer>;
  clock?: () => Date;
  random?: () => number;
  /** How long a claim lasts (ms); longer than any delivery timeout. Default 60 s. */
  leaseMs?: number;
  /** Messages claimed per tick. Default 10. */
  batch?: number;
  workerId?: string;
}

interface ClaimedRow {
  id: string;
  channel: string;
  event_type: string;
  payload: unknown;
  lead_id: number | null;
  attempt_count: number;
  created_at: Date;
}

/** Claims, delivers and records; `tick()` once, or `start()` a loop. */
export function createDispatcher(options: DispatcherOptions) {
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 10;
  const workerId = options.workerId ?? `w_${process.pid}_${randomBytes(4).toString('hex')}`;
  const { db } = options;

  async function claim(now: Date, onlyId?: string): Promise<ClaimedMessage[]> {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const rows = await db.$queryRaw<ClaimedRow[]>`
      UPDATE outbox_messages SET lease_until = ${leaseUntil}, leased_by = ${workerId}
      WHERE id IN (
        SELECT id FROM outbox_messages
        WHERE status = 'pending' AND next_attempt_at <= ${now}
          AND (lease_until IS NULL OR lease_until < ${now})
          AND (${onlyId ?? null}::text IS NULL OR id = ${onlyId ?? null})
        ORDER BY next_attempt_at
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, event_type, payload, lead_id, attempt_count, created_at`;
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      eventType: r.event_type,
      payload: r.payload,
      leadId: r.lead_id,
      attemptCount: r.attempt_count,
      createdAt: r.created_at,
    }));
  }

  async function deliver(message: ClaimedMessage): Promise<DeliveryOutcome> {
    const deliverer = options.deliverers[message.channel];
    if (!deliverer) return { ok: false, error: `no deliverer for ${message.channel}` };
    try {
      return await deliverer(message, clock());
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Records the attempt and moves the message on — only if our claim still holds. */
  async function settle(message: ClaimedMessage, outcome: DeliveryOutcome, startedAt: Date) {
    const attemptNo = message.attemptCount + 1;
    const finishedAt = clock();
    const delay =
      outcome.ok || outcome.final
        ? null
        : nextDelayMs(attemptNo, { retryAfterMs: outcome.retryAfterMs, random: options.random });
    const status = outcome.ok
      ? 'delivered'
      : (outcome.final ?? (delay === null ? 'failed' : 'pending'));
    const error = outcome.error?.slice(0, 500) ?? null;
    await db.$transaction(async (tx) => {
      const updated = await tx.outboxMessage.updateMany({
        where: { id: message.id, leasedBy: workerId },
        data: {
          status,
          attemptCount: attemptNo,
          lastError: outcome.ok ? null : error,
          deliveredAt: outcome.ok ? finishedAt : null,
          nextAttemptAt: new Date(finishedAt.getTime() + (delay ?? 0)),
          leaseUntil: null,
          leasedBy: null,
        },
      });
      if (updated.count === 0) return; // our lease expired and another worker took over
      await tx.deliveryAttempt.create({
        data: {
          messageId: message.id,
          attemptNo,
          startedAt,
          durationMs: Math.max(0, finishedAt.getTime() - startedAt.getTime()),
          statusCode: outcome.statusCode ?? null,
          ok: outcome.ok,
          error,
          responseSnippet: outcome.responseSnippet?.slice(0, 512) ?? null,
        },
      });
    });
  }

  /** Claims the due messages once and delivers them (in parallel); returns how many. */
  async function tick(): Promise<number> {
    const claimed = await claim(clock());
    await Promise.all(
      claimed.map(async (message) => {
        const startedAt = clock();
        const outcome = await deliver(message);
        await settle(message, outcome, startedAt);
      }),
    );
    return claimed.length;
  }

  /**
   * Delivers message `id` now if it is due and unclaimed (the webhook test button); returns the
   * outcome, or null when another worker holds it or it is not pending.
   */
  async function deliverOne(id: string): Promise<DeliveryOutcome | null> {
    const [message] = await claim(clock(), id);
    if (!message) return null;
    const startedAt = clock();
    const outcome = await deliver(message);
    await settle(message, outcome, startedAt);
    return outcome;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  return {
    workerId,
    tick,
    deliverOne,
    /** Polls every `intervalMs` until stop(); a failing tick is logged and retried. */
    start(intervalMs = 1000) {
      if (!stopped) return;
      stopped = false;
      const loop = () => {
        running = tick()
          .then((n) => (n > 0 ? 0 : intervalMs))
          .catch((error: unknown) => {
            logger.warn({ err: error }, 'outbox tick failed');
            return intervalMs * 5;
          })
          .then((wait) => {
            if (!stopped) timer = setTimeout(loop, wait);
          });
      };
      loop();
    },
    /** Stops polling and waits for the tick in flight. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

/** Total attempts a message gets before `failed` (re-exported for the UI). */
export { MAX_ATTEMPTS };
