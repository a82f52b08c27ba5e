/** GET /api/admin/audit?limit=N: the newest entries of the admin audit log (dashboard tab). */
import * as z from 'zod/mini';
import { count, text, instant } from '@/lib/contracts/answer-parts';

/** The query: `limit` 1..200 (default 20). */
export const auditQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});

/** One audit row as the admin list shows it. */
export type AuditView = AuditResponse['entries'][number];

/** Answer of GET /api/admin/audit: newest first. */
export type AuditResponse = z.output<typeof auditResponse>;

export const auditResponse = z.object({
  entries: z.array(
    z.object({
      id: count(),
      username: z.string(),
      action: z.string(),
      targetType: text(),
      targetId: text(),
      details: z.unknown(),
      ipTruncated: text(),
      createdAt: instant(),
    }),
  ),
});
