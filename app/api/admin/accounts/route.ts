import {
  accountCreateSchema,
  type AccountCreateResponse,
  type AccountsResponse,
} from '@/lib/contracts/admin/accounts';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { createAdminAccount, listAdminAccounts } from '@/lib/server/auth/admin-accounts';

// GET /api/admin/accounts — every admin account (owner only)
export const GET = withAdmin({ permission: 'accounts:manage' }, async ({ admin }) =>
  Response.json({
    accounts: await listAdminAccounts(await getDb()),
    selfId: admin.userId,
  } satisfies AccountsResponse),
);

// POST /api/admin/accounts — create an owner or a caller (owner only, after a step-up); 201
// with its one-time enrolment link (shown once, never stored in clear)
export const POST = withAdmin(
  { permission: 'accounts:manage', body: accountCreateSchema, stepUp: true },
  async ({ admin, body, ip }) =>
    Response.json(
      (await createAdminAccount(await getDb(), admin, body, {
        ip,
      })) satisfies AccountCreateResponse,
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    ),
);
