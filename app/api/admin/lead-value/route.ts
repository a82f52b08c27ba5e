import { leadValueSchema, type LeadValueResponse } from '@/lib/contracts/admin/analytics';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setLeadValue } from '@/lib/server/admin/reports/lead-value';

// PUT /api/admin/lead-value — set (0: remove) what a lead is worth from a day on, audited
export const PUT = withAdmin(
  { permission: 'analytics:write', body: leadValueSchema },
  async ({ body, admin, ip }) =>
    Response.json({
      value: await setLeadValue(await getDb(), body, { admin, ip }),
    } satisfies LeadValueResponse),
);
