import { mfaEnableSchema, type MfaEnableResponse } from '@/lib/contracts/admin/mfa';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { enableMfa } from '@/lib/server/auth/admin-mfa';

// POST /api/admin/mfa/enable — turn TOTP on with its first code; answers the recovery codes once
export const POST = withAdmin(
  { permission: 'mfa:manage', beforeMfa: true, body: mfaEnableSchema },
  async ({ admin, body, ip }) =>
    Response.json(
      (await enableMfa(await getDb(), admin, body.code, { ip })) satisfies MfaEnableResponse,
    ),
);
