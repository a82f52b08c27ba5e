/**
 * Enrolment that someone holding only the password cannot win: a pending secret belongs to the
 * session that started it; an owner's one-time enrolment link sets the password and the factor
 * in one step, once; the other owners are told by email when an account enrols; the admin
 * device cookie names the account by its id.
 */
import { POST as createAccount } from '@/app/api/admin/accounts/route';
import { POST as newLink } from '@/app/api/admin/enrolment-links/route';
import { POST as enrolStart } from '@/app/api/admin-enrol/start/route';
import { POST as enrolComplete } from '@/app/api/admin-enrol/complete/route';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { POST as setup } from '@/app/api/admin/mfa/setup/route';
import { POST as enable } from '@/app/api/admin/mfa/enable/route';
import { GET as session } from '@/app/api/admin/session/route';
import {
  completeEnrolment,
  ENROLMENT_LINK_SECONDS,
  startEnrolment,
} from '@/lib/server/auth/admin-enrolment';
import { MFA_PENDING_SECONDS, totpCodeAt } from '@/lib/server/auth/admin-mfa';
import { setUpMfa } from '@/lib/server/auth/admin-mfa-change';
import { adminCookieName, openAdminSession } from '@/lib/server/auth/admin-session';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { ownerEmails } from '@/lib/server/auth/admin-notices';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { TEST_ADMIN, stepUpCookie } from '../support/admin';

const db = setupTestDatabase();
const headers = { origin: 'http://localhost:3000' };
const ctx = { ip: '198.51.100.30', userAgent: 'jest' };
const cookieOf = (token: string) => `${adminCookieName()}=${token}`;
const STEP = 30_000;
/** A time at the start of a TOTP step, so codes made at it stay valid for the test. */
const stepStart = (t = Date.now()) => new Date(Math.floor(t / STEP) * STEP);

let ownerId: number;
beforeEach(async () => {
  ({ id: ownerId } = await createAdminUser(db(), TEST_ADMIN.username, TEST_ADMIN.password));
  await db().user.update({ where: { id: ownerId }, data: { email: 'titolare@example.com' } });
});

/** A password-only session of `userId` (what a sign-in without a factor opens). */
async function sessionOf(userId: number, now = new Date()) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
  const opened = await openAdminSession(db(), user, { ...ctx, mfaEnabled: false, now });
  return { cookie: cookieOf(opened.token), admin: opened.admin };
}

const setupIn = (cookie: string) =>
  call(setup, '/api/admin/mfa/setup', { cookie, body: { password: TEST_ADMIN.password }, headers });
const enableIn = (cookie: string, code: string) =>
  call(enable, '/api/admin/mfa/enable', {
    cookie,
    body: { password: TEST_ADMIN.password, code },
    headers,
  });

