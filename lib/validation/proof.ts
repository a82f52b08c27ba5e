/**
 * The proof of work the page's widget solved (ALTCHA: base64 of the challenge and its
 * solution), sent with every request that costs an SMS or a password check: registration,
 * resend and lead login. Optional in the schema so that its absence is answered with its own
 * 400 `proof_required` (lib/server/leads/form-shield.ts), not as a field of the form.
 */
import * as z from 'zod/mini';

export const proofFields = {
  altcha: z.optional(z.string().check(z.maxLength(4_000, 'validation.invalid'))),
};
