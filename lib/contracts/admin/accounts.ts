/**
 * The owner's account management: GET/POST /api/admin/accounts, PATCH /api/admin/accounts/:id
 * (disable or re-enable) and DELETE /api/admin/accounts/:id/mfa (reset the second factor).
 */
import * as z from 'zod/mini';
import { ADMIN_PASSWORD_MIN } from '@/lib/validation/password';
import type { AdminRole } from './session';

/** Body of POST /api/admin/accounts. */
export const accountCreateSchema = z.object({
  username: z.string().check(z.trim(), z.regex(/^[\w.@-]{3,64}$/, 'validation.adminUsername')),
  password: z
    .string()
    .check(
      z.minLength(ADMIN_PASSWORD_MIN, 'validation.adminPassword'),
      z.maxLength(256, 'validation.adminPassword'),
    ),
  role: z.enum(['owner', 'caller']),
});

export type AccountCreateInput = z.input<typeof accountCreateSchema>;

/** Body of PATCH /api/admin/accounts/:id. */
export const accountUpdateSchema = z.object({ disabled: z.boolean() });

/** The :id of /api/admin/accounts/:id. */
export const accountParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** One admin account as the accounts tab shows it. */
export interface AccountView {
  id: number;
  username: string;
  role: AdminRole;
  disabled: boolean;
  mfaEnabled: boolean;
  createdAt: string;
}

/** Answer of GET /api/admin/accounts. */
export interface AccountsResponse {
  accounts: AccountView[];
  /** The signed-in admin's account, which it may not disable (the server refuses it). */
  selfId: number;
}
