/**
 * The admin's sign-in: POST /api/admin/login (the /admin-login form's schema, docs/product.md §2.13,
 * §5 "Admin login", with docs/product.md's exact messages).
 */
import * as z from 'zod/mini';
import { errorBody } from '@/lib/contracts/errors';
import { role, count } from '@/lib/contracts/answer-parts';

/** Body of POST /api/admin/login; an empty field answers 400 with its message. */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: 'Username required' })
    .check(z.trim(), z.minLength(1, 'Username required'), z.maxLength(64, 'Invalid credentials')),
  password: z
    .string({ error: 'Password required' })
    .check(z.minLength(1, 'Password required'), z.maxLength(256, 'Invalid credentials')),
  /** The second factor (6-digit TOTP or a recovery code), once the login asked for it. */
  code: z.optional(z.string().check(z.trim(), z.maxLength(32, 'Invalid credentials'))),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/**
 * 200 answer of POST /api/admin/login (docs/product.md §3 "Admin login response"; the session is in
 * the cookie, never in the JSON). Its error answers carry `success: false` and `message` next
 * to `error`.
 */
export type AdminLoginResponse = z.output<typeof adminLoginResponse>;

/**
 * POST /api/admin/login's error answers: docs/product.md's `{success: false, message}` beside
 * `error`.
 */
export const adminLoginError = z.object({
  success: z.literal(false),
  message: z.string(),
  mfaRequired: z.optional(
    z.literal(true).check(z.describe('The second factor is asked for: send `code` too.')),
  ),
  error: errorBody.shape.error,
});

export const adminLoginResponse = z.object({ success: z.literal(true), message: z.string() });

export const adminLogoutResponse = z.object({ success: z.literal(true) });

export const adminSessionResponse = z.object({
  username: z.string(),
  role,
  mfaEnabled: z.boolean(),
});

export const endOtherSessionsResponse = z.object({ ended: count() });
