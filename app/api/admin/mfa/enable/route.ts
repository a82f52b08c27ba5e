import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  mfaEnableSchema,
  type MfaEnableResponse,
  mfaEnableResponse,
} from '@/lib/contracts/admin/mfa';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { enableMfa } from '@/lib/server/auth/admin-mfa-change';

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'Turn TOTP on with the password again and its first code',
  answers: { 200: { description: 'The recovery codes, once.', schema: mfaEnableResponse } },
  errors: {
    401: '`invalid_password`, `invalid_mfa_code`',
    409: '`mfa_enabled`, `mfa_not_set_up`',
    429: '`rate_limited`',
  },
};

// POST /api/admin/mfa/enable — the password and the first code turn TOTP on; answers the recovery codes once
export const POST = withAdmin(
  { permission: 'mfa:manage', beforeMfa: true, body: mfaEnableSchema, doc: postDoc },
  async ({ admin, body, ip }) =>
    Response.json(
      (await enableMfa(await getDb(), admin, body, { ip })) satisfies MfaEnableResponse,
    ),
);
