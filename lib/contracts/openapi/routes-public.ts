/**
 * The public and lead operations of app/api, the sign-in routes of the back-office, and the
 * operator's health probes and metrics: each with the very schemas its route parses
 * (lib/validation/, lib/contracts/) and its answers (./answers-*.ts).
 * tests/unit/openapi-routes.test.ts fails when a route file's method is missing here or in
 * ./routes-admin.ts, or listed without a route.
 */
import * as z from 'zod/mini';
import { registrationRequestSchema } from '@/lib/validation/registration';
import { resendCodeSchema, verifyCodeSchema } from '@/lib/validation/verification';
import { loginSchema } from '@/lib/validation/login';
import { accountErasureSchema } from '@/lib/validation/account';
import { consultationSchema } from '@/lib/validation/consultation';
import { consentRequestSchema } from '@/lib/validation/consent';
import { trackPageSchema, trackVisitorSchema } from '@/lib/validation/tracking';
import { offerRequestSchema } from '../offers';
import { liveStatsQuerySchema } from '../stats';
import { unsubscribeQuerySchema } from '../unsubscribe';
import { leadIdParamsSchema } from '../admin/leads';
import { adminLoginSchema } from '../admin/login';
import { enrolmentCompleteSchema, enrolmentStartSchema } from '../admin/enrolment';
import * as answers from './answers-public';
import {
  adminLoginResponse,
  adminLogoutResponse,
  enrolmentCompleteResponse,
  enrolmentStartResponse,
} from './answers-admin';
import type { ApiOperation } from './operation';

const SEND_LIMITS =
  '`resend_too_soon` (120 s between codes), `daily_limit` (5 codes a day per number), `rate_limited` (per address or country prefix)';

const PROOF_ERRORS = {
  400: '`proof_required`: no proof of work (`altcha`, the widget’s payload)',
  403: '`proof_invalid`: a proof that is forged, wrong, expired, already used or issued cheaper than the cost now in force',
};

