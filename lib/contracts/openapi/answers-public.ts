/**
 * The answers of the public and lead routes as zod schemas, for the OpenAPI document
 * (./document.ts). Each is tied to the TypeScript type its route `satisfies` (answerOf), so a
 * field added to one and not the other is a compile error. Server-side only: the browser reads
 * the types, never these objects.
 */
import * as z from 'zod/mini';
import type { ApiErrorBody } from '../errors';
import type { LeadResponse, RegisterResponse } from '../leads';
import type { ResendResponse, VerifyResponse } from '../verification';
import type { LoginResponse, LogoutResponse } from '../auth';
import type { OfferRequestResponse, OffersResponse } from '../offers';
import type { SmsReceiptResponse, VerifyCallbackResponse } from '../sms';
import type { CommunityStats, LiveStatsResponse } from '../stats';
import type { LiveResponse, ReadyResponse } from '../health';
import type { ProofChallengeResponse } from '../proof';
import { answerOf } from './conforms';

/** An instant as the API writes it: ISO 8601 in UTC (`Date.prototype.toISOString`). */
export const instant = () => z.iso.datetime();
/** A calendar day 'YYYY-MM-DD'. */
export const day = () => z.iso.date();
/** A count or an id: a whole number. */
export const count = () => z.int();

/** The lead's public id (a UUID); the serial id never leaves the server. */
const leadId = z.uuid().check(z.describe('The lead’s public id.'));

export const errorBody = answerOf<ApiErrorBody>()(
  z.object({
    error: z.object({
      code: z.string().check(z.describe('Stable, machine-readable: `validation_failed`, …')),
      message: z.string().check(z.describe('In the request’s language (Italian or German).')),
      fields: z.optional(
        z
          .record(z.string(), z.string())
          .check(z.describe('Field → message, for the fields the request got wrong.')),
      ),
      retryAfter: z.optional(
        count().check(z.describe('Seconds to wait before trying again (also Retry-After).')),
      ),
    }),
  }),
);

/** POST /api/admin/login's error answers: docs/product.md's `{success: false, message}` beside `error`. */
export const adminLoginError = z.object({
  success: z.literal(false),
  message: z.string(),
  mfaRequired: z.optional(
    z.literal(true).check(z.describe('The second factor is asked for: send `code` too.')),
  ),
  error: errorBody.shape.error,
});

export const registerResponse = answerOf<RegisterResponse>()(
  z.object({
    leadId,
    phone: z.string().check(z.describe('E.164, e.g. +393471234567.')),
    smsSent: z.boolean(),
    message: z.string(),
  }),
);

export const leadResponse = answerOf<LeadResponse>()(
  z.object({
    lead: z.object({
      id: leadId,
      firstName: z.string(),
      lastName: z.string(),
      isVerified: z.boolean(),
      isFreeAccess: z.enum(['true', 'false']),
      freeAccessExpiresAt: z.nullable(instant()),
      registrationNumber: z.nullable(z.string()),
      locale: z.enum(['it', 'de']),
    }),
  }),
);

export const verifyResponse = answerOf<VerifyResponse>()(
  z.object({
    success: z.literal(true),
    leadId,
    firstVerification: z
      .boolean()
      .check(z.describe('False when the lead was verified before (a sign-in by SMS code).')),
    message: z.string(),
  }),
);

export const resendResponse = answerOf<ResendResponse>()(
  z.object({
    success: z.literal(true),
    message: z.string(),
    retryAfter: z.optional(count().check(z.describe('Seconds until the next resend.'))),
  }),
);

const hexText = () => z.string().check(z.regex(/^[0-9a-f]+$/));

export const proofChallengeResponse = answerOf<ProofChallengeResponse>()(
  z.object({
    parameters: z.object({
      algorithm: z.string().check(z.describe('Key derivation of one try: `PBKDF2/SHA-256`.')),
      nonce: hexText(),
      salt: hexText(),
      cost: count().check(z.describe('PBKDF2 iterations of one try.')),
      keyLength: count(),
      keyPrefix: hexText().check(
        z.describe('What the derived key of the hidden counter starts with.'),
      ),
      keySignature: hexText(),
      expiresAt: count().check(z.describe('Seconds since the epoch; no solution after it.')),
      data: z.object({
        maxNumber: count().check(z.describe('The cost: the hidden counter lies in 0…maxNumber.')),
      }),
    }),
    signature: hexText().check(z.describe('HMAC-SHA-256 of the parameters.')),
  }),
);

