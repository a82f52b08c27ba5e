/**
 * GET /api/admin/visitors?limit=N: the visitors online now (visitors tab), with their groups by
 * country and page and the most recently seen sessions.
 */
import * as z from 'zod/mini';
import { count, text, instant } from '@/lib/contracts/answer-parts';

/** The query: `limit` 1..200 sessions in the list (default 50), `page` of them (1-based). */
export const visitorsQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});

/** One online session. */
export type LiveVisitor = LiveVisitors['visitors'][number];

/** Answer of GET /api/admin/visitors. */
export type LiveVisitors = z.output<typeof liveVisitors>;

export const liveVisitors = z.object({
  onlineNow: count(),
  total: count(),
  page: count(),
  pageSize: count(),
  countryCount: count(),
  pageCount: count(),
  countries: z.array(z.object({ countryCode: text(), country: text(), count: count() })),
  pages: z.array(z.object({ path: z.string(), name: z.string(), count: count() })),
  visitors: z.array(
    z.object({
      /** The session id's last 8 characters. */
      sessionId: z.string(),
      country: text(),
      countryCode: text(),
      city: text(),
      /** Path only (query and hash dropped). */
      currentPage: z.string(),
      pageName: z.string(),
      /** Stored truncated. */
      ipAddress: text(),
      /** 'Direct' when the visit had no referrer. */
      referrer: z.string(),
      lastSeen: instant(),
      isActive: z.boolean(),
    }),
  ),
});
