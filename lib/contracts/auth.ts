/**
 * The lead's sign-in: POST /api/auth/login (its body is the /login form's schema,
 * lib/validation/login.ts) and POST /api/auth/logout. Imported by the route handlers and the
 * browser hooks.
 */
import * as z from 'zod/mini';
import { codeChannels } from './verification';

/**
 * 200 answers of POST /api/auth/login: a verified lead gets its id; a correct password on a
 * phone still pending gets a new SMS code and the way to /verify-sms.
 */
export type LoginResponse = z.output<typeof loginResponse>;

/** Answer of POST /api/auth/logout (also when there was no live session). */
export type LogoutResponse = z.output<typeof logoutResponse>;

export const loginResponse = z.union([
  z.object({ verified: z.literal(true), leadId: z.string() }),
  z.object({
    verified: z.literal(false),
    phone: z.string(),
    smsSent: z.boolean(),
    message: z.string(),
    channels: codeChannels,
  }),
]);

export const logoutResponse = z.object({ success: z.literal(true) });
