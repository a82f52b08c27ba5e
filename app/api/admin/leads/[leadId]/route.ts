import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  leadIdParamsSchema,
  leadPrioritySchema,
  type LeadDetailResponse,
  type LeadPriorityResponse,
  leadDetailResponse,
  leadPriorityResponse,
} from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { getLeadDetail } from '@/lib/server/admin/leads/detail';
import { leadIdOf } from '@/lib/server/admin/leads/list';
import { setLeadPriority } from '@/lib/server/admin/leads/priority';
import { eraseLead } from '@/lib/server/privacy/gdpr';
import { erasedResponse } from '@/lib/contracts/lead-answers';

const getDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'The lead’s detail: contact, attribution, consents, notes, emails (audited read)',
  answers: { 200: { description: 'The lead.', schema: leadDetailResponse } },
};

// GET /api/admin/leads/{id} — the lead's detail: contact, attribution, consent, notes; the read
// is audited (lead.read)
export const GET = withAdmin(
  { permission: 'leads:read', params: leadIdParamsSchema, doc: getDoc },
  async ({ params, admin, ip }) =>
    Response.json({
      lead: await getLeadDetail(await getDb(), params.leadId, { admin, ip }),
    } satisfies LeadDetailResponse),
);

const patchDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Save the lead’s priority (audited)',
  answers: { 200: { description: 'The row.', schema: leadPriorityResponse } },
};

// PATCH /api/admin/leads/{id} — save the priority (audited)
export const PATCH = withAdmin(
  {
    permission: 'leads:write',
    params: leadIdParamsSchema,
    body: leadPrioritySchema,
    doc: patchDoc,
  },
  async ({ params, body, admin, ip }) =>
    Response.json({
      lead: await setLeadPriority(await getDb(), params.leadId, body.priority, { admin, ip }),
    } satisfies LeadPriorityResponse),
);

const deleteDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Erase the lead everywhere (GDPR Art. 17; audited)',
  description: 'Sends the CRM `lead.deleted`.',
  answers: { 200: { description: 'Erased.', schema: erasedResponse } },
};

// DELETE /api/admin/leads/{id} — erase the lead everywhere (GDPR Art. 17; audited)
export const DELETE = withAdmin(
  { permission: 'leads:erase', params: leadIdParamsSchema, doc: deleteDoc },
  async ({ params, admin, ip }) => {
    const db = await getDb();
    const leadId = await leadIdOf(db, params.leadId);
    return Response.json({ erased: await eraseLead(db, leadId, { kind: 'admin', admin, ip }) });
  },
);
