/**
 * SQL shared by the back-office's reads, written once with Prisma.sql: the operator's
 * calendar day in Rome, where a Rome day starts, counts per Rome day, and the rolling periods
 * of the filters. The dashboard, the analytics tab and the calls tab read "today" and "per
 * day" through these, so they agree on where a day begins, on summer-time days too.
 */
import 'server-only';
import * as z from 'zod/mini';
import type { LEAD_PERIODS } from '@/lib/contracts/admin/leads';
import type { FunnelPeriod } from '@/lib/validation/analytics-params';
import { Prisma } from '../generated/prisma/client';
import type { Db } from './client';

const sql = Prisma.sql;

/**
 * The Rome calendar date of the timestamptz `column`. PostgreSQL's time-zone rules put the
 * instant on Rome's wall clock, so a row just after midnight in Rome counts on the new day
 * whether Rome is one or two hours ahead of UTC.
 */
export function romeDay(column: Prisma.Sql): Prisma.Sql {
  return sql`(${column} AT TIME ZONE 'Europe/Rome')::date`;
}

/**
 * The instant at which the Rome day `daysBack` days before the Rome day of `now` began (0:
 * today's midnight). The days are taken off Rome's wall-clock midnight before it is read back
 * as an instant, so a window across a summer-time change keeps whole calendar days (one of
 * 23 or 25 hours) instead of drifting by an hour.
 */
export function romeDayStart(now: Date, daysBack = 0): Prisma.Sql {
  return sql`(date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') - make_interval(days => ${daysBack})) AT TIME ZONE 'Europe/Rome'`;
}

/**
 * The row of `rows` parsed with `schema`, for an aggregate without GROUP BY, which PostgreSQL
 * answers with exactly one row even when nothing matched (counts are then 0).
 */
export function onlyRow<T>(schema: z.ZodMiniType<T>, rows: unknown): T {
  const [row] = z.tuple([schema]).parse(rows);
  return row;
}

const dayCountRow = z.object({ day: z.string(), n: z.number() });

/**
 * How many rows of `table` matching `where` fall on each Rome day of `column`: a map from
 * 'YYYY-MM-DD' to the count, days without a row absent. One grouped query.
 */
export async function countPerRomeDay(
  db: Db,
  table: Prisma.Sql,
  column: Prisma.Sql,
  where: Prisma.Sql,
): Promise<Map<string, number>> {
  const rows = z.array(dayCountRow).parse(
    await db.$queryRaw`
      SELECT to_char(${romeDay(column)}, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM ${table} WHERE ${where} GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** A rolling period of a back-office filter: the leads tab's and call list's, or the funnel's. */
export type Period = (typeof LEAD_PERIODS)[number] | FunnelPeriod;

/**
 * Days back from now of every rolling period (today, week and month of the leads tab and the
 * call list; 7, 30 and 90 days of the funnel). 'all' has no start, so no entry.
 */
export const PERIOD_DAYS = {
  today: 1,
  week: 7,
  month: 30,
  '7d': 7,
  '30d': 30,
  '90d': 90,
} as const satisfies Record<Exclude<Period, 'all'>, number>;

const DAY_MS = 86_400_000;

/**
 * Where `period` starts before `now`, or null for 'all'. Rolling 24-hour days, not Rome
 * calendar days: "week" is the last 7 × 24 hours whatever the time of day.
 */
export function periodStart(period: Period, now: Date): Date | null {
  return period === 'all' ? null : new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
}
