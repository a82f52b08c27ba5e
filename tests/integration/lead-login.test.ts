import { POST as register } from '@/app/api/leads/route';
import { GET as getLead } from '@/app/api/leads/[leadId]/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as login } from '@/app/api/auth/login/route';
import { LOGIN_LIMITS } from '@/lib/server/auth/lead-login';
import { setupTestDatabase } from '../support/test-db';
import { ageSmsState, captureSms } from '../support/sms';
import { call } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();

const PHONE = '+393471234567';
const lead = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.it',
  phone: '347 123 4567',
  password: 'segreta1',
  experience: 'principiante',
  privacyAccepted: true,
};

/** Registers (and optionally verifies) the lead from another "browser" (ip 198.51.100.1). */
async function registered({ verified = true, password = true } = {}) {
  const { password: _p, ...withoutPassword } = lead;
  const reg = await call(register, '/api/leads', {
    body: password ? lead : withoutPassword,
    ip: '198.51.100.1',
  });
  expect(reg.status).toBe(201);
  if (verified) {
    const ok = await call(verify, '/api/verify-sms', {
      body: { phone: PHONE, code: sms.lastCode(PHONE) },
      cookie: reg.cookie,
      ip: '198.51.100.1',
    });
    expect(ok.status).toBe(200);
  }
  return reg.json.leadId as string;
}

const attempt = (email: string, password: string, ip = '203.0.113.50') =>
  call(login, '/api/auth/login', { body: { email, password }, ip });

describe('POST /api/auth/login', () => {
  it('logs a verified lead in: verified session cookie, leadId, and the lead view opens', async () => {
    const id = await registered();
    const res = await attempt('Giulia.Rossi@example.it', 'segreta1');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ verified: true, leadId: id });
    expect(res.headers.get('set-cookie')).toMatch(/lead_session=.+HttpOnly; SameSite=Lax/);

    const view = await call(getLead, `/api/leads/${id}`, {
      params: { leadId: id },
      cookie: res.cookie,
    });
    expect(view.status).toBe(200);
    expect(view.json.lead).toMatchObject({ id, firstName: 'Giulia', isVerified: true });
  });

  it('answers wrong password and unknown email with the same 401 body and no cookie', async () => {
    await registered();
    const wrong = await attempt(lead.email, 'sbagliata');
    const unknown = await attempt('nessuno@example.it', 'segreta1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error.code).toBe('invalid_credentials');
    expect(wrong.json.error.message).toMatch(/^Email o password non corretti/);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('gives a lead without a password the same answer, which explains the SMS way in', async () => {
    await registered({ password: false });
    const res = await attempt(lead.email, 'qualcosa1');
    expect(res.status).toBe(401);
    expect(res.json.error.message).toMatch(/codice SMS/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sends an unverified lead to the SMS verification with a new code, without opening its data', async () => {
    const id = await registered({ verified: false });
    sms.sent.length = 0;
    await ageSmsState(db(), 600_000);
    const res = await attempt(lead.email, 'segreta1');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ verified: false, phone: PHONE, smsSent: true });
    expect(res.json.message).toMatch(/non è ancora verificato/);
    expect(res.json.leadId).toBeUndefined();
    expect(sms.sent.map((m) => m.to)).toEqual([PHONE]);
    const view = await call(getLead, `/api/leads/${id}`, {
      params: { leadId: id },
      cookie: res.cookie,
    });
    expect(view.status).toBe(404);
  });

  it(`throttles after ${LOGIN_LIMITS.failures} failures for an email, even from other IPs`, async () => {
    await registered();
    for (let i = 0; i < LOGIN_LIMITS.failures; i++) {
      expect((await attempt(lead.email, `sbagliata${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
    }
    const blocked = await attempt(lead.email, 'segreta1', '203.0.113.99');
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another email from a fresh IP is unaffected.
    expect((await attempt('altro@example.it', 'segreta1', '203.0.113.200')).status).toBe(401);
  });

  it(`throttles one IP after ${LOGIN_LIMITS.failures} failures across emails`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.failures; i++) {
      expect((await attempt(`x${i}@example.it`, 'sbagliata')).status).toBe(401);
    }
    expect((await attempt('y@example.it', 'sbagliata')).status).toBe(429);
    expect((await attempt('y@example.it', 'sbagliata', '192.0.2.9')).status).toBe(401);
  });

  it('rejects bad input with the product spec messages and a foreign Origin with 403', async () => {
    const bad = await call(login, '/api/auth/login', { body: { email: 'x', password: '123' } });
    expect(bad.status).toBe(422);
    const foreign = await call(login, '/api/auth/login', {
      body: { email: lead.email, password: 'segreta1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
