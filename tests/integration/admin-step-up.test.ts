/**
 * Step-up and the admin's own password: a stolen session cookie alone cannot create, disable,
 * promote or reset accounts, change the site settings, or remove its own factor; an admin
 * changes its own password with the current one (and a code), which ends its other sessions;
 * an owner can make another admin choose a new password, and change roles without ever
 * leaving the back-office without an active owner.
 */
import * as argon2 from '@node-rs/argon2';
import { POST as createAccount } from '@/app/api/admin/accounts/route';
import { PATCH as updateAccount } from '@/app/api/admin/accounts/[id]/route';
import { DELETE as resetMfa } from '@/app/api/admin/accounts/[id]/mfa/route';
import { GET as listCalls } from '@/app/api/admin/calls/route';
import { GET as listAccounts } from '@/app/api/admin/accounts/route';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { POST as changePassword } from '@/app/api/admin/password/route';
import { GET as session } from '@/app/api/admin/session/route';
import { PUT as saveSettings } from '@/app/api/admin/settings/route';
import { POST as stepUp } from '@/app/api/admin/step-up/route';
import { totpCodeAt } from '@/lib/server/auth/admin-mfa';
import { enableMfa, setUpMfa } from '@/lib/server/auth/admin-mfa-change';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { STEP_UP_SECONDS, stepUpAdmin } from '@/lib/server/auth/admin-step-up';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { translate } from '@/lib/server/http/i18n';
import { setupTestDatabase } from '../support/test-db';
import { call, type CallResult } from '../support/http';
import { stepUpCookie, TEST_ADMIN } from '../support/admin';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const argonVerify = jest.mocked(argon2.verify);

const db = setupTestDatabase();
const headers = { origin: 'http://localhost:3000' };
const ctx = { ip: '198.51.100.30', userAgent: 'jest' };
const CALLER = { username: 'chiamante', password: 'tre parole lunghe a caso' };
const cookieOf = (token: string) => `${adminCookieName()}=${token}`;
const statuses = (results: CallResult[]) =>
  results.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );

let ownerId: number;
let callerId: number;
beforeEach(async () => {
  ({ id: ownerId } = await createAdminUser(db(), TEST_ADMIN.username, TEST_ADMIN.password));
  ({ id: callerId } = await createAdminUser(db(), CALLER.username, CALLER.password, 'caller'));
});

/** A fresh session of `user` (no step-up): its identity and Cookie header. */
async function signedIn(user: { username: string; password: string; code?: string } = TEST_ADMIN) {
  const signIn = await signInAdmin(db(), user, { ...ctx, now: new Date() });
  return { admin: signIn.admin, cookie: cookieOf(signIn.token) };
}

/** Turns a second factor on for `user` (in a session of its own); returns the secret and codes. */
async function enrol(user: { username: string; password: string }) {
  const { admin } = await signedIn(user);
  const now = new Date();
  const { secret } = await setUpMfa(db(), admin, user, { ip: ctx.ip, now });
  const { recoveryCodes } = await enableMfa(
    db(),
    admin,
    { password: user.password, code: totpCodeAt(secret, now) },
    { ip: ctx.ip, now },
  );
  return { secret, recoveryCodes };
}

describe('an owner cannot remove its own factor with a session cookie alone', () => {
  it('refuses DELETE of its own factor, even stepped up, and points to the security page', async () => {
    const { recoveryCodes } = await enrol(TEST_ADMIN);
    const { cookie } = await signedIn({ ...TEST_ADMIN, code: recoveryCodes[0] });
    const params = { id: String(ownerId) };
    const bare = await call(resetMfa, `/api/admin/accounts/${ownerId}/mfa`, {
      cookie,
      method: 'DELETE',
      headers,
      params,
    });
    expect(bare.status).toBe(403);
    expect(bare.json.error.code).toBe('step_up_required');

    await stepUpCookie(cookie, TEST_ADMIN.password, recoveryCodes[1]);
    const own = await call(resetMfa, `/api/admin/accounts/${ownerId}/mfa`, {
      cookie,
      method: 'DELETE',
      headers,
      params,
    });
    expect(own.status).toBe(409);
    expect(own.json.error).toEqual({
      code: 'own_account',
      message: translate('it', 'api.adminOwnMfaReset'),
    });
    expect(
      await db().adminMfa.count({ where: { userId: ownerId, enabledAt: { not: null } } }),
    ).toBe(1);
  });
});

