/**
 * The admins' second factor: TOTP (RFC 6238) through `otpauth`, one use per code, recovery
 * codes, the mfaRequired answer of the sign-in and the throttle it shares with passwords.
 */
import * as OTPAuth from 'otpauth';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as setup } from '@/app/api/admin/mfa/setup/route';
import { POST as enable } from '@/app/api/admin/mfa/enable/route';
import { POST as disable } from '@/app/api/admin/mfa/disable/route';
import { GET as session } from '@/app/api/admin/session/route';
import { hasMfa, totpCodeAt } from '@/lib/server/auth/admin-mfa';
import { enableMfa, setUpMfa } from '@/lib/server/auth/admin-mfa-change';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin, type AdminSignIn } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { TEST_ADMIN } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const STEP = 30_000;
/** Ten minutes ago, at the start of a time step: the enrolment's clock. */
const T0 = new Date(Math.floor((Date.now() - 10 * 60_000) / STEP) * STEP);
const at = (steps: number) => new Date(T0.getTime() + steps * STEP);

const postLogin = (body: unknown, ip = '198.51.100.10') =>
  call(login, '/api/admin/login', { body, ip, headers: ORIGIN });

async function ownerSignIn(now: Date, code?: string): Promise<AdminSignIn> {
  return signInAdmin(
    db(),
    { ...TEST_ADMIN, code },
    { ip: '198.51.100.20', userAgent: 'jest', now },
  );
}

/** Enrols TEST_ADMIN at T0 through the module; returns the secret and recovery codes. */
async function enrol() {
  const first = await ownerSignIn(T0);
  const ctx = { ip: '198.51.100.20', now: T0 };
  const { secret } = await setUpMfa(db(), first.admin, TEST_ADMIN, ctx);
  const code = totpCodeAt(secret, T0);
  const { recoveryCodes } = await enableMfa(db(), first.admin, { ...TEST_ADMIN, code }, ctx);
  return { secret, recoveryCodes };
}

beforeEach(async () => {
  await createAdminUser(db(), TEST_ADMIN.username, TEST_ADMIN.password);
});

describe('RFC 6238 through the library', () => {
  // RFC 6238 Appendix B: the seeds are ASCII, 20/32/64 bytes for SHA1/SHA256/SHA512.
  const seeds = {
    SHA1: '12345678901234567890',
    SHA256: '12345678901234567890123456789012',
    SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
  };
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s gives the RFC codes', (seconds, sha1, sha256, sha512) => {
    const codes = (['SHA1', 'SHA256', 'SHA512'] as const).map((algorithm) =>
      new OTPAuth.TOTP({
        algorithm,
        digits: 8,
        period: 30,
        secret: OTPAuth.Secret.fromLatin1(seeds[algorithm]),
      }).generate({ timestamp: seconds * 1000 }),
    );
    expect(codes).toEqual([sha1, sha256, sha512]);
    // The app's 6-digit SHA-1 code is the same truncation, to 6 digits.
    const base32 = OTPAuth.Secret.fromLatin1(seeds.SHA1).base32;
    expect(totpCodeAt(base32, new Date(seconds * 1000))).toBe(sha1.slice(2));
  });
});

describe('enrolment through the API', () => {
  it('answers a secret and its otpauth URL, enables with a code, and never shows the secret again', async () => {
    const { cookie } = await postLogin(TEST_ADMIN);
    const started = await call(setup, '/api/admin/mfa/setup', {
      cookie,
      body: { password: TEST_ADMIN.password },
      headers: ORIGIN,
    });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.json as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*operatore\?.*secret=[A-Z2-7]{32}/);
    expect(otpauthUrl).toContain('digits=6');
    expect(otpauthUrl).toContain('period=30');

    const wrong = await call(enable, '/api/admin/mfa/enable', {
      cookie,
      body: {
        password: TEST_ADMIN.password,
        code: '000000' === totpCodeAt(secret, new Date()) ? '111111' : '000000',
      },
      headers: ORIGIN,
    });
    expect(wrong.status).toBe(401);
    const enabled = await call(enable, '/api/admin/mfa/enable', {
      cookie,
      body: { password: TEST_ADMIN.password, code: totpCodeAt(secret, new Date()) },
      headers: ORIGIN,
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // Stored encrypted and hashed, never in clear.
    const stored = await db().adminMfa.findFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    expect(stored.pendingSecret).toBeNull();
    const hashes = await db().adminRecoveryCode.findMany();
    expect(hashes.map((h) => h.codeHash)).not.toContain(codes[0]);

    const again = await call(setup, '/api/admin/mfa/setup', {
      cookie,
      body: { password: TEST_ADMIN.password },
      headers: ORIGIN,
    });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.json)).not.toContain(secret);
    const me = await call(session, '/api/admin/session', { cookie });
    expect(me.json).toEqual({ username: 'operatore', role: 'owner', mfaEnabled: true });
    expect(await db().auditLog.count({ where: { action: 'auth.mfa_enabled' } })).toBe(1);
  });

  it('disables with the password and a code only, and audits it', async () => {
    const { recoveryCodes } = await enrol();
    const { token } = await ownerSignIn(at(1), recoveryCodes[0]);
    const cookie = `${adminCookieName()}=${token}`;
    const refused = await call(disable, '/api/admin/mfa/disable', {
      cookie,
      body: { password: 'sbagliata-sbagliata', code: recoveryCodes[1] },
      headers: ORIGIN,
    });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe('invalid_password');
    const done = await call(disable, '/api/admin/mfa/disable', {
      cookie,
      body: { password: TEST_ADMIN.password, code: recoveryCodes[2] },
      headers: ORIGIN,
    });
    expect(done.status).toBe(200);
    expect(await db().adminMfa.count()).toBe(0);
    expect(await db().adminRecoveryCode.count()).toBe(0);
    expect(await db().auditLog.count({ where: { action: 'auth.mfa_disabled' } })).toBe(1);
    expect((await postLogin(TEST_ADMIN)).status).toBe(200);
  });
});

