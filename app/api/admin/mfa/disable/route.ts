import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  mfaDisableSchema,
  type MfaDisableResponse,
  mfaDisableResponse,
} from '@/lib/contracts/admin/mfa';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { disableMfa } from '@/lib/server/auth/admin-mfa-disable';

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'Turn the second factor off (password and a current code)',
  answers: { 200: { description: 'Off.', schema: mfaDisableResponse } },
  errors: { 401: '`invalid_password`, `invalid_mfa_code`', 429: '`rate_limited`' },
};

// POST /api/admin/mfa/disable — turn the second factor off (password and a current code)
export const POST = withAdmin(
  { permission: 'mfa:manage', body: mfaDisableSchema, doc: postDoc },
  async ({ admin, body, ip }) => {
    await disableMfa(await getDb(), admin, body, { ip });
    return Response.json({ success: true } satisfies MfaDisableResponse);
  },
);
