/**
 * Admin sessions (docs/decisions.md §6, OWASP ASVS 5.0 L2 ch. 7): opened by ./admin-sign-in.ts once
 * the credentials hold, then checked, ended and purged here.
 *
 * - next-auth provides the session token format (its JWT `encode`/`getToken`, the same cookie
 *   names). Each session is also an `admin_sessions` row whose id travels in the JWT (`sid`).
 *   Every admin handler and page checks that row, so logout (revokedAt) ends the session at
 *   once even for a copied cookie. Sessions last ADMIN_SESSION_SECONDS (8 hours).
 * - Session assurance (ASVS 5.0 6.8, 7.x): each session records whether it proved the second
 *   factor (`mfa_verified_at`). An account with a factor is served only through sessions that
 *   proved it, so a session opened with the password alone before the factor was enrolled
 *   (elsewhere) ends instead of becoming a full one. Enabling, disabling or resetting a factor,
 *   and a password change, end every other session of the account (revokeUserSessions).
 * - This module is the one writer of `admin_sessions`; admins themselves (`users`) are written
 *   by ./admin-users.ts.
 */
import 'server-only';
import * as z from 'zod/mini';
import { encode } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { AppError } from '../http/errors';
import { ADMIN_IDLE_SECONDS, type AdminRole } from '@/lib/contracts/admin/session';
import { recordAudit, type AdminIdentity } from './audit';
import { authSecret, secureCookies } from './secret';
import { adminCookieName, readAdminToken } from './admin-token';
import { truncateIp } from '../http/client-ip';

export { adminCookieName, readAdminToken };

/** Session lifetime: 8 hours. */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

/** An opened session: who, the token to set as the session cookie, and when it expires. */
export interface AdminSessionOpened {
  admin: AdminIdentity;
  token: string;
  expiresAt: Date;
}

/**
 * Opens a session at `ctx.now` for `user`, whose credentials (and second factor, when
 * `ctx.mfaEnabled`: then the session is marked as having proved it) were just checked by
 * ./admin-sign-in.ts: the `admin_sessions` row (truncated address, user agent cut to 400
 * characters) and the JWT naming it, valid ADMIN_SESSION_SECONDS.
 */
export async function openAdminSession(
  db: Db,
  user: { id: number; username: string; role: string; mustChangePassword?: boolean },
  ctx: { ip: string; userAgent: string | null; mfaEnabled: boolean; now: Date },
): Promise<AdminSessionOpened> {
  const expiresAt = new Date(ctx.now.getTime() + ADMIN_SESSION_SECONDS * 1000);
  const session = await db.adminSession.create({
    data: {
      userId: user.id,
      createdAt: ctx.now,
      expiresAt,
      mfaVerifiedAt: ctx.mfaEnabled ? ctx.now : null,
      ipTruncated: truncateIp(ctx.ip),
      userAgent: ctx.userAgent?.slice(0, 400) ?? null,
    },
  });
  const admin: AdminIdentity = {
    userId: user.id,
    username: user.username,
    sessionId: session.id,
    role: adminRole(user.role),
    mfaEnabled: ctx.mfaEnabled,
    mfaVerified: ctx.mfaEnabled,
    steppedUpAt: null,
    mustChangePassword: user.mustChangePassword ?? false,
  };
  const token = await encode({
    token: { sub: String(user.id), name: user.username, sid: session.id },
    secret: authSecret(),
    maxAge: ADMIN_SESSION_SECONDS,
  });
  return { admin, token, expiresAt };
}

