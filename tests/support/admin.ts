/**
 * Signs an admin in for integration tests: creates the user (once per test database reset)
 * and returns the Cookie header value of a live session.
 */
import type { Db } from '@/lib/server/db/client';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';

export const TEST_ADMIN = { username: 'operatore', password: 'una-password-lunga-1' };

/** Cookie header (`name=token`) of a fresh session for TEST_ADMIN. */
export async function adminCookie(db: Db): Promise<string> {
  const existing = await db.user.findUnique({ where: { username: TEST_ADMIN.username } });
  if (!existing) await createAdminUser(db, TEST_ADMIN.username, TEST_ADMIN.password);
  const { token } = await signInAdmin(db, TEST_ADMIN, { ip: '198.51.100.1', userAgent: 'jest' });
  return `${adminCookieName()}=${token}`;
}
