/**
 * The admins' second factor (ASVS 5.0 L2 6.5, 6.6): TOTP (RFC 6238: 30 s steps, 6 digits,
 * SHA-1, one step either side accepted) through the `otpauth` library, and ten one-time
 * recovery codes per enrolment.
 *
 * - Setup stores a new secret as pending, bound to the session that asked for it; enable checks a
 *   first code against it, from that session only, and makes it the secret. Another session
 *   cannot replace a pending secret (409 `mfa_pending_elsewhere`) while the session that started
 *   it is live and it is less than MFA_PENDING_SECONDS old: a second session holding the
 *   password alone (an attacker's) cannot swap its own secret into the admin's enrolment. The
 *   secret is AES-256-GCM encrypted under a key derived from AUTH_SECRET and is never returned
 *   after setup.
 * - Enrolment links (./admin-enrolment.ts) keep their pending secret with the link, and turn the
 *   factor on through enrolFactor.
 * - The routes reach setup and enable through ./admin-mfa-change.ts, which asks for the
 *   account's password again first: a session cookie alone, even a stolen one, cannot put its
 *   own factor on the account (docs/admin-security.md).
 * - Whenever an account gets a factor it did not have, the account's own email and the other
 *   owners are told by email (./admin-notices.ts) in the same transaction; when nobody could be
 *   told, the audit log says so (`auth.mfa_notice_unsent`).
 * - Each code is usable once: the accepted time step is stored with a conditional UPDATE
 *   (`last_step < step`), so two concurrent sign-ins with one code cannot both pass, also on
 *   PostgreSQL. Recovery codes are stored as SHA-256 (they are random, 50 bits) and spent with
 *   a conditional UPDATE as well.
 * - This module is the one writer of `admin_mfa` and `admin_recovery_codes`.
 */
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { env } from '@/env';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { sqlOf } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { queueEnrolmentNotice } from './admin-notices';
import { ADMIN_IDLE_SECONDS, markSessionMfaVerified, revokeUserSessions } from './admin-session';
import { recordAudit, type AdminIdentity } from './audit';
import { authSecret } from './secret';

/** TOTP time step in seconds (RFC 6238's default). */
export const TOTP_PERIOD = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Recovery codes made at each enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * How long a pending enrolment of one session blocks the others (10 minutes): enough to scan a
 * QR code and type a code; after it, a forgotten tab no longer keeps the admin from enrolling.
 */
export const MFA_PENDING_SECONDS = 10 * 60;

function totpOf(secretBase32: string, label = 'admin'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: new URL(env.SITE_URL).host,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** The code of `secretBase32` at `now` (tests and the e2e spec compute codes with it). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

/** The time step `code` belongs to at `now` (±1 step), or null when it matches none. */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta;
}

const encryptionKey = () => createHash('sha256').update(`admin-mfa:${authSecret()}`).digest();

