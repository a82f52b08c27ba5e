/**
 * Funnel tab, from real rows only — never docs/product.md §9's "visitors = 10 × leads"
 * estimate (docs/decisions.md §5). Stages over a period (rolling 7/30/90 days up to `now`, or all):
 * - visitors: visitor sessions (one row per session id) that started in the period;
 * - registrations: leads created in the period;
 * - verified: those leads whose phone is verified by the SMS code;
 * - qualified: verified leads with priority 'high', or that asked for something: at least one
 *   consultation request or offer request (premium plan, German education account).
 *   A request is the lead's own step towards a sale, a stronger sign than a verified phone;
 *   anonymous consultation requests name no lead and count nowhere.
 * Campaign attribution is first touch, so visitors and leads of a campaign are the same people:
 * a visitor session counts under its first-touch `campaign_id`; a lead under its
 * `first_campaign_id` (copied from its session), or under the form's `campaign_id` when it has
 * no first touch (no tracked session). The per-campaign table uses the same rule.
 * Each stage carries its drop-off from the previous one: 1 − count / previous (0..1, negative
 * when a stage outgrows the previous one), null when the previous count is 0.
 * The registrations that are not verified are split by their last SMS (the delivery receipts):
 * not delivered (refused, failed, expired, or never sent), sent without a receipt yet, and
 * delivered — only the last are leads who had the code and did not type it.
 * `measures` feed the suggestion rules (lib/admin/funnel-suggestions.ts): the period's leads by their
 * last SMS (attempted, not delivered, delivered, delivered but not verified), and the call-list
 * requests of verified leads at least 24 h old with those not handled within 24 h.
 * `verifyChannels` (only when Verify attempts exist): the attempts of the period by channel,
 * counted by ./verify-channels.ts.
 */
import 'server-only';
import * as z from 'zod/mini';
import { Prisma } from '../../generated/prisma/client';
import type { FunnelPeriod } from '@/lib/validation/analytics-params';
import type { FunnelCampaignRow, FunnelReport } from '@/lib/contracts/admin/funnel';
import type { Db } from '../../db/client';
import { onlyRow, periodStart } from '../../db/sql';
import { lastSmsStateSince } from '../../leads/last-sms';
import { verifyChannelFigures } from './verify-channels';

/** Rows of the per-campaign table, most registrations first. */
export const FUNNEL_CAMPAIGN_ROWS = 20;

/** The campaign a lead is attributed to (first touch, else the form's). */
const LEAD_CAMPAIGN = Prisma.sql`coalesce(l.first_campaign_id, l.campaign_id)`;

/** Verified leads of the period that are qualified (high priority, or a request made). */
const QUALIFIED = Prisma.sql`l.is_verified AND (l.priority = 'high' OR c.lead_id IS NOT NULL)`;

/** Leads with at least one consultation or offer request (each lead once), joined as `c`. */
const REQUESTED = Prisma.sql`LEFT JOIN (SELECT lead_id FROM consultation_requests
  WHERE lead_id IS NOT NULL UNION SELECT lead_id FROM offer_requests) c ON c.lead_id = l.id`;

/** 1 − to/from, or null when `from` is 0. */
export function dropOff(from: number, to: number): number | null {
  return from > 0 ? 1 - to / from : null;
}

const stageCountsRow = z.object({
  registrations: z.number(),
  verified: z.number(),
  qualified: z.number(),
  sms_not_delivered: z.number(),
  sms_unconfirmed: z.number(),
  code_not_entered: z.number(),
  sms_sent: z.number(),
  sms_failed: z.number(),
  sms_delivered: z.number(),
});

/** An unverified lead whose last SMS state (lastSmsStateSince) is one of `states`. */
const unverifiedWith = (states: Prisma.Sql) =>
  Prisma.sql`NOT l.is_verified AND coalesce(last_sms.sms_state, 'none') IN (${states})`;

/** Visitor sessions that started in the period, of one campaign or (null) all. */
async function visitorCount(db: Db, from: Date, now: Date, campaign: string | null) {
  const byCampaign = campaign ? Prisma.sql`AND v.campaign_id = ${campaign}` : Prisma.empty;
  const rows = await db.$queryRaw`SELECT count(*)::int AS visitors FROM visitors v
    WHERE v.created_at >= ${from} AND v.created_at <= ${now} ${byCampaign}`;
  return onlyRow(z.object({ visitors: z.number() }), rows).visitors;
}

/**
 * The lead stages of the period, for one campaign or (null) all. The visitors are counted by
 * visitorCount, a query of their own that runs beside this one.
 */
async function stageCounts(db: Db, from: Date, now: Date, campaign: string | null) {
  const byCampaign = campaign ? Prisma.sql`AND ${LEAD_CAMPAIGN} = ${campaign}` : Prisma.empty;
  const rows = await db.$queryRaw`
    SELECT
      count(*)::int AS registrations,
      count(*) FILTER (WHERE l.is_verified)::int AS verified,
      count(*) FILTER (WHERE ${QUALIFIED})::int AS qualified,
      count(*) FILTER (WHERE ${unverifiedWith(Prisma.sql`'none', 'not_sent', 'failed', 'expired'`)})::int
        AS sms_not_delivered,
      count(*) FILTER (WHERE ${unverifiedWith(Prisma.sql`'sent'`)})::int AS sms_unconfirmed,
      count(*) FILTER (WHERE ${unverifiedWith(Prisma.sql`'delivered'`)})::int AS code_not_entered,
      count(*) FILTER (WHERE last_sms.sms_state IS NOT NULL)::int AS sms_sent,
      count(*) FILTER (WHERE last_sms.sms_state IN ('not_sent', 'failed', 'expired'))::int AS sms_failed,
      count(*) FILTER (WHERE last_sms.sms_state = 'delivered')::int AS sms_delivered
    FROM leads l ${REQUESTED} ${lastSmsStateSince(from)}
    WHERE l.created_at >= ${from} AND l.created_at <= ${now} ${byCampaign}`;
  return onlyRow(stageCountsRow, rows);
}

