import { leadIdParamsSchema } from '@/lib/validation/admin-leads';
import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { auditLeadExport, leadDataExport, leadIdByPublicId } from '@/lib/server/gdpr';
import { leadExportResponse } from '@/lib/server/gdpr-response';

// GET /api/admin/leads/{id}/export — everything held about the lead, as a JSON file (GDPR Art. 15; audited)
export const GET = withAdmin(
  { permission: 'leads:export', params: leadIdParamsSchema },
  async ({ params, admin, ip }) => {
    const db = await getDb();
    const data = await leadDataExport(db, await leadIdByPublicId(db, params.leadId));
    await auditLeadExport(db, params.leadId, { kind: 'admin', admin, ip });
    return leadExportResponse(data);
  },
);
