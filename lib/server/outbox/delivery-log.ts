/**
 * The delivery log: recent outbox messages with their attempts, for the
 * webhooks tab, the lead detail's email log and the lead's data export. Read-only.
 */
import 'server-only';
import type { Delivery, DeliveryChannel, DeliveryStatus } from '@/lib/contracts/admin/deliveries';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';

export interface DeliveryFilter {
  channel?: DeliveryChannel;
  status?: DeliveryStatus;
  leadId?: number;
  limit?: number;
}

/** Newest messages first (at most 100), each with its attempts, never the payload's secrets. */
export async function listDeliveries(db: Db, filter: DeliveryFilter = {}): Promise<Delivery[]> {
  const where: Prisma.OutboxMessageWhereInput = {
    // The retention job's runs (channel 'maintenance') are not deliveries to anyone.
    channel: filter.channel ?? { not: 'maintenance' },
    ...(filter.status && { status: filter.status }),
    ...(filter.leadId !== undefined && { leadId: filter.leadId }),
  };
  const messages = await db.outboxMessage.findMany({
    where,
    orderBy: { createdAt: 'desc' },
    take: Math.min(filter.limit ?? 50, 100),
    include: { attempts: { orderBy: { attemptNo: 'asc' } } },
  });
  return messages.map((m) => {
    const payload = (m.payload ?? {}) as Record<string, unknown>;
    return {
      id: m.id,
      channel: m.channel,
      eventType: m.eventType,
      // Written by the outbox alone, with one of DELIVERY_STATUSES.
      status: m.status as DeliveryStatus,
      attemptCount: m.attemptCount,
      nextAttemptAt: m.status === 'pending' ? m.nextAttemptAt.toISOString() : null,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      deliveredAt: m.deliveredAt?.toISOString() ?? null,
      subject: typeof payload.subject === 'string' ? payload.subject : null,
      attempts: m.attempts.map((a) => ({
        attemptNo: a.attemptNo,
        startedAt: a.startedAt.toISOString(),
        durationMs: a.durationMs,
        statusCode: a.statusCode,
        ok: a.ok,
        error: a.error,
        responseSnippet: a.responseSnippet,
      })),
    };
  });
}
