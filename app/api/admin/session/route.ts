import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import type { AdminSessionResponse } from '@/lib/contracts/admin/session';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { adminSessionResponse } from '@/lib/contracts/admin/login';

const getDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'Who is signed in',
  description: 'Open while a new password is due.',
  answers: { 200: { description: 'The session’s admin.', schema: adminSessionResponse } },
};

// GET /api/admin/session — who is signed in (the client guard's loading state asks this)
// (open while a new password is due: the page reads it)
export const GET = withAdmin(
  { permission: 'session:manage', beforePasswordChange: true, doc: getDoc },
  async ({ admin }) =>
    Response.json({
      username: admin.username,
      role: admin.role,
      mfaEnabled: admin.mfaEnabled,
    } satisfies AdminSessionResponse),
);
