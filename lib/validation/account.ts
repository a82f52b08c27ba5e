/**
 * Body of DELETE /api/account, shared by the student area's confirmation and the route: the
 * lead's password, asked again before the erasure (lib/server/leads/account-erasure.ts). Optional
 * because a lead registered without a password confirms with a fresh SMS login instead.
 */
import * as z from 'zod/mini';
import { PASSWORD_MAX } from './password';

export const accountErasureSchema = z.object({
  password: z.optional(
    z
      .string({ error: 'validation.invalid' })
      .check(z.maxLength(PASSWORD_MAX * 2, 'validation.invalid')),
  ),
});

export type AccountErasureInput = z.input<typeof accountErasureSchema>;
