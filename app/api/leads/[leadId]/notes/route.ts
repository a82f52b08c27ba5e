import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  leadIdParamsSchema,
  leadNoteSchema,
  type LeadNoteResponse,
  leadNoteResponse,
} from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { addLeadNote } from '@/lib/server/admin/leads/notes';

const postDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Add an operator’s note to a lead (audited)',
  answers: { 201: { description: 'The note.', schema: leadNoteResponse } },
};

// POST /api/leads/{id}/notes — add an operator's note to a lead (docs/product.md §7; audited)
export const POST = withAdmin(
  { permission: 'leads:write', params: leadIdParamsSchema, body: leadNoteSchema, doc: postDoc },
  async ({ params, body, admin, ip }) =>
    Response.json(
      {
        note: await addLeadNote(await getDb(), params.leadId, body.note, { admin, ip }),
      } satisfies LeadNoteResponse,
      { status: 201 },
    ),
);
