import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  leadValueSchema,
  type LeadValueResponse,
  leadValueResponse,
} from '@/lib/contracts/admin/analytics';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setLeadValue } from '@/lib/server/admin/reports/lead-value';

const putDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'Set (0: remove) what a lead is worth from a day on (audited)',
  answers: { 200: { description: 'What is stored.', schema: leadValueResponse } },
};

// PUT /api/admin/lead-value — set (0: remove) what a lead is worth from a day on, audited
export const PUT = withAdmin(
  { permission: 'analytics:write', body: leadValueSchema, doc: putDoc },
  async ({ body, admin, ip }) =>
    Response.json({
      value: await setLeadValue(await getDb(), body, { admin, ip }),
    } satisfies LeadValueResponse),
);
