import type { AdminLogoutResponse } from '@/lib/contracts/admin/session';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { clearedAdminSessionCookie, signOutAdmin } from '@/lib/server/auth/admin-session';

// POST /api/admin/logout — end the session on the server (a copied cookie stops working too)
export const POST = withAdmin(
  { permission: 'session:manage', beforeMfa: true, beforePasswordChange: true },
  async ({ admin, ip }) => {
    await signOutAdmin(await getDb(), admin, { ip });
    return Response.json({ success: true } satisfies AdminLogoutResponse, {
      headers: { 'Set-Cookie': clearedAdminSessionCookie() },
    });
  },
);
