import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  callParamsSchema,
  callStatusSchema,
  type CallStatusResponse,
  callStatusResponse,
} from '@/lib/contracts/admin/calls';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setCallStatus } from '@/lib/server/admin/calls/list';

const patchDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Set a call-list entry’s status (audited)',
  answers: { 200: { description: 'The new status.', schema: callStatusResponse } },
};

// PATCH /api/admin/calls/{kind}/{id} — set the entry's call status (audited)
export const PATCH = withAdmin(
  { permission: 'leads:write', params: callParamsSchema, body: callStatusSchema, doc: patchDoc },
  async ({ params, body, admin, ip }) =>
    Response.json({
      entry: await setCallStatus(await getDb(), params.kind, params.id, body.status, admin, ip),
    } satisfies CallStatusResponse),
);
