import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { mfaSetupSchema, type MfaSetupResponse, mfaSetupResponse } from '@/lib/contracts/admin/mfa';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setUpMfa } from '@/lib/server/auth/admin-mfa-change';

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'The password again; a new TOTP secret (pending until enabled) and its otpauth:// URL',
  answers: { 200: { description: 'The secret.', schema: mfaSetupResponse } },
  errors: {
    401: '`invalid_password`',
    409: '`mfa_enabled`, `mfa_pending_elsewhere`',
    429: '`rate_limited`',
  },
};

// POST /api/admin/mfa/setup — the password again; a new TOTP secret (pending until enable) and its URL
export const POST = withAdmin(
  { permission: 'mfa:manage', beforeMfa: true, body: mfaSetupSchema, doc: postDoc },
  async ({ admin, body, ip }) =>
    Response.json((await setUpMfa(await getDb(), admin, body, { ip })) satisfies MfaSetupResponse),
);
