/**
 * GET /api/admin/visitors?limit=N: the visitors online now (visitors tab), with their groups by
 * country and page and the most recently seen sessions.
 */
import * as z from 'zod/mini';

/** The query: `limit` 1..200 sessions in the list (default 50), `page` of them (1-based). */
export const visitorsQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});

/** One online session. */
export interface LiveVisitor {
  /** The session id's last 8 characters. */
  sessionId: string;
  country: string | null;
  countryCode: string | null;
  city: string | null;
  /** Path only (query and hash dropped). */
  currentPage: string;
  pageName: string;
  /** Stored truncated. */
  ipAddress: string | null;
  /** 'Direct' when the visit had no referrer. */
  referrer: string;
  lastSeen: string;
  isActive: boolean;
}

/** Answer of GET /api/admin/visitors. */
export interface LiveVisitors {
  onlineNow: number;
  /** Online sessions the list is drawn from (= onlineNow), so the tab can say "50 di N". */
  total: number;
  /** The list's page (1-based) and its size. */
  page: number;
  pageSize: number;
  /** Distinct known countries online (sessions without a country are not counted as one). */
  countryCount: number;
  /** Distinct pages (path only) online. */
  pageCount: number;
  /** At most 50. */
  countries: { countryCode: string | null; country: string | null; count: number }[];
  /** At most 50. */
  pages: { path: string; name: string; count: number }[];
  /** The most recently seen first. */
  visitors: LiveVisitor[];
}
