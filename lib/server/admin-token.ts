/**
 * The admin session token alone (next-auth JWT in its cookie): name and verification without
 * a database, so proxy.ts can refuse early without loading the sign-in code (argon2, Prisma).
 */
import 'server-only';
import { getToken, type JWT } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { authSecret, secureCookies } from './auth-secret';

/** The cookie next-auth (and so `getToken`) uses for the session token. */
export function adminCookieName(secure = secureCookies()): string {
  return secure ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

/** The session token's claims if the request carries a valid, unexpired one (no DB look-up). */
export async function readAdminToken(request: NextRequest): Promise<JWT | null> {
  try {
    return await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() });
  } catch {
    return null;
  }
}
