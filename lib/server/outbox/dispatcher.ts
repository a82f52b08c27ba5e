/**
 * The outbox dispatcher (docs/decisions.md §6b). It claims due messages with `FOR UPDATE SKIP LOCKED`
 * and a lease (several app instances on PostgreSQL never take the same message; a crashed
 * worker's claim simply expires), hands each to its channel's deliverer, records the attempt,
 * and schedules the retry or closes the message. Each message is delivered on its own: a
 * channel has at most `concurrency` deliveries in flight, a claim asks only for the free slots
 * of each channel, and the loop claims again as soon as a slot frees. A receiver that takes
 * its whole timeout therefore holds one slot of its own channel, never another channel nor
 * the messages queued behind it. The same SQL runs on PGlite and PostgreSQL. Time comes from
 * `clock`, so tests can run a day in milliseconds. Claims and attempts are written through
 * ./messages.ts, the outbox tables' one writer.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { MAX_ATTEMPTS, nextDelayMs } from './schedule';
import { claimDue, settleMessage, type ClaimedMessage } from './messages';

export type { ClaimedMessage };

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
  /** Most messages one claim takes, all channels together. Default 10. */
  batch?: number;
  /** Most deliveries in flight per channel in this dispatcher. Default 10. */
  concurrency?: number;
  workerId?: string;
}

/**
 * Claims, delivers and records; `tick()` once, or `start()` a loop. Only the channels of
 * `deliverers` are claimed: a message of another channel waits for a process that delivers it.
 */
export function createDispatcher(options: DispatcherOptions) {
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 10;
  const concurrency = options.concurrency ?? 10;
  const workerId = options.workerId ?? `w_${process.pid}_${randomBytes(4).toString('hex')}`;
  const { db } = options;

  /** Leases up to `free[channel]` due messages of each channel, oldest due first. */
  async function claim(
    now: Date,
    free: Record<string, number>,
    onlyId?: string,
  ): Promise<ClaimedMessage[]> {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    return claimDue(db, { now, leaseUntil, workerId, free, batch, onlyId });
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
    // False when our lease expired and another worker took over: nothing is recorded then.
    await settleMessage(
      db,
      message.id,
      workerId,
      {
        status,
        attemptCount: attemptNo,
        lastError: outcome.ok ? null : error,
        deliveredAt: outcome.ok ? finishedAt : null,
        nextAttemptAt: new Date(finishedAt.getTime() + (delay ?? 0)),
      },
      {
        attemptNo,
        startedAt,
        durationMs: Math.max(0, finishedAt.getTime() - startedAt.getTime()),
        statusCode: outcome.statusCode ?? null,
        ok: outcome.ok,
        error,
        responseSnippet: outcome.responseSnippet?.slice(0, 512) ?? null,
      },
    );
  }

  const inFlight = new Map<string, number>();
  /** Every delivery started and not yet recorded; these promises never reject. */
  const deliveries = new Set<Promise<unknown>>();
  /** The last claim queued: claims run one at a time (see fill). */
  let claiming: Promise<unknown> = Promise.resolve();
  /** Called whenever a delivery ends; the loop sets it to claim for the freed slot. */
  let onSlotFreed = () => {};

  function freeSlots(): Record<string, number> {
    const free: Record<string, number> = {};
    for (const channel of Object.keys(options.deliverers)) {
      const slots = concurrency - (inFlight.get(channel) ?? 0);
      if (slots > 0) free[channel] = slots;
    }
    return free;
  }

  /**
   * Delivers and records `message`, holding one slot of its channel meanwhile. The promise
   * rejects when the attempt could not be recorded (the lease then expires and the message is
   * retried); that failure is also logged, for the loop that does not wait.
   */
  function launch(message: ClaimedMessage): Promise<DeliveryOutcome> {
    inFlight.set(message.channel, (inFlight.get(message.channel) ?? 0) + 1);
    const run = (async () => {
      const startedAt = clock();
      const outcome = await deliver(message);
      await settle(message, outcome, startedAt);
      return outcome;
    })();
    const tracked = run
      .catch((error: unknown) =>
        logger.warn({ err: error, messageId: message.id }, 'outbox attempt not recorded'),
      )
      .finally(() => {
        inFlight.set(message.channel, (inFlight.get(message.channel) ?? 1) - 1);
        deliveries.delete(tracked);
        onSlotFreed();
      });
    deliveries.add(tracked);
    return run;
  }

  /**
   * Claims for the free slots and starts those deliveries without waiting for them; resolves
   * to their promises. Claims are queued one behind the other, because two claims counting
   * the same free slots at once would together overfill a channel.
   */
  function fill(): Promise<Promise<DeliveryOutcome>[]> {
    const next = claiming.then(async () => {
      const free = freeSlots();
      if (Object.keys(free).length === 0) return [];
      return (await claim(clock(), free)).map(launch);
    });
    claiming = next.catch(() => undefined);
    return next;
  }

  /**
   * Claims once for the free slots and waits for those deliveries; resolves to how many it
   * claimed. Rejects when the claim or the recording of an attempt fails.
   */
  async function tick(): Promise<number> {
    const runs = await fill();
    await Promise.all(runs);
    return runs.length;
  }

  /**
   * Delivers message `id` now if it is due and unclaimed (the webhook test button); returns the
   * outcome, or null when another worker holds it, it is not pending, or no deliverer here
   * handles its channel. Not held back by the channel's limit: a person is waiting.
   */
  async function deliverOne(id: string): Promise<DeliveryOutcome | null> {
    const anyChannel = Object.fromEntries(Object.keys(options.deliverers).map((c) => [c, 1]));
    const [message] = await claim(clock(), anyChannel, id);
    return message ? launch(message) : null;
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let filling = false;
  let refill = false;

  return {
    workerId,
    tick,
    deliverOne,
    /**
     * Claims every `intervalMs` until stop(), at once again after a claim that found work, and
     * whenever a delivery ends (its slot is free); a failing claim is logged and retried after
     * 5 × `intervalMs`.
     */
    start(intervalMs = 1000) {
      if (!stopped) return;
      stopped = false;
      const pump = async () => {
        if (stopped) return;
        if (filling) {
          refill = true; // a slot freed during this claim: claim again right after it
          return;
        }
        filling = true;
        refill = false;
        clearTimeout(timer);
        let wait: number;
        try {
          wait = (await fill()).length > 0 || refill ? 0 : intervalMs;
        } catch (error) {
          logger.warn({ err: error }, 'outbox claim failed');
          wait = intervalMs * 5;
        }
        filling = false;
        if (!stopped) timer = setTimeout(() => void pump(), wait);
      };
      onSlotFreed = () => void pump();
      void pump();
    },
    /**
     * Stops claiming and waits for the claim in progress and every delivery in flight (each
     * ends within its deliverer's timeout, 15 s for a webhook).
     */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await claiming;
      while (deliveries.size > 0) await Promise.all(deliveries);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

/** Total attempts a message gets before `failed` (re-exported for the UI). */
export { MAX_ATTEMPTS };