describe('self-enrolment: a pending secret belongs to its session', () => {
  // Five at once: the password check of each counts under the account's sign-in throttle.
  it('gives one pending secret to 5 sessions asking at once, and 409 to the others', async () => {
    const sessions = await Promise.all(Array.from({ length: 5 }, () => sessionOf(ownerId)));
    const answers = await Promise.all(sessions.map((s) => setupIn(s.cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(4).fill(409)]);
    expect(answers.filter((a) => a.status === 409)[0]!.json.error.code).toBe(
      'mfa_pending_elsewhere',
    );
    const winner = sessions[answers.findIndex((a) => a.status === 200)]!;
    const mfa = await db().adminMfa.findUniqueOrThrow({ where: { userId: ownerId } });
    expect(mfa.pendingSessionId).toBe(winner.admin.sessionId);
    const secret = answers.find((a) => a.status === 200)!.json.secret as string;
    expect((await enableIn(winner.cookie, totpCodeAt(secret, new Date()))).status).toBe(200);
  });

  it("keeps a password-only attacker's session from replacing the admin's pending secret", async () => {
    const adminSession = await sessionOf(ownerId);
    const attacker = await sessionOf(ownerId);
    const started = await setupIn(adminSession.cookie);
    expect(started.status).toBe(200);

    const hijack = await setupIn(attacker.cookie);
    expect(hijack.status).toBe(409);
    expect(hijack.json.error.message).toMatch(/altra sessione/);
    // Nor can it confirm the admin's pending secret (it would need the code, and the session).
    const code = totpCodeAt(started.json.secret, new Date());
    expect((await enableIn(attacker.cookie, code)).status).toBe(409);

    const enrolled = await enableIn(adminSession.cookie, code);
    expect(enrolled.status).toBe(200);
    expect(enrolled.json.recoveryCodes).toHaveLength(10);
    // The attacker's password-only session ended with the enrolment.
    expect((await call(session, '/api/admin/session', { cookie: attacker.cookie })).status).toBe(
      401,
    );
  });

  it('lets the same session restart its enrolment (the new secret replaces the old)', async () => {
    const mine = await sessionOf(ownerId);
    const first = await setupIn(mine.cookie);
    const second = await setupIn(mine.cookie);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json.secret).not.toBe(first.json.secret);
    expect((await enableIn(mine.cookie, totpCodeAt(first.json.secret, new Date()))).status).toBe(
      401,
    );
    expect((await enableIn(mine.cookie, totpCodeAt(second.json.secret, new Date()))).status).toBe(
      200,
    );
  });

  it('lets another session take over once the first one ended or after 10 minutes', async () => {
    const a = await sessionOf(ownerId);
    const b = await sessionOf(ownerId);
    expect((await setupIn(a.cookie)).status).toBe(200);
    // 10 minutes later the forgotten enrolment no longer blocks.
    const later = new Date(Date.now() + (MFA_PENDING_SECONDS + 1) * 1000);
    const proof = { password: TEST_ADMIN.password };
    const soon = { ip: ctx.ip, now: new Date(Date.now() + 60_000) };
    await expect(setUpMfa(db(), b.admin, proof, soon)).rejects.toMatchObject({
      code: 'mfa_pending_elsewhere',
    });
    await expect(
      setUpMfa(db(), b.admin, proof, { ip: ctx.ip, now: later }),
    ).resolves.toHaveProperty('secret');
    // B now holds the pending enrolment; once B signs out, C may take over.
    const c = await sessionOf(ownerId);
    expect((await setupIn(c.cookie)).status).toBe(409);
    expect(
      (await call(logout, '/api/admin/logout', { cookie: b.cookie, method: 'POST', headers }))
        .status,
    ).toBeLessThan(400);
    expect((await setupIn(c.cookie)).status).toBe(200);
  });
});

/**
 * Signs the owner in (no factor yet), steps up (account writes ask for it) and creates a caller
 * through the accounts tab's call.
 */
