/**
 * The Verify workflow in the settings tab (GET/PUT /api/admin/settings/verify): VERIFY_WORKFLOW
 * until the first save, then the stored one, which the next verification is sent along (and a
 * fixed line is refused or called by); owner-only and after a step-up; a workflow that is not
 * 1–3 distinct channels is refused in the request's language, storing nothing. A save is
 * audited and reaches the code page through the next registration's answer (`channels`); each
 * channel's last 30 days sit beside it.
 */
import '../support/verify-env';
import { GET, PUT } from '@/app/api/admin/settings/verify/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { setupTestDatabase } from '../support/test-db';
import { startedVerifyStandIn } from '../support/verify-stand-in';
import { call } from '../support/http';
import { registerLead, registration } from '../support/registration';
import { adminCookie, steppedUpAdminCookie, stepUpCookie } from '../support/admin';

const db = setupTestDatabase();
const standIn = startedVerifyStandIn();
const ORIGIN = { origin: 'http://localhost:3000' };

const MOBILE = '+393471234567';
const FIXED = '+390612345678';

const put = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(PUT, '/api/admin/settings/verify', {
    method: 'PUT',
    cookie,
    body,
    headers: { ...ORIGIN, ...headers },
  });
const get = async () =>
  call(GET, '/api/admin/settings/verify', { cookie: await adminCookie(db()) });

/** The channels of the newest request the stand-in received. */
const lastWorkflow = () =>
  standIn
    .requests()
    .at(-1)
    ?.workflow.map((step) => step.channel);

describe('GET /api/admin/settings/verify', () => {
  it('gives VERIFY_WORKFLOW, the driver and no figures before any save or attempt', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      workflow: ['whatsapp', 'sms', 'voice'],
      source: 'env',
      driver: 'vonage-verify',
      channels: [],
    });
  });
});

describe('PUT /api/admin/settings/verify', () => {
  it('stores the workflow, sends the next code along it and tells the code page, audited', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const res = await put(cookie, { workflow: ['sms'] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ workflow: ['sms'], source: 'stored' });
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: 'settings.verify_workflow' },
    });
    expect(audit.details).toEqual({ from: ['whatsapp', 'sms', 'voice'], to: ['sms'] });

    // The code page names the channels the registration answer gives: the stored ones.
    expect((await registerLead(MOBILE)).json.channels).toEqual(['sms']);
    expect(lastWorkflow()).toEqual(['sms']);
    // Without a voice step no channel reaches a fixed line: refused before anything is spent.
    const fixed = await registration(FIXED, { email: 'fisso@example.it' });
    expect(fixed.status).toBe(422);
    expect(fixed.json.error.fields.phone).toMatch(/numeri a tariffa speciale/);

    // The figures beside it count the attempt under its channel.
    const { code } = await standIn.lastCode(MOBILE);
    expect((await call(verify, '/api/verify-sms', { body: { phone: MOBILE, code } })).status).toBe(
      200,
    );
    expect((await get()).json.channels).toEqual([
      expect.objectContaining({ channel: 'sms', sent: 1, completed: 1 }),
    ]);

    // Voice first: the fixed line is called, and its answer says so.
    expect((await put(cookie, { workflow: ['voice', 'sms'] })).status).toBe(200);
    const called = await registerLead(FIXED, { email: 'fisso@example.it' });
    expect(called.json.channels).toEqual(['voice']);
    expect(lastWorkflow()).toEqual(['voice']);
  });

  it('refuses a workflow that is not 1–3 distinct channels, in Italian or German', async () => {
    const cookie = await steppedUpAdminCookie(db());
    for (const workflow of [
      [],
      ['sms', 'sms'],
      ['telegram'],
      ['sms', 'voice', 'whatsapp', 'sms'],
    ]) {
      const res = await put(cookie, { workflow });
      expect(res.status).toBe(422);
      expect(res.json.error.fields.workflow).toMatch(/da 1 a 3 canali diversi/);
    }
    expect((await put(cookie, {})).status).toBe(422);
    const de = await put(cookie, { workflow: 'sms' }, { 'accept-language': 'de' });
    expect(de.status).toBe(422);
    expect(de.json.error.fields.workflow).toMatch(/1 bis 3 verschiedene Kanäle/);
    expect(await db().siteSetting.count()).toBe(0);
    expect((await get()).json.source).toBe('env');
  });

  it('is the owner’s only, after a step-up', async () => {
    expect((await put(await adminCookie(db()), { workflow: ['sms'] })).status).toBe(403);
    await createAdminUser(db(), 'chiamate', 'tre parole lunghe a caso', 'caller');
    const { token } = await signInAdmin(
      db(),
      { username: 'chiamate', password: 'tre parole lunghe a caso' },
      { ip: '198.51.100.50', userAgent: 'jest' },
    );
    const caller = await stepUpCookie(`${adminCookieName()}=${token}`, 'tre parole lunghe a caso');
    const res = await put(caller, { workflow: ['sms'] });
    expect([res.status, res.json.error.code]).toEqual([403, 'forbidden']);
    expect((await call(GET, '/api/admin/settings/verify', { cookie: caller })).status).toBe(403);
    expect(await db().siteSetting.count()).toBe(0);
  });
});
