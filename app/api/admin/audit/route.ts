import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { auditQuerySchema, type AuditResponse, auditResponse } from '@/lib/contracts/admin/audit';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listAudit } from '@/lib/server/auth/audit';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'The newest audit entries',
  answers: { 200: { description: 'Newest first.', schema: auditResponse } },
};

// GET /api/admin/audit?limit=20 — the newest audit entries
export const GET = withAdmin(
  { permission: 'audit:read', query: auditQuerySchema, doc: getDoc },
  async ({ query }) =>
    Response.json({
      entries: await listAudit(await getDb(), query.limit ?? 20),
    } satisfies AuditResponse),
);