/** Every owner write that asks for a step-up, with a request that would otherwise succeed. */
const SETTINGS_FORM = {
  partnerName: 'Nuovo Broker SpA',
  partnerRegulator: 'CONSOB',
  partnerAuthorisation: '4321',
  partnerRetailLossPercent: '68',
  partnerUrl: 'https://nuovo.example.com/apri?aff=9',
  premiumMonthlyCapacity: '12',
};
const STEP_UP_ROUTES: [
  string,
  (cookie: string) => Promise<CallResult<{ error?: { code: string; message: string } }>>,
  /** Whether the write happened. */
  () => Promise<boolean>,
][] = [
  [
    'POST /api/admin/accounts',
    (cookie) =>
      call(createAccount, '/api/admin/accounts', {
        cookie,
        headers,
        body: { username: 'nuovo.titolare', password: 'altre parole lunghe 7', role: 'owner' },
      }),
    async () => (await db().user.count({ where: { username: 'nuovo.titolare' } })) === 1,
  ],
  [
    'PATCH /api/admin/accounts/[id] {disabled}',
    (cookie) =>
      call(updateAccount, `/api/admin/accounts/${callerId}`, {
        cookie,
        headers,
        method: 'PATCH',
        params: { id: String(callerId) },
        body: { disabled: true },
      }),
    async () =>
      (await db().user.findUniqueOrThrow({ where: { id: callerId } })).disabledAt !== null,
  ],
  [
    'PATCH /api/admin/accounts/[id] {role}',
    (cookie) =>
      call(updateAccount, `/api/admin/accounts/${callerId}`, {
        cookie,
        headers,
        method: 'PATCH',
        params: { id: String(callerId) },
        body: { role: 'owner' },
      }),
    async () => (await db().user.findUniqueOrThrow({ where: { id: callerId } })).role === 'owner',
  ],
  [
    'PATCH /api/admin/accounts/[id] {mustChangePassword}',
    (cookie) =>
      call(updateAccount, `/api/admin/accounts/${callerId}`, {
        cookie,
        headers,
        method: 'PATCH',
        params: { id: String(callerId) },
        body: { mustChangePassword: true },
      }),
    async () => (await db().user.findUniqueOrThrow({ where: { id: callerId } })).mustChangePassword,
  ],
  [
    'DELETE /api/admin/accounts/[id]/mfa',
    (cookie) =>
      call(resetMfa, `/api/admin/accounts/${callerId}/mfa`, {
        cookie,
        headers,
        method: 'DELETE',
        params: { id: String(callerId) },
      }),
    async () => (await db().auditLog.count({ where: { action: 'account.mfa_reset' } })) === 1,
  ],
  [
    'PUT /api/admin/settings',
    (cookie) =>
      call(saveSettings, '/api/admin/settings', {
        cookie,
        headers,
        method: 'PUT',
        body: SETTINGS_FORM,
      }),
    async () => (await db().auditLog.count({ where: { action: 'settings.update' } })) === 1,
  ],
];

