/**
 * Live visitors (SPEC.md §2.14 visitors tab; ISSUE 8 item 8). "Online now" is the same
 * definition as the public "people studying now" (stats.ts onlineVisitorsWhere); the list is
 * bounded to the `limit` most recently seen online sessions, and the groups are counted in SQL.
 */
import 'server-only';
import { pageName, pagePath } from '@/lib/page-names';
import type { Db } from './db';
import { ACTIVE_WINDOW_MS, onlineVisitorsWhere } from './stats';

export async function liveVisitors(db: Db, limit = 50, now = new Date()) {
  const where = onlineVisitorsWhere(now);
  const since = new Date(now.getTime() - ACTIVE_WINDOW_MS);
  const [rows, onlineNow, countries, pages] = await Promise.all([
    db.visitor.findMany({
      where,
      orderBy: { lastSeen: 'desc' },
      take: limit,
      select: {
        sessionId: true,
        country: true,
        countryCode: true,
        city: true,
        currentPage: true,
        ipAddress: true,
        referrer: true,
        lastSeen: true,
      },
    }),
    db.visitor.count({ where }),
    db.$queryRaw<{ country_code: string | null; country: string | null; n: number }[]>`
      SELECT country_code, max(country) AS country, count(*)::int AS n FROM visitors
      WHERE is_active AND last_seen >= ${since}
      GROUP BY country_code ORDER BY n DESC LIMIT 50`,
    db.$queryRaw<{ path: string; n: number }[]>`
      SELECT split_part(split_part(current_page, '?', 1), '#', 1) AS path, count(*)::int AS n FROM visitors
      WHERE is_active AND last_seen >= ${since}
      GROUP BY 1 ORDER BY n DESC LIMIT 50`,
  ]);
  return {
    onlineNow,
    countries: countries.map((c) => ({
      countryCode: c.country_code,
      country: c.country,
      count: c.n,
    })),
    pages: pages.map((p) => ({ path: p.path || '/', name: pageName(p.path || '/'), count: p.n })),
    visitors: rows.map((v) => ({
      session: v.sessionId.slice(-8),
      country: v.country,
      countryCode: v.countryCode,
      city: v.city,
      page: pagePath(v.currentPage),
      pageName: pageName(v.currentPage),
      ipAddress: v.ipAddress,
      referrer: v.referrer && v.referrer !== 'Direct' ? v.referrer : null,
      lastSeen: v.lastSeen.toISOString(),
    })),
  };
}
