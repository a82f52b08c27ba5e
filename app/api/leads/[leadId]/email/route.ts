import {
  leadEmailSchema,
  leadIdParamsSchema,
  type LeadEmailResponse,
} from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { queueLeadEmail } from '@/lib/server/leads/lead-email';

// POST /api/leads/{id}/email — queue an email to the lead through the outbox (docs/product.md §7)
export const POST = withAdmin(
  { permission: 'email:send', params: leadIdParamsSchema, body: leadEmailSchema },
  async ({ params, body, admin, ip }) =>
    Response.json(
      {
        email: await queueLeadEmail(await getDb(), params.leadId, body, { admin, ip }),
      } satisfies LeadEmailResponse,
      { status: 202 },
    ),
);
