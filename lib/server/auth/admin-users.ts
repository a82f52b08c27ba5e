/**
 * The admin accounts themselves: the one writer of `users` (create at the first start, from
 * `npm run admin:create` or the accounts tab; disable and re-enable). Passwords are stored as
 * argon2id hashes; sign-in is ./admin-sign-in.ts, sessions ./admin-session.ts.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { AdminRole } from '@/lib/contracts/admin/session';
import type { Db } from '../db/client';
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

/**
 * Sets the password of admin `userId` to the argon2id hash `passwordHash` through `tx` (the
 * invitee chose it on their enrolment link, ./admin-enrolment.ts); a forced change asked by an
 * owner is then done. False when there is no such (enabled) admin.
 */
export async function setEnrolledAdminPassword(
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
