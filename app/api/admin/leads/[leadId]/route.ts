import {
  leadIdParamsSchema,
  leadPrioritySchema,
  type LeadDetailResponse,
  type LeadPriorityResponse,
} from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { getLeadDetail } from '@/lib/server/admin/leads/detail';
import { leadIdOf } from '@/lib/server/admin/leads/list';
import { setLeadPriority } from '@/lib/server/admin/leads/priority';
import { eraseLead } from '@/lib/server/privacy/gdpr';

// GET /api/admin/leads/{id} — the lead's detail: contact, attribution, consent, notes; the read
// is audited (lead.read)
export const GET = withAdmin(
  { permission: 'leads:read', params: leadIdParamsSchema },
  async ({ params, admin, ip }) =>
    Response.json({
      lead: await getLeadDetail(await getDb(), params.leadId, { admin, ip }),
    } satisfies LeadDetailResponse),
);

// PATCH /api/admin/leads/{id} — save the priority (audited)
export const PATCH = withAdmin(
  { permission: 'leads:write', params: leadIdParamsSchema, body: leadPrioritySchema },
  async ({ params, body, admin, ip }) =>
    Response.json({
      lead: await setLeadPriority(await getDb(), params.leadId, body.priority, { admin, ip }),
    } satisfies LeadPriorityResponse),
);

// DELETE /api/admin/leads/{id} — erase the lead everywhere (GDPR Art. 17; audited)
export const DELETE = withAdmin(
  { permission: 'leads:erase', params: leadIdParamsSchema },
  async ({ params, admin, ip }) => {
    const db = await getDb();
    const leadId = await leadIdOf(db, params.leadId);
    return Response.json({ erased: await eraseLead(db, leadId, { kind: 'admin', admin, ip }) });
  },
);
