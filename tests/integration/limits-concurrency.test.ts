/**
 * Every limit that protects money (SMS) or an account (passwords, codes) against requests
 * sent at once, as an attacker sends them: the exact number that reaches the slow step is
 * counted through its seam (argon2id verifications, SMS provider calls), not only statuses.
 */
import * as argon2 from '@node-rs/argon2';
import * as otp from '@/lib/server/leads/otp';
import { POST as register } from '@/app/api/leads/route';
import { GET as getLead } from '@/app/api/leads/[leadId]/route';
import { POST as adminLogin } from '@/app/api/admin/login/route';
import { POST as leadLogin } from '@/app/api/auth/login/route';
import { POST as resend } from '@/app/api/resend-sms/route';
import { POST as verifySms } from '@/app/api/verify-sms/route';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { setupTestDatabase } from '../support/test-db';
import { ageSmsState, captureSms } from '../support/sms';
import { call, type CallResult } from '../support/http';
import { TEST_ADMIN } from '../support/admin';

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const argonVerify = jest.mocked(argon2.verify);
jest.mock('@/lib/server/leads/otp', () => {
  const actual =
    jest.requireActual<typeof import('@/lib/server/leads/otp')>('@/lib/server/leads/otp');
  return { ...actual, codeMatches: jest.fn(actual.codeMatches) };
});
const codeComparisons = jest.mocked(otp.codeMatches);

const db = setupTestDatabase();
const sms = captureSms();

const BURST = 60;
const PHONE = '+393471234567';
const ORIGIN = { origin: 'http://localhost:3000' };
const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const statuses = (results: CallResult[]) =>
  results.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );
