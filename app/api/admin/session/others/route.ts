import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { signOutOtherAdminSessions } from '@/lib/server/admin-auth';

// DELETE /api/admin/session/others — end every other session of the signed-in admin (other
// browsers, a forgotten computer); this one stays. Audit-logged. {ended: number}
export const DELETE = withAdmin({ permission: 'session:manage' }, async ({ admin, ip }) =>
  Response.json({ ended: await signOutOtherAdminSessions(await getDb(), admin, { ip }) }),
);