export const PUBLIC_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/altcha/challenge',
    tag: 'Registration',
    summary: 'A proof-of-work challenge for the forms that send an SMS',
    description:
      'ALTCHA v2 (PBKDF2-SHA-256), signed, valid 10 minutes, never cached, no cookie. Its cost (`maxNumber`) is `ALTCHA_MAX_NUMBER`, ten times that while a country prefix sends more SMS than usual. The solution goes as `altcha` with registration, resend and lead login, and is accepted once.',
    access: 'public',
    answers: { 200: { description: 'A challenge.', schema: answers.proofChallengeResponse } },
  },
  {
    method: 'post',
    path: '/api/leads',
    tag: 'Registration',
    summary: 'Register a lead and send the SMS code',
    description:
      'Records the privacy consent and sends a 6-digit code to the phone. A known email or phone answers exactly like a new registration and changes nothing (no answer tells whether someone is registered). A new lead session replaces the one the browser held.',
    access: 'public',
    body: registrationRequestSchema,
    answers: {
      201: {
        description: 'Registered (or already known); the code went out unless `smsSent` is false.',
        schema: answers.registerResponse,
      },
    },
    errors: {
      400: `${PROOF_ERRORS[400]}; \`form_too_fast\` (sent under 2 s after the form was shown, or without \`fillMs\`); \`form_rejected\` (the honeypot \`website\` filled)`,
      403: PROOF_ERRORS[403],
      422: '`validation_failed` (also a common or self-describing password, and a number no SMS should reach: premium-rate, shared-cost, VoIP, fixed line or of unknown type)',
      429: '`rate_limited`: registrations per address',
    },
    cookie: 'lead',
  },
  {
    method: 'post',
    path: '/api/verify-sms',
    tag: 'Registration',
    summary: 'Check the SMS code, verify the lead and open its session',
    description:
      'Always a new session token; the browser’s previous (unverified) session is revoked.',
    access: 'public',
    body: verifyCodeSchema,
    answers: { 200: { description: 'Verified.', schema: answers.verifyResponse } },
    errors: {
      400: '`invalid_code` (also for an unknown number), `code_expired` (the right code after its 10 minutes)',
      422: '`validation_failed`, `country_not_allowed`',
      429: '`too_many_attempts` (5 wrong tries per code), `rate_limited`',
      503: '`sms_unavailable`: Verify could not check the code (VERIFY_DRIVER=vonage-verify)',
    },
    cookie: 'lead',
  },
  {
    method: 'post',
    path: '/api/resend-sms',
    tag: 'Registration',
    summary: 'Send a new SMS code',
    description:
      'Unknown and verified numbers get the same answers and limits, and no SMS. A resend does not reset the try count.',
    access: 'public',
    body: resendCodeSchema,
    answers: { 200: { description: 'A new code went out.', schema: answers.resendResponse } },
    errors: {
      ...PROOF_ERRORS,
      422: '`validation_failed` (also a number no SMS should reach), `country_not_allowed`',
      429: SEND_LIMITS,
      503: '`sms_unavailable`: the SMS provider refused or is down',
    },
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Lead session',
    summary: 'Sign a lead in',
    description:
      'A verified lead gets a verified session and its id; a correct password on a phone still pending gets a new SMS code and the way to /verify-sms. Either way a new session token.',
    access: 'public',
    body: loginSchema,
    answers: {
      200: { description: 'Signed in, or a code was sent.', schema: answers.loginResponse },
    },
    errors: { ...PROOF_ERRORS, 401: '`invalid_credentials`', 429: '`rate_limited`' },
    cookie: 'lead',
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Lead session',
    summary: 'End the lead’s session',
    description:
      'Revokes the session on the server and clears the cookie; 200 also without a live session.',
    access: 'lead-optional',
    answers: { 200: { description: 'Signed out.', schema: answers.logoutResponse } },
    cookie: 'lead-cleared',
  },
  {
    method: 'get',
    path: '/api/leads/{leadId}',
    tag: 'Lead session',
    summary: 'The lead, for the browser that verified it',
    access: 'lead-own',
    params: leadIdParamsSchema,
    answers: { 200: { description: 'The lead.', schema: answers.leadResponse } },
  },
  {
    method: 'delete',
    path: '/api/account',
    tag: 'Lead session',
    summary: 'Erase the signed-in lead’s account (GDPR Art. 17)',
    description:
      'The password again (a lead without one: a fresh SMS verification). Sends the CRM `lead.deleted`.',
    access: 'lead',
    body: accountErasureSchema,
    answers: {
      200: {
        description: 'Erased; the session cookie is cleared.',
        schema: answers.erasedResponse,
      },
    },
    errors: {
      401: '`password_required`, `wrong_password`, `reauthentication_required`',
      429: '`rate_limited`',
    },
    cookie: 'lead-cleared',
  },
  {
    method: 'get',
    path: '/api/account/export',
    tag: 'Lead session',
    summary: 'The signed-in lead’s own data as a JSON file (GDPR Art. 15, 20)',
    access: 'lead',
    answers: {
      200: {
        description: '`lead-<id>.json`, never cached.',
        schema: answers.leadExport,
        attachment: true,
      },
    },
  },
  {
    method: 'get',
    path: '/api/offers',
    tag: 'Offers',
    summary: 'The premium plan’s places this month',
    description:
      'Both figures null when the operator set no capacity (then no scarcity figure is shown).',
    access: 'public',
    answers: { 200: { description: 'Places.', schema: answers.offersResponse } },
  },
  {
    method: 'post',
    path: '/api/offers/requests',
    tag: 'Offers',
    summary: 'The verified lead asks about a paid offer',
    description: 'Sends the CRM `lead.offer_requested` (once a day per offer).',
    access: 'lead',
    body: offerRequestSchema,
    answers: {
      201: { description: 'Stored.', schema: answers.offerRequestResponse },
      200: {
        description: 'Already asked today: nothing changed.',
        schema: answers.offerRequestResponse,
      },
    },
    errors: { 409: '`offer_full`: this month’s places are taken' },
  },
  {
    method: 'post',
    path: '/api/consultations',
    tag: 'Offers',
    summary: 'Ask for a consultation call',
    description: 'Linked to the lead of a verified browser session, anonymous otherwise.',
    access: 'lead-optional',
    body: consultationSchema,
    answers: { 201: { description: 'Stored.', schema: answers.consultationResponse } },
    errors: { 429: '`rate_limited`: per address or per lead' },
  },
  {
    method: 'post',
    path: '/api/consent',
    tag: 'Tracking',
    summary: 'Record a cookie choice (proof of consent)',
    access: 'public',
    body: consentRequestSchema,
    answers: { 201: { description: 'Recorded.', schema: answers.consentResponse } },
    errors: { 429: '`rate_limited`: 30 a minute per address' },
  },
  {
    method: 'post',
    path: '/api/track-visitor',
    tag: 'Tracking',
    summary: 'The first page view of a visitor session',
    description: 'Bots are answered 204 and not counted.',
    access: 'public',
    body: trackVisitorSchema,
    bodyTypes: ['application/json', 'text/plain'],
    answers: { 204: { description: 'Counted.' } },
    errors: { 429: '`rate_limited`: tracking calls per address' },
  },
  {
    method: 'post',
    path: '/api/track-page',
    tag: 'Tracking',
    summary: 'A page change, the 30 s heartbeat or the leave beacon',
    description:
      'Sent with `sendBeacon` as text/plain on leaving (page ""); bots are answered 204 and not counted.',
    access: 'public',
    body: trackPageSchema,
    bodyTypes: ['application/json', 'text/plain'],
    answers: { 204: { description: 'Counted.' } },
    errors: { 429: '`rate_limited`: tracking calls per address' },
  },
  {
    method: 'get',
    path: '/api/stats/live',
    tag: 'Figures',
    summary: 'The live figures of a pre-lander',
    description: 'Shared caches may keep the answer 30 s.',
    access: 'public',
    query: liveStatsQuerySchema,
    queryRefusedAs404: true,
    answers: { 200: { description: 'Figures.', schema: answers.liveStatsResponse } },
  },
  {
    method: 'get',
    path: '/api/stats/community',
    tag: 'Figures',
    summary: 'Verified students, ebook downloads and the testimonials’ rating',
    description: 'Each a real count; shared caches may keep the answer 30 s.',
    access: 'public',
    answers: { 200: { description: 'Figures.', schema: answers.communityStats } },
  },
  {
    method: 'get',
    path: '/api/unsubscribe',
    tag: 'Email',
    summary: 'The confirmation page of an email’s unsubscribe link',
    access: 'public',
    query: unsubscribeQuerySchema,
    answers: { 200: { description: 'An HTML page with the confirm button.', type: 'text/html' } },
  },
  {
    method: 'post',
    path: '/api/unsubscribe',
    tag: 'Email',
    summary: 'Unsubscribe the lead from informative email',
    description: 'The page’s button, or a mail client’s one-click List-Unsubscribe (RFC 8058).',
    access: 'public',
    query: unsubscribeQuerySchema,
    answers: { 200: { description: 'An HTML page: done.', type: 'text/html' } },
    errors: { 404: '`not_found`: unknown lead or wrong token' },
  },
  {
    method: 'post',
    path: '/api/sms/status',
    tag: 'Integrations',
    summary: 'A Vonage SMS delivery receipt (signed)',
    description:
      'Vonage’s SMS API delivery receipt, as a form (“POST”) or JSON (“POST-JSON”), signed with the account’s signature secret (`sig`, `timestamp`). Vonage reads only the status code.',
    access: 'public',
    body: z.record(z.string(), z.string()),
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
    bodyReadByRoute: true,
    answers: {
      200: { description: 'What became of the receipt.', schema: answers.smsReceiptResponse },
    },
    errors: {
      400: '`invalid_receipt`, `invalid_json`',
      401: '`signature_required`, `invalid_signature`, `stale_signature`',
      403: '`receipts_disabled`: no signature secret configured',
      413: '`payload_too_large`',
    },
  },
  // --- Vonage Verify v2 status callbacks (VERIFY_DRIVER=vonage-verify, docs/sms.md) ---
  {
    method: 'post',
    path: '/api/verify/status',
    tag: 'Integrations',
    summary: 'A Vonage Verify v2 status callback (signed)',
    description:
      'Verify v2’s `event` (per channel) and `summary` (per request, with the price) callbacks, signed as a JWT (HS256, the account’s signature secret) in `Authorization: Bearer`, whose `payload_hash` covers the body. Each token is accepted once.',
    access: 'public',
    body: z.record(z.string(), z.unknown()),
    bodyReadByRoute: true,
    answers: {
      200: { description: 'What became of the callback.', schema: answers.verifyCallbackResponse },
    },
    errors: {
      400: '`invalid_callback`',
      401: '`signature_required`, `invalid_signature`, `stale_signature`',
      403: '`callbacks_disabled`: no signature secret configured',
      409: '`replayed_callback`: a token used before',
      413: '`payload_too_large`',
    },
  },
  // --- end of Verify v2 status callbacks ---
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Integrations',
    summary: 'This document',
    access: 'public',
    answers: { 200: { description: 'OpenAPI 3.1.', schema: answers.openApiDocumentAnswer } },
  },
  {
    method: 'get',
    path: '/api/health/live',
    tag: 'Operations',
    summary: 'Liveness probe: the process answers',
    description:
      'Reads no database or file, so it stays 200 while the database is away (only readiness fails then). `Cache-Control: no-store`.',
    access: 'public',
    answers: { 200: { description: 'Live.', schema: answers.liveResponse } },
    noUnavailable: true,
  },
  {
    method: 'get',
    path: '/api/health/ready',
    tag: 'Operations',
    summary: 'Readiness probe: send this process traffic?',
    description:
      'Ready when the database answers within 2 s and has recorded every migration this build ships. Only the status code matters to a probe; the body tells the operator why. `Cache-Control: no-store`.',
    access: 'public',
    answers: {
      200: { description: 'Ready.', schema: answers.readyResponse },
      503: {
        description: 'Not ready: the database is unreachable or a migration is not applied.',
        schema: answers.notReadyResponse,
      },
    },
    noUnavailable: true,
  },
  {
    method: 'get',
    path: '/api/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics of this process',
    description:
      'The Prometheus text exposition format (`text/plain; version=0.0.4`): requests by route pattern and status, registrations, SMS, receipts, rate-limit refusals, the process’s defaults, and the outbox backlog read from the database at scrape time (left out of a scrape the database does not answer). `Cache-Control: no-store`. The other methods answer 404 as for any path nobody serves.',
    access: 'metrics',
    answers: { 200: { description: 'The metrics.', type: 'text/plain' } },
    noUnavailable: true,
  },
  {
    method: 'post',
    path: '/api/admin/login',
    tag: 'Admin session',
    summary: 'Sign an admin in',
    description:
      'The session is in the cookie, never in the JSON. An account with a second factor and no `code` gets 401 with `mfaRequired: true`; so does a wrong code. Every error answer also carries `{success: false, message}`.',
    access: 'public',
    body: adminLoginSchema,
    answers: { 200: { description: 'Signed in.', schema: adminLoginResponse } },
    errors: {
      400: '`validation_failed`: an empty field (`message` is its own, e.g. "Username required")',
      401: '`invalid_credentials`, `mfa_required`, `invalid_mfa_code`',
      429: '`rate_limited`: sign-in attempts per address or username',
    },
    cookie: 'admin',
    adminLoginErrors: true,
  },
  {
    method: 'post',
    path: '/api/admin/logout',
    tag: 'Admin session',
    summary: 'End the admin session on the server',
    description:
      'Idempotent: with a session already ended or no cookie it still answers 200 and clears the cookie.',
    access: 'admin-optional',
    answers: { 200: { description: 'Signed out.', schema: adminLogoutResponse } },
    cookie: 'admin-cleared',
  },
  {
    method: 'post',
    path: '/api/admin-enrol/start',
    tag: 'Admin session',
    summary: 'Open an enrolment link: the account and the TOTP secret to scan',
    description: 'The link’s token is the credential.',
    access: 'public',
    body: enrolmentStartSchema,
    answers: {
      200: { description: 'The account and its secret.', schema: enrolmentStartResponse },
    },
    errors: { 410: '`enrolment_link_invalid`: expired or used', 429: '`rate_limited`' },
  },
  {
    method: 'post',
    path: '/api/admin-enrol/complete',
    tag: 'Admin session',
    summary: 'Finish an enrolment: password, second factor, signed in',
    description: 'Consumes the link; the recovery codes are in this answer only.',
    access: 'public',
    body: enrolmentCompleteSchema,
    answers: { 200: { description: 'Enrolled and signed in.', schema: enrolmentCompleteResponse } },
    errors: {
      401: '`invalid_mfa_code`',
      409: '`mfa_enabled`',
      410: '`enrolment_link_invalid`',
      422: '`validation_failed` (also a common password)',
      429: '`rate_limited`',
    },
    cookie: 'admin',
  },
];
