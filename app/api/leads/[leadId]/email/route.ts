import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  leadEmailSchema,
  leadIdParamsSchema,
  type LeadEmailResponse,
  leadEmailResponse,
} from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { queueLeadEmail } from '@/lib/server/leads/lead-email';

const postDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Queue an email to the lead through the outbox',
  answers: { 202: { description: 'Queued.', schema: leadEmailResponse } },
  errors: { 409: '`unsubscribed`: the lead opted out of email' },
};

// POST /api/leads/{id}/email — queue an email to the lead through the outbox (docs/product.md §7)
export const POST = withAdmin(
  { permission: 'email:send', params: leadIdParamsSchema, body: leadEmailSchema, doc: postDoc },
  async ({ params, body, admin, ip }) =>
    Response.json(
      {
        email: await queueLeadEmail(await getDb(), params.leadId, body, { admin, ip }),
      } satisfies LeadEmailResponse,
      { status: 202 },
    ),
);
