import type { EndOtherSessionsResponse } from '@/lib/contracts/admin/session';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { signOutOtherAdminSessions } from '@/lib/server/auth/admin-session';

// DELETE /api/admin/session/others — end every other session of the signed-in admin (other
// browsers, a forgotten computer); this one stays. Audit-logged. {ended: number}
export const DELETE = withAdmin({ permission: 'session:manage' }, async ({ admin, ip }) =>
  Response.json({
    ended: await signOutOtherAdminSessions(await getDb(), admin, { ip }),
  } satisfies EndOtherSessionsResponse),
);
