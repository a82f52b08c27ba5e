/**
 * Where the second factor meets the sessions: the factor is required from the session, not
 * read from the account; changing the factor ends the account's other sessions; usernames are
 * one name whatever their case.
 */
import { GET as listAccounts, POST as createAccount } from '@/app/api/admin/accounts/route';
import { DELETE as resetMfa } from '@/app/api/admin/accounts/[id]/mfa/route';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as disable } from '@/app/api/admin/mfa/disable/route';
import { GET as session } from '@/app/api/admin/session/route';
import { totpCodeAt } from '@/lib/server/auth/admin-mfa';
import { enableMfa, setUpMfa } from '@/lib/server/auth/admin-mfa-change';
import { adminCookieName, openAdminSession } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { stepUpCookie, TEST_ADMIN } from '../support/admin';

const db = setupTestDatabase();
const headers = { origin: 'http://localhost:3000' };
const STEP = 30_000;
const T0 = new Date(Math.floor((Date.now() - 10 * 60_000) / STEP) * STEP);
const at = (steps: number) => new Date(T0.getTime() + steps * STEP);
const ctx = { ip: '198.51.100.20', userAgent: 'jest' };
const cookieOf = (token: string) => `${adminCookieName()}=${token}`;

let ownerId: number;
beforeEach(async () => {
  ({ id: ownerId } = await createAdminUser(db(), TEST_ADMIN.username, TEST_ADMIN.password));
});

/** Signs in with the password alone (no factor yet) and enrols a factor in that session. */
async function enrolIn(now: Date) {
  const signedIn = await signInAdmin(db(), TEST_ADMIN, { ...ctx, now });
  const proof = { password: TEST_ADMIN.password };
  const { secret } = await setUpMfa(db(), signedIn.admin, proof, { ip: ctx.ip, now });
  const { recoveryCodes } = await enableMfa(
    db(),
    signedIn.admin,
    { ...proof, code: totpCodeAt(secret, now) },
    { ip: ctx.ip, now },
  );
  return { signedIn, secret, recoveryCodes };
}

describe('the second factor binds the session', () => {
  it('ends a password-only session when the factor is enrolled in another one', async () => {
    const before = await signInAdmin(db(), TEST_ADMIN, { ...ctx, now: new Date() });
    const passwordOnly = cookieOf(before.token);
    expect((await call(listAccounts, '/api/admin/accounts', { cookie: passwordOnly })).status).toBe(
      200,
    );

    await enrolIn(new Date());

    expect((await call(listAccounts, '/api/admin/accounts', { cookie: passwordOnly })).status).toBe(
      401,
    );
    const reset = await call(resetMfa, `/api/admin/accounts/${ownerId}/mfa`, {
      cookie: passwordOnly,
      method: 'DELETE',
      headers,
      params: { id: String(ownerId) },
    });
    expect(reset.status).toBe(401);
    expect(await db().adminMfa.count({ where: { enabledAt: { not: null } } })).toBe(1);
  });

  it('refuses a session without the factor for an account that has one, even if never revoked', async () => {
    // The sign-in that read "no factor" just before the enrolment committed elsewhere.
    await enrolIn(new Date());
    const user = await db().user.findUniqueOrThrow({ where: { id: ownerId } });
    const raced = await openAdminSession(db(), user, {
      ...ctx,
      mfaEnabled: false,
      now: new Date(),
    });
    expect(
      (await call(session, '/api/admin/session', { cookie: cookieOf(raced.token) })).status,
    ).toBe(401);
  });

  it('keeps the session that enabled the factor, and the ones that proved it', async () => {
    const { signedIn, secret } = await enrolIn(new Date());
    expect(
      (await call(session, '/api/admin/session', { cookie: cookieOf(signedIn.token) })).status,
    ).toBe(200);
    const withCode = await call(login, '/api/admin/login', {
      body: { ...TEST_ADMIN, code: totpCodeAt(secret, new Date(Date.now() + STEP)) },
      headers,
    });
    expect(withCode.status).toBe(200);
    expect((await call(session, '/api/admin/session', { cookie: withCode.cookie })).status).toBe(
      200,
    );
  });
});

