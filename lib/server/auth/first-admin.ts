/**
 * The first administrator, on start-up when the users table is empty:
 * ADMIN_USERNAME + ADMIN_PASSWORD when both are set (with ADMIN_EMAIL, if set, for its security
 * notices); otherwise, in development only, `admin`
 * with a random password printed once to the log. In production with neither, nobody is
 * created and the log says to run `npm run admin:create`.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/env';
import type { Db } from '../db/client';
import { createAdminUser } from './admin-users';
import { logger } from '../logger';

/** What happened: created from env, created with a printed password, or nothing to do. */
export type FirstAdminOutcome = 'exists' | 'from-env' | 'generated' | 'none';

/** Creates the first admin if none exists. Never throws for a race with another process. */
export async function ensureFirstAdmin(
  db: Db,
  config: { username?: string; password?: string; email?: string; production: boolean } = {
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    email: env.ADMIN_EMAIL,
    production: env.NODE_ENV === 'production',
  },
): Promise<FirstAdminOutcome> {
  if ((await db.user.count()) > 0) return 'exists';
  try {
    if (config.username && config.password) {
      await createAdminUser(db, config.username, config.password, 'owner', config.email ?? null);
      logger.info({ username: config.username }, 'first admin created from ADMIN_USERNAME');
      return 'from-env';
    }
    if (config.production) {
      logger.warn('no admin exists: run `npm run admin:create` or set ADMIN_USERNAME/PASSWORD');
      return 'none';
    }
    const password = randomBytes(12).toString('base64url');
    await createAdminUser(db, 'admin', password);
    // Printed once, on purpose (development only): the only way to learn it.
    logger.warn(
      `Created the first admin for development: username "admin", password "${password}" ` +
        '(shown only now; sign in at /admin-login, or run `npm run admin:create` for another).',
    );
    return 'generated';
  } catch (error) {
    if ((await db.user.count()) > 0) return 'exists'; // another process created one first
    throw error;
  }
}