describe.each(STEP_UP_ROUTES)('%s', (_, send, happened) => {
  it('answers 403 step_up_required to a session that has not stepped up, and changes nothing', async () => {
    const { cookie } = await signedIn();
    const res = await send(cookie);
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({
      code: 'step_up_required',
      message: translate('it', 'api.adminStepUpRequired'),
    });
    expect(await happened()).toBe(false);
  });

  it('goes through within 5 minutes of a step-up', async () => {
    const { admin, cookie } = await signedIn();
    const almostFiveMinutesAgo = new Date(Date.now() - (STEP_UP_SECONDS - 20) * 1000);
    await stepUpAdmin(
      db(),
      admin,
      { password: TEST_ADMIN.password },
      {
        ip: ctx.ip,
        now: almostFiveMinutesAgo,
      },
    );
    const res = await send(cookie);
    expect(res.status).toBeLessThan(300);
    expect(await happened()).toBe(true);
  });

  it('is refused again once the step-up is 5 minutes old', async () => {
    const { admin, cookie } = await signedIn();
    const fiveMinutesAgo = new Date(Date.now() - STEP_UP_SECONDS * 1000 - 1000);
    await stepUpAdmin(
      db(),
      admin,
      { password: TEST_ADMIN.password },
      {
        ip: ctx.ip,
        now: fiveMinutesAgo,
      },
    );
    const res = await send(cookie);
    expect(res.status).toBe(403);
    expect(res.json.error?.code).toBe('step_up_required');
    expect(await happened()).toBe(false);
  });
});

it('keeps a step-up to the session that made it', async () => {
  const first = await signedIn();
  const second = await signedIn();
  await stepUpCookie(first.cookie);
  const res = await STEP_UP_ROUTES[0]![1](second.cookie);
  expect(res.status).toBe(403);
});

it('answers step_up_required in German to a German request', async () => {
  const { cookie } = await signedIn();
  const res = await call(createAccount, '/api/admin/accounts', {
    cookie,
    headers: { ...headers, 'accept-language': 'de' },
    body: { username: 'nuovo.titolare', password: 'altre parole lunghe 7', role: 'owner' },
  });
  expect(res.json.error.message).toBe(translate('de', 'api.adminStepUpRequired'));
});

describe('POST /api/admin/step-up', () => {
  const stepUpWith = (cookie: string, body: object, ip?: string) =>
    call(stepUp, '/api/admin/step-up', { cookie, body, headers, ip });

  it('asks an account with a factor for a code, spends it once, and audits success and failure', async () => {
    const { secret, recoveryCodes } = await enrol(TEST_ADMIN);
    const { cookie } = await signedIn({ ...TEST_ADMIN, code: recoveryCodes[0] });
    const noCode = await stepUpWith(cookie, { password: TEST_ADMIN.password });
    expect(noCode.status).toBe(401);
    expect(noCode.json.error.code).toBe('mfa_required');
    const wrongCode = await stepUpWith(cookie, { password: TEST_ADMIN.password, code: '000000' });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.json.error.code).toBe('invalid_mfa_code');
    const wrongPassword = await stepUpWith(cookie, {
      password: 'sbagliata-sbagliata',
      code: recoveryCodes[1],
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json.error.code).toBe('invalid_password');
    // The enrolment spent the current step: the next one's code works, once.
    const code = totpCodeAt(secret, new Date(Date.now() + 30_000));
    expect((await stepUpWith(cookie, { password: TEST_ADMIN.password, code })).status).toBe(200);
    expect((await stepUpWith(cookie, { password: TEST_ADMIN.password, code })).status).toBe(401);
    const actions = (
      await db().auditLog.findMany({ where: { action: { startsWith: 'auth.step_up' } } })
    )
      .map((a) => `${a.action} ${JSON.stringify(a.details)}`)
      .sort();
    expect(actions).toEqual([
      'auth.step_up null',
      'auth.step_up_failed {"reason":"code"}',
      'auth.step_up_failed {"reason":"code"}',
      'auth.step_up_failed {"reason":"password"}',
    ]);
  });

  it('lets 5 of 20 concurrent wrong step-ups reach the password check, then refuses the right one too', async () => {
    const { cookie } = await signedIn();
    argonVerify.mockClear();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        stepUpWith(cookie, { password: `sbagliata-${i}-lunga` }, `198.18.0.${i + 1}`),
      ),
    );
    expect(argonVerify).toHaveBeenCalledTimes(5);
    expect(statuses(results)).toEqual({ 401: 5, 429: 15 });
    // The same per-user throttle as the sign-in: the account waits out the window.
    expect((await stepUpWith(cookie, { password: TEST_ADMIN.password })).status).toBe(429);
  });
});

