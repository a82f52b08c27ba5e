/**
 * Live visitors (docs/product.md §2.14 visitors tab). "Online now" is the same
 * definition as the public "people studying now" (stats.ts onlineVisitorsWhere); the list is
 * bounded to the `limit` most recently seen online sessions, and the groups are counted in SQL.
 */
import 'server-only';
import * as z from 'zod/mini';
import { pageName, pagePath } from '@/lib/site/page-names';
import type { LiveVisitors } from '@/lib/contracts/admin/visitors';
import type { Db } from '../../db/client';
import { ACTIVE_WINDOW_MS, onlineVisitorsWhere } from '../../requests/live-stats';
import { onlyRow } from '../../db/sql';

const countryRow = z.object({
  country_code: z.nullable(z.string()),
  country: z.nullable(z.string()),
  n: z.number(),
});
const pageRow = z.object({ path: z.string(), n: z.number() });

const distinctRow = z.object({ countries: z.number(), pages: z.number() });

/**
 * The visitors online at `now` (Visitor rows, docs/product.md §3), page `page` (1-based) of `limit`
 * sessions: `{ onlineNow, total, page, pageSize, countryCount (known countries only: the
 * sessions without a country are not a country), pageCount,
 *    countries: [{countryCode, country, count}] (≤ 50; a `countryCode: null` row for the unknown),
 *    pages: [{path, name, count}] (≤ 50, query and hash dropped),
 *    visitors: [{sessionId (last 8 chars), country, countryCode, city, currentPage (path only),
 *      pageName, ipAddress (stored truncated), referrer ('Direct' when none), lastSeen (ISO),
 *      isActive}] (most recently seen first, limit ≤ 200) }`.
 * `total` is the number of online sessions the list is drawn from (= onlineNow), so the UI can
 * say "50 di N" and page through them.
 */
export async function liveVisitors(
  db: Db,
  { limit = 50, page = 1 }: { limit?: number; page?: number } = {},
  now = new Date(),
): Promise<LiveVisitors> {
  const where = onlineVisitorsWhere(now);
  const since = new Date(now.getTime() - ACTIVE_WINDOW_MS);
  const [rows, onlineNow, countries, pages, distinct] = await Promise.all([
    db.visitor.findMany({
      where,
      orderBy: [{ lastSeen: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * limit,
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
        isActive: true,
      },
    }),
    db.visitor.count({ where }),
    db.$queryRaw`
      SELECT country_code, max(country) AS country, count(*)::int AS n FROM visitors
      WHERE is_active AND last_seen >= ${since}
      GROUP BY country_code ORDER BY n DESC LIMIT 50`,
    db.$queryRaw`
      SELECT split_part(split_part(current_page, '?', 1), '#', 1) AS path, count(*)::int AS n FROM visitors
      WHERE is_active AND last_seen >= ${since}
      GROUP BY 1 ORDER BY n DESC LIMIT 50`,
    db.$queryRaw`
      SELECT count(DISTINCT country_code)::int AS countries,
        count(DISTINCT split_part(split_part(current_page, '?', 1), '#', 1))::int AS pages
      FROM visitors WHERE is_active AND last_seen >= ${since}`,
  ]);
  const counted = onlyRow(distinctRow, distinct);
  return {
    onlineNow,
    total: onlineNow,
    page,
    pageSize: limit,
    countryCount: counted.countries,
    pageCount: counted.pages,
    countries: z
      .array(countryRow)
      .parse(countries)
      .map((c) => ({
        countryCode: c.country_code,
        country: c.country,
        count: c.n,
      })),
    pages: z
      .array(pageRow)
      .parse(pages)
      .map((p) => ({ path: p.path || '/', name: pageName(p.path || '/'), count: p.n })),
    visitors: rows.map((v) => ({
      sessionId: v.sessionId.slice(-8),
      country: v.country,
      countryCode: v.countryCode,
      city: v.city,
      currentPage: pagePath(v.currentPage),
      pageName: pageName(v.currentPage),
      ipAddress: v.ipAddress,
      referrer: v.referrer || 'Direct',
      lastSeen: v.lastSeen.toISOString(),
      isActive: v.isActive,
    })),
  };
}
