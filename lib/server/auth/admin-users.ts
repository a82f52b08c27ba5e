/**
 * The admin accounts themselves: the one writer of `users` (create at the first start, from
 * `npm run admin:create` or the accounts tab; disable and re-enable, role, a new password and
 * the owner's "choose a new password" flag). Passwords are stored as argon2id hashes; sign-in
 * is ./admin-sign-in.ts, sessions ./admin-session.ts.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { revokeUserSessions } from './admin-session';
import { adminPasswordProblem } from './password-policy';

/**
 * The stored form of a username: trimmed and lower case, so that `Operatore` and `operatore`
 * are one account for sign-in, uniqueness and the throttles alike (the `users` table refuses
 * any other form with a CHECK constraint).
 */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Creates an admin (argon2id hash): `npm run admin:create`, ADMIN_USERNAME/ADMIN_PASSWORD at
 * the first start, tests. Throws an Error with an English message for the console when the
 * password is shorter than ADMIN_PASSWORD_MIN or guessable (common, or the username or the
 * site's name with digits: lib/server/auth/password-policy.ts, ASVS 6.2.4, 6.2.11), or when the
 * username exists. `email`: where its security notices go (ADMIN_EMAIL).
 */
export async function createAdminUser(
  db: Db,
  username: string,
  password: string,
  role: AdminRole = 'owner',
  email: string | null = null,
): Promise<{ id: number; username: string }> {
  const problem = adminPasswordProblem(password, username);
  if (problem) throw new Error(problem);
  return db.user.create({
    data: {
      username: normaliseUsername(username),
      passwordHash: await hash(password),
      role,
      email,
    },
    select: { id: true, username: true },
  });
}

/**
 * Creates an admin unless the username is taken, in any case (one INSERT … ON CONFLICT DO
 * NOTHING on the normalised name, so two owners creating one name at once cannot both
 * succeed); null when taken. The password must already satisfy the policy
 * (adminPasswordProblem); without one the account gets a random password nobody knows, so it
 * cannot sign in until its enrolment link sets one (./admin-enrolment.ts). `email`: where its
 * security notices go.
 */
export async function insertAdminUserUnlessTaken(
  db: Db,
  input: { username: string; password?: string | null; role: AdminRole; email?: string | null },
  now = new Date(),
): Promise<{ id: number } | null> {
  const passwordHash = await hash(input.password ?? randomBytes(32).toString('base64url'));
  const username = normaliseUsername(input.username);
  const { count } = await db.user.createMany({
    data: [
      { username, passwordHash, role: input.role, email: input.email ?? null, createdAt: now },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return null;
  return db.user.findUniqueOrThrow({ where: { username }, select: { id: true } });
}

/**
 * Disables (ending its live sessions at once) or re-enables the admin `userId`; false when
 * there is no such admin.
 */
export async function setAdminUserDisabled(
  db: Db,
  userId: number,
  disabled: boolean,
  now = new Date(),
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId },
      data: { disabledAt: disabled ? now : null },
    });
    if (count === 1 && disabled) await revokeUserSessions(tx, userId, now);
    return count === 1;
  });
}

/** The argon2id hash of a new admin password (the policy is the caller's: adminPasswordProblem). */
export function hashAdminPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Stores `passwordHash` (hashAdminPassword) as admin `userId`'s password through `tx`, and
 * clears the owner's "choose a new password" flag; false when there is no such enabled admin.
 * Used by the own password change (./admin-password.ts, which ends the other sessions in the
 * same transaction) and by an enrolment link (./admin-enrolment.ts: the invitee chose it).
 */
export async function setAdminUserPassword(
  tx: Pick<Db, 'user'>,
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  const { count } = await tx.user.updateMany({
    where: { id: userId, disabledAt: null },
    data: { passwordHash, mustChangePassword: false },
  });
  return count === 1;
}

/**
 * Sets or clears admin `userId`'s "choose a new password at the next request" flag (an owner
 * asked for it: every admin route but the password change, the session and logout answers 403
 * `password_change_required` until it is done); false when there is no such admin.
 */
export async function setAdminUserMustChangePassword(
  db: Pick<Db, 'user'>,
  userId: number,
  mustChangePassword: boolean,
): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId },
    data: { mustChangePassword },
  });
  return count === 1;
}

/** Outcome of setAdminUserRole. */
export type RoleChange = 'changed' | 'not_found' | 'last_owner';

/**
 * Gives admin `userId` the role `role`, unless that would leave no active (not disabled)
 * owner: then 'last_owner' and nothing changes. The owners' rows are locked first (FOR
 * UPDATE), so two owners demoting each other at once cannot both succeed: the second reads
 * the first's change once it commits.
 */
export async function setAdminUserRole(
  db: Db,
  userId: number,
  role: AdminRole,
): Promise<RoleChange> {
  return db.$transaction(async (tx) => {
    const owners = await sqlOf(tx)<{ id: number }>(Prisma.sql`
      SELECT id FROM users WHERE role = 'owner' AND disabled_at IS NULL ORDER BY id FOR UPDATE`);
    const target = await tx.user.findUnique({ where: { id: userId }, select: { role: true } });
    if (!target) return 'not_found';
    const otherOwners = owners.filter((o) => Number(o.id) !== userId).length;
    if (role !== 'owner' && target.role === 'owner' && otherOwners === 0) return 'last_owner';
    await tx.user.update({ where: { id: userId }, data: { role } });
    return 'changed';
  });
}
