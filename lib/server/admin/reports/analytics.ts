/**
 * Analytics tab, every figure from the database (docs/decisions.md §5): today's
 * registrations, verifications and conversion (Europe/Rome day), the month against the monthly
 * goals (docs/product.md §9: 100 leads, 80 verifications), the month per Rome day, leads by source,
 * and cost per lead from the ad spend imported from Meta (./meta-spend.ts) or entered by the
 * operator (lib/server/admin/reports/ad-spend.ts),
 * with the value of those leads by the lead value the operator entered (./lead-value.ts) and
 * the ROI they give — never the product spec's invented ROI figures. Rows after `now` are ignored.
 */
import 'server-only';
import * as z from 'zod/mini';
import { addDays, daysOfMonth, romeMonth, romeWallTimeToInstant } from '@/lib/rome-calendar';
import {
  SPEND_SOURCES,
  type AnalyticsReport,
  type CampaignSpend,
  type SpendSummary,
} from '@/lib/contracts/admin/analytics';
import type { Db } from '../../db/client';
import { Prisma } from '../../generated/prisma/client';
import { onlyRow, romeDayStart } from '../../db/sql';
import { leadsPerRomeDay } from './kpis';
import { LEAD_VALUE_JOIN, leadValueHistory } from './lead-value';
import { metaSpendReport } from './meta-spend';

/** docs/product.md §9 monthly goals: the one place they are written. */
export const MONTHLY_GOALS = { leads: 100, verifications: 80 } as const;

/** Sources listed by name; the rest are summed into one `source: null` ("altro") row. */
export const TOP_SOURCES = 10;

/** Leads whose `adSource` is empty count under docs/product.md §9's default source. */
const DEFAULT_SOURCE = 'direct';

/** [start, end) instants of Rome month 'YYYY-MM' (DST-safe). */
function monthRange(month: string): [Date, Date] {
  const days = daysOfMonth(month);
  return [romeWallTimeToInstant(days[0]!), romeWallTimeToInstant(addDays(days.at(-1)!, 1))];
}

const perCent = (cents: number, n: number) => (n > 0 ? Math.round(cents / n) : null);

const sourceRow = z.object({ source: z.nullable(z.string()), n: z.number() });

/** Leads of [from, to) by source: the top TOP_SOURCES and one `null` row for the rest. */
async function sourcesOf(db: Db, from: Date, to: Date) {
  const rows = z.array(sourceRow).parse(
    await db.$queryRaw`
    WITH s AS (
      SELECT coalesce(nullif(ad_source, ''), ${DEFAULT_SOURCE}) AS source, count(*)::int AS n
      FROM leads WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1
    ), r AS (
      SELECT CASE WHEN row_number() OVER (ORDER BY n DESC, source) <= ${TOP_SOURCES} THEN source END AS bucket, n
      FROM s
    )
    SELECT bucket AS source, sum(n)::int AS n FROM r
    GROUP BY bucket ORDER BY bucket IS NULL, n DESC, bucket`,
  );
  return rows.map((r) => ({ source: r.source, leads: r.n }));
}

const spendRow = z.object({
  campaign_id: z.string(),
  amount_cents: z.number(),
  source: z.enum(SPEND_SOURCES),
  replaced_manual_cents: z.nullable(z.number()),
  leads: z.number(),
  verified: z.number(),
  value_cents: z.number(),
  unvalued: z.number(),
});

/** (value − spend) / spend; null without a value or without spend. */
export function roiOf(valueCents: number | null, spendCents: number): number | null {
  return valueCents === null || spendCents <= 0 ? null : (valueCents - spendCents) / spendCents;
}

/**
 * Spend of `month` per campaign id: the Meta spend imported for the ads linked to it (euro, the
 * month's days) when there is any, else the amount entered by hand (an entered amount the
 * import replaced is returned, counted nowhere).
 */
function campaignSpendSql(month: string): Prisma.Sql {
  const days = daysOfMonth(month);
  return Prisma.sql`
    WITH meta AS (
      SELECT campaign_id, sum(spend_cents)::float8 AS cents FROM ad_spend_daily
      WHERE level = 'ad' AND campaign_id IS NOT NULL AND currency = 'EUR'
        AND day >= ${days[0]!}::date AND day <= ${days.at(-1)!}::date
      GROUP BY campaign_id
    ), manual AS (
      SELECT campaign_id, amount_cents::float8 AS cents FROM ad_spend
      WHERE month = ${`${month}-01`}::date
    )
    SELECT coalesce(m.campaign_id, a.campaign_id) AS campaign_id,
      coalesce(m.cents, a.cents) AS amount_cents,
      CASE WHEN m.campaign_id IS NULL THEN 'manual' ELSE 'meta' END AS source,
      CASE WHEN m.campaign_id IS NOT NULL THEN a.cents END AS replaced_manual_cents
    FROM meta m FULL JOIN manual a ON a.campaign_id = m.campaign_id`;
}

