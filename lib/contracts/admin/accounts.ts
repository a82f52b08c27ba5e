/**
 * The owner's account management: GET/POST /api/admin/accounts, PATCH /api/admin/accounts/:id
 * (disable or re-enable, change the role, ask for a new password), DELETE
 * /api/admin/accounts/:id/mfa (reset the second factor) and POST /api/admin/enrolment-links (a
 * new enrolment link). The writes ask for a recent step-up (./step-up.ts).
 */
import * as z from 'zod/mini';
import { ADMIN_PASSWORD_MIN } from '@/lib/validation/password';
import { instant, count, role } from '@/lib/contracts/answer-parts';

/**
 * Body of POST /api/admin/accounts. Without `password`, the invitee chooses it on the enrolment
 * link; `email` receives the security notices (an owner's: another account enrolled a factor).
 */
export const accountCreateSchema = z.object({
  username: z.string().check(z.trim(), z.regex(/^[\w.@-]{3,64}$/, 'validation.adminUsername')),
  password: z.optional(
    z
      .string()
      .check(
        z.minLength(ADMIN_PASSWORD_MIN, 'validation.adminPassword'),
        z.maxLength(256, 'validation.adminPassword'),
      ),
  ),
  email: z.optional(
    z
      .string({ error: 'validation.email' })
      .check(z.trim(), z.maxLength(254, 'validation.email'), z.email('validation.email')),
  ),
  role: z.enum(['owner', 'caller']),
});

export type AccountCreateInput = z.input<typeof accountCreateSchema>;

/** An enrolment link, shown once: `path` is `/admin-enrol#<token>` (the token in the fragment). */
export type EnrolmentLinkView = EnrolmentLinkResponse['enrolment'];

/** 201 answer of POST /api/admin/accounts: the new account and its enrolment link. */
export type AccountCreateResponse = z.output<typeof accountCreateResponse>;

/** Body of POST /api/admin/enrolment-links: a new link for an account without a factor. */
export const enrolmentLinkSchema = z.object({
  userId: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** Answer of POST /api/admin/enrolment-links. */
export type EnrolmentLinkResponse = z.output<typeof enrolmentLinkResponse>;

/**
 * Body of PATCH /api/admin/accounts/:id: one change at a time, `{disabled}`, `{role}` or
 * `{mustChangePassword: true}` (the admin must choose a new password at its next request).
 */
export const accountUpdateSchema = z.union([
  z.strictObject({ disabled: z.boolean() }),
  z.strictObject({ role: z.enum(['owner', 'caller']) }),
  z.strictObject({ mustChangePassword: z.literal(true) }),
]);

export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/** The :id of /api/admin/accounts/:id. */
export const accountParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** One admin account as the accounts tab shows it. */
export type AccountView = AccountsResponse['accounts'][number];

/** Answer of GET /api/admin/accounts. */
export type AccountsResponse = z.output<typeof accountsResponse>;

const enrolmentLink = z.object({
  path: z.string().check(z.describe('`/admin-enrol#<token>`: shown once, never stored in clear.')),
  expiresAt: instant(),
});

export const accountsResponse = z.object({
  accounts: z.array(
    z.object({
      id: count(),
      username: z.string(),
      /** Where its security notices go, if set. */
      email: z.nullable(z.string()),
      role,
      disabled: z.boolean(),
      mfaEnabled: z.boolean(),
      /** An owner asked it to choose a new password, and it has not yet. */
      mustChangePassword: z.boolean(),
      createdAt: instant(),
    }),
  ),
  selfId: count(),
});

export const accountCreateResponse = z.object({ id: count(), enrolment: enrolmentLink });

export const enrolmentLinkResponse = z.object({ enrolment: enrolmentLink });
