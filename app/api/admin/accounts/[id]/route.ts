import { accountParamsSchema, accountUpdateSchema } from '@/lib/contracts/admin/accounts';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setAdminAccountDisabled } from '@/lib/server/auth/admin-accounts';

// PATCH /api/admin/accounts/:id — disable (its sessions end) or re-enable an account (owner only)
export const PATCH = withAdmin(
  { permission: 'accounts:manage', params: accountParamsSchema, body: accountUpdateSchema },
  async ({ admin, params, body, ip }) => {
    await setAdminAccountDisabled(await getDb(), admin, params.id, body.disabled, { ip });
    return Response.json({ success: true });
  },
);
