/**
 * The enrolment link's page (/admin-enrol#<token>): POST /api/admin-enrol/start and
 * /api/admin-enrol/complete, public (the token is the credential), imported by the route
 * handlers and the page.
 */
import * as z from 'zod/mini';
import { ADMIN_PASSWORD_MIN } from '@/lib/validation/password';
import { instant, recoveryCodes } from '@/lib/contracts/answer-parts';

/** 256 random bits, base64url (43 characters). */
const tokenField = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.invalid'));

/** Body of POST /api/admin-enrol/start. */
export const enrolmentStartSchema = z.object({ token: tokenField });

/** Body of POST /api/admin-enrol/complete: the chosen password and the first code. */
export const enrolmentCompleteSchema = z.object({
  token: tokenField,
  password: z
    .string()
    .check(
      z.minLength(ADMIN_PASSWORD_MIN, 'validation.adminPassword'),
      z.maxLength(256, 'validation.adminPassword'),
    ),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'validation.invalid')),
});

/** Answer of POST /api/admin-enrol/start: whose account, and the secret to scan. */
export type EnrolmentStartResponse = z.output<typeof enrolmentStartResponse>;

/** Answer of POST /api/admin-enrol/complete (with the session cookie): the recovery codes once. */
export type EnrolmentCompleteResponse = z.output<typeof enrolmentCompleteResponse>;

export const enrolmentStartResponse = z.object({
  username: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
  expiresAt: instant(),
});

export const enrolmentCompleteResponse = z.object({ recoveryCodes });
