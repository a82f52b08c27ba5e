/**
 * The admin's own second factor: POST /api/admin/mfa/setup, /enable and /disable. Imported by
 * the route handlers and the enrolment page.
 */
import * as z from 'zod/mini';
import { recoveryCodes } from '@/lib/contracts/answer-parts';

// Message keys (messages/it.json `validation`), so that the form beside the field and the
// server's 422 say the same thing.
const codeField = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(32, 'validation.invalid'));

const passwordField = z
  .string()
  .check(z.minLength(1, 'validation.required'), z.maxLength(256, 'validation.invalid'));

/** Body of POST /api/admin/mfa/setup: the account's password, asked again. */
export const mfaSetupSchema = z.object({ password: passwordField });

/** Body of POST /api/admin/mfa/enable: the password again and the app's first code. */
export const mfaEnableSchema = z.object({ password: passwordField, code: codeField });

/** Body of POST /api/admin/mfa/disable: the password and a code (TOTP or recovery). */
export const mfaDisableSchema = z.object({
  password: passwordField,
  code: codeField,
});

/** Answer of POST /api/admin/mfa/setup: the new secret, shown until enable, and its URL. */
export type MfaSetupResponse = z.output<typeof mfaSetupResponse>;

/** Answer of POST /api/admin/mfa/enable: the ten recovery codes, shown this once. */
export type MfaEnableResponse = z.output<typeof mfaEnableResponse>;

/** Answer of POST /api/admin/mfa/disable. */
export type MfaDisableResponse = z.output<typeof mfaDisableResponse>;

export const mfaSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });

export const mfaEnableResponse = z.object({ recoveryCodes });

export const mfaDisableResponse = z.object({ success: z.literal(true) });
