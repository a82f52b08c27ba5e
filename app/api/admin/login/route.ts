import * as z from 'zod/mini';
import { adminLoginSchema } from '@/lib/validation/admin-login';
import { toErrorResponse, withJson } from '@/lib/server/http/route';
import { AppError } from '@/lib/server/http/errors';
import { getDb } from '@/lib/server/db/client';
import { adminSessionCookie, signInAdmin, type AdminSignIn } from '@/lib/server/auth/admin-session';
import { deviceCookie, deviceTokenOf } from '@/lib/server/auth/admin-device';

/** Any JSON object: the required fields are checked below so that they answer 400. */
const looseBody = z.looseObject({});

// POST /api/admin/login — sign an admin in (SPEC.md §7): 200 {success, message} and the
// session cookie; 400 for an empty field, 401 'Invalid credentials', 429 when throttled
export const POST = withJson({ body: looseBody }, async ({ body, request, ip, locale }) => {
  const parsed = z.safeParse(adminLoginSchema, body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid credentials';
    return Response.json(
      { success: false, message, error: { code: 'validation_failed', message } },
      { status: 400 },
    );
  }
  const db = await getDb();
  let signIn: AdminSignIn;
  try {
    signIn = await signInAdmin(db, parsed.data, {
      ip,
      userAgent: request.headers.get('user-agent'),
      deviceToken: deviceTokenOf(request),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // SPEC.md §3 "Admin login response": success and message, next to the usual error body.
    const response = toErrorResponse(error, locale);
    const json = (await response.json()) as { error: { message: string } };
    return Response.json(
      { success: false, message: json.error.message, ...json },
      { status: response.status, headers: response.headers },
    );
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', adminSessionCookie(signIn.token));
  if (signIn.deviceToken) headers.append('Set-Cookie', deviceCookie(signIn.deviceToken));
  return Response.json({ success: true, message: 'Login successful' }, { headers });
});
