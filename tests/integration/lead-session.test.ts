/**
 * Lead sessions (OWASP ASVS 5.0 ch. 7): logout revokes on the server, a new token at
 * registration, phone verification and login (the old one opens nothing), 7 days idle and 30 days absolute
 * with an injected clock, and the cookie's attributes.
 */
import { POST as register } from '@/app/api/leads/route';
import { GET as getLead } from '@/app/api/leads/[leadId]/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as accountExport } from '@/app/api/account/export/route';
import {
  createLeadSession,
  LEAD_SESSION_COOKIE,
  LEAD_SESSION_LIMITS,
  sessionLeadId,
  verifiedLeadId,
} from '@/lib/server/auth/lead-session';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();

const ORIGIN = { origin: 'http://localhost:3000' };
const PHONE = '+393471234567';
const lead = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.it',
  phone: '347 123 4567',
  password: 'segreta-di-giulia',
  experience: 'principiante',
  privacyAccepted: true,
};
const DAY = 86_400_000;

/** Registers the lead (cookie of the unverified session) and verifies it (new cookie). */
async function registeredAndVerified() {
  const reg = await call(register, '/api/leads', { body: lead, ip: '198.51.100.1' });
  expect(reg.status).toBe(201);
  const ok = await call(verify, '/api/verify-sms', {
    body: { phone: PHONE, code: sms.lastCode(PHONE) },
    cookie: reg.cookie,
    ip: '198.51.100.1',
  });
  expect(ok.status).toBe(200);
  return { leadId: reg.json.leadId as string, registered: reg.cookie!, verified: ok.cookie! };
}

