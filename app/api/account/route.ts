import { withJson } from '@/lib/server/http';
import { getDb } from '@/lib/server/db';
import { eraseLead } from '@/lib/server/gdpr';
import { clearedSessionCookie, requireVerifiedLead } from '@/lib/server/lead-session';

// DELETE /api/account — the signed-in lead erases their own account (GDPR Art. 17)
export const DELETE = withJson({}, async ({ request, ip }) => {
  const db = await getDb();
  const erased = await eraseLead(db, await requireVerifiedLead(db, request), { kind: 'lead', ip });
  return Response.json({ erased }, { headers: { 'Set-Cookie': clearedSessionCookie() } });
});