/**
 * Spend rows of `month` (imported or entered: campaignSpendSql) with the leads and verified
 * leads of their campaign in [from, to) and their value (lib/server/admin/reports/lead-value.ts:
 * each lead at the value in force on its registration day), then value and ROI per campaign
 * and over the month; the month's Meta spend linked to no campaign counts in the total.
 */
async function spendOf(db: Db, month: string, from: Date, to: Date): Promise<SpendSummary> {
  const days = daysOfMonth(month);
  const [raw, leadValues, meta] = await Promise.all([
    db.$queryRaw`
    SELECT s.campaign_id, s.amount_cents, s.source, s.replaced_manual_cents,
      count(l.id)::int AS leads,
      count(l.id) FILTER (WHERE l.is_verified)::int AS verified,
      coalesce(sum(lv.cents), 0)::float8 AS value_cents,
      count(l.id) FILTER (WHERE lv.basis IS NULL)::int AS unvalued
    FROM (${campaignSpendSql(month)}) s
    LEFT JOIN leads l ON l.campaign_id = s.campaign_id
      AND l.created_at >= ${from} AND l.created_at < ${to}
    ${LEAD_VALUE_JOIN}
    GROUP BY s.campaign_id, s.amount_cents, s.source, s.replaced_manual_cents
    ORDER BY s.amount_cents DESC, s.campaign_id`,
    leadValueHistory(db),
    metaSpendReport(db, { first: days[0]!, last: days.at(-1)! }, from, to),
  ]);
  const rows = z.array(spendRow).parse(raw);
  // With no value in force by the month's end there is no value to show, not a value of 0
  // (docs/decisions.md §5).
  const valued = leadValues.some((v) => v.validFrom <= days.at(-1)!);
  const campaigns: CampaignSpend[] = rows.map((s) => ({
    campaignId: s.campaign_id,
    amountCents: s.amount_cents,
    source: s.source,
    replacedManualCents: s.replaced_manual_cents,
    leads: s.leads,
    verified: s.verified,
    costPerLeadCents: perCent(s.amount_cents, s.leads),
    costPerVerifiedCents: perCent(s.amount_cents, s.verified),
    valueCents: valued ? s.value_cents : null,
    roi: roiOf(valued ? s.value_cents : null, s.amount_cents),
  }));
  const sum = (pick: (c: CampaignSpend) => number) => campaigns.reduce((t, c) => t + pick(c), 0);
  const unmappedCents = meta?.unmappedCents ?? 0;
  const totalCents = sum((c) => c.amountCents) + unmappedCents;
  const valueCents = valued ? rows.reduce((t, r) => t + r.value_cents, 0) : null;
  return {
    campaigns,
    totalCents,
    unmappedCents,
    valueCents,
    roi: roiOf(valueCents, totalCents),
    unvaluedLeads: valued ? rows.reduce((t, r) => t + r.unvalued, 0) : 0,
    leadValues,
    costPerLeadCents: perCent(
      totalCents,
      sum((c) => c.leads),
    ),
    costPerVerifiedCents: perCent(
      totalCents,
      sum((c) => c.verified),
    ),
    meta,
  };
}

const todayRow = z.object({
  registrations: z.number(),
  registered_verified: z.number(),
  verifications: z.number(),
});

/**
 * The analytics report of Rome month `month` ('YYYY-MM'; default: the month of `now`) as seen
 * at `now`. Aggregates in SQL; no lead row is loaded into memory.
 */
export async function analytics(
  db: Db,
  month: string | undefined,
  now = new Date(),
): Promise<AnalyticsReport & { spend: SpendSummary }> {
  const m = month ?? romeMonth(now);
  const [monthStart, monthEnd] = monthRange(m);
  // Month-to-date: nothing after `now` counts.
  const to = monthEnd < now ? monthEnd : now;
  const from = monthStart;
  const todayStart = romeDayStart(now);
  const [todayRows, daily, sources, spend] = await Promise.all([
    db.$queryRaw`
      SELECT
        (SELECT count(*) FROM leads WHERE created_at >= ${todayStart} AND created_at <= ${now})::int AS registrations,
        (SELECT count(*) FROM leads WHERE created_at >= ${todayStart} AND created_at <= ${now} AND is_verified)::int AS registered_verified,
        (SELECT count(*) FROM leads WHERE verified_at >= ${todayStart} AND verified_at <= ${now})::int AS verifications`,
    leadsPerRomeDay(
      db,
      daysOfMonth(m),
      (column) => Prisma.sql`${column} >= ${from} AND ${column} < ${to}`,
    ),
    sourcesOf(db, from, to),
    spendOf(db, m, from, to),
  ]);
  const today = onlyRow(todayRow, todayRows);
  const { registrations } = today;
  return {
    month: m,
    today: {
      registrations,
      verifications: today.verifications,
      conversion: registrations > 0 ? today.registered_verified / registrations : null,
    },
    goals: {
      leads: { goal: MONTHLY_GOALS.leads, actual: daily.reduce((t, d) => t + d.registrations, 0) },
      verifications: {
        goal: MONTHLY_GOALS.verifications,
        actual: daily.reduce((t, d) => t + d.verifications, 0),
      },
    },
    daily,
    sources,
    spend,
  };
}
