/**
 * ADMIN_REQUIRE_MFA=1: an admin without a second factor may only enrol or sign out; every other
 * admin call answers 403 until the second factor is on.
 */
import '../support/require-mfa-env';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { POST as setup } from '@/app/api/admin/mfa/setup/route';
import { POST as enable } from '@/app/api/admin/mfa/enable/route';
import { GET as session } from '@/app/api/admin/session/route';
import { GET as kpis } from '@/app/api/admin/kpis/route';
import { totpCodeAt } from '@/lib/server/auth/admin-mfa';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { TEST_ADMIN } from '../support/admin';

const db = setupTestDatabase();
const headers = { origin: 'http://localhost:3000' };

beforeEach(async () => {
  await createAdminUser(db(), TEST_ADMIN.username, TEST_ADMIN.password);
});

it('refuses everything but enrolment and logout until the second factor is on', async () => {
  const signedIn = await call(login, '/api/admin/login', { body: TEST_ADMIN, headers });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.cookie;
  for (const [handler, path] of [
    [session, '/api/admin/session'],
    [kpis, '/api/admin/kpis'],
  ] as const) {
    const refused = await call(handler, path, { cookie });
    expect([path, refused.status, refused.json.error?.code]).toEqual([
      path,
      403,
      'mfa_enrolment_required',
    ]);
  }
  const password = TEST_ADMIN.password;
  const started = await call(setup, '/api/admin/mfa/setup', {
    cookie,
    body: { password },
    headers,
  });
  expect(started.status).toBe(200);
  const code = totpCodeAt(started.json.secret as string, new Date());
  const enabled = await call(enable, '/api/admin/mfa/enable', {
    cookie,
    body: { password, code },
    headers,
  });
  expect(enabled.status).toBe(200);
  expect((await call(session, '/api/admin/session', { cookie })).status).toBe(200);
});

it('lets an admin without a second factor sign out', async () => {
  const { cookie } = await call(login, '/api/admin/login', { body: TEST_ADMIN, headers });
  const out = await call(logout, '/api/admin/logout', { cookie, method: 'POST', headers });
  expect(out.status).toBe(200);
});
