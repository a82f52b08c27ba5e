import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import type { EndOtherSessionsResponse } from '@/lib/contracts/admin/session';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { signOutOtherAdminSessions } from '@/lib/server/auth/admin-session';
import { endOtherSessionsResponse } from '@/lib/contracts/admin/login';

const deleteDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'End every other session of the signed-in admin',
  answers: { 200: { description: 'How many ended.', schema: endOtherSessionsResponse } },
};

// DELETE /api/admin/session/others — end every other session of the signed-in admin (other
// browsers, a forgotten computer); this one stays. Audit-logged. {ended: number}
export const DELETE = withAdmin(
  { permission: 'session:manage', doc: deleteDoc },
  async ({ admin, ip }) =>
    Response.json({
      ended: await signOutOtherAdminSessions(await getDb(), admin, { ip }),
    } satisfies EndOtherSessionsResponse),
);
