/**
 * Admin sign-in, session and logout (docs/decisions.md §6).
 */
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as session } from '@/app/api/admin/session/route';
import { ADMIN_SESSION_SECONDS, requireAdmin } from '@/lib/server/auth/admin-session';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { ensureFirstAdmin } from '@/lib/server/auth/first-admin';
import { NextRequest } from 'next/server';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { TEST_ADMIN } from '../support/admin';

const db = setupTestDatabase();

const signIn = (body: unknown, ip = '198.51.100.10') =>
  call(login, '/api/admin/login', { body, ip, headers: { origin: 'http://localhost:3000' } });

beforeEach(async () => {
  await createAdminUser(db(), TEST_ADMIN.username, TEST_ADMIN.password);
});

describe('POST /api/admin/login', () => {
  it('signs in: 200 {success, message}, an HttpOnly SameSite=Lax cookie, no token in the JSON', async () => {
    const res = await signIn(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: expect.any(String) });
    const [sessionCookie, deviceCookie] = res.headers.getSetCookie();
    expect(sessionCookie).toMatch(
      /^next-auth\.session-token=[^;]+; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/,
    );
    // The browser is remembered for sign-ins while the username is under attack.
    expect(deviceCookie).toMatch(
      /^admin_device=[^;]+; Path=\/api\/admin\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    const audit = await db().auditLog.findMany();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'auth.login',
        username: 'operatore',
        ipTruncated: '198.51.100.0',
      }),
    ]);
    const me = await call(session, '/api/admin/session', { cookie: res.cookie });
    expect(me.json).toEqual({ username: 'operatore', role: 'owner', mfaEnabled: false });
  });

  it.each([
    ['a wrong password', { username: 'operatore', password: 'sbagliata-sbagliata' }],
    ['an unknown user', { username: 'nessuno', password: TEST_ADMIN.password }],
  ])('answers 401 Invalid credentials for %s, and audits it', async (_label, body) => {
    const res = await signIn(body);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, message: 'Invalid credentials' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await db().auditLog.count({ where: { action: 'auth.login_failed' } })).toBe(1);
  });

  it.each([
    [{ username: '', password: 'x' }, 'Username required'],
    [{ username: '  ', password: 'x' }, 'Username required'],
    [{ password: 'x' }, 'Username required'],
    [{ username: 'operatore', password: '' }, 'Password required'],
    [{ username: 'operatore' }, 'Password required'],
  ])('answers 400 for an empty field (%j)', async (body, message) => {
    const res = await signIn(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message,
      error: { code: 'validation_failed', message },
    });
  });

  it('refuses bad JSON and wrong types with a 4xx, never a 500', async () => {
    const raw = await call(login, '/api/admin/login', { rawBody: '{"username":' });
    expect(raw.status).toBe(400);
    const types = await signIn({ username: ['a'], password: { $gt: '' } });
    expect(types.status).toBe(400);
    const array = await signIn([1, 2]);
    expect(array.status).toBeGreaterThanOrEqual(400);
    expect(array.status).toBeLessThan(500);
  });

  it('throttles a username after 5 failures, from any address, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await signIn({ username: 'operatore', password: `wrong-${i}` }, `203.0.113.${i}`)).status,
      ).toBe(401);
    }
    const blocked = await signIn(TEST_ADMIN, '203.0.113.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json.success).toBe(false);
  });

  it('throttles an address after 5 failures, whatever the usernames', async () => {
    for (let i = 0; i < 5; i++) {
      await signIn({ username: `user${i}`, password: 'whatever-whatever' }, '192.0.2.50');
    }
    expect((await signIn(TEST_ADMIN, '192.0.2.50')).status).toBe(429);
    expect((await signIn(TEST_ADMIN, '192.0.2.51')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server: the copied cookie stops working at once', async () => {
    const { cookie } = await signIn(TEST_ADMIN);
    const out = await call(logout, '/api/admin/logout', {
      method: 'POST',
      cookie,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const after = await call(session, '/api/admin/session', { cookie });
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe('unauthorized');
    expect(await db().auditLog.count({ where: { action: 'auth.logout' } })).toBe(1);
  });

  it('logout without a session is 2xx: an ended, a forged or no cookie, twice at once', async () => {
    const { cookie } = await signIn(TEST_ADMIN);
    const post = (c?: string) =>
      call(logout, '/api/admin/logout', {
        method: 'POST',
        cookie: c,
        headers: { origin: 'http://localhost:3000' },
      });
    // Twenty logouts of one session at once (two tabs, a double click): all 2xx, one audit.
    const outs = await Promise.all(Array.from({ length: 20 }, () => post(cookie)));
    for (const out of outs) {
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    }
    for (const c of [cookie, undefined, 'next-auth.session-token=forged']) {
      const again = await post(c);
      expect(again.status).toBe(200);
      expect(again.json).toEqual({ success: true });
      expect(again.headers.get('set-cookie')).toMatch(/^next-auth\.session-token=; .*Max-Age=0/);
    }
    expect((await call(session, '/api/admin/session', { cookie })).status).toBe(401);
    expect(await db().auditLog.count({ where: { action: 'auth.logout' } })).toBe(1);
  });

  it('refuses a cross-site logout (bodyless POST) with 403', async () => {
    const { cookie } = await signIn(TEST_ADMIN);
    const res = await call(logout, '/api/admin/logout', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await call(session, '/api/admin/session', { cookie })).status).toBe(200);
  });

  it('expires a session after 8 hours', async () => {
    const { cookie } = await signIn(TEST_ADMIN);
    const request = new NextRequest('http://localhost:3000/api/admin/session', {
      headers: { cookie: cookie! },
    });
    const later = (s: number) => new Date(Date.now() + s * 1000);
    // used every 25 minutes (30 idle minutes would end it sooner)
    for (let s = 25 * 60; s < ADMIN_SESSION_SECONDS - 60; s += 25 * 60) {
      await requireAdmin(db(), request, later(s));
    }
    await expect(
      requireAdmin(db(), request, later(ADMIN_SESSION_SECONDS - 60)),
    ).resolves.toMatchObject({
      username: 'operatore',
    });
    await expect(
      requireAdmin(db(), request, later(ADMIN_SESSION_SECONDS + 1)),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuses a forged or missing cookie', async () => {
    expect((await call(session, '/api/admin/session')).status).toBe(401);
    const forged = await call(session, '/api/admin/session', {
      cookie: 'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z',
    });
    expect(forged.status).toBe(401);
  });
});

describe('first admin', () => {
  beforeEach(async () => {
    await db().user.deleteMany();
  });

  it('creates it from ADMIN_USERNAME/ADMIN_PASSWORD when no admin exists', async () => {
    const outcome = await ensureFirstAdmin(db(), {
      username: 'capo',
      password: 'una-password-lunga-2',
      production: true,
    });
    expect(outcome).toBe('from-env');
    expect((await signIn({ username: 'capo', password: 'una-password-lunga-2' })).status).toBe(200);
    expect(await ensureFirstAdmin(db(), { production: true })).toBe('exists');
  });

  it('generates one in development only', async () => {
    expect(await ensureFirstAdmin(db(), { production: true })).toBe('none');
    expect(await db().user.count()).toBe(0);
    expect(await ensureFirstAdmin(db(), { production: false })).toBe('generated');
    expect(await db().user.findMany({ select: { username: true } })).toEqual([
      { username: 'admin' },
    ]);
  });

  it('refuses a password shorter than 12 characters', async () => {
    await expect(createAdminUser(db(), 'breve', 'corta-11chr')).rejects.toThrow(/12/);
  });
});
