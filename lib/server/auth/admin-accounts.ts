/**
 * Admin accounts as an owner manages them in the back-office: list, create (owner or caller),
 * disable or re-enable, reset the second factor. Every change is audit-logged. The writes go
 * through the tables' owners (admin-users.ts for users, admin-session.ts for sessions,
 * admin-mfa.ts for the second factor).
 */
import 'server-only';
import type { AccountCreateResponse, AccountView } from '@/lib/contracts/admin/accounts';
import type { AdminRole } from '@/lib/contracts/admin/session';
import type { Db } from '../db/client';
import { AppError, ConflictError, FieldError, NotFoundError } from '../http/errors';
import { issueEnrolmentLink } from './admin-enrolment';
import { removeMfa } from './admin-mfa';
import { revokeUserSessions } from './admin-session';
import { insertAdminUserUnlessTaken, normaliseUsername, setAdminUserDisabled } from './admin-users';
import { recordAudit, type AdminIdentity } from './audit';
import { adminPasswordProblem } from './password-policy';

/** 409: an owner cannot disable their own account (the back-office would lose its owner). */
export class OwnAccountError extends AppError {
  constructor() {
    super(409, 'own_account', 'adminOwnAccount');
  }
}

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
    throw new FieldError({ password: 'validation.passwordCommon' });
  }
  const created = await insertAdminUserUnlessTaken(db, input, now);
  if (!created) throw new ConflictError(['username']);
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

async function usernameOf(db: Db, id: number): Promise<string> {
  const user = await db.user.findUnique({ where: { id }, select: { username: true } });
  if (!user) throw new NotFoundError();
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
  if (id === admin.userId) throw new OwnAccountError();
  const username = await usernameOf(db, id);
  if (!(await setAdminUserDisabled(db, id, disabled, now))) throw new NotFoundError();
  await recordAudit(
    db,
    {
      admin,
      action: disabled ? 'account.disable' : 'account.enable',
      targetType: 'user',
      targetId: username,
      ip: ctx.ip,
    },
    now,
  );
}

/**
 * Removes account `id`'s second factor and recovery codes (a lost phone): it signs in with the
 * password alone and can enrol again. The account's sessions end (but the acting one).
 * Audit-logged (`account.mfa_reset`).
 */
export async function resetAdminAccountMfa(
  db: Db,
  admin: AdminIdentity,
  id: number,
  ctx: { ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  const username = await usernameOf(db, id);
  await db.$transaction(async (tx) => {
    await removeMfa(tx, id);
    await revokeUserSessions(tx, id, now, { except: admin.sessionId });
    await recordAudit(
      tx,
      { admin, action: 'account.mfa_reset', targetType: 'user', targetId: username, ip: ctx.ip },
      now,
    );
  });
}
