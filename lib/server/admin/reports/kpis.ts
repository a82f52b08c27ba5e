/**
 * Dashboard figures, all computed in SQL from the leads table (DESIGN.md §5:
 * no invented figure): totals, today's registrations (Europe/Rome calendar day), verification
 * and its rate, high priority, the registration→verification conversion of the last 30 days,
 * the experience distribution, registrations/verifications per Rome day for 30 days, and the
 * call-list entries still to call. Rows created after `now` are ignored, so tests pass `now` and never sleep.
 */
import 'server-only';
import { lastRomeDays } from '@/lib/rome-calendar';
import type { DailyPoint, DashboardKpis } from '@/lib/contracts/admin/kpis';
import type { Db } from '../../db/client';
import { callsToCall } from '../calls/list';

export const EXPERIENCE_LEVELS = [
  'principiante',
  'base',
  'intermedio',
  'avanzato',
  'professionale',
] as const;

/** Per-day counts of `column` over the last `days` Rome days up to `now`, as 'YYYY-MM-DD' → count. */
async function perRomeDay(
  db: Db,
  column: 'created_at' | 'verified_at',
  now: Date,
  days: number,
): Promise<Map<string, number>> {
  const rows =
    column === 'created_at'
      ? await db.$queryRaw<{ day: string; n: number }[]>`
          SELECT to_char((created_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
          FROM leads
          WHERE created_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') - make_interval(days => ${days - 1})) AT TIME ZONE 'Europe/Rome'
            AND created_at <= ${now}
          GROUP BY 1`
      : await db.$queryRaw<{ day: string; n: number }[]>`
          SELECT to_char((verified_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
          FROM leads
          WHERE verified_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') - make_interval(days => ${days - 1})) AT TIME ZONE 'Europe/Rome'
            AND verified_at <= ${now}
          GROUP BY 1`;
  return new Map(rows.map((r) => [r.day, r.n]));
}

/**
 * Registrations (by `createdAt`) and verifications (by `verifiedAt`) for each of the last `days`
 * Rome days ending with today, oldest first, zeros filled.
 */
export async function dailySeries(db: Db, now: Date, days = 30): Promise<DailyPoint[]> {
  const [registrations, verifications] = await Promise.all([
    perRomeDay(db, 'created_at', now, days),
    perRomeDay(db, 'verified_at', now, days),
  ]);
  return lastRomeDays(now, days).map((date) => ({
    date,
    registrations: registrations.get(date) ?? 0,
    verifications: verifications.get(date) ?? 0,
  }));
}

/** Length of the dashboard's window (chart and conversion), in Rome days. */
export const DASHBOARD_DAYS = 30;

/**
 * Every dashboard KPI at `now` (counts are integers; rates are fractions 0..1 or null when
 * their denominator is 0). Five aggregate queries; no lead row is loaded into memory.
 */
export async function dashboardKpis(db: Db, now = new Date()): Promise<DashboardKpis> {
  const [[totals], experience, daily, toCall] = await Promise.all([
    db.$queryRaw<
      {
        total: number;
        today: number;
        verified: number;
        high: number;
        window_total: number;
        window_verified: number;
      }[]
    >`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE created_at >= date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') AT TIME ZONE 'Europe/Rome')::int AS today,
        count(*) FILTER (WHERE is_verified)::int AS verified,
        count(*) FILTER (WHERE priority = 'high')::int AS high,
        count(*) FILTER (WHERE created_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') - make_interval(days => ${DASHBOARD_DAYS - 1})) AT TIME ZONE 'Europe/Rome')::int AS window_total,
        count(*) FILTER (WHERE is_verified AND created_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') - make_interval(days => ${DASHBOARD_DAYS - 1})) AT TIME ZONE 'Europe/Rome')::int AS window_verified
      FROM leads WHERE created_at <= ${now}`,
    db.lead.groupBy({
      by: ['experience'],
      _count: { _all: true },
      where: { createdAt: { lte: now } },
    }),
    dailySeries(db, now, DASHBOARD_DAYS),
    callsToCall(db, now),
  ]);
  const total = totals?.total ?? 0;
  const byLevel = new Map(experience.map((e) => [e.experience, e._count._all]));
  return {
    totalLeads: total,
    leadsToday: totals?.today ?? 0,
    verifiedLeads: totals?.verified ?? 0,
    verificationRate: total > 0 ? (totals?.verified ?? 0) / total : null,
    highPriorityLeads: totals?.high ?? 0,
    conversionRate: totals?.window_total ? totals.window_verified / totals.window_total : null,
    experience: EXPERIENCE_LEVELS.map((level) => ({ level, count: byLevel.get(level) ?? 0 })),
    daily,
    callsToCall: toCall,
  };
}
