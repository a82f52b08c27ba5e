/**
 * Lead login schema (docs/product.md §2.8, §5 "Login form"), shared by the /login form and
 * POST /api/auth/login. Messages are translation keys under `login.errors.*`.
 */
import * as z from 'zod/mini';
import { proofFields } from './proof';

export const loginSchema = z.object({
  email: z
    .string({ error: 'login.errors.email' })
    .check(z.trim(), z.maxLength(254, 'login.errors.email'), z.email('login.errors.email')),
  password: z
    .string({ error: 'login.errors.password' })
    .check(z.minLength(6, 'login.errors.password'), z.maxLength(128, 'login.errors.password')),
  ...proofFields,
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginRequestBody = z.output<typeof loginSchema>;
