import type { AdminSessionResponse } from '@/lib/contracts/admin/session';
import { withAdmin } from '@/lib/server/auth/admin-route';

// GET /api/admin/session — who is signed in (the client guard's loading state asks this)
// (open while a new password is due: the page reads it)
export const GET = withAdmin(
  { permission: 'session:manage', beforePasswordChange: true },
  async ({ admin }) =>
    Response.json({
      username: admin.username,
      role: admin.role,
      mfaEnabled: admin.mfaEnabled,
    } satisfies AdminSessionResponse),
);
