/**
 * The owners' notices as a background job (../jobs/periodic.ts): every minute, in the app and
 * in the worker, the daily summary once it is due and the alerts whose threshold is passed
 * (./run.ts). Every replica checks; the claims in the database let one of them send.
 */
import 'server-only';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { periodicJob, type BackgroundJob } from '../jobs/periodic';
import { sendDailySummary, sendDueAlerts } from './run';
import type { AlertSources } from './alerts';

/** How often the notices are checked: an alert leaves within a minute of its threshold. */
export const OWNER_CHECK_INTERVAL_MS = 60_000;

/**
 * One check at `now`: the summary, then the alerts. Each is logged on its own failure, so a
 * failing summary query never silences the alerts. Returns what was queued.
 */
export async function ownerNoticesTick(
  db: Db,
  now: Date,
  sources: AlertSources = {},
): Promise<{ summary: string | null; alerts: string[] }> {
  const summary = await sendDailySummary(db, now).catch((error: unknown) => {
    logger.error({ err: error }, 'daily summary failed');
    return null;
  });
  const alerts = await sendDueAlerts(db, now, sources).catch((error: unknown) => {
    logger.error({ err: error }, 'owner alerts check failed');
    return [];
  });
  return { summary: summary?.day ?? null, alerts };
}

/** The job that runs ownerNoticesTick every `intervalMs` (default one minute). */
export function ownerNoticesJob(
  options: { intervalMs?: number; clock?: () => Date; sources?: AlertSources } = {},
): BackgroundJob {
  return periodicJob('owner-notices', (db, now) => ownerNoticesTick(db, now, options.sources), {
    intervalMs: options.intervalMs ?? OWNER_CHECK_INTERVAL_MS,
    clock: options.clock,
  });
}
