/**
 * Dashboard figures (ISSUE 8 item 5), all computed in SQL from the leads table: totals,
 * today's registrations (Europe/Rome day), verification and its rate, high priority,
 * experience distribution, and registrations/verifications per Rome day for 30 days.
 */
import 'server-only';
import { lastRomeDays } from '@/lib/rome-calendar';
import type { Db } from './db';

export const EXPERIENCE_LEVELS = [
  'principiante',
  'base',
  'intermedio',
  'avanzato',
  'professionale',
] as const;

export interface DailyPoint {
  date: string;
  registrations: number;
  verifications: number;
}

export interface DashboardKpis {
  totalLeads: number;
  leadsToday: number;
  verifiedLeads: number;
  /** verified / total, 0..1; null with no leads. Also the registration→verification conversion. */
  verificationRate: number | null;
  highPriorityLeads: number;
  experience: { level: (typeof EXPERIENCE_LEVELS)[number]; count: number }[];
  daily: DailyPoint[];
}

/** Per-day counts of `column` since the Rome day `days` days ago, as a date → count map. */
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

/** Registrations and verifications for each of the last `days` Rome days (zeros filled). */
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

/** Every dashboard KPI at `now`. */
export async function dashboardKpis(db: Db, now = new Date()): Promise<DashboardKpis> {
  const [[totals], experience, daily] = await Promise.all([
    db.$queryRaw<{ total: number; today: number; verified: number; high: number }[]>`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE created_at >= date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') AT TIME ZONE 'Europe/Rome')::int AS today,
        count(*) FILTER (WHERE is_verified)::int AS verified,
        count(*) FILTER (WHERE priority = 'high')::int AS high
      FROM leads WHERE created_at <= ${now}`,
    db.lead.groupBy({
      by: ['experience'],
      _count: { _all: true },
      where: { createdAt: { lte: now } },
    }),
    dailySeries(db, now),
  ]);
  const total = totals?.total ?? 0;
  const byLevel = new Map(experience.map((e) => [e.experience, e._count._all]));
  return {
    totalLeads: total,
    leadsToday: totals?.today ?? 0,
    verifiedLeads: totals?.verified ?? 0,
    verificationRate: total > 0 ? (totals?.verified ?? 0) / total : null,
    highPriorityLeads: totals?.high ?? 0,
    experience: EXPERIENCE_LEVELS.map((level) => ({ level, count: byLevel.get(level) ?? 0 })),
    daily,
  };
}
