/**
 * Sending the owners' notices, each at most once per period across every process that checks
 * (./scheduler.ts runs these every minute in the app and in the worker):
 * - the daily summary of the previous Rome day, from 08:00 Europe/Rome (summer time or not)
 *   until the day ends: the first check after 08:00 sends it, later checks and other
 *   replicas find it claimed;
 * - each alert whose threshold is passed, at most once per kind per hour (from the last one
 *   sent, not per clock hour).
 * The claim (./notices.ts) and the emails (one per owner with an email:
 * ../auth/admin-notices.ts ownerEmails) commit in one transaction. With no such owner the
 * claim is still taken and a warning logged: the figures are not recounted every minute.
 */
import 'server-only';
import { addDays, romeDate, romeWallTimeToInstant } from '@/lib/rome-calendar';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { logger } from '../logger';
import { ownerEmails, queueOwnerMail, type OwnerMail } from '../auth/admin-notices';
import { claimAlert, claimDailySummary, lastAlertAt, summaryClaimed } from './notices';
import { dailySummary } from './daily-summary';
import { summaryMail } from './summary-mail';
import { measureAlerts, type AlertKind, type AlertSources } from './alerts';
import { alertMail } from './alert-mail';
import { readAlertThresholds } from './alert-settings';

/** Rome wall-clock time from which the previous day's summary is due. */
export const SUMMARY_TIME = '08:00';

/** Least time between two alerts of one kind. */
export const ALERT_QUIET_MS = 3_600_000;

/**
 * The Rome day whose summary is due at `now` ('YYYY-MM-DD': yesterday in Rome), or null before
 * 08:00 Rome time. DST-correct: 08:00 is 07:00 UTC in winter and 06:00 UTC in summer.
 */
export function summaryDayDue(now: Date): string | null {
  const today = romeDate(now);
  return now >= romeWallTimeToInstant(`${today}T${SUMMARY_TIME}`) ? addDays(today, -1) : null;
}

/**
 * Takes a claim through `claim` and, when it was free, queues `mail` to every owner with an
 * email in the same transaction. Returns the number of emails queued, or null when the claim
 * was already taken.
 */
async function claimAndQueue(
  db: Db,
  claim: (tx: Prisma.TransactionClient) => Promise<boolean>,
  mail: OwnerMail,
  now: Date,
): Promise<number | null> {
  const queued = await db.$transaction(async (tx) => {
    if (!(await claim(tx))) return null;
    return (await queueOwnerMail(tx, await ownerEmails(tx), mail, now)).length;
  });
  if (queued === 0)
    logger.warn(
      { template: mail.template },
      'owner notice not sent: no enabled owner account has an email',
    );
  return queued;
}

/**
 * Queues the summary of the day due at `now` (see summaryDayDue) unless it was queued before
 * (by this or any process). Returns the day and how many emails were queued, or null when
 * nothing was due or it had been sent.
 */
export async function sendDailySummary(
  db: Db,
  now: Date,
): Promise<{ day: string; queued: number } | null> {
  const day = summaryDayDue(now);
  if (day === null || (await summaryClaimed(db, day))) return null;
  const figures = await dailySummary(db, day);
  const details = JSON.parse(JSON.stringify(figures)) as Prisma.InputJsonValue;
  const queued = await claimAndQueue(
    db,
    (tx) => claimDailySummary(tx, day, now, details),
    summaryMail(figures),
    now,
  );
  if (queued === null) return null;
  logger.info({ day, queued }, 'daily summary queued for the owners');
  return { day, queued };
}

/**
 * Queues the summary of Rome day `day` to `recipients` (default: the owners with an email) now,
 * whatever was sent before, and claims nothing: an on-demand copy (`npm run summary:daily`)
 * that leaves the scheduled one alone. Returns the outbox ids.
 */
export async function queueSummaryCopy(
  db: Db,
  day: string,
  now: Date,
  recipients?: string[],
): Promise<string[]> {
  const mail = summaryMail(await dailySummary(db, day));
  return db.$transaction(async (tx) =>
    queueOwnerMail(tx, recipients ?? (await ownerEmails(tx)), mail, now),
  );
}

/**
 * Measures every alert at `now` with the thresholds in force and queues each one passed whose
 * kind was not sent in the last hour. Returns the kinds queued.
 */
export async function sendDueAlerts(
  db: Db,
  now: Date,
  sources: AlertSources = {},
): Promise<AlertKind[]> {
  const { thresholds } = await readAlertThresholds(db);
  const sent: AlertKind[] = [];
  for (const alert of await measureAlerts(db, now, thresholds, sources)) {
    // A look before the write: while a condition lasts, the checks of the next hour write nothing.
    const last = await lastAlertAt(db, alert.kind);
    if (last && now.getTime() - last.getTime() < ALERT_QUIET_MS) continue;
    const queued = await claimAndQueue(
      db,
      (tx) => claimAlert(tx, alert.kind, now, ALERT_QUIET_MS, { ...alert }),
      alertMail(alert),
      now,
    );
    if (queued === null) continue;
    logger.warn({ alert: alert.kind, queued }, 'owner alert queued');
    sent.push(alert.kind);
  }
  return sent;
}
