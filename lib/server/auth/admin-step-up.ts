/**
 * Step-up: an admin proves again, inside a live session, that it is the account's holder
 * (the password, and a current code or a recovery code when the account has a second factor),
 * before an owner action that would outlast a stolen cookie: creating an account, disabling one,
 * changing a role, resetting a factor, asking for a new password, saving the site settings
 * (OWASP ASVS 5.0 L2 7.5.3, re-authentication before sensitive changes). Routes ask for it
 * with withAdmin's `stepUp` option; a step-up is good for STEP_UP_SECONDS in the session that
 * made it (`admin_sessions.stepped_up_at`, written by ./admin-session.ts).
 *
 * The same re-check (reauthenticateAdmin) guards an admin's own password change
 * (./admin-password.ts). Wrong answers count under the user's sign-in throttle, reserved before
 * the argon2id check (5 in 15 minutes, like turning the factor off: ./admin-mfa.ts).
 */
import 'server-only';
import type { AuditAction } from '@/lib/admin/audit-actions';
import { verify } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { reserve } from '../http/rate-limit';
import { adminUserFailureLimit } from './admin-limits';
import { hasMfa, spendSecondFactor } from './admin-mfa';
import { markSessionSteppedUp } from './admin-session';
import { recordAudit, type AdminIdentity } from './audit';

/** How long a step-up lets its session do the owner actions that ask for one: 5 minutes. */
export const STEP_UP_SECONDS = 5 * 60;

/** Whether `admin`'s session stepped up less than STEP_UP_SECONDS before `now`. */
export function steppedUpRecently(admin: AdminIdentity, now = new Date()): boolean {
  if (!admin.steppedUpAt) return false;
  return now.getTime() - admin.steppedUpAt.getTime() < STEP_UP_SECONDS * 1000;
}

/**
 * Checks `admin`'s password and, when the account has a second factor, `code` (TOTP or
 * recovery, spent as at sign-in). One failure is reserved under the user's sign-in throttle
 * before the argon2id check and given back on success, so N concurrent wrong tries reach
 * argon2id at most 5 times. Throws `mfa_required` (no code for an account with a
 * factor: nothing counted), `rate_limited` (429), `invalid_password` or
 * `invalid_mfa_code` (401, audited as `failedAction` with the reason).
 */
export async function reauthenticateAdmin(
  db: Db,
  admin: AdminIdentity,
  input: { password: string; code?: string },
  ctx: { ip: string; now: Date; failedAction: AuditAction },
): Promise<void> {
  const withFactor = await hasMfa(db, admin.userId);
  const code = input.code?.trim() ?? '';
  if (withFactor && !code) throw new AppError('mfa_required');
  const reservation = await reserve(db, [adminUserFailureLimit(admin.username)], ctx.now);
  const failed = (reason: 'password' | 'code') =>
    recordAudit(db, { admin, action: ctx.failedAction, details: { reason }, ip: ctx.ip }, ctx.now);
  const user = await db.user.findUniqueOrThrow({
    where: { id: admin.userId },
    select: { passwordHash: true },
  });
  if (!(await verify(user.passwordHash, input.password))) {
    await failed('password');
    throw new AppError('invalid_password');
  }
  if (withFactor && !(await spendSecondFactor(db, admin.userId, code, ctx.now))) {
    await failed('code');
    throw new AppError('invalid_mfa_code');
  }
  await reservation.release();
}

/**
 * Steps `admin`'s session up at `ctx.now` after reauthenticateAdmin: the owner actions marked
 * `stepUp` accept it until STEP_UP_SECONDS later, which is returned. Audit-logged
 * (`auth.step_up`; failures `auth.step_up_failed`). 401 when the session ended meanwhile.
 */
export async function stepUpAdmin(
  db: Db,
  admin: AdminIdentity,
  input: { password: string; code?: string },
  ctx: { ip: string; now?: Date },
): Promise<{ validUntil: Date }> {
  const now = ctx.now ?? new Date();
  await reauthenticateAdmin(db, admin, input, {
    ip: ctx.ip,
    now,
    failedAction: 'auth.step_up_failed',
  });
  await db.$transaction(async (tx) => {
    if (!(await markSessionSteppedUp(tx, admin.sessionId, now))) throw new AppError('unauthorized');
    await recordAudit(tx, { admin, action: 'auth.step_up', ip: ctx.ip }, now);
  });
  return { validUntil: new Date(now.getTime() + STEP_UP_SECONDS * 1000) };
}
