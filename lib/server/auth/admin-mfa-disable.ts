/**
 * Turning one's own second factor off (ASVS 5.0 6.5): the password and a current code (TOTP or
 * recovery) again, checked by the same re-authentication as the step-up and the password change
 * (./admin-step-up.ts reauthenticateAdmin: the user's sign-in throttle, reserved before
 * argon2id; failures audited). The factor's rows are ./admin-mfa.ts's, the sessions
 * ./admin-session.ts's. An owner resets another account's factor in ./admin-accounts.ts.
 */
import 'server-only';
import type { Db } from '../db/client';
import { hasMfa, removeMfa } from './admin-mfa';
import { revokeUserSessions } from './admin-session';
import { reauthenticateAdmin } from './admin-step-up';
import { recordAudit, type AdminIdentity } from './audit';
import { AppError } from '../http/errors';

/**
 * Turns `admin`'s second factor off after re-checking the password and `input.code`; every
 * other session of the account ends. Throws `mfa_not_set_up` (409) without a factor,
 * `rate_limited` (429), `invalid_password` or `invalid_mfa_code` (401, audited as
 * `auth.mfa_disable_failed`). Audit-logged (`auth.mfa_disabled`).
 */
export async function disableMfa(
  db: Db,
  admin: AdminIdentity,
  input: { password: string; code: string },
  ctx: { ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  if (!(await hasMfa(db, admin.userId))) throw new AppError('mfa_not_set_up');
  await reauthenticateAdmin(db, admin, input, {
    ip: ctx.ip,
    now,
    failedAction: 'auth.mfa_disable_failed',
  });
  await db.$transaction(async (tx) => {
    await removeMfa(tx, admin.userId);
    await revokeUserSessions(tx, admin.userId, now, { except: admin.sessionId });
    await recordAudit(tx, { admin, action: 'auth.mfa_disabled', ip: ctx.ip }, now);
  });
}
