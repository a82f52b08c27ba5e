/**
 * How far behind the outbox is, per channel: for the operator's metrics (GET /api/metrics),
 * read at scrape time. One grouped query over the pending messages, served by the
 * (status, next_attempt_at) index, so its cost follows the backlog, not the table's history.
 */
import 'server-only';
import * as z from 'zod/mini';
import { Prisma } from '../generated/prisma/client';
import { sqlOf, type Db } from '../db/client';

/** One channel's pending messages at `now`. */
export interface ChannelBacklog {
  channel: string;
  /** Every pending message, due or scheduled for later (a retry's wait). */
  pending: number;
  /** Pending messages whose time has come (in delivery or waiting for a dispatcher). */
  due: number;
  /** Seconds since the oldest due message became due; 0 when none is due. */
  oldestDueAgeSec: number;
}

const Row = z.object({
  channel: z.string(),
  pending: z.coerce.number(),
  due: z.coerce.number(),
  oldest_due: z.nullable(z.coerce.date()),
});

/** The backlog of every channel that has a pending message at `now` (others are absent). */
export async function outboxBacklog(db: Db, now: Date): Promise<ChannelBacklog[]> {
  const rows = await sqlOf(db)(Prisma.sql`
    SELECT channel,
           count(*) AS pending,
           count(*) FILTER (WHERE next_attempt_at <= ${now}::timestamptz) AS due,
           min(next_attempt_at) FILTER (WHERE next_attempt_at <= ${now}::timestamptz) AS oldest_due
      FROM outbox_messages
     WHERE status = 'pending'
     GROUP BY channel`);
  return rows.map((row) => {
    const r = Row.parse(row);
    return {
      channel: r.channel,
      pending: r.pending,
      due: r.due,
      oldestDueAgeSec: r.oldest_due
        ? Math.max(0, (now.getTime() - r.oldest_due.getTime()) / 1000)
        : 0,
    };
  });
}