const opensAccount = async (cookie: string) =>
  (await call(accountExport, '/api/account/export', { cookie })).status === 200;

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server: the same cookie no longer opens the account', async () => {
    const { leadId, verified } = await registeredAndVerified();
    expect(await opensAccount(verified)).toBe(true);

    const res = await call(logout, '/api/auth/logout', {
      method: 'POST',
      cookie: verified,
      headers: ORIGIN,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(res.headers.get('set-cookie')).toBe(
      'lead_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    );

    // A copy of the cookie kept by someone else is dead as well.
    expect(await opensAccount(verified)).toBe(false);
    const view = await call(getLead, `/api/leads/${leadId}`, {
      params: { leadId },
      cookie: verified,
    });
    expect(view.status).toBe(404);
    expect(await db().leadSession.count({ where: { revokedAt: { not: null } } })).toBe(2);
  });

  it('answers 200 without a session, and 403 from another site (the session stays)', async () => {
    const anonymous = await call(logout, '/api/auth/logout', { method: 'POST', headers: ORIGIN });
    expect(anonymous.status).toBe(200);

    const { verified } = await registeredAndVerified();
    const cross = await call(logout, '/api/auth/logout', {
      method: 'POST',
      cookie: verified,
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(await opensAccount(verified)).toBe(true);
  });
});

describe('a new session token at each sign-in', () => {
  it('verifying the phone replaces the registration token; the old one opens nothing', async () => {
    const { registered, verified } = await registeredAndVerified();
    expect(verified).not.toBe(registered);
    expect(verified).toMatch(new RegExp(`^${LEAD_SESSION_COOKIE}=[\\w-]{43}$`));
    const oldToken = registered.split('=')[1];
    expect(await sessionLeadId(db(), oldToken)).toBeNull();
    expect(await opensAccount(registered)).toBe(false);
    expect(await opensAccount(verified)).toBe(true);
  });

  it('login replaces the token the browser held; the old one opens nothing', async () => {
    const { verified } = await registeredAndVerified();
    const res = await call(login, '/api/auth/login', {
      body: { email: lead.email, password: lead.password },
      cookie: verified,
    });
    expect(res.status).toBe(200);
    expect(res.cookie).toMatch(new RegExp(`^${LEAD_SESSION_COOKIE}=[\\w-]{43}$`));
    expect(res.cookie).not.toBe(verified);
    expect(await opensAccount(verified)).toBe(false);
    expect(await opensAccount(res.cookie!)).toBe(true);
  });

  it('login also ends a session the browser held for another lead', async () => {
    await registeredAndVerified();
    const other = await call(register, '/api/leads', {
      body: { ...lead, email: 'altro@example.it', phone: '347 765 4321' },
      ip: '198.51.100.2',
    });
    const res = await call(login, '/api/auth/login', {
      body: { email: lead.email, password: lead.password },
      cookie: other.cookie,
    });
    expect(res.status).toBe(200);
    expect(await sessionLeadId(db(), other.cookie!.split('=')[1])).toBeNull();
  });
});

describe('registration replaces the session the browser held', () => {
  const leadB = { ...lead, email: 'marco.bianchi@example.it', phone: '347 765 4321' };

  it("a browser with lead A's session registers lead B: A's old cookie no longer opens A's data", async () => {
    const { leadId, verified } = await registeredAndVerified();
    expect(await opensAccount(verified)).toBe(true);

    const b = await call(register, '/api/leads', {
      body: leadB,
      cookie: verified,
      ip: '198.51.100.2',
    });
    expect(b.status).toBe(201);
    expect(b.cookie).not.toBe(verified);
    expect(await sessionLeadId(db(), b.cookie!.split('=')[1])).not.toBeNull();

    expect(await opensAccount(verified)).toBe(false);
    const view = await call(getLead, `/api/leads/${leadId}`, {
      params: { leadId },
      cookie: verified,
    });
    expect(view.status).toBe(404);
    expect(await sessionLeadId(db(), verified.split('=')[1])).toBeNull();
    // A still signs in with the password: only that browser's old token ended.
    const again = await call(login, '/api/auth/login', {
      body: { email: lead.email, password: lead.password },
      cookie: b.cookie,
    });
    expect(again.status).toBe(200);
    expect(await opensAccount(again.cookie!)).toBe(true);
  });

  it("also when the registration opens no session (someone else's email): the old token ends too", async () => {
    const { verified } = await registeredAndVerified();
    await call(register, '/api/leads', { body: leadB, ip: '198.51.100.2' });
    const stranger = await call(register, '/api/leads', {
      body: { ...leadB, password: 'non-la-password-di-marco' },
      cookie: verified,
      ip: '198.51.100.3',
    });
    expect(stranger.status).toBe(201);
    expect(await sessionLeadId(db(), stranger.cookie!.split('=')[1])).toBeNull();
    expect(await opensAccount(verified)).toBe(false);
  });
});

describe('session lifetime (injected clock)', () => {
  const t0 = new Date('2026-11-01T09:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const aLead = () =>
    db().lead.create({
      data: {
        firstName: 'Marco',
        lastName: 'Bianchi',
        email: 'marco@example.it',
        phone: '+393479876543',
        experience: 'base',
        isVerified: true,
      },
    });

  it('ends after 7 days without a request', async () => {
    const { id } = await aLead();
    const token = await createLeadSession(db(), id, true, t0);
    expect(await verifiedLeadId(db(), token, at(7 * DAY - 60_000))).toBe(id);
    const idle = await createLeadSession(db(), id, true, t0);
    expect(await verifiedLeadId(db(), idle, at(7 * DAY + 1000))).toBeNull();
  });

  it('each use pushes the idle end, written at most once an hour', async () => {
    const { id } = await aLead();
    const token = await createLeadSession(db(), id, true, t0);
    const lastSeen = async () =>
      (await db().leadSession.findFirstOrThrow({ where: { leadId: id } })).lastSeenAt;

    expect(await verifiedLeadId(db(), token, at(30 * 60_000))).toBe(id);
    expect(await lastSeen()).toEqual(t0); // less than an hour: no write
    expect(await verifiedLeadId(db(), token, at(6 * DAY))).toBe(id);
    expect(await lastSeen()).toEqual(at(6 * DAY));
    expect(await verifiedLeadId(db(), token, at(12 * DAY))).toBe(id);
    expect(await verifiedLeadId(db(), token, at(19 * DAY + 1000))).toBeNull();
  });

  it(`ends ${LEAD_SESSION_LIMITS.absoluteDays} days after it was issued, however often used`, async () => {
    const { id } = await aLead();
    const token = await createLeadSession(db(), id, true, t0);
    for (let day = 5; day < 30; day += 5) {
      expect(await verifiedLeadId(db(), token, at(day * DAY))).toBe(id);
    }
    expect(await verifiedLeadId(db(), token, at(30 * DAY - 1000))).toBe(id);
    expect(await verifiedLeadId(db(), token, at(30 * DAY))).toBeNull();
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, without Domain, for the absolute lifetime', async () => {
    const reg = await call(register, '/api/leads', { body: lead });
    const setCookie = reg.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^lead_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
    );
    expect(setCookie).not.toMatch(/Domain/i);
  });

  it('is __Host-lead_session and Secure in production', () => {
    jest.isolateModules(() => {
      jest.doMock('@/env', () => ({
        env: { ...jest.requireActual('@/env').env, NODE_ENV: 'production' },
      }));
      const prod = jest.requireActual(
        '@/lib/server/auth/lead-session',
      ) as typeof import('@/lib/server/auth/lead-session');
      expect(prod.LEAD_SESSION_COOKIE).toBe('__Host-lead_session');
      expect(prod.sessionCookie('a'.repeat(43))).toBe(
        `__Host-lead_session=${'a'.repeat(43)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure`,
      );
      expect(prod.clearedSessionCookie()).toBe(
        '__Host-lead_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
      );
      const request = new Request('http://localhost/', {
        headers: {
          cookie: `lead_session=${'b'.repeat(43)}; __Host-lead_session=${'c'.repeat(43)}`,
        },
      });
      expect(prod.sessionToken(request)).toBe('c'.repeat(43));
    });
  });
});
