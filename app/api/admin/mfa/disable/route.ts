import { mfaDisableSchema, type MfaDisableResponse } from '@/lib/contracts/admin/mfa';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { disableMfa } from '@/lib/server/auth/admin-mfa-disable';

// POST /api/admin/mfa/disable — turn the second factor off (password and a current code)
export const POST = withAdmin(
  { permission: 'mfa:manage', body: mfaDisableSchema },
  async ({ admin, body, ip }) => {
    await disableMfa(await getDb(), admin, body, { ip });
    return Response.json({ success: true } satisfies MfaDisableResponse);
  },
);
