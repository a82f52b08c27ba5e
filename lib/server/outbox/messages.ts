/**
 * The one writer of the outbox's tables, `outbox_messages` and `delivery_attempts`: new
 * messages (./enqueue.ts builds them), the dispatcher's claims and recorded attempts, the
 * operator's replays, a lead's erasure and the retention purge. Knows nothing of what a
 * message says.
 */
import 'server-only';
import * as z from 'zod/mini';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';

type OutboxTx = Pick<Prisma.TransactionClient, 'outboxMessage'>;

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

/** A new pending message, as ./enqueue.ts builds it. */
export interface MessageRow {
  id: string;
  channel: string;
  eventType: string;
  payload: Prisma.InputJsonValue;
  leadId: number | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

/** Inserts `message` (status pending) through `tx`, the transaction of the change it reports. */
export async function insertMessage(tx: OutboxTx, message: MessageRow): Promise<void> {
  await tx.outboxMessage.create({ data: message });
}

/**
 * Inserts `message` (status pending) through `tx` unless a message with its id exists, whatever
 * its status; returns whether it did. Of two transactions inserting one id at once, one inserts
 * and the other waits for its commit and inserts nothing: a fixed id makes a message once-only.
 */
export async function insertMessageIfAbsent(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  message: MessageRow,
): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO outbox_messages (id, channel, event_type, payload, lead_id, status, next_attempt_at, created_at)
    VALUES (${message.id}, ${message.channel}, ${message.eventType},
      ${JSON.stringify(message.payload)}::jsonb, ${message.leadId}, 'pending',
      ${message.nextAttemptAt}, ${message.createdAt})
    ON CONFLICT (id) DO NOTHING`;
  return inserted > 0;
}

/**
 * Inserts message `id` due at `at` unless a message with that id exists, whatever its status:
 * a fixed id makes a job's scheduling idempotent across restarts and app instances.
 */
export async function insertMessageOnce(
  db: Db,
  message: { id: string; channel: string; eventType: string; payload: object; at: Date },
): Promise<void> {
  const { at, payload, ...rest } = message;
  await insertMessageIfAbsent(db, {
    ...rest,
    payload: payload as Prisma.InputJsonValue,
    leadId: null,
    nextAttemptAt: at,
    createdAt: at,
  });
}

const ClaimedRow = z.object({
  id: z.string(),
  channel: z.string(),
  event_type: z.string(),
  payload: z.unknown(),
  lead_id: z.nullable(z.coerce.number()),
  attempt_count: z.coerce.number(),
  created_at: z.coerce.date(),
});

/**
 * Leases to `workerId` until `leaseUntil` up to `free[channel]` messages of each channel due
 * at `now` (only message `onlyId` when given), at most `batch` in all, oldest due first.
 * Locked rows are skipped, so two workers never lease the same message.
 */
export async function claimDue(
  db: Db,
  claim: {
    now: Date;
    leaseUntil: Date;
    workerId: string;
    free: Record<string, number>;
    batch: number;
    onlyId?: string;
  },
): Promise<ClaimedMessage[]> {
  const { now, onlyId } = claim;
  // One locked subquery per channel, limited to its free slots: a message is leased only
  // when its delivery can start at once, so no lease runs out while it waits behind a slow
  // one, and a full channel's messages stay free for another worker.
  const rows = await db.$queryRaw<unknown[]>`
    UPDATE outbox_messages SET lease_until = ${claim.leaseUntil}, leased_by = ${claim.workerId}
    WHERE id IN (
      SELECT due.id FROM jsonb_each_text(${JSON.stringify(claim.free)}::jsonb) AS free(channel, slots)
      CROSS JOIN LATERAL (
        SELECT id, next_attempt_at FROM outbox_messages
        WHERE channel = free.channel AND status = 'pending' AND next_attempt_at <= ${now}
          AND (lease_until IS NULL OR lease_until < ${now})
          AND (${onlyId ?? null}::text IS NULL OR id = ${onlyId ?? null})
        ORDER BY next_attempt_at
        LIMIT free.slots::int
        FOR UPDATE SKIP LOCKED) due
      ORDER BY due.next_attempt_at
      LIMIT ${claim.batch})
    RETURNING id, channel, event_type, payload, lead_id, attempt_count, created_at`;
  return rows.map((row) => {
    const r = ClaimedRow.parse(row);
    return {
      id: r.id,
      channel: r.channel,
      eventType: r.event_type,
      payload: r.payload,
      leadId: r.lead_id,
      attemptCount: r.attempt_count,
      createdAt: r.created_at,
    };
  });
}

/** Where an attempt leaves its message. */
export interface MessageSettlement {
  status: string;
  attemptCount: number;
  lastError: string | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
}

/** One delivery attempt as recorded. */
export interface AttemptRecord {
  attemptNo: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  ok: boolean;
  error: string | null;
  responseSnippet: string | null;
}

/**
 * Moves message `messageId` to `settlement`, releasing its lease, and records `attempt`, in
 * one transaction; only while `workerId` still holds the lease. Returns false (and records
 * nothing) when the lease expired and another worker took the message over.
 */
export async function settleMessage(
  db: Db,
  messageId: string,
  workerId: string,
  settlement: MessageSettlement,
  attempt: AttemptRecord,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const updated = await tx.outboxMessage.updateMany({
      where: { id: messageId, leasedBy: workerId },
      data: { ...settlement, leaseUntil: null, leasedBy: null },
    });
    if (updated.count === 0) return false;
    await tx.deliveryAttempt.create({ data: { messageId, ...attempt } });
    return true;
  });
}

/** What a replay sets: due now, attempts counted from zero, no lease. */
const requeued = (now: Date) => ({
  status: 'pending',
  attemptCount: 0,
  nextAttemptAt: now,
  leaseUntil: null,
  leasedBy: null,
});

/** Puts message `id` back in the queue at `now` if it failed or was cancelled; whether it did. */
export async function requeueMessage(db: Db, id: string, now: Date): Promise<boolean> {
  const { count } = await db.outboxMessage.updateMany({
    where: { id, status: { in: ['failed', 'cancelled'] } },
    data: requeued(now),
  });
  return count > 0;
}

/** Puts every webhook message created since `since` that failed back in the queue; how many. */
export async function requeueFailedWebhooksSince(db: Db, since: Date, now: Date): Promise<number> {
  const { count } = await db.outboxMessage.updateMany({
    where: { channel: 'webhook', status: 'failed', createdAt: { gte: since } },
    data: requeued(now),
  });
  return count;
}

/** Deletes every message about lead `leadId` through `tx` (its erasure): pending ones never go. */
export async function deleteLeadMessages(tx: OutboxTx, leadId: number): Promise<void> {
  await tx.outboxMessage.deleteMany({ where: { leadId } });
}

/** Deletes the closed (not pending) messages created before `before` (retention); how many. */
export async function purgeClosedMessagesBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.outboxMessage.deleteMany({
    where: { status: { not: 'pending' }, createdAt: { lt: before } },
  });
  return count;
}

/** Deletes the attempts started before `before` (retention); how many. */
export async function purgeAttemptsBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.deliveryAttempt.deleteMany({ where: { startedAt: { lt: before } } });
  return count;
}
