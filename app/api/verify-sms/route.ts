import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { verifyCodeSchema } from '@/lib/validation/verification';
import { type VerifyResponse, verifyResponse } from '@/lib/contracts/verification';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { fieldError } from '@/lib/server/http/errors';
import { normalizePhone } from '@/lib/server/channels/sms/phone';
import { verifyCode } from '@/lib/server/leads/verification';
import { sessionCookie, sessionToken, verifyLeadSession } from '@/lib/server/auth/lead-session';
import { metaRequestContext } from '@/lib/server/tracking/meta-events';

const postDoc: OperationDoc = {
  tag: 'Registration',
  summary: 'Check the SMS code, verify the lead and open its session',
  description:
    'Always a new session token; the browser’s previous (unverified) session is revoked.',
  answers: { 200: { description: 'Verified.', schema: verifyResponse } },
  errors: {
    400: '`invalid_code` (also for an unknown number), `code_expired` (the right code after its 10 minutes)',
    422: '`validation_failed`, `country_not_allowed`',
    429: '`too_many_attempts` (5 wrong tries per code), `rate_limited`',
    503: '`sms_unavailable`: Verify could not check the code (VERIFY_DRIVER=vonage-verify)',
  },
  cookie: 'lead',
};

// POST /api/verify-sms — check the SMS code, verify the lead and open its session: always a new
// token, the browser's previous (unverified) session revoked (ASVS 7.2.4). For a lead verified
// before this is the SMS sign-in of /login and /anmelden: `firstVerification` false, so the
// browser fires no second conversion (docs/sms.md)
export const POST = withJson(
  { body: verifyCodeSchema, doc: postDoc },
  async ({ body, request, ip, t }) => {
    const phone = normalizePhone(body.phone);
    if (!phone) throw fieldError({ phone: 'validation.phone' });
    const db = await getDb();
    const meta = metaRequestContext(request, ip, body.consentId);
    const { lead, newly } = await verifyCode(db, phone.e164, body.code, { ip, meta });
    const token = await verifyLeadSession(db, sessionToken(request), lead.id);
    return Response.json(
      {
        success: true,
        leadId: lead.publicId,
        firstVerification: newly,
        message: t(newly ? 'api.verified' : 'api.signedIn'),
      } satisfies VerifyResponse,
      { headers: { 'Set-Cookie': sessionCookie(token) } },
    );
  },
);
