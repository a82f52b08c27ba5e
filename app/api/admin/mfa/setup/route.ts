import type { MfaSetupResponse } from '@/lib/contracts/admin/mfa';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setUpMfa } from '@/lib/server/auth/admin-mfa';

// POST /api/admin/mfa/setup — a new TOTP secret (pending until enable) and its otpauth:// URL
export const POST = withAdmin({ permission: 'mfa:manage', beforeMfa: true }, async ({ admin }) =>
  Response.json((await setUpMfa(await getDb(), admin)) satisfies MfaSetupResponse),
);
