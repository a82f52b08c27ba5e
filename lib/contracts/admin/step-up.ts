/**
 * Re-authentication inside a session: POST /api/admin/step-up (before owner writes on accounts
 * and settings, which answer 403 `step_up_required` without one in the last 5 minutes) and
 * POST /api/admin/password (an admin's own new password). The code is the second factor's
 * (TOTP or a recovery code), needed when the account has one.
 */
import * as z from 'zod/mini';
import { ADMIN_PASSWORD_MIN } from '@/lib/validation/password';
import { instant, count } from '@/lib/contracts/answer-parts';

// Message keys (messages/it.json `validation`), so that the form beside the field and the
// server's 422 say the same thing.
const passwordField = z
  .string()
  .check(z.minLength(1, 'validation.required'), z.maxLength(256, 'validation.invalid'));
const codeField = z.optional(z.string().check(z.trim(), z.maxLength(32, 'validation.invalid')));

/** The error code of a route that needs a recent step-up. */
export const STEP_UP_REQUIRED = 'step_up_required';

/** Body of POST /api/admin/step-up. */
export const stepUpSchema = z.object({ password: passwordField, code: codeField });

export type StepUpInput = z.input<typeof stepUpSchema>;

/** Answer of POST /api/admin/step-up: until when the session may do the owner writes. */
export type StepUpResponse = z.output<typeof stepUpResponse>;

/** Body of POST /api/admin/password (the admin password policy applies to `newPassword`). */
export const passwordChangeSchema = z.object({
  currentPassword: passwordField,
  newPassword: z
    .string()
    .check(
      z.minLength(ADMIN_PASSWORD_MIN, 'validation.adminPassword'),
      z.maxLength(256, 'validation.adminPassword'),
    ),
  code: codeField,
});

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Answer of POST /api/admin/password: how many other sessions of the account ended. */
export type PasswordChangeResponse = z.output<typeof passwordChangeResponse>;

export const stepUpResponse = z.object({ validUntil: instant() });

export const passwordChangeResponse = z.object({ ended: count() });