describe('POST /api/admin/password', () => {
  const NEW_PASSWORD = 'cinque parole nuove e lunghe';
  const change = (cookie: string, body: object) =>
    call(changePassword, '/api/admin/password', { cookie, body, headers });

  it('changes the password with the current one, ends every other session, keeps this one', async () => {
    const acting = await signedIn();
    const other = await signedIn();
    const wrong = await change(acting.cookie, {
      currentPassword: 'sbagliata-sbagliata',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(401);
    const weak = await change(acting.cookie, {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'password1234',
    });
    expect(weak.status).toBe(422);
    expect(weak.json.error.fields).toEqual({
      newPassword: translate('it', 'validation.passwordCommon'),
    });
    const same = await change(acting.cookie, {
      currentPassword: TEST_ADMIN.password,
      newPassword: TEST_ADMIN.password,
    });
    expect(same.status).toBe(422);

    const done = await change(acting.cookie, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ ended: 1 });
    expect((await call(session, '/api/admin/session', { cookie: other.cookie })).status).toBe(401);
    expect((await call(session, '/api/admin/session', { cookie: acting.cookie })).status).toBe(200);
    const old = await call(login, '/api/admin/login', {
      body: TEST_ADMIN,
      headers,
      ip: '192.0.2.40',
    });
    expect(old.status).toBe(401);
    const fresh = await call(login, '/api/admin/login', {
      body: { username: TEST_ADMIN.username, password: NEW_PASSWORD },
      headers,
      ip: '192.0.2.41',
    });
    expect(fresh.status).toBe(200);
    expect(await db().auditLog.count({ where: { action: 'auth.password_changed' } })).toBe(1);
  });

  it('needs a code when the account has a second factor', async () => {
    const { recoveryCodes } = await enrol(TEST_ADMIN);
    const { cookie } = await signedIn({ ...TEST_ADMIN, code: recoveryCodes[0] });
    const noCode = await change(cookie, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(noCode.status).toBe(401);
    expect(noCode.json.error.code).toBe('mfa_required');
    const wrongCode = await change(cookie, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.status).toBe(401);
    const done = await change(cookie, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
      code: recoveryCodes[1],
    });
    expect(done.status).toBe(200);
  });

  it('lets 5 of 20 concurrent wrong current passwords reach the password check', async () => {
    const { cookie } = await signedIn();
    argonVerify.mockClear();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(cookie, { currentPassword: `sbagliata-${i}-lunga`, newPassword: NEW_PASSWORD }),
      ),
    );
    expect(argonVerify).toHaveBeenCalledTimes(5);
    expect(statuses(results)).toEqual({ 401: 5, 429: 15 });
  });
});

