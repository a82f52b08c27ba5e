/** GET /api/admin/audit?limit=N: the newest entries of the admin audit log (dashboard tab). */
import * as z from 'zod/mini';

/** The query: `limit` 1..200 (default 20). */
export const auditQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});

/** One audit row as the admin list shows it. */
export interface AuditView {
  id: number;
  username: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: unknown;
  ipTruncated: string | null;
  createdAt: string;
}

/** Answer of GET /api/admin/audit: newest first. */
export interface AuditResponse {
  entries: AuditView[];
}
