import { callOutcomeSchema, callParamsSchema } from '@/lib/contracts/admin/calls';
import type { CallOutcomeResponse } from '@/lib/contracts/admin/calls';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setCallOutcome } from '@/lib/server/admin/calls/outcome';

// PUT /api/admin/calls/{kind}/{id}/outcome — record what the call came to (audited); its
// follow-up event goes to Meta's Conversions API once per lead, under the lead's consent
export const PUT = withAdmin(
  { permission: 'leads:write', params: callParamsSchema, body: callOutcomeSchema },
  async ({ params, body, admin, ip }) =>
    Response.json(
      (await setCallOutcome(
        await getDb(),
        params.kind,
        params.id,
        body.outcome,
        admin,
        ip,
      )) satisfies CallOutcomeResponse,
    ),
);
