/**
 * The figures of the owners' daily summary for one Rome calendar day (00:00–24:00 Europe/Rome,
 * 23 or 25 hours on a summer-time change), every one counted in SQL from the rows, as the
 * back-office counts them:
 * - registrations and phone verifications of the day: the dashboard's daily series
 *   (../admin/reports/kpis.ts; a verification counts on the day it happened);
 * - cost per lead: the analytics tab's spend summary of the day's month up to the day's end
 *   (../admin/reports/analytics.ts): the spend entered for the month over the leads of those
 *   campaigns so far, per lead and per verified lead; null when no spend is entered for the month;
 * - SMS sent that day (codes and guide links) by what became of them (the delivery receipts);
 * - with Vonage Verify only: the day's verification attempts by channel (sent, delivered,
 *   completed, cost per completed verification; ../admin/reports/verify-channels.ts);
 * - webhook (CRM) and Conversions API deliveries of the day: failed attempts, and messages
 *   given up after their last attempt;
 * - the funnel's suggestions (lib/admin/funnel-suggestions.ts) that fire on the last 7 days up to the
 *   day's end, the funnel tab's "Ultimi 7 giorni" at that moment (a single day rarely reaches
 *   the rules' 10 cases, and a request needs 24 h before it counts as not called).
 */
import 'server-only';
import * as z from 'zod/mini';
import { addDays, romeWallTimeToInstant } from '@/lib/rome-calendar';
import { funnelSuggestions, type FunnelSuggestion } from '@/lib/admin/funnel-suggestions';
import type { Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { onlyRow } from '../db/sql';
import { leadsPerRomeDay } from '../admin/reports/kpis';
import { analytics } from '../admin/reports/analytics';
import { funnel } from '../admin/reports/funnel';
import { verifyChannelFigures } from '../admin/reports/verify-channels';
import type { VerifyChannelFigures } from '@/lib/contracts/admin/funnel';

/** The outbox channels whose failures the summary reports. */
export const REPORTED_CHANNELS = ['webhook', 'meta'] as const;
export type ReportedChannel = (typeof REPORTED_CHANNELS)[number];

/** What the spend entered for the day's month bought up to the day's end. */
export interface SummarySpend {
  /** 'YYYY-MM'. */
  month: string;
  totalCents: number;
  /** Leads (and verified leads) of the campaigns with spend, from the month's start. */
  leads: number;
  verified: number;
  costPerLeadCents: number | null;
  costPerVerifiedCents: number | null;
}

/**
 * SMS of the day by their fate: codes and German guide links (every row of verification_codes
 * but Verify's attempts, which Verify sends by its channels: see `verifyChannels`).
 */
export interface SummarySms {
  /** Every SMS the app tried to send. */
  sent: number;
  /** A 'delivered' receipt (the file driver writes one at once). */
  delivered: number;
  /** A 'failed' or 'expired' receipt. */
  failed: number;
  /** Refused by the provider: never left. */
  refused: number;
  /** Handed over, no receipt yet. */
  noReceipt: number;
}

/** One channel's delivery failures of the day. */
export interface ChannelFailures {
  /** Attempts of the day that failed (each retry counts). */
  failedAttempts: number;
  /** Messages whose last attempt, that day, failed for good (no retry left, or refused). */
  gaveUp: number;
}

/** Everything the daily summary of `day` says. */
export interface DailySummary {
  /** Rome calendar day 'YYYY-MM-DD'. */
  day: string;
  registrations: number;
  verifications: number;
  /** Null when no spend is entered for the month (no cost per lead to show). */
  spend: SummarySpend | null;
  sms: SummarySms;
  /** The day's Verify attempts by channel; absent when there are none (the default driver). */
  verifyChannels?: VerifyChannelFigures[];
  deliveries: Record<ReportedChannel, ChannelFailures>;
  /** The funnel rules that fire on the 7 days up to the day's end, in their order. */
  suggestions: FunnelSuggestion[];
}

/** [start, end) instants of Rome day `day`. */
export function romeDayRange(day: string): [Date, Date] {
  return [romeWallTimeToInstant(day), romeWallTimeToInstant(addDays(day, 1))];
}

const SmsRow = z.object({
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  refused: z.number(),
  no_receipt: z.number(),
});

async function smsOf(db: Db, from: Date, to: Date): Promise<SummarySms> {
  const row = onlyRow(
    SmsRow,
    await db.$queryRaw`
      SELECT count(*)::int AS sent,
        count(*) FILTER (WHERE delivered AND delivery_status = 'delivered')::int AS delivered,
        count(*) FILTER (WHERE delivered AND delivery_status IN ('failed', 'expired'))::int AS failed,
        count(*) FILTER (WHERE NOT delivered)::int AS refused,
        count(*) FILTER (WHERE delivered AND delivery_status IS NULL)::int AS no_receipt
      FROM verification_codes
      WHERE created_at >= ${from} AND created_at < ${to} AND kind <> 'verify'`,
  );
  return {
    sent: row.sent,
    delivered: row.delivered,
    failed: row.failed,
    refused: row.refused,
    noReceipt: row.no_receipt,
  };
}

const FailureRow = z.object({
  channel: z.string(),
  failed_attempts: z.number(),
  gave_up: z.number(),
});

async function deliveriesOf(
  db: Db,
  from: Date,
  to: Date,
): Promise<Record<ReportedChannel, ChannelFailures>> {
  const rows = z.array(FailureRow).parse(
    await db.$queryRaw`
      SELECT m.channel,
        count(*) FILTER (WHERE NOT a.ok)::int AS failed_attempts,
        count(*) FILTER (WHERE NOT a.ok AND m.status = 'failed'
          AND a.attempt_no = m.attempt_count)::int AS gave_up
      FROM delivery_attempts a JOIN outbox_messages m ON m.id = a.message_id
      WHERE a.started_at >= ${from} AND a.started_at < ${to}
        AND m.channel IN (${Prisma.join([...REPORTED_CHANNELS])})
      GROUP BY m.channel`,
  );
  const of = (channel: ReportedChannel): ChannelFailures => {
    const row = rows.find((r) => r.channel === channel);
    return { failedAttempts: row?.failed_attempts ?? 0, gaveUp: row?.gave_up ?? 0 };
  };
  return { webhook: of('webhook'), meta: of('meta') };
}

/** The cost per lead of the day's month up to `to`, or null without spend. */
async function spendOf(db: Db, day: string, to: Date): Promise<SummarySpend | null> {
  const month = day.slice(0, 7);
  const { spend } = await analytics(db, month, to);
  if (spend.campaigns.length === 0) return null;
  return {
    month,
    totalCents: spend.totalCents,
    leads: spend.campaigns.reduce((t, c) => t + c.leads, 0),
    verified: spend.campaigns.reduce((t, c) => t + c.verified, 0),
    costPerLeadCents: spend.costPerLeadCents,
    costPerVerifiedCents: spend.costPerVerifiedCents,
  };
}

/**
 * The figures of Rome day `day` ('YYYY-MM-DD'), counted over the rows as they are when called;
 * nothing after the day's end counts (so a run at 08:00 and a rerun later agree, but for
 * receipts that arrived meanwhile).
 */
export async function dailySummary(db: Db, day: string): Promise<DailySummary> {
  const [from, to] = romeDayRange(day);
  const [[leads], spend, sms, channels, deliveries, week] = await Promise.all([
    leadsPerRomeDay(db, [day], (column) => Prisma.sql`${column} >= ${from} AND ${column} < ${to}`),
    spendOf(db, day, to),
    smsOf(db, from, to),
    verifyChannelFigures(db, { from, to, toInclusive: false }),
    deliveriesOf(db, from, to),
    // The funnel counts rows up to and including its `now`: the day's last millisecond.
    funnel(db, '7d', undefined, new Date(to.getTime() - 1)),
  ]);
  return {
    day,
    registrations: leads?.registrations ?? 0,
    verifications: leads?.verifications ?? 0,
    spend,
    sms,
    ...(channels.length > 0 ? { verifyChannels: channels } : {}),
    deliveries,
    suggestions: funnelSuggestions(week.measures),
  };
}
