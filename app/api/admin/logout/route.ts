import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import type { AdminLogoutResponse } from '@/lib/contracts/admin/session';
import { route } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import {
  clearedAdminSessionCookie,
  requireAdmin,
  signOutAdmin,
} from '@/lib/server/auth/admin-session';
import { adminLogoutResponse } from '@/lib/contracts/admin/login';

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'End the admin session on the server',
  description:
    'Idempotent: with a session already ended or no cookie it still answers 200 and clears the cookie.',
  access: 'admin-optional',
  answers: { 200: { description: 'Signed out.', schema: adminLogoutResponse } },
  cookie: 'admin-cleared',
};

// POST /api/admin/logout — end the session on the server (a copied cookie stops working too).
// Idempotent: with a session already ended (idle, revoked from another browser, expired) or
// no cookie at all it still answers 200 and clears the cookie, so the logout button always
// leaves the back-office. Same-origin only, like every write (route).
export const POST = route(
  { doc: postDoc },
  async (request) => ({ admin: await requireAdmin(await getDb(), request).catch(() => null) }),
  async ({ admin, ip }) => {
    if (admin) await signOutAdmin(await getDb(), admin, { ip });
    return Response.json({ success: true } satisfies AdminLogoutResponse, {
      headers: { 'Set-Cookie': clearedAdminSessionCookie(), 'Cache-Control': 'no-store' },
    });
  },
);