async function createCaller(body: Record<string, unknown> = {}) {
  const owner = await sessionOf(ownerId);
  await stepUpCookie(owner.cookie);
  const created = await call(createAccount, '/api/admin/accounts', {
    cookie: owner.cookie,
    body: { username: 'Nuovo.Chiamante', role: 'caller', ...body },
    headers,
  });
  expect(created.status).toBe(201);
  const path = created.json.enrolment.path as string;
  expect(path).toMatch(/^\/admin-enrol#[A-Za-z0-9_-]{43}$/);
  return { owner, id: created.json.id as number, token: path.split('#')[1]!, created };
}

describe('enrolment links', () => {
  it('creates an account without a password that cannot sign in before its link is used', async () => {
    const { token, created } = await createCaller({ email: 'chiamante@example.com' });
    const expiresIn = Date.parse(created.json.enrolment.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(ENROLMENT_LINK_SECONDS * 1000);
    const stored = await db().adminEnrolmentToken.findFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);
    expect(
      (await db().user.findFirstOrThrow({ where: { username: 'nuovo.chiamante' } })).email,
    ).toBe('chiamante@example.com');
    const signIn = await call(login, '/api/admin/login', {
      body: { username: 'nuovo.chiamante', password: 'qualunque-password-1' },
      headers,
    });
    expect(signIn.status).toBe(401);
  });

  it('is used once: of 20 concurrent completions exactly one enrols and signs in', async () => {
    const { token } = await createCaller();
    const started = await call(enrolStart, '/api/admin-enrol/start', { body: { token }, headers });
    expect(started.status).toBe(200);
    expect(started.json.username).toBe('nuovo.chiamante');
    // A reload shows the same secret.
    const again = await call(enrolStart, '/api/admin-enrol/start', { body: { token }, headers });
    expect(again.json.secret).toBe(started.json.secret);

    const code = totpCodeAt(started.json.secret, new Date());
    const body = { token, password: 'la mia password nuova', code };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(enrolComplete, '/api/admin-enrol/complete', {
          body,
          headers,
          ip: `203.0.113.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(410)]);
    const done = answers.find((a) => a.status === 200)!;
    expect(done.json.recoveryCodes).toHaveLength(10);
    const me = await call(session, '/api/admin/session', { cookie: done.cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username: 'nuovo.chiamante', mfaEnabled: true });
    expect(await db().auditLog.count({ where: { action: 'account.enrolled' } })).toBe(1);

    // The chosen password and the factor sign in; the used link is dead.
    const signIn = await call(login, '/api/admin/login', {
      body: {
        username: 'nuovo.chiamante',
        password: body.password,
        code: done.json.recoveryCodes[0],
      },
      headers,
    });
    expect(signIn.status).toBe(200);
    const reused = await call(enrolStart, '/api/admin-enrol/start', { body: { token }, headers });
    expect(reused.status).toBe(410);
    expect(reused.json.error.code).toBe('enrolment_link_invalid');
  });

  it('refuses an expired link', async () => {
    const { token } = await createCaller();
    const now = stepStart();
    const { secret } = await startEnrolment(db(), token, { ip: ctx.ip, now });
    const expired = new Date(now.getTime() + ENROLMENT_LINK_SECONDS * 1000 + STEP);
    await expect(
      completeEnrolment(
        db(),
        { token, password: 'la mia password nuova', code: totpCodeAt(secret, expired) },
        { ...ctx, now: expired },
      ),
    ).rejects.toMatchObject({ status: 410, code: 'enrolment_link_invalid' });
    expect(await db().adminMfa.count()).toBe(0);
  });

  it('refuses a wrong code and a weak password, and keeps the link usable', async () => {
    const { token } = await createCaller();
    const started = await call(enrolStart, '/api/admin-enrol/start', { body: { token }, headers });
    const wrong = await call(enrolComplete, '/api/admin-enrol/complete', {
      body: { token, password: 'la mia password nuova', code: '000000' },
      headers,
    });
    expect(wrong.status).toBe(401);
    const weak = await call(enrolComplete, '/api/admin-enrol/complete', {
      body: {
        token,
        password: 'nuovo.chiamante1',
        code: totpCodeAt(started.json.secret, new Date()),
      },
      headers,
    });
    expect(weak.status).toBe(422);
    const ok = await call(enrolComplete, '/api/admin-enrol/complete', {
      body: {
        token,
        password: 'la mia password nuova',
        code: totpCodeAt(started.json.secret, new Date()),
      },
      headers,
    });
    expect(ok.status).toBe(200);
  });

  it('lets an owner issue a new link, which ends the previous one (audited)', async () => {
    const { owner, id, token } = await createCaller();
    const issued = await call(newLink, '/api/admin/enrolment-links', {
      cookie: owner.cookie,
      body: { userId: id },
      headers,
    });
    expect(issued.status).toBe(201);
    const fresh = (issued.json.enrolment.path as string).split('#')[1]!;
    expect(
      (await call(enrolStart, '/api/admin-enrol/start', { body: { token }, headers })).status,
    ).toBe(410);
    expect(
      (await call(enrolStart, '/api/admin-enrol/start', { body: { token: fresh }, headers }))
        .status,
    ).toBe(200);
    expect(await db().auditLog.count({ where: { action: 'account.enrolment_link' } })).toBe(1);
  });

  it('throttles attempts with unknown links per address', async () => {
    const bad = 'A'.repeat(43);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(enrolStart, '/api/admin-enrol/start', { body: { token: bad }, headers }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array(10).fill(410),
      ...Array(10).fill(429),
    ]);
  });
});

describe('the account and the other owners are told when it enrols a factor', () => {
  const noticesTo = async () =>
    (await db().outboxMessage.findMany({ where: { eventType: 'email.admin-mfa-enrolled' } })).map(
      (m) => (m.payload as { to: string }).to,
    );

  it('queues an email to the account and every other owner with an address when a link is used', async () => {
    const second = await createAdminUser(db(), 'seconda.titolare', 'una-password-lunga-9');
    await db().user.update({ where: { id: second.id }, data: { email: 'seconda@example.com' } });
    await createAdminUser(db(), 'senza.email', 'una-password-lunga-8');
    const { token } = await createCaller({ email: 'chiamante@example.com' });
    const now = stepStart();
    const { secret } = await startEnrolment(db(), token, { ip: ctx.ip, now });
    await completeEnrolment(
      db(),
      { token, password: 'la mia password nuova', code: totpCodeAt(secret, now) },
      { ...ctx, now },
    );
    expect((await noticesTo()).sort()).toEqual([
      'chiamante@example.com',
      'seconda@example.com',
      'titolare@example.com',
    ]);
    const [message] = await db().outboxMessage.findMany({
      where: { eventType: 'email.admin-mfa-enrolled' },
    });
    expect((message!.payload as { subject: string }).subject).toContain('nuovo.chiamante');
  });

  it('leaves out an owner account whose first enrolment link is still unused', async () => {
    const { token } = await createCaller({
      username: 'nuova.titolare',
      role: 'owner',
      email: 'nuova@example.com',
    });
    expect(await ownerEmails(db())).toEqual(['titolare@example.com']);
    const now = stepStart();
    const { secret } = await startEnrolment(db(), token, { ip: ctx.ip, now });
    await completeEnrolment(
      db(),
      { token, password: 'la mia password nuova', code: totpCodeAt(secret, now) },
      { ...ctx, now },
    );
    expect(await ownerEmails(db())).toEqual(['titolare@example.com', 'nuova@example.com']);
  });

  it('queues it on self-enrolment too, to the enrolling owner itself as well', async () => {
    const second = await createAdminUser(db(), 'seconda.titolare', 'una-password-lunga-9');
    await db().user.update({ where: { id: second.id }, data: { email: 'seconda@example.com' } });
    const mine = await sessionOf(ownerId);
    const started = await setupIn(mine.cookie);
    expect((await enableIn(mine.cookie, totpCodeAt(started.json.secret, new Date()))).status).toBe(
      200,
    );
    expect((await noticesTo()).sort()).toEqual(['seconda@example.com', 'titolare@example.com']);
    expect(await db().auditLog.count({ where: { action: 'auth.mfa_enabled' } })).toBe(1);
  });
});

describe('the admin device cookie names the account by its id', () => {
  const deviceOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('admin_device='))!
      .split(';')[0]!;
  const wrong = (username: string, ip: string, cookie?: string) =>
    call(login, '/api/admin/login', {
      body: { username, password: 'sbagliata-sbagliata' },
      headers,
      ip,
      cookie,
    });

  it("does not lift another account's username limit, nor a re-created username's", async () => {
    await createAdminUser(db(), 'vittima', 'una-password-lunga-7');
    const first = await call(login, '/api/admin/login', {
      body: { username: 'VITTIMA', password: 'una-password-lunga-7' },
      headers,
    });
    expect(first.status).toBe(200);
    const device = deviceOf(first);

    // The account is deleted and a new one gets its name: the old browser is a stranger to it.
    await db().user.delete({ where: { username: 'vittima' } });
    await createAdminUser(db(), 'vittima', 'una-password-lunga-6');
    for (let i = 0; i < 5; i++)
      expect((await wrong('vittima', `192.0.2.${i + 1}`, device)).status).toBe(401);
    expect((await wrong('vittima', '192.0.2.50')).status).toBe(429);

    // Nor does it speak for another account.
    for (let i = 0; i < 5; i++)
      expect((await wrong(TEST_ADMIN.username, `192.0.2.${i + 60}`, device)).status).toBe(401);
    expect((await wrong(TEST_ADMIN.username, '192.0.2.99')).status).toBe(429);
  });

  it("still lifts the username limit for the account's own browser", async () => {
    const first = await call(login, '/api/admin/login', { body: TEST_ADMIN, headers });
    const device = deviceOf(first);
    for (let i = 0; i < 5; i++)
      expect((await wrong(TEST_ADMIN.username, `192.0.2.${i + 1}`)).status).toBe(401);
    const owner = await call(login, '/api/admin/login', {
      body: TEST_ADMIN,
      headers,
      ip: '192.0.2.40',
      cookie: device,
    });
    expect(owner.status).toBe(200);
  });
});
