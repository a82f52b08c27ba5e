/**
 * Lead sessions (OWASP ASVS 5.0 ch. 7): an HttpOnly cookie holding a random 256-bit token; the
 * database keeps its SHA-256 only.
 *
 * - A session opens the lead's data only once that browser verified the lead's phone
 *   (so a registration with someone else's email or phone reveals nothing).
 * - A new token at every sign-in: registration, login and phone verification revoke the
 *   browser's previous session in the same statement that creates the new one (7.2.4; a token
 *   planted or seen before the sign-in opens nothing after it, and a browser that registers
 *   another lead no longer holds the first one's data).
 * - A session ends at logout (revoked on the server, 7.4.1), 30 days after it was issued
 *   (absolute, 7.3.2) or after 7 days without a request (idle, 7.3.1). The last use is
 *   written at most once an hour per session, so a read stays one statement and rarely writes.
 * - Production cookie `__Host-lead_session`: Secure, Path=/, no Domain, so neither a subdomain
 *   nor a plain-http page can set or shadow it (3.3.1). Development and tests: `lead_session`.
 * - This module is the one writer of `lead_sessions`.
 */
import 'server-only';
import * as z from 'zod/mini';
import { createHash, randomBytes } from 'node:crypto';
import { env } from '@/env';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { AppError } from '../http/errors';

/** Session lifetimes: days since issue, days since the last request, seconds between writes. */
export const LEAD_SESSION_LIMITS = { absoluteDays: 30, idleDays: 7, touchSeconds: 3600 } as const;

const secure = env.NODE_ENV === 'production';
/** Cookie name: `__Host-` prefixed (with Secure) in production, plain over http in development. */
export const LEAD_SESSION_COOKIE = secure ? '__Host-lead_session' : 'lead_session';

const DAY_MS = 86_400_000;
const sql = Prisma.sql;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * A token shaped like a session's that names no session (nothing is stored): for an answer
 * that must look like one that opened a session, e.g. a registration repeated by a stranger.
 */
