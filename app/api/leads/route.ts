import { type OperationDoc, PROOF_ERRORS } from '@/lib/contracts/openapi/operation';
import { registrationRequestSchema } from '@/lib/validation/registration';
import type { RegisterResponse } from '@/lib/contracts/leads';
import { type LeadPage, leadPage } from '@/lib/contracts/admin/leads';
import { leadListQuerySchema } from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { listLeads, listsContacts } from '@/lib/server/admin/leads/list';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { registerLead } from '@/lib/server/leads/registration';
import { answerChannels } from '@/lib/server/leads/verification';
import { assertFilledByPerson, assertProof, smsPhone } from '@/lib/server/leads/form-shield';
import { registrationSession, sessionCookie, sessionToken } from '@/lib/server/auth/lead-session';
import { logger } from '@/lib/server/logger';
import { assertLeadPasswordAllowed } from '@/lib/server/auth/password-policy';
import { metaRequestContext } from '@/lib/server/tracking/meta-events';
import { servedExposure } from '@/lib/server/experiments/exposure-check';
import { registerResponse } from '@/lib/contracts/lead-answers';

const postDoc: OperationDoc = {
  tag: 'Registration',
  summary: 'Register a lead and send the SMS code',
  description:
    'Records the privacy consent and sends a 6-digit code to the phone. A known email or phone answers exactly like a new registration and changes nothing (no answer tells whether someone is registered). A new lead session replaces the one the browser held.',
  answers: {
    201: {
      description: 'Registered (or already known); the code went out unless `smsSent` is false.',
      schema: registerResponse,
    },
  },
  errors: {
    400: `${PROOF_ERRORS[400]}; \`form_too_fast\` (sent under 2 s after the form was shown, or without \`fillMs\`); \`form_rejected\` (the honeypot \`website\` filled)`,
    403: PROOF_ERRORS[403],
    422: '`validation_failed` (also a common or self-describing password, and a number no SMS should reach: premium-rate, shared-cost, VoIP, fixed line or of unknown type)',
    429: '`rate_limited`: registrations per address',
  },
  cookie: 'lead',
};

// POST /api/leads — register a lead, record the privacy consent and send the SMS code; a new
// lead session replaces the one the browser held. The form's signs of a person, the number's
// line type and the proof of work come first: a refused request costs no SMS and no argon2id
export const POST = withJson(
  { body: registrationRequestSchema, doc: postDoc },
  async ({ body, request, ip, t }) => {
    const db = await getDb();
    await assertFilledByPerson(db, body, { ip });
    // A common or self-describing password is refused before anything is stored (ASVS 6.2.4).
    if (body.password)
      assertLeadPasswordAllowed(body.password, [body.email, body.firstName, body.lastName]);
    const phone = await smsPhone(db, body.phone);
    // Spent last: a field the person can correct (above) leaves the solution usable.
    await assertProof(db, body.altcha, { callingCode: phone.callingCode, ip });
    // The form's experiment claim counts only when the server served it on the form's page
    // (the Referer), now; otherwise it is dropped, and the registration goes on.
    const page = request.headers.get('referer');
    const experiment = await servedExposure(db, body.experiment, { page });
    const registration = await registerLead(
      db,
      { ...body, experiment },
      {
        ip,
        userAgent: request.headers.get('user-agent'),
        meta: metaRequestContext(request, ip, body.consentId),
      },
    );
    // The browser's previous session (another lead's, or this one's) ends here (ASVS 7.2.4).
    const token = await registrationSession(
      db,
      sessionToken(request),
      registration.lead?.id ?? null,
    );
    logger.info(
      { leadId: registration.lead?.id, created: registration.created, sms: registration.sms },
      'registration',
    );
    const smsSent = registration.sms !== 'failed';
    const channels = await answerChannels(db, registration.phone);
    // With Verify the code may come by WhatsApp or a call: the message names no channel (the
    // form's toast shows it under its own title).
    const sent = channels ? 'api.registeredCode' : 'api.registered';
    return Response.json(
      {
        leadId: registration.publicId,
        phone: registration.phone,
        smsSent,
        message: t(smsSent ? sent : 'api.smsNotSent'),
        channels,
      } satisfies RegisterResponse,
      { status: 201, headers: { 'Set-Cookie': sessionCookie(token) } },
    );
  },
);

const getDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'The lead list, newest first',
  description: 'Email and phone only for who may export them (null for a caller).',
  answers: { 200: { description: 'One page.', schema: leadPage } },
};

// GET /api/leads?search&status&period&experience&page&pageSize — the admin's lead list; email
// and phone only for who may export them (not a caller)
export const GET = withAdmin(
  { permission: 'leads:read', query: leadListQuerySchema, doc: getDoc },
  async ({ query, admin }) =>
    Response.json(
      (await listLeads(await getDb(), query, {
        contacts: listsContacts(admin),
      })) satisfies LeadPage,
    ),
);
