import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  adminLoginSchema,
  type AdminLoginResponse,
  adminLoginResponse,
} from '@/lib/contracts/admin/login';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { adminSessionCookie } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { deviceCookie, deviceTokenOf } from '@/lib/server/auth/admin-device';

// POST /api/admin/login — sign an admin in (docs/product.md §7): 200 {success, message} and the
// session cookie; 400 for an empty field, 401 'Invalid credentials', 429 when throttled; every
// error answer also carries {success: false, message} (docs/product.md §3 "Admin login response").
// An admin with a second factor and no `code` gets 401 {mfaRequired: true}; so does a wrong code.
/** Error codes after which the form asks for the second factor. */
const MFA_CODES = new Set(['mfa_required', 'invalid_mfa_code']);

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'Sign an admin in',
  description:
    'The session is in the cookie, never in the JSON. An account with a second factor and no `code` gets 401 with `mfaRequired: true`; so does a wrong code. Every error answer also carries `{success: false, message}`.',
  answers: { 200: { description: 'Signed in.', schema: adminLoginResponse } },
  errors: {
    400: '`validation_failed`: an empty field (`message` is its own, e.g. "Username required")',
    401: '`invalid_credentials`, `mfa_required`, `invalid_mfa_code`',
    429: '`rate_limited`: sign-in attempts per address or username',
  },
  cookie: 'admin',
  adminLoginErrors: true,
};

export const POST = withJson(
  { body: adminLoginSchema, doc: postDoc },
  async ({ body, request, ip }) => {
    const signIn = await signInAdmin(await getDb(), body, {
      ip,
      userAgent: request.headers.get('user-agent'),
      deviceToken: deviceTokenOf(request),
    });
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    headers.append('Set-Cookie', adminSessionCookie(signIn.token));
    if (signIn.deviceToken) headers.append('Set-Cookie', deviceCookie(signIn.deviceToken));
    return Response.json(
      { success: true, message: 'Login successful' } satisfies AdminLoginResponse,
      { headers },
    );
  },
  {
    firstFieldMessage: true,
    extend: (message, code) => ({
      success: false,
      message,
      ...(MFA_CODES.has(code) && { mfaRequired: true }),
    }),
  },
);