const burst = (n: number, send: (i: number) => Promise<CallResult>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

const leadBody = {
  firstName: 'Mario',
  lastName: 'Bianchi',
  email: 'mario@example.it',
  phone: PHONE,
  password: 'segreta-lunga-1',
  experience: 'base',
  privacyAccepted: true,
};

async function registerLead(body = leadBody, ip = '203.0.113.1') {
  const res = await call(register, '/api/leads', { body, ip });
  expect(res.status).toBe(201);
  return res;
}

beforeEach(() => {
  argonVerify.mockClear();
  codeComparisons.mockClear();
});

describe('admin sign-in under a burst', () => {
  beforeEach(() => createAdminUser(db(), TEST_ADMIN.username, TEST_ADMIN.password));

  const wrongSignIn = (ip: string, cookie?: string) =>
    call(adminLogin, '/api/admin/login', {
      body: { username: TEST_ADMIN.username, password: 'indovinata-male-1' },
      ip,
      cookie,
      headers: ORIGIN,
    });

  it(`lets 5 of ${BURST} concurrent wrong passwords from one address reach the password check`, async () => {
    const results = await burst(BURST, () => wrongSignIn('192.0.2.7'));
    expect(argonVerify).toHaveBeenCalledTimes(5);
    expect(statuses(results)).toEqual({ 401: 5, 429: BURST - 5 });
  });

  it(`lets 5 of ${BURST} concurrent guesses from ${BURST} addresses reach the password check, and the owner's browser still signs in`, async () => {
    // The owner signed in from this browser before: it carries the admin device cookie.
    const first = await call(adminLogin, '/api/admin/login', {
      body: TEST_ADMIN,
      ip: '203.0.113.9',
      headers: ORIGIN,
    });
    const device = first.headers.getSetCookie().find((c) => c.startsWith('admin_device='));
    expect(device).toBeDefined();
    argonVerify.mockClear();

    const results = await burst(BURST, (i) => wrongSignIn(address(i)));
    expect(argonVerify).toHaveBeenCalledTimes(5);
    expect(statuses(results)).toEqual({ 401: 5, 429: BURST - 5 });

    // A stranger's browser, even with the right password, waits out the username's window…
    const stranger = await call(adminLogin, '/api/admin/login', {
      body: TEST_ADMIN,
      ip: '203.0.113.77',
      headers: ORIGIN,
    });
    expect(stranger.status).toBe(429);
    // …while the owner's browser, from an address that is not itself throttled, signs in.
    const owner = await call(adminLogin, '/api/admin/login', {
      body: TEST_ADMIN,
      ip: '203.0.113.78',
      cookie: device!.split(';')[0],
      headers: ORIGIN,
    });
    expect(owner.status).toBe(200);
  });

  it('does not let a forged device cookie skip the username limit', async () => {
    await burst(BURST, (i) => wrongSignIn(address(i)));
    const forged = await call(adminLogin, '/api/admin/login', {
      body: TEST_ADMIN,
      ip: '203.0.113.79',
      cookie: 'admin_device=b3BlcmF0b3Jl.AAAAAAAAAAAAAAAA.forged-signature',
      headers: ORIGIN,
    });
    expect(forged.status).toBe(429);
  });
});

describe('lead login under a burst', () => {
  it(`lets 5 of ${BURST} concurrent wrong passwords for one email from ${BURST} addresses reach the password check`, async () => {
    await registerLead();
    argonVerify.mockClear();
    const results = await burst(BURST, (i) =>
      call(leadLogin, '/api/auth/login', {
        body: { email: leadBody.email, password: 'sbagliata-1' },
        ip: address(i),
      }),
    );
    expect(argonVerify).toHaveBeenCalledTimes(5);
    expect(statuses(results)).toEqual({ 401: 5, 429: BURST - 5 });
  });
});

describe('lead login from one address under a burst', () => {
  // One IPv6 customer holds a whole /64: its addresses count as one.
  it.each([
    ['one IPv4 address', () => '192.0.2.8'],
    ['the addresses of one IPv6 /64', (i: number) => `2001:db8:1:2::${(i + 1).toString(16)}`],
  ])(
    `lets 5 of ${BURST} concurrent wrong passwords for ${BURST} emails from %s reach the password check`,
    async (_, from) => {
      const results = await burst(BURST, (i) =>
        call(leadLogin, '/api/auth/login', {
          body: { email: `nessuno${i}@example.it`, password: 'sbagliata-1' },
          ip: from(i),
        }),
      );
      expect(argonVerify).toHaveBeenCalledTimes(5);
      expect(statuses(results)).toEqual({ 401: 5, 429: BURST - 5 });
    },
  );
});

describe('SMS sends under a burst', () => {
  const resendFrom = (ip: string, phone = PHONE) =>
    call(resend, '/api/resend-sms', { body: { phone }, ip });

  it(`sends one SMS for ${BURST} concurrent resends from ${BURST} addresses after the cooldown`, async () => {
    await registerLead();
    await ageSmsState(db(), 122_000);
    sms.sent.length = 0;
    const results = await burst(BURST, (i) => resendFrom(address(i)));
    expect(sms.sent).toHaveLength(1);
    expect(statuses(results)).toEqual({ 200: 1, 429: BURST - 1 });
  });

  it(`sends 10 SMS for ${BURST} concurrent resends to ${BURST} numbers from one address`, async () => {
    const phones = Array.from(
      { length: BURST },
      (_, i) => `+39347200${String(i).padStart(4, '0')}`,
    );
    for (const [i, phone] of phones.entries()) {
      await registerLead({ ...leadBody, email: `m${i}@example.it`, phone }, address(i));
    }
    await ageSmsState(db(), 122_000);
    sms.sent.length = 0;
    const results = await burst(BURST, (i) => resendFrom('192.0.2.9', phones[i]));
    expect(sms.sent).toHaveLength(10);
    expect(statuses(results)).toEqual({ 200: 10, 429: BURST - 10 });
  });

  it('never sends more than 5 SMS to a number in its day, whatever the bursts', async () => {
    await registerLead();
    for (let round = 0; round < 6; round++) {
      await ageSmsState(db(), 122_000);
      await burst(BURST, (i) => resendFrom(address(round * BURST + i)));
    }
    expect(sms.sent.filter((m) => m.to === PHONE)).toHaveLength(5);
    const last = await resendFrom('203.0.113.200');
    expect(last.json.error.code).toBe('daily_limit');
  });

  it(`sends one registration SMS for ${BURST} concurrent registrations of one lead`, async () => {
    const results = await burst(BURST, (i) =>
      call(register, '/api/leads', { body: leadBody, ip: address(i) }),
    );
    expect(statuses(results)).toEqual({ 201: BURST });
    expect(sms.sent).toHaveLength(1);
    expect(await db().lead.count()).toBe(1);
  });
});

describe('SMS code checks under a burst', () => {
  it(`lets 5 of ${BURST} concurrent wrong codes be compared; the right code is refused afterwards`, async () => {
    await registerLead();
    const code = sms.lastCode(PHONE);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const results = await burst(BURST, (i) =>
      call(verifySms, '/api/verify-sms', { body: { phone: PHONE, code: wrong }, ip: address(i) }),
    );
    expect(codeComparisons).toHaveBeenCalledTimes(5);
    expect(statuses(results)).toEqual({ 400: 5, 429: BURST - 5 });
    const right = await call(verifySms, '/api/verify-sms', { body: { phone: PHONE, code } });
    expect(right.json.error.code).toBe('too_many_attempts');
    expect((await db().lead.findFirstOrThrow()).isVerified).toBe(false);
  });
});

describe('no enumeration of numbers', () => {
  const UNKNOWN = '+393479876543';

  it('answers wrong codes for a registered and an unknown number identically, 429 after 5', async () => {
    await registerLead();
    const answers = async (phone: string) => {
      const seen = [];
      for (let i = 0; i < 7; i++) {
        const res = await call(verifySms, '/api/verify-sms', { body: { phone, code: '000000' } });
        seen.push({ status: res.status, body: res.json });
      }
      return seen;
    };
    const registered = await answers(PHONE);
    expect(registered.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(await answers(UNKNOWN)).toEqual(registered);
  });

  it('answers resends for pending, verified and unknown numbers identically, sending to registered ones', async () => {
    await registerLead();
    const pendingPhone = '+393471110001';
    await registerLead({ ...leadBody, email: 'p@example.it', phone: pendingPhone });
    const code = sms.lastCode(PHONE);
    expect(
      (await call(verifySms, '/api/verify-sms', { body: { phone: PHONE, code } })).status,
    ).toBe(200);
    await ageSmsState(db(), 122_000);
    sms.sent.length = 0;

    const twice = async (phone: string) => {
      const a = await resendFrom(phone, '203.0.113.60');
      const b = await resendFrom(phone, '203.0.113.61');
      return [a, b].map((r) => ({ status: r.status, body: r.json }));
    };
    const pending = await twice(pendingPhone);
    expect(pending.map((a) => a.status)).toEqual([200, 429]);
    expect(await twice(PHONE)).toEqual(pending);
    expect(await twice(UNKNOWN)).toEqual(pending);
    // The verified lead's code is its sign-in (/login, /anmelden); the unknown number gets none.
    expect(sms.sent.map((m) => m.to)).toEqual([pendingPhone, PHONE]);
  });

  function resendFrom(phone: string, ip: string) {
    return call(resend, '/api/resend-sms', { body: { phone }, ip });
  }
});

describe('registration with a known email', () => {
  it('answers a stranger like a new lead but neither names nor opens the existing lead', async () => {
    const owner = await registerLead();
    const stranger = await call(register, '/api/leads', {
      body: { ...leadBody, password: 'altra-password-9', phone: '+393471110002' },
      ip: '203.0.113.66',
    });
    expect(stranger.status).toBe(201);
    expect(Object.keys(stranger.json).sort()).toEqual(Object.keys(owner.json).sort());
    expect(stranger.json.leadId).not.toBe(owner.json.leadId);
    expect(stranger.cookie).toMatch(/lead_session=/);
    expect(await db().leadSession.count()).toBe(1);
    const view = await call(getLead, `/api/leads/${owner.json.leadId}`, {
      params: { leadId: owner.json.leadId },
      cookie: stranger.cookie,
    });
    expect(view.status).toBe(404);
  });

  it('gives a double submit of the same form the same lead and one SMS', async () => {
    const [a, b] = await Promise.all([registerLead(), registerLead()]);
    expect(a.json.leadId).toBe(b.json.leadId);
    expect(sms.sent).toHaveLength(1);
    expect(await db().leadSession.count()).toBe(2);
  });
});
