import { mfaSetupSchema, type MfaSetupResponse } from '@/lib/contracts/admin/mfa';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setUpMfa } from '@/lib/server/auth/admin-mfa-change';

// POST /api/admin/mfa/setup — the password again; a new TOTP secret (pending until enable) and its URL
export const POST = withAdmin(
  { permission: 'mfa:manage', beforeMfa: true, body: mfaSetupSchema },
  async ({ admin, body, ip }) =>
    Response.json((await setUpMfa(await getDb(), admin, body, { ip })) satisfies MfaSetupResponse),
);
