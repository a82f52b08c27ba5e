/**
 * Dashboard figures, all computed in SQL from the leads table (docs/decisions.md §5:
 * no invented figure): totals, today's registrations (Europe/Rome calendar day), verification
 * and its rate, high priority, the registration→verification conversion of the last 30 days,
 * the experience distribution (the leads filter's three groups, lib/admin/experience-groups.ts), registrations/verifications per Rome day for 30 days, and the
 * call-list entries still to call. Rows created after `now` are ignored, so tests pass `now` and never sleep.
 */
import 'server-only';
import * as z from 'zod/mini';
import { lastRomeDays } from '@/lib/rome-calendar';
import { countByExperienceGroup } from '@/lib/admin/experience-groups';
import type { DailyPoint, DashboardKpis } from '@/lib/contracts/admin/kpis';
import type { Db } from '../../db/client';
import { Prisma } from '../../generated/prisma/client';
import { countPerRomeDay, onlyRow, romeDayStart } from '../../db/sql';
import { callsToCall } from '../calls/list';

const sql = Prisma.sql;
const CREATED_AT = sql`created_at`;
const VERIFIED_AT = sql`verified_at`;

/**
 * Registrations (by `created_at`) and verifications (by `verified_at`) on each of `days`
 * (Rome days 'YYYY-MM-DD', in their order), zeros filled, counting the leads whose time in
 * that column satisfies `within(column)`.
 */
export async function leadsPerRomeDay(
  db: Db,
  days: string[],
  within: (column: Prisma.Sql) => Prisma.Sql,
): Promise<DailyPoint[]> {
  const [registrations, verifications] = await Promise.all([
    countPerRomeDay(db, sql`leads`, CREATED_AT, within(CREATED_AT)),
    countPerRomeDay(db, sql`leads`, VERIFIED_AT, within(VERIFIED_AT)),
  ]);
  return days.map((date) => ({
    date,
    registrations: registrations.get(date) ?? 0,
    verifications: verifications.get(date) ?? 0,
  }));
}

/**
 * Registrations and verifications for each of the last `days` Rome days ending with today,
 * up to `now`, oldest first, zeros filled.
 */
export async function dailySeries(db: Db, now: Date, days = 30): Promise<DailyPoint[]> {
  const from = romeDayStart(now, days - 1);
  return leadsPerRomeDay(
    db,
    lastRomeDays(now, days),
    (column) => sql`${column} >= ${from} AND ${column} <= ${now}`,
  );
}

/** Length of the dashboard's window (chart and conversion), in Rome days. */
export const DASHBOARD_DAYS = 30;

const totalsRow = z.object({
  total: z.number(),
  today: z.number(),
  verified: z.number(),
  high: z.number(),
  window_total: z.number(),
  window_verified: z.number(),
});

/**
 * Every dashboard KPI at `now` (counts are integers; rates are fractions 0..1 or null when
 * their denominator is 0). Five aggregate queries; no lead row is loaded into memory.
 */
export async function dashboardKpis(db: Db, now = new Date()): Promise<DashboardKpis> {
  const today = romeDayStart(now);
  const window = romeDayStart(now, DASHBOARD_DAYS - 1);
  const [totalRows, experience, daily, toCall] = await Promise.all([
    db.$queryRaw`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE created_at >= ${today})::int AS today,
        count(*) FILTER (WHERE is_verified)::int AS verified,
        count(*) FILTER (WHERE priority = 'high')::int AS high,
        count(*) FILTER (WHERE created_at >= ${window})::int AS window_total,
        count(*) FILTER (WHERE is_verified AND created_at >= ${window})::int AS window_verified
      FROM leads WHERE created_at <= ${now}`,
    db.lead.groupBy({
      by: ['experience'],
      _count: { _all: true },
      where: { createdAt: { lte: now } },
    }),
    dailySeries(db, now, DASHBOARD_DAYS),
    callsToCall(db, now),
  ]);
  const totals = onlyRow(totalsRow, totalRows);
  const total = totals.total;
  const byLevel = new Map(experience.map((e) => [e.experience, e._count._all]));
  return {
    totalLeads: total,
    leadsToday: totals.today,
    verifiedLeads: totals.verified,
    verificationRate: total > 0 ? totals.verified / total : null,
    highPriorityLeads: totals.high,
    conversionRate: totals.window_total ? totals.window_verified / totals.window_total : null,
    experience: countByExperienceGroup(byLevel),
    daily,
    callsToCall: toCall,
  };
}
