import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { auditLeadExport, leadDataExport } from '@/lib/server/privacy/gdpr';
import { leadExportResponse } from '@/lib/server/privacy/gdpr-response';
import { requireVerifiedLead } from '@/lib/server/auth/lead-session';
import { leadExport } from '@/lib/contracts/lead-answers';

const getDoc: OperationDoc = {
  tag: 'Lead session',
  summary: 'The signed-in lead’s own data as a JSON file (GDPR Art. 15, 20)',
  access: 'lead',
  answers: {
    200: {
      description: '`lead-<id>.json`, never cached.',
      schema: leadExport,
      attachment: true,
    },
  },
};

// GET /api/account/export — the signed-in lead's own data as a JSON file (GDPR Art. 15, 20)
export const GET = withJson({ doc: getDoc }, async ({ request, ip }) => {
  const db = await getDb();
  const data = await leadDataExport(db, await requireVerifiedLead(db, request));
  await auditLeadExport(db, data.lead.id, { kind: 'lead', ip });
  return leadExportResponse(data);
});
