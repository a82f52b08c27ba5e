import { auditQuerySchema, type AuditResponse } from '@/lib/contracts/admin/audit';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listAudit } from '@/lib/server/auth/audit';

// GET /api/admin/audit?limit=20 — the newest audit entries
export const GET = withAdmin(
  { permission: 'audit:read', query: auditQuerySchema },
  async ({ query }) =>
    Response.json({
      entries: await listAudit(await getDb(), query.limit ?? 20),
    } satisfies AuditResponse),
);
