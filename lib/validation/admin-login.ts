/**
 * Admin sign-in form (SPEC.md §2.13, §5 "Admin login"), shared by /admin-login and
 * POST /api/admin/login. Messages are SPEC.md's exact strings.
 */
import * as z from 'zod/mini';

export const adminLoginSchema = z.object({
  username: z
    .string({ error: 'Username required' })
    .check(z.trim(), z.minLength(1, 'Username required'), z.maxLength(64, 'Invalid credentials')),
  password: z
    .string({ error: 'Password required' })
    .check(z.minLength(1, 'Password required'), z.maxLength(256, 'Invalid credentials')),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
