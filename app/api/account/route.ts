import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { accountErasureSchema } from '@/lib/validation/account';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { eraseLead } from '@/lib/server/privacy/gdpr';
import { confirmAccountErasure } from '@/lib/server/leads/account-erasure';
import { clearedSessionCookie, requireVerifiedSession } from '@/lib/server/auth/lead-session';
import { erasedResponse } from '@/lib/contracts/lead-answers';

const deleteDoc: OperationDoc = {
  tag: 'Lead session',
  summary: 'Erase the signed-in lead’s account (GDPR Art. 17)',
  description:
    'The password again (a lead without one: a fresh SMS verification). Sends the CRM `lead.deleted`.',
  access: 'lead',
  answers: {
    200: {
      description: 'Erased; the session cookie is cleared.',
      schema: erasedResponse,
    },
  },
  errors: {
    401: '`password_required`, `wrong_password`, `reauthentication_required`',
    429: '`rate_limited`',
  },
  cookie: 'lead-cleared',
};

// DELETE /api/account — the signed-in lead erases their own account (GDPR Art. 17) after
// entering their password again (401 when it is missing or wrong)
export const DELETE = withJson(
  { body: accountErasureSchema, doc: deleteDoc },
  async ({ body, request, ip }) => {
    const db = await getDb();
    const session = await requireVerifiedSession(db, request);
    await confirmAccountErasure(db, session, body.password);
    const erased = await eraseLead(db, session.leadId, { kind: 'lead', ip });
    return Response.json({ erased }, { headers: { 'Set-Cookie': clearedSessionCookie() } });
  },
);
