/**
 * The claims that keep the owners' notices to one per period, whatever the number of app
 * servers and workers checking at once: a row of `owner_notices` per daily summary
 * (`summary:<Rome day>`) and per alert kind (`alert:<kind>`, the last one sent). A claim is one
 * atomic statement taken in the transaction that queues the emails, so a notice is queued
 * exactly when its claim is: two replicas racing for the same claim wait on its row, and the
 * second finds it taken. The one writer of `owner_notices`.
 */
import 'server-only';
import { RETENTION } from '@/lib/privacy/retention';
import { Prisma } from '../generated/prisma/client';
import { addMonths } from '../leads/free-access';

type Tx = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw'>;

/** The claim key of the daily summary of Rome day `day` ('YYYY-MM-DD'). */
export const summaryKey = (day: string) => `summary:${day}`;

/** The claim key of alert `kind`. */
export const alertKey = (kind: string) => `alert:${kind}`;

/** Inserts claim `key` at `now`, or does `onConflict` to the row that holds it; whether it took it. */
async function claim(
  tx: Tx,
  key: string,
  now: Date,
  details: Prisma.InputJsonValue,
  onConflict: Prisma.Sql,
): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`
    INSERT INTO owner_notices (key, sent_at, details)
    VALUES (${key}, ${now}, ${JSON.stringify(details)}::jsonb)
    ON CONFLICT (key) ${onConflict}
    RETURNING key`;
  return rows.length === 1;
}

/**
 * Claims the daily summary of `day` at `now`, through `tx`; true when this call took it (no
 * summary of that day was claimed before), false when another run had.
 */
export async function claimDailySummary(
  tx: Tx,
  day: string,
  now: Date,
  details: Prisma.InputJsonValue,
): Promise<boolean> {
  const taken = await claim(tx, summaryKey(day), now, details, Prisma.sql`DO NOTHING`);
  // One summary row a day: the claim that takes a day prunes those past the technical-log
  // period (lib/privacy/retention.ts), as the privacy policy says. An alert kind has a single row.
  if (taken) {
    await tx.$executeRaw`
      DELETE FROM owner_notices
      WHERE key LIKE 'summary:%' AND sent_at < ${addMonths(now, -RETENTION.technicalLogsMonths)}`;
  }
  return taken;
}

/**
 * Claims alert `kind` at `now`, through `tx`, unless one was claimed less than `quietMs` before
 * `now`; true when this call took it. Under concurrency the second statement waits for the
 * first's row and re-reads it, so it sees the new time and takes nothing.
 */
export function claimAlert(
  tx: Tx,
  kind: string,
  now: Date,
  quietMs: number,
  details: Prisma.InputJsonValue,
): Promise<boolean> {
  const quietSince = new Date(now.getTime() - quietMs);
  return claim(
    tx,
    alertKey(kind),
    now,
    details,
    Prisma.sql`DO UPDATE SET sent_at = EXCLUDED.sent_at, details = EXCLUDED.details
      WHERE owner_notices.sent_at <= ${quietSince}`,
  );
}

/** Whether the daily summary of `day` has been claimed (a cheap look before any work). */
export async function summaryClaimed(
  db: Pick<Prisma.TransactionClient, 'ownerNotice'>,
  day: string,
): Promise<boolean> {
  return (await db.ownerNotice.count({ where: { key: summaryKey(day) } })) > 0;
}

/** When alert `kind` was last claimed, or null. */
export async function lastAlertAt(
  db: Pick<Prisma.TransactionClient, 'ownerNotice'>,
  kind: string,
): Promise<Date | null> {
  const row = await db.ownerNotice.findUnique({ where: { key: alertKey(kind) } });
  return row?.sentAt ?? null;
}