describe('a session cookie alone cannot change the factor', () => {
  const setupWith = (cookie: string | undefined, body: unknown) =>
    call(setup, '/api/admin/mfa/setup', { cookie, body, headers: ORIGIN });
  const enableWith = (cookie: string | undefined, body: unknown) =>
    call(enable, '/api/admin/mfa/enable', { cookie, body, headers: ORIGIN });

  it('refuses setup and enable without the password, and audits a wrong one', async () => {
    const { cookie } = await postLogin(TEST_ADMIN);
    const bare = await call(setup, '/api/admin/mfa/setup', {
      cookie,
      method: 'POST',
      headers: ORIGIN,
    });
    expect(bare.status).toBe(422);
    expect(bare.json.error.code).toBe('validation_failed');
    const wrong = await setupWith(cookie, { password: 'sbagliata-sbagliata' });
    expect([wrong.status, wrong.json.error.code]).toEqual([401, 'invalid_password']);
    expect(await db().adminMfa.count()).toBe(0);

    const started = await setupWith(cookie, { password: TEST_ADMIN.password });
    const code = totpCodeAt(started.json.secret, new Date());
    expect((await enableWith(cookie, { code })).status).toBe(422);
    const thief = await enableWith(cookie, { password: 'sbagliata-sbagliata', code });
    expect([thief.status, thief.json.error.code]).toEqual([401, 'invalid_password']);
    expect(await hasMfa(db(), (await db().user.findFirstOrThrow()).id)).toBe(false);
    expect(await db().auditLog.count({ where: { action: 'auth.mfa_change_failed' } })).toBe(2);
    // The owner, with the password, still enrols.
    expect((await enableWith(cookie, { password: TEST_ADMIN.password, code })).status).toBe(200);
  });

  it('tells the account itself by email, and audits when nobody could be told', async () => {
    const notices = () =>
      db().outboxMessage.findMany({ where: { eventType: 'email.admin-mfa-enrolled' } });
    // A single owner without an email: nobody to tell, and the audit log says so.
    await enrol();
    expect(await notices()).toHaveLength(0);
    expect(await db().auditLog.count({ where: { action: 'auth.mfa_notice_unsent' } })).toBe(1);

    const other = await createAdminUser(db(), 'seconda', 'una-password-lunga-5');
    await db().user.update({ where: { id: other.id }, data: { email: 'seconda@example.com' } });
    const signIn = await signInAdmin(
      db(),
      { username: 'seconda', password: 'una-password-lunga-5' },
      { ip: '198.51.100.21', userAgent: 'jest' },
    );
    const ctx = { ip: '198.51.100.21' };
    const proof = { password: 'una-password-lunga-5' };
    const { secret } = await setUpMfa(db(), signIn.admin, proof, ctx);
    const code = totpCodeAt(secret, new Date());
    await enableMfa(db(), signIn.admin, { ...proof, code }, ctx);
    const sent = await notices();
    expect(sent.map((m) => (m.payload as { to: string }).to)).toEqual(['seconda@example.com']);
    expect(await db().auditLog.count({ where: { action: 'auth.mfa_notice_unsent' } })).toBe(1);
  });

  it('enables once when two enables with the right password and code race', async () => {
    const { cookie } = await postLogin(TEST_ADMIN);
    const started = await setupWith(cookie, { password: TEST_ADMIN.password });
    const body = {
      password: TEST_ADMIN.password,
      code: totpCodeAt(started.json.secret, new Date()),
    };
    const both = await Promise.all([enableWith(cookie, body), enableWith(cookie, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().adminRecoveryCode.count()).toBe(10);
    expect(await db().auditLog.count({ where: { action: 'auth.mfa_enabled' } })).toBe(1);
  });
});

describe('sign-in with a second factor', () => {
  it('answers 401 {success:false, mfaRequired:true} to the password alone, with the usual error body', async () => {
    await enrol();
    const res = await postLogin(TEST_ADMIN);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({
      success: false,
      mfaRequired: true,
      message: expect.any(String),
      error: { code: 'mfa_required', message: expect.any(String) },
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    // A wrong password still says nothing about the second factor.
    const wrong = await postLogin({ ...TEST_ADMIN, password: 'sbagliata-sbagliata' });
    expect(wrong.json).toMatchObject({ success: false, message: 'Invalid credentials' });
    expect(wrong.json.mfaRequired).toBeUndefined();
  });

  it('accepts a code one step early or late and refuses two steps off', async () => {
    const { secret } = await enrol();
    await expect(ownerSignIn(at(5), totpCodeAt(secret, at(4)))).resolves.toBeDefined();
    await expect(ownerSignIn(at(10), totpCodeAt(secret, at(11)))).resolves.toBeDefined();
    await expect(ownerSignIn(at(20), totpCodeAt(secret, at(18)))).rejects.toMatchObject({
      code: 'invalid_mfa_code',
    });
    await expect(ownerSignIn(at(20), totpCodeAt(secret, at(22)))).rejects.toMatchObject({
      code: 'invalid_mfa_code',
    });
    await expect(ownerSignIn(at(20), totpCodeAt(secret, at(20)))).resolves.toBeDefined();
  });

  it('refuses a code used before, and an older one of the window', async () => {
    const { secret } = await enrol();
    const code = totpCodeAt(secret, at(30));
    await expect(ownerSignIn(at(30), code)).resolves.toBeDefined();
    await expect(ownerSignIn(at(30), code)).rejects.toMatchObject({ code: 'invalid_mfa_code' });
    await expect(ownerSignIn(at(31), totpCodeAt(secret, at(29)))).rejects.toMatchObject({
      code: 'invalid_mfa_code',
    });
    // The enrolment's own code was spent too.
    const fresh = await ownerSignIn(at(0), totpCodeAt(secret, at(0))).catch((e) => e);
    expect(fresh).toMatchObject({ code: 'invalid_mfa_code' });
  });

  it('lets only one of two concurrent sign-ins with the same code through', async () => {
    const { secret } = await enrol();
    const code = totpCodeAt(secret, new Date());
    const results = await Promise.all([
      postLogin({ ...TEST_ADMIN, code }, '198.51.100.31'),
      postLogin({ ...TEST_ADMIN, code }, '198.51.100.32'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    const refused = results.find((r) => r.status === 401)!;
    expect(refused.json).toMatchObject({ mfaRequired: true, error: { code: 'invalid_mfa_code' } });
  });

  it('takes each recovery code once, in any case and with or without the dash', async () => {
    const { recoveryCodes } = await enrol();
    const [first, second] = recoveryCodes as [string, string];
    expect((await postLogin({ ...TEST_ADMIN, code: first })).status).toBe(200);
    expect((await postLogin({ ...TEST_ADMIN, code: first })).status).toBe(401);
    const res = await postLogin({ ...TEST_ADMIN, code: second.replace('-', '').toUpperCase() });
    expect(res.status).toBe(200);
    expect(await db().adminRecoveryCode.count({ where: { usedAt: { not: null } } })).toBe(2);
  });

  it('counts wrong codes with wrong passwords under the same throttle', async () => {
    const { secret } = await enrol();
    const ip = '198.51.100.40';
    for (let i = 0; i < 3; i++) {
      expect(
        (await postLogin({ ...TEST_ADMIN, password: `sbagliata-${i}-xxxxx` }, ip)).status,
      ).toBe(401);
    }
    for (const code of ['000001', '000002']) {
      expect((await postLogin({ ...TEST_ADMIN, code }, ip)).status).toBe(401);
    }
    // The password alone (mfa_required) is not a failure, but the limit is spent: even the
    // right pair and code now wait.
    const blocked = await postLogin({ ...TEST_ADMIN, code: totpCodeAt(secret, new Date()) }, ip);
    expect(blocked.status).toBe(429);
    expect(await db().auditLog.count({ where: { action: 'auth.mfa_failed' } })).toBe(2);
  });
});