export const loginResponse = answerOf<LoginResponse>()(
  z.union([
    z.object({ verified: z.literal(true), leadId: z.string() }),
    z.object({
      verified: z.literal(false),
      phone: z.string(),
      smsSent: z.boolean(),
      message: z.string(),
    }),
  ]),
);

export const logoutResponse = answerOf<LogoutResponse>()(z.object({ success: z.literal(true) }));

export const offersResponse = answerOf<OffersResponse>()(
  z.object({
    premium: z.object({
      capacity: z.nullable(count()),
      placesLeft: z.nullable(count()),
    }),
  }),
);

export const offerRequestResponse = answerOf<OfferRequestResponse>()(
  z.object({ created: z.boolean(), message: z.string() }),
);

export const smsReceiptResponse = answerOf<SmsReceiptResponse>()(
  z.object({
    ok: z.literal(true),
    outcome: z.enum(['stored', 'unchanged', 'unknown_message', 'ignored']),
  }),
);

// Verify v2 status callbacks (POST /api/verify/status).
export const verifyCallbackResponse = answerOf<VerifyCallbackResponse>()(
  z.object({
    ok: z.literal(true),
    outcome: z.enum(['stored', 'unchanged', 'unknown_request', 'ignored']),
  }),
);

const communityFields = {
  verifiedStudents: count(),
  ebookDownloads: count(),
  rating: z.nullable(z.object({ average: z.number(), count: count() })),
};

export const communityStats = answerOf<CommunityStats>()(z.object(communityFields));

export const liveStatsResponse = answerOf<LiveStatsResponse>()(
  z.object({
    ...communityFields,
    peopleStudyingNow: count(),
    placesLeft: count(),
    offerEndsAt: z.nullable(instant()),
  }),
);

/** Answer of POST /api/consent: the proof's id. */
export const consentResponse = z.object({ recorded: z.literal(true), id: count() });

/** Answer of POST /api/consultations. */
export const consultationResponse = z.object({ success: z.literal(true), message: z.string() });

/** Answer of DELETE /api/account and DELETE /api/admin/leads/{leadId}: the erased lead's id. */
export const erasedResponse = z.object({ erased: leadId });

/** Answer of writes that return nothing else. */
export const successResponse = z.object({ success: z.literal(true) });

/**
 * GET /api/account/export and GET /api/admin/leads/{leadId}/export: a JSON file of everything
 * held about the lead (GDPR Art. 15, 20). The records keep their stored columns; never a
 * password hash, a session token or an SMS code.
 */
export const leadExport = z.object({
  format: z.literal('accademia-trading-italia/lead-export@1'),
  exportedAt: instant(),
  lead: z.looseObject({ id: leadId, hasPassword: z.boolean() }),
  consents: z.array(z.looseObject({})),
  sessions: z.array(z.looseObject({})),
  verificationCodes: z.array(z.looseObject({})),
  notes: z.array(z.looseObject({})),
  consultations: z.array(z.looseObject({})),
  offerRequests: z.array(z.looseObject({})),
  partnerClicks: z.array(z.looseObject({})),
  visitorSession: z.nullable(z.looseObject({})),
  messages: z.array(z.looseObject({})),
});

/** GET /api/openapi.json: an OpenAPI 3.1 document (this one). */
export const openApiDocumentAnswer = z.looseObject({ openapi: z.literal('3.1.0') });

/** GET /api/health/live: the process answers. */
export const liveResponse = answerOf<LiveResponse>()(z.object({ status: z.literal('live') }));

/** GET /api/health/ready's 200: the database answers with every migration applied. */
export const readyResponse = answerOf<Extract<ReadyResponse, { status: 'ready' }>>()(
  z.object({
    status: z.literal('ready'),
    migrations: count().check(z.describe('How many migrations this build ships (all applied).')),
  }),
);

/** GET /api/health/ready's 503: why this process should get no traffic yet. */
export const notReadyResponse = answerOf<Extract<ReadyResponse, { status: 'not_ready' }>>()(
  z.object({
    status: z.literal('not_ready'),
    reason: z
      .string()
      .check(
        z.describe(
          'The first reason found, for the operator: `database unreachable`, `migrations not applied: …`, …',
        ),
      ),
  }),
);