/** Set-Cookie value carrying the session token (HttpOnly, SameSite=Lax, Secure under https). */
export function adminSessionCookie(token: string, maxAge = ADMIN_SESSION_SECONDS): string {
  const secure = secureCookies();
  return [
    `${adminCookieName(secure)}=${token}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie value that clears the session cookie. */
export function clearedAdminSessionCookie(): string {
  return adminSessionCookie('', 0);
}

/**
 * Header of a refresh the page makes by itself (a poll of the live tabs): the session is
 * checked, but the request is not activity, or an open tab would keep it alive for ever.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-refresh';

/**
 * The signed-in admin of `request`, checked against the server-side session (not revoked,
 * not expired, not idle: adminFromClaims). A request with BACKGROUND_REQUEST_HEADER: 1 does
 * not count as activity. Throws `unauthorized` (401) otherwise.
 */
export async function requireAdmin(
  db: Db,
  request: NextRequest,
  now = new Date(),
): Promise<AdminIdentity> {
  const token = await readAdminToken(request);
  const activity = request.headers.get(BACKGROUND_REQUEST_HEADER) !== '1';
  const admin = token ? await adminFromClaims(db, { ...token }, now, { activity }) : null;
  if (!admin) throw new AppError('unauthorized');
  return admin;
}

/** Idle timeout (ASVS 5.0 7.3.1), shared with the back-office's idle notice. */
export { ADMIN_IDLE_SECONDS };
/** The last use is written at most this often per session (one write a minute, not one a
 * request: concurrent requests of one session would queue on the row's lock). */
const ADMIN_TOUCH_SECONDS = 60;

const LiveAdminRow = z.object({
  user_id: z.coerce.number(),
  username: z.string(),
  role: z.string(),
  mfa: z.boolean(),
  mfa_verified: z.boolean(),
  stepped_up_at: z.nullable(z.coerce.date()),
  must_change_password: z.boolean(),
});

/** A stored role; anything unknown is the narrower one. */
const adminRole = (role: string): AdminRole => (role === 'owner' ? 'owner' : 'caller');

/**
 * Resolves token claims to a live session at `now`, or null: not revoked, before its
 * expiry (8 hours after sign-in, ASVS 7.3.2), used in the last ADMIN_IDLE_SECONDS (30
 * minutes, counted from the sign-in until the first request; ASVS 7.3.1), and, when the
 * account has a second factor, opened (or since upgraded) with it. Records the use
 * (unless `activity` is false: a background poll) when the stored one is a minute old or
 * more, so the idle end falls 29 to 30 minutes after the last request.
 */
export async function adminFromClaims(
  db: Db,
  claims: Record<string, unknown>,
  now = new Date(),
  { activity = true }: { activity?: boolean } = {},
): Promise<AdminIdentity | null> {
  if (typeof claims.sid !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sid)) return null;
  // Every admin request runs this: one statement, past Prisma's query compiler (sqlOf,
  // lib/server/db/client.ts); a data-modifying WITH runs whether or not the SELECT reads it.
  const [row] = await sqlOf(db)(
    Prisma.sql`WITH live AS (
      SELECT s.id, s.user_id, u.username, u.role, u.must_change_password,
             s.mfa_verified_at IS NOT NULL AS mfa_verified, s.stepped_up_at,
             EXISTS (SELECT 1 FROM admin_mfa m WHERE m.user_id = u.id AND m.enabled_at IS NOT NULL) AS mfa
        FROM admin_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ${claims.sid}::uuid AND s.revoked_at IS NULL AND u.disabled_at IS NULL
         AND s.expires_at > ${now}::timestamptz
         AND COALESCE(s.last_seen_at, s.created_at) > ${now}::timestamptz - make_interval(secs => ${ADMIN_IDLE_SECONDS})
    ), assured AS (
      SELECT * FROM live WHERE mfa_verified OR NOT mfa
    ), touched AS (
      UPDATE admin_sessions s SET last_seen_at = ${now}::timestamptz FROM assured
       WHERE s.id = assured.id AND ${activity}::boolean
         AND COALESCE(s.last_seen_at, s.created_at) <= ${now}::timestamptz - make_interval(secs => ${ADMIN_TOUCH_SECONDS})
    )
    SELECT user_id, username, role, mfa, mfa_verified, stepped_up_at, must_change_password FROM assured`,
  );
  if (!row) return null;
  const session = LiveAdminRow.parse(row);
  return {
    userId: session.user_id,
    username: session.username,
    sessionId: claims.sid.toLowerCase(),
    role: adminRole(session.role),
    mfaEnabled: session.mfa,
    mfaVerified: session.mfa_verified,
    steppedUpAt: session.stepped_up_at,
    mustChangePassword: session.must_change_password,
  };
}

/**
 * Marks session `sessionId` as having proved the second factor at `now` (the admin just
 * enabled it with a first code in this session), through `tx`.
 */
export async function markSessionMfaVerified(
  tx: Pick<Db, 'adminSession'>,
  sessionId: string,
  now: Date,
): Promise<void> {
  await tx.adminSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { mfaVerifiedAt: now },
  });
}

/**
 * Records at `now` that session `sessionId` re-proved its admin (password, and the second
 * factor when the account has one: ./admin-step-up.ts), through `tx`; owner actions marked
 * `stepUp` in withAdmin accept the session for STEP_UP_SECONDS after it. False when the session
 * is no longer live (revoked meanwhile).
 */
export async function markSessionSteppedUp(
  tx: Pick<Db, 'adminSession'>,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const { count } = await tx.adminSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { steppedUpAt: now },
  });
  return count === 1;
}

/**
 * Ends the session on the server (its cookie stops working at once) and audits it, once: of
 * two logouts of one session at once (two tabs), the one that did not end it writes nothing.
 */
export async function signOutAdmin(
  db: Db,
  admin: AdminIdentity,
  ctx: { ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  const { count } = await db.adminSession.updateMany({
    where: { id: admin.sessionId, revokedAt: null },
    data: { revokedAt: now },
  });
  if (count > 0) await recordAudit(db, { admin, action: 'auth.logout', ip: ctx.ip }, now);
}

/**
 * Ends every other live session of `admin`'s user ("sign out my other sessions", ASVS 5.0
 * 7.5.2), keeping the one making the request, and audits it (`auth.logout_others`, with the
 * number ended). Returns that number.
 */
export async function signOutOtherAdminSessions(
  db: Db,
  admin: AdminIdentity,
  ctx: { ip: string; now?: Date },
): Promise<number> {
  const now = ctx.now ?? new Date();
  const { count } = await db.adminSession.updateMany({
    where: {
      userId: admin.userId,
      id: { not: admin.sessionId },
      revokedAt: null,
      expiresAt: { gt: now },
    },
    data: { revokedAt: now },
  });
  await recordAudit(
    db,
    { admin, action: 'auth.logout_others', details: { ended: count }, ip: ctx.ip },
    now,
  );
  return count;
}

/** Deletes the sessions that expired before `before` (retention); returns how many. */
export async function purgeAdminSessionsExpiredBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.adminSession.deleteMany({ where: { expiresAt: { lt: before } } });
  return count;
}

/**
 * Ends every live session of admin `userId` at `now` through `tx`, but `except` (the session
 * making the change, when it is the user's own): the account was disabled, or its second
 * factor or password changed, so no cookie issued before keeps working. Returns how many ended.
 */
export async function revokeUserSessions(
  tx: Pick<Db, 'adminSession'>,
  userId: number,
  now: Date,
  { except }: { except?: string } = {},
): Promise<number> {
  const { count } = await tx.adminSession.updateMany({
    where: { userId, revokedAt: null, ...(except ? { id: { not: except } } : {}) },
    data: { revokedAt: now },
  });
  return count;
}
