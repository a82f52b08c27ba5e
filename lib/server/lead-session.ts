/**
 * Lead sessions: an HttpOnly cookie holding a random token; the database keeps its SHA-256.
 * A session opens the lead's data only once that browser verified the lead's phone
 * (so a registration with someone else's email or phone reveals nothing).
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { env } from '@/env';
import { sqlOf, type Db } from './db';
import { UnauthorizedError } from './errors';

export const LEAD_SESSION_COOKIE = 'lead_session';
const SESSION_DAYS = 30;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reads the session token from a request's cookies. */
export function sessionToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(
    new RegExp(`(?:^|;\\s*)${LEAD_SESSION_COOKIE}=([A-Za-z0-9_-]{20,100})`),
  );
  return match?.[1];
}

/** The Set-Cookie header value for `token`. */
export function sessionCookie(token: string): string {
  const secure = env.NODE_ENV === 'production' ? '; Secure' : '';
  return `${LEAD_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_DAYS * 86_400}${secure}`;
}

/** The Set-Cookie header value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${LEAD_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/** Creates a session for `leadId`; verified at once when `verified`. Returns the token. */
export async function createLeadSession(
  db: Db,
  leadId: number,
  verified: boolean,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // One statement per registration and sign-in, straight to the driver (db.ts sqlOf).
  await sqlOf(db)(
    `INSERT INTO lead_sessions (lead_id, token_hash, verified_at, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      leadId,
      digest(token),
      verified ? now : null,
      now,
      new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    ],
  );
  return token;
}

/**
 * Marks the browser's session for `leadId` verified. Returns a new token to set when the
 * browser had no session for that lead (phone verified from another browser), else null.
 */
export async function verifyLeadSession(
  db: Db,
  token: string | undefined,
  leadId: number,
  now = new Date(),
): Promise<string | null> {
  if (token) {
    const { count } = await db.leadSession.updateMany({
      where: { tokenHash: digest(token), leadId, expiresAt: { gt: now } },
      data: { verifiedAt: now },
    });
    if (count > 0) return null;
  }
  return createLeadSession(db, leadId, true, now);
}

/** The unexpired session `token` opens, or null. */
async function liveSession(db: Db, token: string | undefined, now: Date) {
  if (!token) return null;
  const session = await db.leadSession.findUnique({ where: { tokenHash: digest(token) } });
  return session && session.expiresAt > now ? session : null;
}

/** The lead id a verified, unexpired session grants, or null. */
export async function verifiedLeadId(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<number | null> {
  const session = await liveSession(db, token, now);
  return session?.verifiedAt ? session.leadId : null;
}

/** The lead id of an unexpired session, verified or not (who clicked what), or null. */
export async function sessionLeadId(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<number | null> {
  return (await liveSession(db, token, now))?.leadId ?? null;
}

/**
 * The serial id of the lead whose verified session `request` carries; 401 `unauthorized`
 * ("Accesso riservato: effettua di nuovo il login.") otherwise.
 */
export async function requireVerifiedLead(db: Db, request: Request, now = new Date()) {
  const leadId = await verifiedLeadId(db, sessionToken(request), now);
  if (leadId === null) throw new UnauthorizedError();
  return leadId;
}
