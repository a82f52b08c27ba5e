/**
 * The admins' second factor (ASVS 5.0 L2 6.5, 6.6): TOTP (RFC 6238: 30 s steps, 6 digits,
 * SHA-1, one step either side accepted) through the `otpauth` library, and ten one-time
 * recovery codes per enrolment.
 *
 * - Setup stores a new secret as pending; enable checks a first code against it and makes it
 *   the secret. The secret is AES-256-GCM encrypted under a key derived from AUTH_SECRET and is
 *   never returned after setup.
 * - Each code is usable once: the accepted time step is stored with a conditional UPDATE
 *   (`last_step < step`), so two concurrent sign-ins with one code cannot both pass, also on
 *   PostgreSQL. Recovery codes are stored as SHA-256 (they are random, 50 bits) and spent with
 *   a conditional UPDATE as well.
 * - This module is the one writer of `admin_mfa` and `admin_recovery_codes`.
 */
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import * as OTPAuth from 'otpauth';
import { env } from '@/env';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { reserve } from '../http/rate-limit';
import { adminUserFailureLimit } from './admin-limits';
import { markSessionMfaVerified, revokeUserSessions } from './admin-session';
import { recordAudit, type AdminIdentity } from './audit';
import { authSecret } from './secret';

/** TOTP time step in seconds (RFC 6238's default). */
export const TOTP_PERIOD = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Recovery codes made at each enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** 401 for a wrong or reused second-factor code (sign-in, enable, disable). */
export class InvalidMfaCodeError extends AppError {
  constructor() {
    super(401, 'invalid_mfa_code', 'adminMfaInvalid');
  }
}

/** 401 for a wrong password where the second factor is turned off. */
export class WrongAdminPasswordError extends AppError {
  constructor() {
    super(401, 'invalid_password', 'adminPasswordWrong');
  }
}

/** 409 when setup or enable is asked of an admin whose second factor is already on. */
export class MfaAlreadyEnabledError extends AppError {
  constructor() {
    super(409, 'mfa_enabled', 'adminMfaAlreadyEnabled');
  }
}

/** 409 for enable before setup, or disable of an admin without a second factor. */
export class MfaNotSetUpError extends AppError {
  constructor() {
    super(409, 'mfa_not_set_up', 'adminMfaNotSetUp');
  }
}

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

/**
 * Starts (or restarts) enrolment: a new secret, stored encrypted as pending, and its
 * otpauth:// URL for the authenticator app. 409 when the second factor is already on.
 */
export async function setUpMfa(
  db: Db,
  admin: AdminIdentity,
): Promise<{ secret: string; otpauthUrl: string }> {
  if (await hasMfa(db, admin.userId)) throw new MfaAlreadyEnabledError();
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const pendingSecret = encrypt(secret);
  await db.adminMfa.upsert({
    where: { userId: admin.userId },
    create: { userId: admin.userId, pendingSecret },
    update: { pendingSecret },
  });
  return { secret, otpauthUrl: totpOf(secret, admin.username).toString() };
}

/**
 * Turns the second factor on when `code` matches the pending secret; returns the ten recovery
 * codes (shown once, stored hashed). The session that enabled it has proved it; every other
 * session of the account ends (opened without it, they would otherwise stay). Audit-logged
 * (`auth.mfa_enabled`).
 */
export async function enableMfa(
  db: Db,
  admin: AdminIdentity,
  code: string,
  ctx: { ip: string; now?: Date },
): Promise<{ recoveryCodes: string[] }> {
  const now = ctx.now ?? new Date();
  const mfa = await db.adminMfa.findUnique({ where: { userId: admin.userId } });
  if (mfa?.enabledAt) throw new MfaAlreadyEnabledError();
  if (!mfa?.pendingSecret) throw new MfaNotSetUpError();
  const step = totpStepOf(decrypt(mfa.pendingSecret), code.trim(), now);
  if (step === null) throw new InvalidMfaCodeError();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.$transaction(async (tx) => {
    const { count } = await tx.adminMfa.updateMany({
      where: { userId: admin.userId, enabledAt: null, pendingSecret: mfa.pendingSecret },
      data: { secret: mfa.pendingSecret, pendingSecret: null, enabledAt: now, lastStep: step },
    });
    if (count !== 1) throw new MfaAlreadyEnabledError();
    await tx.adminRecoveryCode.deleteMany({ where: { userId: admin.userId } });
    await tx.adminRecoveryCode.createMany({
      data: recoveryCodes.map((c) => ({ userId: admin.userId, codeHash: hashRecovery(c) })),
    });
    await markSessionMfaVerified(tx, admin.sessionId, now);
    await revokeUserSessions(tx, admin.userId, now, { except: admin.sessionId });
    await recordAudit(tx, { admin, action: 'auth.mfa_enabled', ip: ctx.ip }, now);
  });
  return { recoveryCodes };
}

/** Removes `userId`'s second factor and recovery codes (disable, or an owner's reset). */
export async function removeMfa(db: Pick<Db, 'adminMfa' | 'adminRecoveryCode'>, userId: number) {
  await db.adminRecoveryCode.deleteMany({ where: { userId } });
  await db.adminMfa.deleteMany({ where: { userId } });
}

/**
 * Turns the second factor off after checking the password and a code (TOTP or recovery).
 * Wrong answers count against the sign-in throttle of the user (5 in 15 minutes). Every other
 * session of the account ends. Audit-logged (`auth.mfa_disabled`).
 */
export async function disableMfa(
  db: Db,
  admin: AdminIdentity,
  input: { password: string; code: string },
  ctx: { ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  if (!(await hasMfa(db, admin.userId))) throw new MfaNotSetUpError();
  const reservation = await reserve(db, [adminUserFailureLimit(admin.username)], now);
  const user = await db.user.findUniqueOrThrow({ where: { id: admin.userId } });
  if (!(await verify(user.passwordHash, input.password))) throw new WrongAdminPasswordError();
  if (!(await spendSecondFactor(db, admin.userId, input.code, now)))
    throw new InvalidMfaCodeError();
  await reservation.release();
  await db.$transaction(async (tx) => {
    await removeMfa(tx, admin.userId);
    await revokeUserSessions(tx, admin.userId, now, { except: admin.sessionId });
    await recordAudit(tx, { admin, action: 'auth.mfa_disabled', ip: ctx.ip }, now);
  });
}
