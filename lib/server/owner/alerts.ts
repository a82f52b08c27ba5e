/**
 * The three conditions that email the owners at once (thresholds: ./alert-settings.ts):
 * - `sms_failure_rate`: of the SMS of the last hour (codes and guide links), the share not delivered
 *   (refused by the provider, or a 'failed' or 'expired' receipt) is above
 *   `smsFailurePercent` %, judged only from `smsFailureMinCount` SMS up;
 * - `outbox_delay`: the oldest due outbox message (any channel) has waited more than
 *   `outboxDelayMinutes` (../outbox/backlog.ts, the figure of the metrics endpoint);
 * - `refused_proofs`: more than `refusedProofsPerHour` proofs of work refused in the last hour
 *   (./refused-proofs.ts).
 * A threshold is passed when the figure is strictly above it. Measures only; ./run.ts sends.
 */
import 'server-only';
import * as z from 'zod/mini';
import type { AlertThresholds } from '@/lib/contracts/admin/alert-settings';
import type { Db } from '../db/client';
import { onlyRow } from '../db/sql';
import { outboxBacklog } from '../outbox/backlog';
import { countRefusedProofs, type RefusedProofsSource } from './refused-proofs';

export const ALERT_KINDS = ['sms_failure_rate', 'outbox_delay', 'refused_proofs'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The window the per-hour alerts count over. */
export const ALERT_WINDOW_MS = 3_600_000;

/** An alert whose threshold is passed, with the figures that passed it. */
export type FiredAlert =
  | {
      kind: 'sms_failure_rate';
      sent: number;
      notDelivered: number;
      /** notDelivered / sent, 0..1. */
      share: number;
      thresholdPercent: number;
    }
  | {
      kind: 'outbox_delay';
      /** The channel of the oldest due message, and how long it has waited. */
      channel: string;
      waitedMinutes: number;
      /** Due messages over every channel. */
      due: number;
      thresholdMinutes: number;
    }
  | { kind: 'refused_proofs'; refused: number; threshold: number };

/** Where counts that no table of this app holds come from (tests pass their own). */
export interface AlertSources {
  refusedProofs?: RefusedProofsSource;
}

const SmsRow = z.object({ sent: z.number(), not_delivered: z.number() });

/**
 * The share of the last hour's SMS that did not arrive. Verify attempts are not SMS (they go
 * by WhatsApp or a call as often): the funnel shows them by channel.
 */
async function smsFailureRate(db: Db, now: Date, t: AlertThresholds): Promise<FiredAlert | null> {
  const since = new Date(now.getTime() - ALERT_WINDOW_MS);
  const row = onlyRow(
    SmsRow,
    await db.$queryRaw`
      SELECT count(*)::int AS sent,
        count(*) FILTER (WHERE NOT delivered OR delivery_status IN ('failed', 'expired'))::int
          AS not_delivered
      FROM verification_codes
      WHERE created_at > ${since} AND created_at <= ${now} AND kind <> 'verify'`,
  );
  if (row.sent < t.smsFailureMinCount) return null;
  const share = row.not_delivered / row.sent;
  if (share * 100 <= t.smsFailurePercent) return null;
  return {
    kind: 'sms_failure_rate',
    sent: row.sent,
    notDelivered: row.not_delivered,
    share,
    thresholdPercent: t.smsFailurePercent,
  };
}

async function outboxDelay(db: Db, now: Date, t: AlertThresholds): Promise<FiredAlert | null> {
  const backlog = await outboxBacklog(db, now);
  const oldest = backlog.reduce<(typeof backlog)[number] | null>(
    (max, c) => (c.due > 0 && (!max || c.oldestDueAgeSec > max.oldestDueAgeSec) ? c : max),
    null,
  );
  if (!oldest || oldest.oldestDueAgeSec <= t.outboxDelayMinutes * 60) return null;
  return {
    kind: 'outbox_delay',
    channel: oldest.channel,
    waitedMinutes: Math.floor(oldest.oldestDueAgeSec / 60),
    due: backlog.reduce((n, c) => n + c.due, 0),
    thresholdMinutes: t.outboxDelayMinutes,
  };
}

async function refusedProofs(
  db: Db,
  now: Date,
  t: AlertThresholds,
  source?: RefusedProofsSource,
): Promise<FiredAlert | null> {
  const since = new Date(now.getTime() - ALERT_WINDOW_MS);
  const refused = await countRefusedProofs(db, since, now, source);
  if (refused <= t.refusedProofsPerHour) return null;
  return { kind: 'refused_proofs', refused, threshold: t.refusedProofsPerHour };
}

/** Every alert whose threshold `thresholds` is passed at `now`, in ALERT_KINDS order. */
export async function measureAlerts(
  db: Db,
  now: Date,
  thresholds: AlertThresholds,
  sources: AlertSources = {},
): Promise<FiredAlert[]> {
  const fired = await Promise.all([
    smsFailureRate(db, now, thresholds),
    outboxDelay(db, now, thresholds),
    refusedProofs(db, now, thresholds, sources.refusedProofs),
  ]);
  return fired.filter((a): a is FiredAlert => a !== null);
}