describe('an owner asks another admin to choose a new password', () => {
  const NEW_PASSWORD = 'quattro parole nuove lunghe';

  it('blocks every other route of that admin until it has changed its password', async () => {
    const owner = await signedIn();
    await stepUpCookie(owner.cookie);
    const caller = await signedIn(CALLER);
    expect((await call(listCalls, '/api/admin/calls', { cookie: caller.cookie })).status).toBe(200);

    const asked = await call(updateAccount, `/api/admin/accounts/${callerId}`, {
      cookie: owner.cookie,
      headers,
      method: 'PATCH',
      params: { id: String(callerId) },
      body: { mustChangePassword: true },
    });
    expect(asked.status).toBe(200);
    const list = await call(listAccounts, '/api/admin/accounts', { cookie: owner.cookie });
    expect(list.json.accounts).toContainEqual(
      expect.objectContaining({ username: CALLER.username, mustChangePassword: true }),
    );

    const blocked = await call(listCalls, '/api/admin/calls', { cookie: caller.cookie });
    expect(blocked.status).toBe(403);
    expect(blocked.json.error).toEqual({
      code: 'password_change_required',
      message: translate('it', 'api.adminPasswordChangeRequired'),
    });
    // A new sign-in is held the same way.
    const again = await signedIn(CALLER);
    expect((await call(listCalls, '/api/admin/calls', { cookie: again.cookie })).status).toBe(403);
    expect((await call(session, '/api/admin/session', { cookie: caller.cookie })).status).toBe(200);

    const changed = await call(changePassword, '/api/admin/password', {
      cookie: caller.cookie,
      headers,
      body: { currentPassword: CALLER.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await call(listCalls, '/api/admin/calls', { cookie: caller.cookie })).status).toBe(200);
    expect(
      (await db().user.findUniqueOrThrow({ where: { id: callerId } })).mustChangePassword,
    ).toBe(false);
    expect(
      (await call(logout, '/api/admin/logout', { cookie: caller.cookie, headers, body: {} }))
        .status,
    ).toBe(200);
  });

  it('lets the held admin sign out', async () => {
    await db().user.update({ where: { id: callerId }, data: { mustChangePassword: true } });
    const caller = await signedIn(CALLER);
    expect(
      (await call(logout, '/api/admin/logout', { cookie: caller.cookie, headers, body: {} }))
        .status,
    ).toBe(200);
  });

  it('refuses an owner asking it of itself', async () => {
    const owner = await signedIn();
    await stepUpCookie(owner.cookie);
    const self = await call(updateAccount, `/api/admin/accounts/${ownerId}`, {
      cookie: owner.cookie,
      headers,
      method: 'PATCH',
      params: { id: String(ownerId) },
      body: { mustChangePassword: true },
    });
    expect(self.status).toBe(409);
    expect(self.json.error.message).toBe(translate('it', 'api.adminOwnPasswordChange'));
  });
});

describe('roles', () => {
  const setRole = (cookie: string, id: number, role: 'owner' | 'caller') =>
    call(updateAccount, `/api/admin/accounts/${id}`, {
      cookie,
      headers,
      method: 'PATCH',
      params: { id: String(id) },
      body: { role },
    });

  it('promotes a caller, whose open session is an owner at its next request, and audits it', async () => {
    const owner = await signedIn();
    await stepUpCookie(owner.cookie);
    const caller = await signedIn(CALLER);
    expect(
      (await call(listAccounts, '/api/admin/accounts', { cookie: caller.cookie })).status,
    ).toBe(403);
    expect((await setRole(owner.cookie, callerId, 'owner')).status).toBe(200);
    expect(
      (await call(listAccounts, '/api/admin/accounts', { cookie: caller.cookie })).status,
    ).toBe(200);
    const entry = await db().auditLog.findFirstOrThrow({ where: { action: 'account.role' } });
    expect(entry).toMatchObject({ targetId: CALLER.username, details: { role: 'owner' } });
  });

  it('refuses to demote the last active owner, and lets an owner step down when another remains', async () => {
    const owner = await signedIn();
    await stepUpCookie(owner.cookie);
    const last = await setRole(owner.cookie, ownerId, 'caller');
    expect(last.status).toBe(409);
    expect(last.json.error).toEqual({
      code: 'last_owner',
      message: translate('it', 'api.adminLastOwner'),
    });
    expect((await setRole(owner.cookie, callerId, 'owner')).status).toBe(200);
    expect((await setRole(owner.cookie, ownerId, 'caller')).status).toBe(200);
    // Now a caller: its own session may no longer manage accounts.
    expect((await setRole(owner.cookie, callerId, 'caller')).status).toBe(403);
  });

  it('leaves one owner when 20 owners each demote themselves at once', async () => {
    const owners = await Promise.all(
      Array.from({ length: 19 }, async (_, i) => {
        const user = { username: `titolare${i}`, password: `parole lunghe titolare ${i}` };
        await createAdminUser(db(), user.username, user.password, 'owner');
        return user;
      }),
    );
    const sessions = [];
    for (const user of [TEST_ADMIN, ...owners]) {
      const s = await signedIn(user);
      await stepUpAdmin(db(), s.admin, { password: user.password }, { ip: ctx.ip });
      sessions.push(s);
    }
    const answers = await Promise.all(
      sessions.map((s) => setRole(s.cookie, s.admin.userId, 'caller')),
    );
    expect(statuses(answers)).toEqual({ 200: 19, 409: 1 });
    expect(await db().user.count({ where: { role: 'owner' } })).toBe(1);
  });
});