describe('a change of factor ends the other sessions', () => {
  it('turning the factor off ends every other session of the account', async () => {
    const { signedIn, recoveryCodes } = await enrolIn(T0);
    const other = await signInAdmin(
      db(),
      { ...TEST_ADMIN, code: recoveryCodes[0] },
      {
        ...ctx,
        now: at(1),
      },
    );
    const off = await call(disable, '/api/admin/mfa/disable', {
      cookie: cookieOf(signedIn.token),
      body: { password: TEST_ADMIN.password, code: recoveryCodes[1] },
      headers,
    });
    expect(off.status).toBe(200);
    expect(
      (await call(session, '/api/admin/session', { cookie: cookieOf(other.token) })).status,
    ).toBe(401);
    expect(
      (await call(session, '/api/admin/session', { cookie: cookieOf(signedIn.token) })).status,
    ).toBe(200);
  });

  it("an owner's reset of another account's factor ends that account's sessions", async () => {
    const caller = await createAdminUser(db(), 'chiamante', 'una-password-lunga-2', 'caller');
    const callerIn = await signInAdmin(
      db(),
      { username: 'chiamante', password: 'una-password-lunga-2' },
      { ...ctx, now: new Date() },
    );
    const proof = { password: 'una-password-lunga-2' };
    const { secret } = await setUpMfa(db(), callerIn.admin, proof, { ip: ctx.ip });
    const code = totpCodeAt(secret, new Date());
    await enableMfa(db(), callerIn.admin, { ...proof, code }, { ip: ctx.ip });
    const owner = await signInAdmin(db(), TEST_ADMIN, { ...ctx, now: new Date() });
    const reset = await call(resetMfa, `/api/admin/accounts/${caller.id}/mfa`, {
      cookie: await stepUpCookie(cookieOf(owner.token)),
      method: 'DELETE',
      headers,
      params: { id: String(caller.id) },
    });
    expect(reset.status).toBe(200);
    expect(
      (await call(session, '/api/admin/session', { cookie: cookieOf(callerIn.token) })).status,
    ).toBe(401);
  });
});

describe('usernames are one name whatever their case', () => {
  it('signs in with any case and refuses a second account differing only in case', async () => {
    const signedIn = await call(login, '/api/admin/login', {
      body: { username: ' OPERATORE ', password: TEST_ADMIN.password },
      headers,
    });
    expect(signedIn.status).toBe(200);
    const owner = await stepUpCookie(signedIn.cookie!);
    const twin = await call(createAccount, '/api/admin/accounts', {
      cookie: owner,
      body: { username: 'Operatore', password: 'una-password-lunga-3', role: 'caller' },
      headers,
    });
    expect(twin.status).toBe(409);
    const created = await call(createAccount, '/api/admin/accounts', {
      cookie: owner,
      body: { username: 'Nuovo.Chiamante', password: 'una-password-lunga-3', role: 'caller' },
      headers,
    });
    expect(created.status).toBe(201);
    expect(await db().user.count({ where: { username: 'nuovo.chiamante' } })).toBe(1);
  });

  it('refuses a username stored in another form (the table checks it)', async () => {
    await expect(
      db().user.create({ data: { username: 'Maiuscolo', passwordHash: 'x' } }),
    ).rejects.toThrow();
  });

  it('counts failed sign-ins of every case variant against one username', async () => {
    const variants = ['operatore', 'OPERATORE', 'Operatore', 'oPeRaToRe', 'OPERAtore', 'operaTORE'];
    const answers = await Promise.all(
      variants.map((username, i) =>
        call(login, '/api/admin/login', {
          body: { username, password: 'sbagliata-sbagliata' },
          headers,
          ip: `198.51.100.${50 + i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