/** How long a call-list request may wait before it counts as not called in time. */
export const CALL_WITHIN_MS = 24 * 60 * 60 * 1000;

const callsRow = z.object({ requests: z.number(), late: z.number() });

/**
 * Call-list requests (consultation and offer requests) of verified leads made in the period and
 * at least 24 h before `now`, and those whose status no one changed within 24 h.
 */
async function callTimeliness(db: Db, from: Date, now: Date, campaign: string | null) {
  const byCampaign = campaign ? Prisma.sql`AND ${LEAD_CAMPAIGN} = ${campaign}` : Prisma.empty;
  const rows = await db.$queryRaw`
    SELECT count(*)::int AS requests,
      count(*) FILTER (WHERE r.status_changed_at IS NULL
        OR r.status_changed_at > r.created_at + interval '24 hours')::int AS late
    FROM (SELECT lead_id, created_at, status_changed_at FROM consultation_requests
          UNION ALL SELECT lead_id, created_at, status_changed_at FROM offer_requests) r
    JOIN leads l ON l.id = r.lead_id
    WHERE l.is_verified AND r.created_at >= ${from}
      AND r.created_at <= ${new Date(now.getTime() - CALL_WITHIN_MS)} ${byCampaign}`;
  return onlyRow(callsRow, rows);
}

const campaignRow = z.object({
  campaign_id: z.string(),
  visitors: z.number(),
  registrations: z.number(),
  verified: z.number(),
  qualified: z.number(),
});

/** The FUNNEL_CAMPAIGN_ROWS campaigns with most registrations in the period, with visitors. */
async function campaignRows(db: Db, from: Date, now: Date): Promise<FunnelCampaignRow[]> {
  const rows = await db.$queryRaw`
    WITH top AS (
      SELECT ${LEAD_CAMPAIGN} AS campaign_id,
        count(*)::int AS registrations,
        count(*) FILTER (WHERE l.is_verified)::int AS verified,
        count(*) FILTER (WHERE ${QUALIFIED})::int AS qualified
      FROM leads l ${REQUESTED}
      WHERE l.created_at >= ${from} AND l.created_at <= ${now} AND ${LEAD_CAMPAIGN} IS NOT NULL
      GROUP BY 1 ORDER BY registrations DESC, campaign_id LIMIT ${FUNNEL_CAMPAIGN_ROWS}
    )
    SELECT top.*, (SELECT count(*) FROM visitors v WHERE v.campaign_id = top.campaign_id
        AND v.created_at >= ${from} AND v.created_at <= ${now})::int AS visitors
    FROM top ORDER BY registrations DESC, campaign_id`;
  return z
    .array(campaignRow)
    .parse(rows)
    .map((r) => ({
      campaignId: r.campaign_id,
      visitors: r.visitors,
      registrations: r.registrations,
      verified: r.verified,
      qualified: r.qualified,
    }));
}

/**
 * The funnel of `period` up to `now`, for one campaign (`campaign`, attributed as above) or
 * all (undefined or ''), plus the per-campaign table (never filtered by `campaign`).
 */
export async function funnel(
  db: Db,
  period: FunnelPeriod,
  campaign: string | undefined,
  now = new Date(),
): Promise<FunnelReport> {
  const from = periodStart(period, now) ?? new Date(0);
  const only = campaign || null;
  const [visitors, c, campaigns, calls, channels] = await Promise.all([
    visitorCount(db, from, now, only),
    stageCounts(db, from, now, only),
    campaignRows(db, from, now),
    callTimeliness(db, from, now, only),
    verifyChannelFigures(
      db,
      { from, to: now, toInclusive: true },
      only ? Prisma.sql`${LEAD_CAMPAIGN} = ${only}` : undefined,
    ),
  ]);
  return {
    period,
    campaign: only,
    stages: [
      { stage: 'visitors', count: visitors, dropOff: null },
      {
        stage: 'registrations',
        count: c.registrations,
        dropOff: dropOff(visitors, c.registrations),
      },
      { stage: 'verified', count: c.verified, dropOff: dropOff(c.registrations, c.verified) },
      { stage: 'qualified', count: c.qualified, dropOff: dropOff(c.verified, c.qualified) },
    ],
    unverified: {
      smsNotDelivered: c.sms_not_delivered,
      smsUnconfirmed: c.sms_unconfirmed,
      codeNotEntered: c.code_not_entered,
    },
    measures: {
      smsSent: c.sms_sent,
      smsNotDelivered: c.sms_failed,
      smsDelivered: c.sms_delivered,
      codeNotEntered: c.code_not_entered,
      callRequests: calls.requests,
      callsLate: calls.late,
    },
    // Only with Verify attempts: the default driver's answer stays as it was.
    ...(channels.length > 0 ? { verifyChannels: channels } : {}),
    campaigns,
  };
}
