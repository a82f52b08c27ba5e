/**
 * An admin changes its own password (ASVS 5.0 L2 6.2.2, 6.2.3: the current password is asked
 * again, and the second factor when the account has one). The new password follows the admin
 * policy (./password-policy.ts); every other session of the account ends, and an owner's
 * "choose a new password" request (users.must_change_password) is met. The write goes through
 * ./admin-users.ts (the one writer of `users`), the sessions through ./admin-session.ts.
 */
import 'server-only';
import type { Db } from '../db/client';
import { fieldError } from '../http/errors';
import { revokeUserSessions } from './admin-session';
import { reauthenticateAdmin } from './admin-step-up';
import { hashAdminPassword, setAdminUserPassword } from './admin-users';
import { recordAudit, type AdminIdentity } from './audit';
import { adminPasswordProblem } from './password-policy';

/**
 * Replaces `admin`'s password with `input.newPassword` after checking `currentPassword` (and
 * `code` when the account has a second factor; wrong answers count under the sign-in
 * throttle, as for a step-up). 422 (field `newPassword`) for a password the policy refuses or
 * the current one again. Ends every other session of the account and clears a pending
 * "choose a new password". Returns how many sessions ended. Audit-logged
 * (`auth.password_changed`; failures `auth.password_change_failed`).
 */
export async function changeOwnAdminPassword(
  db: Db,
  admin: AdminIdentity,
  input: { currentPassword: string; newPassword: string; code?: string },
  ctx: { ip: string; now?: Date },
): Promise<{ ended: number }> {
  const now = ctx.now ?? new Date();
  if (adminPasswordProblem(input.newPassword, admin.username)) {
    throw fieldError({ newPassword: 'validation.passwordCommon' });
  }
  if (input.newPassword === input.currentPassword) {
    throw fieldError({ newPassword: 'validation.adminPasswordSame' });
  }
  await reauthenticateAdmin(
    db,
    admin,
    { password: input.currentPassword, code: input.code },
    { ip: ctx.ip, now, failedAction: 'auth.password_change_failed' },
  );
  const passwordHash = await hashAdminPassword(input.newPassword);
  return db.$transaction(async (tx) => {
    await setAdminUserPassword(tx, admin.userId, passwordHash);
    const ended = await revokeUserSessions(tx, admin.userId, now, { except: admin.sessionId });
    await recordAudit(
      tx,
      { admin, action: 'auth.password_changed', details: { ended }, ip: ctx.ip },
      now,
    );
    return { ended };
  });
}
