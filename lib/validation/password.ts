/**
 * Password length rules, shared by the forms and the server (no server imports: the browser
 * checks the length, the server also refuses common passwords, lib/server/auth/password-policy.ts).
 * OWASP ASVS 5.0 6.2.1: at least 8 characters for people who choose their own; 6.2.9: at
 * least 64 allowed; 6.2.5: no composition rules. Admins hold every lead: 12.
 */
import * as z from 'zod/mini';

/** Shortest password a lead may choose (ASVS 6.2.1). */
export const LEAD_PASSWORD_MIN = 8;
/** Shortest admin password (back-office: every lead's data behind it). */
export const ADMIN_PASSWORD_MIN = 12;
/** Longest password accepted when one is chosen (ASVS 6.2.9 asks for ≥ 64). */
export const PASSWORD_MAX = 128;

/** A new lead password: LEAD_PASSWORD_MIN..PASSWORD_MAX characters, kept as typed (6.2.8). */
export const newLeadPassword = z
  .string({ error: 'validation.password' })
  .check(
    z.minLength(LEAD_PASSWORD_MIN, 'validation.password'),
    z.maxLength(PASSWORD_MAX, 'validation.password'),
  );
