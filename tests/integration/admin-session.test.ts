/**
 * Admin sessions beyond sign-in (OWASP ASVS 5.0 ch. 7): 30 minutes without a request end the
 * session (checked on every admin request), "end my other sessions", and the admin password
 * rules of `npm run admin:create` and ADMIN_PASSWORD.
 */
import { GET as session } from '@/app/api/admin/session/route';
import { DELETE as endOthers } from '@/app/api/admin/session/others/route';
import { adminFromClaims } from '@/lib/server/auth/admin-session';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { ensureFirstAdmin } from '@/lib/server/auth/first-admin';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const MINUTE = 60_000;

/** The admin_sessions id behind the newest session. */
const newestSessionId = async () =>
  (await db().adminSession.findFirstOrThrow({ orderBy: { createdAt: 'desc' } })).id;

describe('admin idle timeout', () => {
  it('30 minutes without a request end the session; each request pushes the end', async () => {
    await adminCookie(db());
    const sid = await newestSessionId();
    const signedIn = (await db().adminSession.findUniqueOrThrow({ where: { id: sid } })).createdAt;
    const at = (minutes: number) => new Date(signedIn.getTime() + minutes * MINUTE);

    expect(await adminFromClaims(db(), { sid }, at(29))).toMatchObject({ username: 'operatore' });
    expect(await adminFromClaims(db(), { sid }, at(58))).toMatchObject({ username: 'operatore' });
    expect(await adminFromClaims(db(), { sid }, at(58 + 31))).toBeNull();
    // the time of the refused request is not recorded: the session stays ended
    expect(await adminFromClaims(db(), { sid }, at(58 + 32))).toBeNull();
  });

  it('counts from the sign-in until the first request', async () => {
    await adminCookie(db());
    const sid = await newestSessionId();
    const { createdAt } = await db().adminSession.findUniqueOrThrow({ where: { id: sid } });
    expect(await adminFromClaims(db(), { sid }, new Date(createdAt.getTime() + 31 * MINUTE))).toBe(
      null,
    );
  });

  it('writes the last use at most once a minute', async () => {
    await adminCookie(db());
    const sid = await newestSessionId();
    const { createdAt } = await db().adminSession.findUniqueOrThrow({ where: { id: sid } });
    const lastSeen = async () =>
      (await db().adminSession.findUniqueOrThrow({ where: { id: sid } })).lastSeenAt;
    await adminFromClaims(db(), { sid }, new Date(createdAt.getTime() + 20_000));
    expect(await lastSeen()).toBeNull();
    const later = new Date(createdAt.getTime() + 2 * MINUTE);
    await adminFromClaims(db(), { sid }, later);
    expect(await lastSeen()).toEqual(later);
  });

  it('an admin request after 30 idle minutes answers 401', async () => {
    const cookie = await adminCookie(db());
    expect((await call(session, '/api/admin/session', { cookie })).status).toBe(200);
    const idleSince = new Date(Date.now() - 31 * MINUTE);
    await db().adminSession.updateMany({
      data: { createdAt: idleSince, lastSeenAt: idleSince },
    });
    const res = await call(session, '/api/admin/session', { cookie });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });
  it('a background poll is checked but is not activity: an open live tab does not keep it', async () => {
    const cookie = await adminCookie(db());
    const poll = () =>
      call(session, '/api/admin/session', { cookie, headers: { 'x-background-refresh': '1' } });
    const idleSince = new Date(Date.now() - 20 * MINUTE);
    await db().adminSession.updateMany({ data: { createdAt: idleSince, lastSeenAt: idleSince } });
    expect((await poll()).status).toBe(200);
    expect((await db().adminSession.findFirstOrThrow()).lastSeenAt).toEqual(idleSince);
    const longer = new Date(Date.now() - 31 * MINUTE);
    await db().adminSession.updateMany({ data: { createdAt: longer, lastSeenAt: longer } });
    expect((await poll()).status).toBe(401);
  });
});

describe('DELETE /api/admin/session/others', () => {
  it('ends every other session of the admin, keeps this one, and audits it', async () => {
    const mine = await adminCookie(db());
    const laptop = await adminCookie(db());
    const phone = await adminCookie(db());

    const res = await call(endOthers, '/api/admin/session/others', {
      method: 'DELETE',
      cookie: mine,
      headers: ORIGIN,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ended: 2 });
    expect((await call(session, '/api/admin/session', { cookie: mine })).status).toBe(200);
    expect((await call(session, '/api/admin/session', { cookie: laptop })).status).toBe(401);
    expect((await call(session, '/api/admin/session', { cookie: phone })).status).toBe(401);
    expect(
      await db().auditLog.findFirst({ where: { action: 'auth.logout_others' } }),
    ).toMatchObject({ username: 'operatore', details: { ended: 2 }, ipTruncated: '203.0.113.0' });

    const again = await call(endOthers, '/api/admin/session/others', {
      method: 'DELETE',
      cookie: mine,
      headers: ORIGIN,
    });
    expect(again.json).toEqual({ ended: 0 });
  });

  it('refuses another site (403) and a request without a session (401)', async () => {
    const mine = await adminCookie(db());
    const other = await adminCookie(db());
    const cross = await call(endOthers, '/api/admin/session/others', {
      method: 'DELETE',
      cookie: mine,
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    const anonymous = await call(endOthers, '/api/admin/session/others', {
      method: 'DELETE',
      headers: ORIGIN,
    });
    expect(anonymous.status).toBe(401);
    expect((await call(session, '/api/admin/session', { cookie: other })).status).toBe(200);
  });
});

describe('admin passwords', () => {
  it.each([
    ['shorter than 12 characters', 'corta-11chr', /at least 12 characters/],
    ['in the common-password list', 'qwerty123456', /common/],
    ['in the list, whatever the case', 'QWERTY123456', /common/],
    ['allowed: long and not guessable', 'Amministrazione-Lago-2026', null],
    ['only the username and digits', 'gestione.2026!!!', /common/],
    ['only the site’s name and digits', 'AccademiaTrading2026', /common/],
  ])('%s', async (_label, password, refused) => {
    const create = createAdminUser(db(), 'gestione', password);
    if (refused) await expect(create).rejects.toThrow(refused);
    else await expect(create).resolves.toMatchObject({ username: 'gestione' });
  });

  it('refuses a common ADMIN_PASSWORD at the first start', async () => {
    await expect(
      ensureFirstAdmin(db(), { username: 'admin', password: 'password1234', production: true }),
    ).rejects.toThrow(/common/);
    expect(await db().user.count()).toBe(0);
  });
});
