import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { leadIdParamsSchema } from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { leadIdOf } from '@/lib/server/admin/leads/list';
import { auditLeadExport, leadDataExport } from '@/lib/server/privacy/gdpr';
import { leadExportResponse } from '@/lib/server/privacy/gdpr-response';
import { leadExport } from '@/lib/contracts/lead-answers';

const getDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Everything held about the lead as a JSON file (GDPR Art. 15; audited)',
  answers: { 200: { description: '`lead-<id>.json`.', schema: leadExport, attachment: true } },
};

// GET /api/admin/leads/{id}/export — everything held about the lead, as a JSON file (GDPR Art. 15; audited)
export const GET = withAdmin(
  { permission: 'leads:export', params: leadIdParamsSchema, doc: getDoc },
  async ({ params, admin, ip }) => {
    const db = await getDb();
    const data = await leadDataExport(db, await leadIdOf(db, params.leadId));
    await auditLeadExport(db, params.leadId, { kind: 'admin', admin, ip });
    return leadExportResponse(data);
  },
);
