import { accountErasureSchema } from '@/lib/validation/account';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { eraseLead } from '@/lib/server/privacy/gdpr';
import { confirmAccountErasure } from '@/lib/server/leads/account-erasure';
import { clearedSessionCookie, requireVerifiedSession } from '@/lib/server/auth/lead-session';

// DELETE /api/account — the signed-in lead erases their own account (GDPR Art. 17) after
// entering their password again (401 when it is missing or wrong)
export const DELETE = withJson({ body: accountErasureSchema }, async ({ body, request, ip }) => {
  const db = await getDb();
  const session = await requireVerifiedSession(db, request);
  await confirmAccountErasure(db, session, body.password);
  const erased = await eraseLead(db, session.leadId, { kind: 'lead', ip });
  return Response.json({ erased }, { headers: { 'Set-Cookie': clearedSessionCookie() } });
});
