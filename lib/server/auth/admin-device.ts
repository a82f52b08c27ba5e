/**
 * Device cookies for admin sign-in (OWASP "Slow Down Online Guessing Attacks with Device
 * Cookies"; ASVS 5.0 6.3.x): why a username under attack does not lock its owner out.
 *
 * Failed sign-ins are limited per username, so that guesses spread over many addresses stay
 * slow. Alone, that limit would hand any attacker a switch that locks the real admin out. A
 * browser that has signed in as an admin carries a signed cookie naming the account by its
 * user id (not its name: a username deleted and created again, or written in another case, is
 * not the account the cookie was issued for); its attempts for that account count against the
 * cookie's own bucket instead of the username's, so the owner's browsers sign in while
 * strangers' guesses are refused. The cookie holds no secret beyond its HMAC (keyed by the auth
 * secret) and opens nothing by itself: the password is still checked, and the per-address
 * limit still applies.
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authSecret, secureCookies } from './secret';

/** A year: the device stays trusted across sign-ins while the owner keeps using it. */
export const ADMIN_DEVICE_SECONDS = 365 * 24 * 60 * 60;
/** Sent only to the sign-in endpoint; never read anywhere else. */
const COOKIE_PATH = '/api/admin/login';

const cookieName = (secure = secureCookies()) =>
  secure ? '__Secure-admin_device' : 'admin_device';

const sign = (payload: string) =>
  createHmac('sha256', authSecret()).update(`admin-device:${payload}`).digest('base64url');

/** A new device token for the admin with id `userId`: `<userId>.<nonce>.<hmac>`. */
export function newDeviceToken(userId: number): string {
  const payload = `${userId}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(payload)}`;
}

/**
 * The device id (its nonce) when `token` is a genuine device token for the admin with id
 * `userId`, else null (absent, forged, issued for another account, or no such admin: null
 * `userId`).
 */
export function trustedDeviceId(token: string | undefined, userId: number | null): string | null {
  const [user, nonce, mac] = token?.split('.') ?? [];
  if (userId === null || !user || !nonce || !mac || user !== String(userId)) return null;
  const expected = Buffer.from(sign(`${user}.${nonce}`));
  const actual = Buffer.from(mac);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : null;
}

/** The device token a request carries, if any. */
export function deviceTokenOf(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${cookieName()}=([A-Za-z0-9_.-]{1,300})`));
  return match?.[1];
}

/** Set-Cookie value for a device token (HttpOnly, SameSite=Strict, only for the sign-in path). */
export function deviceCookie(token: string): string {
  const secure = secureCookies();
  return [
    `${cookieName(secure)}=${token}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${ADMIN_DEVICE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
