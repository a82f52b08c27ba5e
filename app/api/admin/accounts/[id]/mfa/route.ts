import { accountParamsSchema } from '@/lib/contracts/admin/accounts';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { resetAdminAccountMfa } from '@/lib/server/auth/admin-accounts';

// DELETE /api/admin/accounts/:id/mfa — reset an account's second factor (owner only)
export const DELETE = withAdmin(
  { permission: 'accounts:manage', params: accountParamsSchema },
  async ({ admin, params, ip }) => {
    await resetAdminAccountMfa(await getDb(), admin, params.id, { ip });
    return Response.json({ success: true });
  },
);
