/**
 * Admin accounts as an owner manages them in the back-office: list, create (owner or caller),
 * disable or re-enable, change the role, ask for a new password, reset the second factor.
 * Every change is audit-logged; the routes ask the owner for a recent step-up
 * (./admin-step-up.ts). An owner's own factor and password are changed on the security page
 * (./admin-mfa-disable.ts, ./admin-password.ts), which asks for the password and a code. The writes go
 * through the tables' owners (admin-users.ts for users, admin-session.ts for sessions,
 * admin-mfa.ts for the second factor).
 */
import 'server-only';
import type { AuditAction } from '@/lib/admin/audit-actions';
import type { AccountCreateResponse, AccountView } from '@/lib/contracts/admin/accounts';
import type { AdminRole } from '@/lib/contracts/admin/session';
import type { Db } from '../db/client';
import { AppError, fieldError } from '../http/errors';
import { issueEnrolmentLink } from './admin-enrolment';
import { removeMfa } from './admin-mfa';
import { revokeUserSessions } from './admin-session';
import {
  insertAdminUserUnlessTaken,
  normaliseUsername,
  setAdminUserDisabled,
  setAdminUserMustChangePassword,
  setAdminUserRole,
} from './admin-users';
import { recordAudit, type AdminIdentity } from './audit';
import { adminPasswordProblem } from './password-policy';

/** Every admin account, oldest first. */
export async function listAdminAccounts(db: Db): Promise<AccountView[]> {
  const users = await db.user.findMany({
    orderBy: { id: 'asc' },
    select: {
      id: true,
      username: true,
      email: true,
      role: true,
      disabledAt: true,
      mustChangePassword: true,
      createdAt: true,
      mfa: { select: { enabledAt: true } },
    },
  });
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role === 'owner' ? 'owner' : 'caller',
    disabled: u.disabledAt !== null,
    mfaEnabled: Boolean(u.mfa?.enabledAt),
    mustChangePassword: u.mustChangePassword,
    createdAt: u.createdAt.toISOString(),
  }));
}

/**
 * Creates an account and its one-time enrolment link (./admin-enrolment.ts: the invitee chooses
 * the password, unless `password` was given, and enrols the second factor there); 422 for a
 * guessable password (the admin password policy), 409 when the username is taken. `email`
 * receives the security notices. Audit-logged (`account.create`).
 */
export async function createAdminAccount(
  db: Db,
  admin: AdminIdentity,
  input: { username: string; password?: string; role: AdminRole; email?: string },
  ctx: { ip: string; now?: Date },
): Promise<AccountCreateResponse> {
  const now = ctx.now ?? new Date();
  if (input.password && adminPasswordProblem(input.password, input.username)) {
    throw fieldError({ password: 'validation.passwordCommon' });
  }
  const created = await insertAdminUserUnlessTaken(db, input, now);
  if (!created) throw new AppError('conflict', { columns: ['username'] });
  const enrolment = await db.$transaction(async (tx) => {
    const link = await issueEnrolmentLink(tx, created.id, admin.userId, now);
    await recordAudit(
      tx,
      {
        admin,
        action: 'account.create',
        targetType: 'user',
        targetId: normaliseUsername(input.username),
        details: { role: input.role, email: Boolean(input.email), enrolmentLink: true },
        ip: ctx.ip,
      },
      now,
    );
    return link;
  });
  return { id: created.id, enrolment };
}

/** The audit entry of an owner's change `action` to the account `username`. */
function auditAccount(
  db: Pick<Db, 'auditLog'>,
  admin: AdminIdentity,
  change: { action: AuditAction; username: string; details?: { role: AdminRole } },
  ctx: { ip: string; now: Date },
): Promise<void> {
  const { action, username, details } = change;
  return recordAudit(
    db,
    { admin, action, targetType: 'user', targetId: username, details, ip: ctx.ip },
    ctx.now,
  );
}

async function usernameOf(db: Db, id: number): Promise<string> {
  const user = await db.user.findUnique({ where: { id }, select: { username: true } });
  if (!user) throw new AppError('not_found');
  return user.username;
}

/** Disables (its sessions end at once) or re-enables account `id`; audit-logged. */
export async function setAdminAccountDisabled(
  db: Db,
  admin: AdminIdentity,
  id: number,
  disabled: boolean,
  ctx: { ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  if (id === admin.userId) throw new AppError('own_account');
  const username = await usernameOf(db, id);
  if (!(await setAdminUserDisabled(db, id, disabled, now))) throw new AppError('not_found');
  const action = disabled ? 'account.disable' : 'account.enable';
  await auditAccount(db, admin, { action, username }, { ip: ctx.ip, now });
}

/**
 * Gives account `id` the role `role` (the acting owner's own too); 409 `last_owner` when no
 * active owner would be left. The account's sessions stay: the role is read from `users` on
 * every request, so a demoted owner's open session is a caller's from its next request.
 * Audit-logged (`account.role`, with the new role).
 */
export async function setAdminAccountRole(
  db: Db,
  admin: AdminIdentity,
  id: number,
  role: AdminRole,
  ctx: { ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  const username = await usernameOf(db, id);
  const outcome = await setAdminUserRole(db, id, role);
  if (outcome === 'not_found') throw new AppError('not_found');
  if (outcome === 'last_owner') throw new AppError('last_owner');
  await auditAccount(
    db,
    admin,
    { action: 'account.role', username, details: { role } },
    { ip: ctx.ip, now },
  );
}

/**
 * Asks the admin `id` (not the acting one: 409) to choose a new password: until it does, its
 * sessions get only the password change, the session info and logout, and its pages lead to
 * the password form. Audit-logged (`account.password_change_required`).
 */
export async function requireAdminAccountPasswordChange(
  db: Db,
  admin: AdminIdentity,
  id: number,
  ctx: { ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  if (id === admin.userId) throw new AppError('own_password_change');
  const username = await usernameOf(db, id);
  if (!(await setAdminUserMustChangePassword(db, id, true))) throw new AppError('not_found');
  const action = 'account.password_change_required';
  await auditAccount(db, admin, { action, username }, { ip: ctx.ip, now });
}

/**
 * Removes account `id`'s second factor and recovery codes (a lost phone): it signs in with the
 * password alone and can enrol again. The account's sessions end. Not the acting admin's own
 * (409 `own_mfa_reset`: that goes through the security page, with the password and a code).
 * Audit-logged (`account.mfa_reset`).
 */
export async function resetAdminAccountMfa(
  db: Db,
  admin: AdminIdentity,
  id: number,
  ctx: { ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  if (id === admin.userId) throw new AppError('own_mfa_reset');
  const username = await usernameOf(db, id);
  await db.$transaction(async (tx) => {
    await removeMfa(tx, id);
    await revokeUserSessions(tx, id, now);
    await auditAccount(tx, admin, { action: 'account.mfa_reset', username }, { ip: ctx.ip, now });
  });
}
