/**
 * Admin sign-in (docs/decisions.md §6, OWASP ASVS 5.0 L2 ch. 6): the credentials and the second
 * factor are checked here; the session they open is ./admin-session.ts's.
 *
 * - Admins live in `users` with argon2id hashes. Sign-in is `POST /api/admin/login` only:
 *   next-auth's own route handler is not mounted, so there is no second way in.
 * - Failures are throttled per client address and per username (5 in 15 minutes), taken
 *   before the password check (../http/rate-limit.ts reserve); a browser that signed in before
 *   counts per device instead of per username (./admin-device.ts; the device cookie names the
 *   account by its id, so the user is looked up first). A failure costs the same time whether
 *   the user exists or not (the same lookup, then a dummy argon2id verify).
 * - An admin with a second factor (./admin-mfa.ts) signs in with the password and a code (TOTP
 *   or recovery); the password alone answers 401 `mfa_required`, a wrong code counts as a
 *   failure under the same limits. A disabled account cannot sign in.
 */
import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { reserve, type Limit } from '../http/rate-limit';
import { limitSubject } from '../http/client-ip';
import {
  adminDeviceFailureLimit,
  adminIpFailureLimit,
  adminUserFailureLimit,
} from './admin-limits';
import { hasMfa, spendSecondFactor } from './admin-mfa';
import { newDeviceToken, trustedDeviceId } from './admin-device';
import { openAdminSession, type AdminSessionOpened } from './admin-session';
import { normaliseUsername } from './admin-users';
import { recordAudit } from './audit';

let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash(`dummy-admin-${Math.random()}`));

/**
 * The sign-in limits, reserved before the password check: failures per client address, and
 * per username, or, from a browser that signed in as that username before, per device
 * (./admin-device.ts: the owner's browsers are not locked out with the username).
 */
function signInLimits(ipSubject: string, username: string, deviceId: string | null): Limit[] {
  return [
    adminIpFailureLimit(ipSubject),
    deviceId ? adminDeviceFailureLimit(deviceId) : adminUserFailureLimit(username),
  ];
}

/**
 * A signed-in admin: the opened session, and a device token to set (deviceCookie) when the
 * browser had no valid one for the user.
 */
export interface AdminSignIn extends AdminSessionOpened {
  deviceToken: string | null;
}

/**
 * Checks a username/password pair (and the second factor, when the admin has one) and opens a
 * session. Each attempt first reserves a failure under signInLimits (so N concurrent guesses
 * reach argon2id at most 5 times); a correct password (and code) gives it back, and so does a
 * correct password sent without the code it needs. `deviceToken` is the browser's admin device
 * cookie, if any. Throws `rate_limited` (429) when throttled, `mfa_required` (401) for a
 * missing code, `invalid_mfa_code` (401) for a wrong or reused one,
 * `admin_invalid_credentials` (401) otherwise on failure; all are audit-logged.
 */
export async function signInAdmin(
  db: Db,
  credentials: { username: string; password: string; code?: string },
  ctx: { ip: string; userAgent: string | null; deviceToken?: string; now?: Date },
): Promise<AdminSignIn> {
  const now = ctx.now ?? new Date();
  const username = normaliseUsername(credentials.username);
  const user = await db.user.findUnique({ where: { username } });
  const deviceId = trustedDeviceId(ctx.deviceToken, user?.id ?? null);
  const reservation = await reserve(
    db,
    signInLimits(limitSubject(ctx.ip), username, deviceId),
    now,
  );
  const ok = await verify(user?.passwordHash ?? (await getDummyHash()), credentials.password);
  if (!user || !ok || user.disabledAt) {
    await recordAudit(db, { admin: null, username, action: 'auth.login_failed', ip: ctx.ip }, now);
    throw new AppError('admin_invalid_credentials');
  }
  const mfaEnabled = await hasMfa(db, user.id);
  if (mfaEnabled && !credentials.code) {
    await reservation.release();
    throw new AppError('mfa_required');
  }
  if (mfaEnabled && !(await spendSecondFactor(db, user.id, credentials.code!, now))) {
    await recordAudit(db, { admin: null, username, action: 'auth.mfa_failed', ip: ctx.ip }, now);
    throw new AppError('invalid_mfa_code');
  }
  await reservation.release();
  const session = await openAdminSession(db, user, { ...ctx, mfaEnabled, now });
  await recordAudit(db, { admin: session.admin, action: 'auth.login', ip: ctx.ip }, now);
  return { ...session, deviceToken: deviceId ? null : newDeviceToken(user.id) };
}
