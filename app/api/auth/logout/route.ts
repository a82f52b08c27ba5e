import { withJson } from '@/lib/server/http/route';
import type { LogoutResponse } from '@/lib/contracts/auth';
import { getDb } from '@/lib/server/db/client';
import {
  clearedSessionCookie,
  revokeLeadSession,
  sessionToken,
} from '@/lib/server/auth/lead-session';

// POST /api/auth/logout — end the lead's session on the server (a copied cookie stops working
// too) and clear the cookie; 200 also when there was no live session
export const POST = withJson({}, async ({ request }) => {
  await revokeLeadSession(await getDb(), sessionToken(request));
  return Response.json({ success: true } satisfies LogoutResponse, {
    headers: { 'Set-Cookie': clearedSessionCookie(), 'Cache-Control': 'no-store' },
  });
});
