import { type OperationDoc, PROOF_ERRORS } from '@/lib/contracts/openapi/operation';
import { loginSchema } from '@/lib/validation/login';
import { type LoginResponse, loginResponse } from '@/lib/contracts/auth';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { authenticateLead } from '@/lib/server/auth/lead-login';
import { rotateLeadSession, sessionCookie, sessionToken } from '@/lib/server/auth/lead-session';
import { answerChannels, sendCode } from '@/lib/server/leads/verification';
import { assertProof } from '@/lib/server/leads/form-shield';

const postDoc: OperationDoc = {
  tag: 'Lead session',
  summary: 'Sign a lead in',
  description:
    'A verified lead gets a verified session and its id; a correct password on a phone still pending gets a new SMS code and the way to /verify-sms. Either way a new session token.',
  answers: {
    200: { description: 'Signed in, or a code was sent.', schema: loginResponse },
  },
  errors: { ...PROOF_ERRORS, 401: '`invalid_credentials`', 429: '`rate_limited`' },
  cookie: 'lead',
};

// POST /api/auth/login — lead login (docs/product.md §2.8): verified lead → verified session + leadId;
// correct password but phone pending → a new SMS code and the way to /verify-sms. Either way a
// new session token; the browser's previous session is revoked (ASVS 7.2.4). Every failed
// login is the wrapper's one 401 (`invalid_credentials`); no answer is cached. A proof of
// work (400 proof_required, 403 proof_invalid), at the highest cost in force (an SMS surge
// included, as registration and resend ask), comes before the password check
export const POST = withJson(
  { body: loginSchema, doc: postDoc },
  async ({ body, request, ip, t }) => {
    const db = await getDb();
    // Before the password check (argon2id) and the SMS an unverified lead is sent.
    await assertProof(db, body.altcha, { callingCode: null, ip });
    const result = await authenticateLead(db, body, { ip });
    if (result.kind === 'verified') {
      const token = await rotateLeadSession(db, sessionToken(request), result.leadId, true);
      return Response.json({ verified: true, leadId: result.publicId } satisfies LoginResponse, {
        headers: { 'Set-Cookie': sessionCookie(token), 'Cache-Control': 'no-store' },
      });
    }
    const sms = await sendCode(
      db,
      { id: result.leadId, phone: result.phone, locale: result.locale },
      { ip, strict: false },
    );
    const token = await rotateLeadSession(db, sessionToken(request), result.leadId, false);
    return Response.json(
      {
        verified: false,
        phone: result.phone,
        smsSent: sms === 'sent',
        message: t('login.errors.unverified'),
        channels: await answerChannels(db, result.phone),
      } satisfies LoginResponse,
      { headers: { 'Set-Cookie': sessionCookie(token), 'Cache-Control': 'no-store' } },
    );
  },
  { headers: { 'Cache-Control': 'no-store' } },
);
