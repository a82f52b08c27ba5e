import {
  leadIdParamsSchema,
  leadNoteSchema,
  type LeadNoteResponse,
} from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { addLeadNote } from '@/lib/server/admin/leads/notes';

// POST /api/leads/{id}/notes — add an operator's note to a lead (docs/product.md §7; audited)
export const POST = withAdmin(
  { permission: 'leads:write', params: leadIdParamsSchema, body: leadNoteSchema },
  async ({ params, body, admin, ip }) =>
    Response.json(
      {
        note: await addLeadNote(await getDb(), params.leadId, body.note, { admin, ip }),
      } satisfies LeadNoteResponse,
      { status: 201 },
    ),
);
