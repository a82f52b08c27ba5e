/**
 * Analytics tab, every figure from the database (DESIGN.md §5): today's
 * registrations, verifications and conversion (Europe/Rome day), the month against the monthly
 * goals (SPEC.md §9: 100 leads, 80 verifications), the month per Rome day, leads by source,
 * and cost per lead from the ad spend the operator entered (lib/server/admin/reports/ad-spend.ts) — never
 * SPEC's invented ROI figures. Rows after `now` are ignored.
 */
import 'server-only';
import {
  addDays,
  daysOfMonth,
  romeDate,
  romeMonth,
  romeWallTimeToInstant,
} from '@/lib/rome-calendar';
import type { AnalyticsReport, CampaignSpend } from '@/lib/contracts/admin/analytics';
import type { Db } from '../../db/client';

/** SPEC.md §9 monthly goals: the one place they are written. */
export const MONTHLY_GOALS = { leads: 100, verifications: 80 } as const;

/** Sources listed by name; the rest are summed into one `source: null` ("altro") row. */
export const TOP_SOURCES = 10;

/** Leads whose `adSource` is empty count under SPEC.md §9's default source. */
const DEFAULT_SOURCE = 'direct';

/** [start, end) instants of Rome month 'YYYY-MM' (DST-safe). */
function monthRange(month: string): [Date, Date] {
  const days = daysOfMonth(month);
  return [romeWallTimeToInstant(days[0]!), romeWallTimeToInstant(addDays(days.at(-1)!, 1))];
}

const perCent = (cents: number, n: number) => (n > 0 ? Math.round(cents / n) : null);

/** Leads of [from, to) by source: the top TOP_SOURCES and one `null` row for the rest. */
async function sourcesOf(db: Db, from: Date, to: Date) {
  const rows = await db.$queryRaw<{ source: string | null; n: number }[]>`
    WITH s AS (
      SELECT coalesce(nullif(ad_source, ''), ${DEFAULT_SOURCE}) AS source, count(*)::int AS n
      FROM leads WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1
    ), r AS (
      SELECT CASE WHEN row_number() OVER (ORDER BY n DESC, source) <= ${TOP_SOURCES} THEN source END AS bucket, n
      FROM s
    )
    SELECT bucket AS source, sum(n)::int AS n FROM r
    GROUP BY bucket ORDER BY bucket IS NULL, n DESC, bucket`;
  return rows.map((r) => ({ source: r.source, leads: r.n }));
}

/** Spend rows of `month` with the leads and verified leads of their campaign in [from, to). */
async function spendOf(db: Db, month: string, from: Date, to: Date) {
  const rows = await db.$queryRaw<
    { campaign_id: string; amount_cents: number; leads: number; verified: number }[]
  >`
    SELECT s.campaign_id, s.amount_cents, count(l.id)::int AS leads,
      count(l.id) FILTER (WHERE l.is_verified)::int AS verified
    FROM ad_spend s
    LEFT JOIN leads l ON l.campaign_id = s.campaign_id
      AND l.created_at >= ${from} AND l.created_at < ${to}
    WHERE s.month = ${`${month}-01`}::date
    GROUP BY s.campaign_id, s.amount_cents
    ORDER BY s.amount_cents DESC, s.campaign_id`;
  const campaigns: CampaignSpend[] = rows.map((s) => ({
    campaignId: s.campaign_id,
    amountCents: s.amount_cents,
    leads: s.leads,
    verified: s.verified,
    costPerLeadCents: perCent(s.amount_cents, s.leads),
    costPerVerifiedCents: perCent(s.amount_cents, s.verified),
  }));
  const sum = (pick: (c: CampaignSpend) => number) => campaigns.reduce((t, c) => t + pick(c), 0);
  const totalCents = sum((c) => c.amountCents);
  return {
    campaigns,
    totalCents,
    costPerLeadCents: perCent(
      totalCents,
      sum((c) => c.leads),
    ),
    costPerVerifiedCents: perCent(
      totalCents,
      sum((c) => c.verified),
    ),
  };
}

/**
 * The analytics report of Rome month `month` ('YYYY-MM'; default: the month of `now`) as seen
 * at `now`. Aggregates in SQL; no lead row is loaded into memory.
 */
export async function analytics(
  db: Db,
  month: string | undefined,
  now = new Date(),
): Promise<AnalyticsReport> {
  const m = month ?? romeMonth(now);
  const [monthStart, monthEnd] = monthRange(m);
  // Month-to-date: nothing after `now` counts.
  const to = monthEnd < now ? monthEnd : now;
  const from = monthStart;
  const todayStart = romeWallTimeToInstant(romeDate(now));
  const [[today], perDay, perDayVerified, sources, spend] = await Promise.all([
    db.$queryRaw<{ registrations: number; registered_verified: number; verifications: number }[]>`
      SELECT
        (SELECT count(*) FROM leads WHERE created_at >= ${todayStart} AND created_at <= ${now})::int AS registrations,
        (SELECT count(*) FROM leads WHERE created_at >= ${todayStart} AND created_at <= ${now} AND is_verified)::int AS registered_verified,
        (SELECT count(*) FROM leads WHERE verified_at >= ${todayStart} AND verified_at <= ${now})::int AS verifications`,
    db.$queryRaw<{ day: string; n: number }[]>`
      SELECT to_char((created_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM leads WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1`,
    db.$queryRaw<{ day: string; n: number }[]>`
      SELECT to_char((verified_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM leads WHERE verified_at >= ${from} AND verified_at < ${to} GROUP BY 1`,
    sourcesOf(db, from, to),
    spendOf(db, m, from, to),
  ]);
  const regs = new Map(perDay.map((r) => [r.day, r.n]));
  const vers = new Map(perDayVerified.map((r) => [r.day, r.n]));
  const daily = daysOfMonth(m).map((date) => ({
    date,
    registrations: regs.get(date) ?? 0,
    verifications: vers.get(date) ?? 0,
  }));
  const registrations = today?.registrations ?? 0;
  return {
    month: m,
    today: {
      registrations,
      verifications: today?.verifications ?? 0,
      conversion: registrations > 0 ? (today?.registered_verified ?? 0) / registrations : null,
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
