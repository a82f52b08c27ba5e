/**
 * The admin session token alone (next-auth JWT in its cookie): name and verification without
 * a database, so proxy.ts can refuse early without loading the sign-in code (argon2, Prisma).
 */
import 'server-only';
import { decode, getToken, type JWT, type JWTDecodeParams } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { authSecret, secureCookies } from './secret';

/** The cookie next-auth (and so `getToken`) uses for the session token. */
export function adminCookieName(secure = secureCookies()): string {
  return secure ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

/** Decoded tokens kept: more than one operator's sessions, small enough to never matter. */
const DECODED_MAX = 500;

/**
 * Tokens already decrypted and verified → their claims. On globalThis because proxy.ts and the
 * route handlers are bundled apart and each would otherwise decrypt the same cookie again: an
 * HKDF derivation and an A256GCM decryption per request, twice (as a CPU
 * profile of the admin GET /api/leads showed). Keyed by the whole token, so only a string that once
 * passed `decode` with this secret is ever found; its `exp` is checked on every hit.
 */
const decoded = ((
  globalThis as { __adminDecodedTokens?: Map<string, JWT & { exp: number }> }
).__adminDecodedTokens ??= new Map());

/** next-auth's `decode`, remembered per token string until the token expires. */
async function decodeOnce(params: JWTDecodeParams): Promise<JWT | null> {
  const key = `${params.secret}\u0000${params.token}`;
  const known = decoded.get(key);
  if (known && known.exp * 1000 > Date.now()) return known;
  decoded.delete(key);
  const claims = await decode(params);
  if (!claims || typeof claims.exp !== 'number') return claims;
  if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
  decoded.set(key, claims as JWT & { exp: number });
  return claims;
}

/** The session token's claims if the request carries a valid, unexpired one (no DB look-up). */
export async function readAdminToken(request: NextRequest): Promise<JWT | null> {
  try {
    return await getToken({
      req: request,
      secret: authSecret(),
      secureCookie: secureCookies(),
      decode: decodeOnce,
    });
  } catch {
    return null;
  }
}
