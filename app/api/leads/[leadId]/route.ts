import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { leadIdParamsSchema } from '@/lib/contracts/admin/leads';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { getLeadView } from '@/lib/server/leads/registration';
import type { LeadResponse } from '@/lib/contracts/leads';
import { sessionToken, verifiedLeadId } from '@/lib/server/auth/lead-session';
import { leadResponse } from '@/lib/contracts/lead-answers';

const getDoc: OperationDoc = {
  tag: 'Lead session',
  summary: 'The lead, for the browser that verified it',
  access: 'lead-own',
  params: leadIdParamsSchema,
  answers: { 200: { description: 'The lead.', schema: leadResponse } },
};

// GET /api/leads/{leadId} — the lead view, only for the browser that verified that lead
export const GET = withJson({ doc: getDoc }, async ({ request, params: { leadId = '' } }) => {
  const db = await getDb();
  const viewer = await verifiedLeadId(db, sessionToken(request));
  const lead = await getLeadView(db, leadId, viewer);
  return Response.json({ lead } satisfies LeadResponse, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});
