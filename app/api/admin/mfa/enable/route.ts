import { mfaEnableSchema, type MfaEnableResponse } from '@/lib/contracts/admin/mfa';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { enableMfa } from '@/lib/server/auth/admin-mfa-change';

// POST /api/admin/mfa/enable — the password and the first code turn TOTP on; answers the recovery codes once
export const POST = withAdmin(
  { permission: 'mfa:manage', beforeMfa: true, body: mfaEnableSchema },
  async ({ admin, body, ip }) =>
    Response.json(
      (await enableMfa(await getDb(), admin, body, { ip })) satisfies MfaEnableResponse,
    ),
);
