import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  callOutcomeSchema,
  callParamsSchema,
  callOutcomeResponse,
} from '@/lib/contracts/admin/calls';
import type { CallOutcomeResponse } from '@/lib/contracts/admin/calls';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setCallOutcome } from '@/lib/server/admin/calls/outcome';

const putDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Record what a call came to; its follow-up event goes to Meta once (audited)',
  description:
    'reached → Contact, qualified → QualifiedLead, converted_account / converted_premium → Purchase with value and currency EUR, not_interested → none; each event once per lead, only under the marketing consent of the browser that registered.',
  answers: {
    200: { description: 'The outcome and its event.', schema: callOutcomeResponse },
  },
};

// PUT /api/admin/calls/{kind}/{id}/outcome — record what the call came to (audited); its
// follow-up event goes to Meta's Conversions API once per lead, under the lead's consent
export const PUT = withAdmin(
  { permission: 'leads:write', params: callParamsSchema, body: callOutcomeSchema, doc: putDoc },
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
