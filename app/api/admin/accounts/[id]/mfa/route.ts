import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { accountParamsSchema } from '@/lib/contracts/admin/accounts';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { resetAdminAccountMfa } from '@/lib/server/auth/admin-accounts';
import { successResponse } from '@/lib/contracts/errors';

const deleteDoc: OperationDoc = {
  tag: 'Admin accounts',
  summary: 'Reset another account’s second factor',
  answers: { 200: { description: 'Reset; its sessions end.', schema: successResponse } },
  errors: { 409: '`own_account`' },
};

// DELETE /api/admin/accounts/:id/mfa — reset another account's second factor (owner only, after
// a step-up); one's own is turned off on the security page (POST /api/admin/mfa/disable)
export const DELETE = withAdmin(
  { permission: 'accounts:manage', params: accountParamsSchema, stepUp: true, doc: deleteDoc },
  async ({ admin, params, ip }) => {
    await resetAdminAccountMfa(await getDb(), admin, params.id, { ip });
    return Response.json({ success: true });
  },
);
