/**
 * The lead's sign-in: POST /api/auth/login (its body is the /login form's schema,
 * lib/validation/login.ts) and POST /api/auth/logout. Imported by the route handlers and the
 * browser hooks.
 */

/**
 * 200 answers of POST /api/auth/login: a verified lead gets its id; a correct password on a
 * phone still pending gets a new SMS code and the way to /verify-sms.
 */
export type LoginResponse =
  | { verified: true; leadId: string }
  | { verified: false; phone: string; smsSent: boolean; message: string };

/** Answer of POST /api/auth/logout (also when there was no live session). */
export interface LogoutResponse {
  success: true;
}
