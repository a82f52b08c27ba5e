/**
 * Signs an admin in for integration tests: creates the user (once per test database reset)
 * and returns the Cookie header value of a live session; steps a session up for the owner
 * writes that ask for it.
 */
import { POST as stepUp } from '@/app/api/admin/step-up/route';
import type { Db } from '@/lib/server/db/client';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { call } from './http';

export const TEST_ADMIN = { username: 'operatore', password: 'una-password-lunga-1' };

/** Cookie header (`name=token`) of a fresh session for TEST_ADMIN. */
export async function adminCookie(db: Db): Promise<string> {
  const existing = await db.user.findUnique({ where: { username: TEST_ADMIN.username } });
  if (!existing) await createAdminUser(db, TEST_ADMIN.username, TEST_ADMIN.password);
  const { token } = await signInAdmin(db, TEST_ADMIN, { ip: '198.51.100.1', userAgent: 'jest' });
  return `${adminCookieName()}=${token}`;
}

/**
 * Steps up the session of `cookie` (POST /api/admin/step-up with `password`, and `code` when
 * the account has a second factor): for the next 5 minutes it may do the owner writes that ask
 * for it. Returns the same cookie; throws when the step-up is refused.
 */
export async function stepUpCookie(
  cookie: string,
  password = TEST_ADMIN.password,
  code?: string,
): Promise<string> {
  const res = await call(stepUp, '/api/admin/step-up', {
    cookie,
    body: { password, ...(code ? { code } : {}) },
    headers: { origin: 'http://localhost:3000' },
  });
  if (res.status !== 200)
    throw new Error(`step-up refused: ${res.status} ${JSON.stringify(res.json)}`);
  return cookie;
}

/** Cookie header of a fresh TEST_ADMIN session that has just stepped up. */
export async function steppedUpAdminCookie(db: Db): Promise<string> {
  return stepUpCookie(await adminCookie(db));
}