/** AES-256-GCM: iv.tag.ciphertext, base64url. */
function encrypt(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

function decrypt(sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/** Upper case, letters and digits only: 'abcde-fghij' and 'ABCDEFGHIJ' are one code. */
const normaliseRecovery = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const hashRecovery = (code: string) =>
  createHash('sha256').update(normaliseRecovery(code)).digest('hex');

function newRecoveryCode(): string {
  const raw = new OTPAuth.Secret({ size: 7 }).base32.slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`.toLowerCase();
}

/** Whether `userId` has a second factor turned on. */
export async function hasMfa(db: Db, userId: number): Promise<boolean> {
  const row = await db.adminMfa.findUnique({ where: { userId }, select: { enabledAt: true } });
  return Boolean(row?.enabledAt);
}

/**
 * Spends `code` as `userId`'s second factor at `now`: a TOTP code of a step after the last
 * one used, or an unused recovery code. True when it was accepted (and is now spent).
 */
export async function spendSecondFactor(
  db: Db,
  userId: number,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const trimmed = code.trim();
  const mfa = await db.adminMfa.findUnique({ where: { userId } });
  if (!mfa?.enabledAt || !mfa.secret) return false;
  if (/^\d{6}$/.test(trimmed)) {
    const step = totpStepOf(decrypt(mfa.secret), trimmed, now);
    if (step === null) return false;
    const { count } = await db.adminMfa.updateMany({
      where: { userId, OR: [{ lastStep: null }, { lastStep: { lt: step } }] },
      data: { lastStep: step },
    });
    return count === 1;
  }
  const { count } = await db.adminRecoveryCode.updateMany({
    where: { userId, codeHash: hashRecovery(trimmed), usedAt: null },
    data: { usedAt: now },
  });
  return count === 1;
}

/** The otpauth:// URL of `secretBase32` for `username`'s authenticator app. */
export function otpauthUrlOf(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** A new TOTP secret (base32) and its encrypted form, for a pending enrolment. */
export function newSealedSecret(): { secret: string; sealed: string } {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  return { secret, sealed: encrypt(secret) };
}

/** The base32 secret of an encrypted pending secret (newSealedSecret's `sealed`). */
export function unsealSecret(sealed: string): string {
  return decrypt(sealed);
}

/**
 * Starts (or restarts) enrolment from session `admin.sessionId` (the caller checked the password
 * again: ./admin-mfa-change.ts): a new secret, stored encrypted
 * as pending for this session, and its otpauth:// URL for the authenticator app. One statement
 * (INSERT … ON CONFLICT DO UPDATE … WHERE) replaces a pending secret only when it is this
 * session's, or its session is no longer live (revoked, expired, idle), or it is
 * MFA_PENDING_SECONDS old: two sessions asking at once get one pending secret and one
 * `mfa_pending_elsewhere` (409). 409 `mfa_enabled` when the factor is already on.
 */
export async function storePendingSecret(
  db: Db,
  admin: AdminIdentity,
  now = new Date(),
): Promise<{ secret: string; otpauthUrl: string }> {
  if (await hasMfa(db, admin.userId)) throw new AppError('mfa_enabled');
  const { secret, sealed } = newSealedSecret();
  const rows = await sqlOf(db)(
    Prisma.sql`INSERT INTO admin_mfa (user_id, pending_secret, pending_session_id, pending_at)
      VALUES (${admin.userId}, ${sealed}, ${admin.sessionId}::uuid, ${now}::timestamptz)
      ON CONFLICT (user_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret,
        pending_session_id = EXCLUDED.pending_session_id, pending_at = EXCLUDED.pending_at
      WHERE admin_mfa.enabled_at IS NULL AND (
        admin_mfa.pending_secret IS NULL OR admin_mfa.pending_session_id IS NULL
        OR admin_mfa.pending_session_id = EXCLUDED.pending_session_id
        OR admin_mfa.pending_at IS NULL
        OR admin_mfa.pending_at <= ${now}::timestamptz - make_interval(secs => ${MFA_PENDING_SECONDS})
        OR NOT EXISTS (
          SELECT 1 FROM admin_sessions s
           WHERE s.id = admin_mfa.pending_session_id AND s.revoked_at IS NULL
             AND s.expires_at > ${now}::timestamptz
             AND COALESCE(s.last_seen_at, s.created_at) > ${now}::timestamptz - make_interval(secs => ${ADMIN_IDLE_SECONDS})))
      RETURNING user_id`,
  );
  if (rows.length === 0) {
    if (await hasMfa(db, admin.userId)) throw new AppError('mfa_enabled');
    throw new AppError('mfa_pending_elsewhere');
  }
  return { secret, otpauthUrl: otpauthUrlOf(secret, admin.username) };
}

/**
 * Turns on `userId`'s second factor with the encrypted secret `sealed` through `tx`, when it
 * has none (one INSERT … ON CONFLICT DO UPDATE … WHERE enabled_at IS NULL); `step` is the
 * time step of the first code, spent. Returns the ten new recovery codes (stored hashed), or
 * null when the factor was already on. For confirmPendingSecret and the enrolment links.
 */
export async function enrolFactor(
  tx: Prisma.TransactionClient,
  userId: number,
  sealed: string,
  step: number,
  now: Date,
): Promise<string[] | null> {
  const rows = await sqlOf(tx)(
    Prisma.sql`INSERT INTO admin_mfa (user_id, secret, enabled_at, last_step)
      VALUES (${userId}, ${sealed}, ${now}::timestamptz, ${step})
      ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret,
        enabled_at = EXCLUDED.enabled_at, last_step = EXCLUDED.last_step,
        pending_secret = NULL, pending_session_id = NULL, pending_at = NULL
      WHERE admin_mfa.enabled_at IS NULL
      RETURNING user_id`,
  );
  if (rows.length === 0) return null;
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.adminRecoveryCode.deleteMany({ where: { userId } });
  await tx.adminRecoveryCode.createMany({
    data: recoveryCodes.map((c) => ({ userId, codeHash: hashRecovery(c) })),
  });
  return recoveryCodes;
}

/**
 * `admin`'s factor row with the pending secret that this session (`admin.sessionId`) started.
 * Throws `mfa_enabled` (409) when the factor is on, `mfa_not_set_up` (409) when no
 * secret is pending or another session started it.
 */
export async function pendingSecretOf(db: Db, admin: AdminIdentity) {
  const mfa = await db.adminMfa.findUnique({ where: { userId: admin.userId } });
  if (mfa?.enabledAt) throw new AppError('mfa_enabled');
  if (!mfa?.pendingSecret || mfa.pendingSessionId?.toLowerCase() !== admin.sessionId)
    throw new AppError('mfa_not_set_up');
  return { ...mfa, pendingSecret: mfa.pendingSecret };
}

/**
 * Turns the second factor on when `code` matches the pending secret that this session
 * (`admin.sessionId`) started (the caller checked the password again: ./admin-mfa-change.ts);
 * returns the ten recovery codes (shown once, stored hashed). A
 * pending secret of another session is not this session's to confirm (409 `mfa_not_set_up`).
 * The session that enabled it has proved it; every other session of the account ends (opened
 * without it, they would otherwise stay); the account's own email and the other owners are
 * told by email. Audit-logged (`auth.mfa_enabled`; `auth.mfa_notice_unsent` when nobody could
 * be told).
 */
export async function confirmPendingSecret(
  db: Db,
  admin: AdminIdentity,
  code: string,
  ctx: { ip: string; now?: Date },
): Promise<{ recoveryCodes: string[] }> {
  const now = ctx.now ?? new Date();
  const { pendingSecret } = await pendingSecretOf(db, admin);
  const step = totpStepOf(decrypt(pendingSecret), code.trim(), now);
  if (step === null) throw new AppError('invalid_mfa_code');
  return db.$transaction(async (tx) => {
    // Only the pending secret read above, still this session's, becomes the secret.
    const { count } = await tx.adminMfa.updateMany({
      where: {
        userId: admin.userId,
        enabledAt: null,
        pendingSecret,
        pendingSessionId: admin.sessionId,
      },
      data: { pendingSecret: null, pendingSessionId: null, pendingAt: null },
    });
    if (count !== 1) throw new AppError('mfa_not_set_up');
    const recoveryCodes = await enrolFactor(tx, admin.userId, pendingSecret, step, now);
    if (!recoveryCodes) throw new AppError('mfa_enabled');
    await markSessionMfaVerified(tx, admin.sessionId, now);
    await revokeUserSessions(tx, admin.userId, now, { except: admin.sessionId });
    await recordAudit(tx, { admin, action: 'auth.mfa_enabled', ip: ctx.ip }, now);
    const told = await queueEnrolmentNotice(
      tx,
      { userId: admin.userId, username: admin.username, via: 'self' },
      now,
    );
    if (told === 0)
      await recordAudit(tx, { admin, action: 'auth.mfa_notice_unsent', ip: ctx.ip }, now);
    return { recoveryCodes };
  });
}

/** Removes `userId`'s second factor and recovery codes (disable, or an owner's reset). */
export async function removeMfa(db: Pick<Db, 'adminMfa' | 'adminRecoveryCode'>, userId: number) {
  await db.adminRecoveryCode.deleteMany({ where: { userId } });
  await db.adminMfa.deleteMany({ where: { userId } });
}
