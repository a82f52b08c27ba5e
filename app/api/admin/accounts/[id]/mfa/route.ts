import { accountParamsSchema } from '@/lib/contracts/admin/accounts';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { resetAdminAccountMfa } from '@/lib/server/auth/admin-accounts';

// DELETE /api/admin/accounts/:id/mfa — reset another account's second factor (owner only, after
// a step-up); one's own is turned off on the security page (POST /api/admin/mfa/disable)
export const DELETE = withAdmin(
  { permission: 'accounts:manage', params: accountParamsSchema, stepUp: true },
  async ({ admin, params, ip }) => {
    await resetAdminAccountMfa(await getDb(), admin, params.id, { ip });
    return Response.json({ success: true });
  },
);