export function unlinkedSessionToken(): string {
  return newToken();
}
const cookieAttributes = (maxAge: number) =>
  `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

/** Reads the session token from a request's cookies. */
export function sessionToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(
    new RegExp(`(?:^|;\\s*)${LEAD_SESSION_COOKIE}=([A-Za-z0-9_-]{20,100})`),
  );
  return match?.[1];
}

/** The Set-Cookie header value for `token` (kept by the browser for the absolute lifetime). */
export function sessionCookie(token: string): string {
  return `${LEAD_SESSION_COOKIE}=${token}; ${cookieAttributes(LEAD_SESSION_LIMITS.absoluteDays * 86_400)}`;
}

/** The Set-Cookie header value that removes the session cookie (same attributes, or a
 * `__Host-` cookie would not be replaced). */
export function clearedSessionCookie(): string {
  return `${LEAD_SESSION_COOKIE}=; ${cookieAttributes(0)}`;
}

/**
 * Creates a session for `leadId` (verified at once when `verified`) and revokes the session of
 * `replacing`, the token the browser held until now, in the same statement. Returns the new
 * token (43 characters, base64url of 32 random bytes).
 */
export async function rotateLeadSession(
  db: Db,
  replacing: string | undefined,
  leadId: number,
  verified: boolean,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  // One statement per registration, login and verification, straight to the driver (sqlOf,
  // lib/server/db/client.ts); a data-modifying WITH runs whether or not the INSERT reads it.
  const expiresAt = new Date(now.getTime() + LEAD_SESSION_LIMITS.absoluteDays * DAY_MS);
  await sqlOf(db)(
    sql`WITH ended AS (
          UPDATE lead_sessions SET revoked_at = ${now}
           WHERE token_hash = ${replacing ? digest(replacing) : null} AND revoked_at IS NULL
        )
        INSERT INTO lead_sessions (lead_id, token_hash, verified_at, created_at, last_seen_at, expires_at)
        VALUES (${leadId}, ${digest(token)}, ${verified ? now : null}, ${now}, ${now}, ${expiresAt})`,
  );
  return token;
}

/** Creates a session for `leadId`; verified at once when `verified`. Returns the token. */
export function createLeadSession(
  db: Db,
  leadId: number,
  verified: boolean,
  now = new Date(),
): Promise<string> {
  return rotateLeadSession(db, undefined, leadId, verified, now);
}

/**
 * The phone of `leadId` was just verified in the browser holding `token`: a new verified
 * session for that browser, the old one (unverified, or another lead's) revoked. Returns
 * the new token, to set as the cookie.
 */
export function verifyLeadSession(
  db: Db,
  token: string | undefined,
  leadId: number,
  now = new Date(),
): Promise<string> {
  return rotateLeadSession(db, token, leadId, true, now);
}

/**
 * The session token a registration answers with, replacing `replacing` (the token the browser
 * sent, now revoked either way): a new unverified session for `leadId`, or, when the
 * registration may not hold a lead (null: someone else's email or phone), a token that names
 * nothing, so both answers look alike.
 */
export async function registrationSession(
  db: Db,
  replacing: string | undefined,
  leadId: number | null,
  now = new Date(),
): Promise<string> {
  if (leadId !== null) return rotateLeadSession(db, replacing, leadId, false, now);
  await revokeLeadSession(db, replacing, now);
  return unlinkedSessionToken();
}

/** Ends the session of `token` on the server (logout). Returns whether one was live. */
export async function revokeLeadSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!token) return false;
  const rows = await sqlOf(db)(sql`
    UPDATE lead_sessions SET revoked_at = ${now}
     WHERE token_hash = ${digest(token)} AND revoked_at IS NULL AND expires_at > ${now}::timestamptz
     RETURNING id`);
  return rows.length > 0;
}

/** A live session: its lead, and when that browser verified the lead's phone (or null). */
export interface LeadSessionInfo {
  leadId: number;
  verifiedAt: Date | null;
}

const LiveSessionRow = z.object({
  lead_id: z.coerce.number(),
  verified_at: z.nullable(z.coerce.date()),
});

/**
 * The session `token` opens at `now`: not revoked, issued less than 30 days ago, used in the
 * last 7 days. One statement: the look-up, and the write of the last use when the stored one
 * is more than an hour old.
 */
async function liveSession(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<LeadSessionInfo | null> {
  if (!token) return null;
  const [row] = await sqlOf(db)(
    sql`WITH live AS (
          SELECT id, lead_id, verified_at FROM lead_sessions
           WHERE token_hash = ${digest(token)} AND revoked_at IS NULL
             AND expires_at > ${now}::timestamptz
             AND last_seen_at > ${now}::timestamptz - make_interval(secs => ${LEAD_SESSION_LIMITS.idleDays * 86_400})
        ), touched AS (
          UPDATE lead_sessions s SET last_seen_at = ${now}::timestamptz FROM live
           WHERE s.id = live.id
             AND s.last_seen_at <= ${now}::timestamptz - make_interval(secs => ${LEAD_SESSION_LIMITS.touchSeconds})
        )
        SELECT lead_id, verified_at FROM live`,
  );
  if (!row) return null;
  const live = LiveSessionRow.parse(row);
  return { leadId: live.lead_id, verifiedAt: live.verified_at };
}

/** The lead id a verified, live session grants, or null. */
export async function verifiedLeadId(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<number | null> {
  const session = await liveSession(db, token, now);
  return session?.verifiedAt ? session.leadId : null;
}

/** The lead id of a live session, verified or not (who clicked what), or null. */
export async function sessionLeadId(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<number | null> {
  return (await liveSession(db, token, now))?.leadId ?? null;
}

/**
 * The verified, live session `request` carries (lead and verification time); 401
 * `unauthorized` ("Accesso riservato: effettua di nuovo il login.") otherwise.
 */
export async function requireVerifiedSession(
  db: Db,
  request: Request,
  now = new Date(),
): Promise<LeadSessionInfo & { verifiedAt: Date }> {
  const session = await liveSession(db, sessionToken(request), now);
  if (!session?.verifiedAt) throw new AppError('unauthorized');
  return { leadId: session.leadId, verifiedAt: session.verifiedAt };
}

/**
 * The serial id of the lead whose verified session `request` carries; 401 `unauthorized`
 * ("Accesso riservato: effettua di nuovo il login.") otherwise.
 */
export async function requireVerifiedLead(db: Db, request: Request, now = new Date()) {
  return (await requireVerifiedSession(db, request, now)).leadId;
}
