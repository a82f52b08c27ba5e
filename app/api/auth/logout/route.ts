import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withJson } from '@/lib/server/http/route';
import { type LogoutResponse, logoutResponse } from '@/lib/contracts/auth';
import { getDb } from '@/lib/server/db/client';
import {
  clearedSessionCookie,
  revokeLeadSession,
  sessionToken,
} from '@/lib/server/auth/lead-session';

const postDoc: OperationDoc = {
  tag: 'Lead session',
  summary: 'End the lead’s session',
  description:
    'Revokes the session on the server and clears the cookie; 200 also without a live session.',
  access: 'lead-optional',
  answers: { 200: { description: 'Signed out.', schema: logoutResponse } },
  cookie: 'lead-cleared',
};

// POST /api/auth/logout — end the lead's session on the server (a copied cookie stops working
// too) and clear the cookie; 200 also when there was no live session
export const POST = withJson({ doc: postDoc }, async ({ request }) => {
  await revokeLeadSession(await getDb(), sessionToken(request));
  return Response.json({ success: true } satisfies LogoutResponse, {
    headers: { 'Set-Cookie': clearedSessionCookie(), 'Cache-Control': 'no-store' },
  });
});
