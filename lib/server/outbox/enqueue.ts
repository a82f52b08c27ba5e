/**
 * Writing a message into the outbox (docs/decisions.md §6b). Call it with the transaction client of
 * the change that causes the message, so that both commit or neither does: an acknowledged
 * change can never lose its message, even if the process dies right after answering. The row
 * is inserted by ./messages.ts, the outbox tables' one writer.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client';
import { insertMessage, insertMessageIfAbsent, type MessageRow } from './messages';

export type OutboxChannel = 'webhook' | 'email' | 'sms' | 'meta';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  /** lead.created, lead.verified, webhook.test, email.<template>, or a Meta event name */
  eventType: string;
  payload: Prisma.InputJsonValue;
  leadId?: number | null;
  /** When the first attempt is due (default: now). */
  runAt?: Date;
}

/** A new message id: `msg_` + 26 base32 characters (the webhook-id of the spec's examples). */
export function newMessageId(): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const bytes = randomBytes(26);
  return `msg_${Array.from(bytes, (b) => alphabet[b % 32]).join('')}`;
}

/** The row of `message` under `id` at `now` (due at `runAt`, else now). */
function rowOf(id: string, message: NewOutboxMessage, now: Date): MessageRow {
  return {
    id,
    channel: message.channel,
    eventType: message.eventType,
    payload: message.payload,
    leadId: message.leadId ?? null,
    nextAttemptAt: message.runAt ?? now,
    createdAt: now,
  };
}

/** Inserts the message (status pending) through `tx`; returns its id. */
export async function enqueueMessage(
  tx: Pick<Prisma.TransactionClient, 'outboxMessage'>,
  message: NewOutboxMessage,
  now = new Date(),
): Promise<string> {
  const id = newMessageId();
  await insertMessage(tx, rowOf(id, message, now));
  return id;
}

/**
 * Inserts `message` under its own fixed `id` through `tx` unless a message with that id exists
 * (any status, also one already delivered): for a message that must leave once whatever asks
 * for it, even two requests at once. Returns whether it was queued now.
 */
export async function enqueueMessageOnce(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  message: NewOutboxMessage & { id: string },
  now = new Date(),
): Promise<boolean> {
  return insertMessageIfAbsent(tx, rowOf(message.id, message, now));
}
