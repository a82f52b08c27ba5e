/**
 * GDPR per lead: the operator's and the lead's own export and erasure, through
 * the route handlers, and what erasure leaves behind (only anonymous proof of consent).
 */
import '../support/webhook-env';
import { GET as adminExport } from '@/app/api/admin/leads/[leadId]/export/route';
import { DELETE as adminErase } from '@/app/api/admin/leads/[leadId]/route';
import { GET as accountExport } from '@/app/api/account/export/route';
import { DELETE as accountErase } from '@/app/api/account/route';
import { hash } from '@node-rs/argon2';
import { createLeadSession, LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { enqueueMessage } from '@/lib/server/outbox/enqueue';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
/** Giulia's password: erasing her own account asks for it again. */
const PASSWORD = 'giulia-rossi-segreta';

/** A lead with something in every table that holds personal data. */
async function aLeadWithHistory() {
  const d = db();
  await d.visitor.create({
    data: {
      sessionId: 'visit-giulia-0001',
      ipAddress: '203.0.113.7',
      city: 'Milano',
      userAgent: 'Mozilla/5.0 Giulia',
      currentPage: '/',
      landingPage: '/',
      experimentId: 12,
      experimentVariant: 'b',
    },
  });
  const lead = await d.lead.create({
    data: {
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia@example.it',
      phone: '+393471234567',
      passwordHash: await hash(PASSWORD),
      experience: 'base',
      visitorSessionId: 'visit-giulia-0001',
      consents: {
        create: {
          kind: 'privacy',
          policyVersion: '2026-11-01',
          scope: ['privacy'],
          ipTruncated: '203.0.113.0',
        },
      },
      verificationCodes: {
        create: { phone: '+393471234567', codeHash: 'code-hash-secret', expiresAt: new Date() },
      },
      notes: { create: { body: 'Richiamare lunedì' } },
    },
  });
  await d.consultationRequest.create({
    data: {
      leadId: lead.id,
      preferredDate: 'flessibile',
      preferredTime: 'sera',
      experience: 'base',
      goals: 'Capire il trading',
    },
  });
  await d.offerRequest.create({
    data: { leadId: lead.id, offer: 'premium', requestDay: '2026-11-24' },
  });
  await d.partnerClick.create({ data: { leadId: lead.id, campaignId: 'FB_AD_07' } });
  await enqueueMessage(d, {
    channel: 'email',
    eventType: 'email.welcome',
    payload: { to: lead.email, subject: 'Benvenuta Giulia' },
    leadId: lead.id,
  });
  await d.rateLimitBucket.create({
    data: { key: `login:fail:email:${lead.email}`, windowStart: new Date(), count: 2 },
  });
  const token = await createLeadSession(d, lead.id, true);
  return { lead, cookie: `${LEAD_SESSION_COOKIE}=${token}` };
}

describe('the operator exports and erases a lead', () => {
  it('exports everything held about the lead as a JSON file, never hashes or tokens, and audits it', async () => {
    const { lead } = await aLeadWithHistory();
    const res = await call(adminExport, `/api/admin/leads/${lead.publicId}/export`, {
      cookie: await adminCookie(db()),
      params: { leadId: lead.publicId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="lead-${lead.publicId}.json"`,
    );
    expect(res.json).toMatchObject({
      lead: { id: lead.publicId, email: 'giulia@example.it', hasPassword: true },
      consents: [{ kind: 'privacy', policyVersion: '2026-11-01' }],
      notes: [{ body: 'Richiamare lunedì' }],
      consultations: [{ goals: 'Capire il trading', outcome: null }],
      offerRequests: [{ offer: 'premium', status: 'new', outcome: null }],
      partnerClicks: [{ campaignId: 'FB_AD_07' }],
      visitorSession: {
        ipAddress: '203.0.113.7',
        city: 'Milano',
        experimentId: 12,
        experimentVariant: 'b',
      },
      messages: [{ channel: 'email', subject: 'Benvenuta Giulia' }],
    });
    expect(res.json.sessions).toHaveLength(1);
    expect(res.json.verificationCodes).toHaveLength(1);
    const text = JSON.stringify(res.json);
    expect(text).not.toMatch(/argon2id|code-hash-secret|tokenHash|passwordHash|codeHash/);
    expect(
      await db().auditLog.count({ where: { action: 'lead.gdpr_export', targetId: lead.publicId } }),
    ).toBe(1);
  });

  it('erases the lead everywhere, keeps anonymous consent proof, tells the CRM, and audits it', async () => {
    const { lead, cookie: leadCookie } = await aLeadWithHistory();
    const cookie = await adminCookie(db());
    const res = await call(adminErase, `/api/admin/leads/${lead.publicId}`, {
      method: 'DELETE',
      cookie,
      headers: ORIGIN,
      params: { leadId: lead.publicId },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ erased: lead.publicId });

    const d = db();
    expect(await d.lead.count()).toBe(0);
    expect(await d.leadSession.count()).toBe(0);
    expect(await d.verificationCode.count()).toBe(0);
    expect(await d.leadNote.count()).toBe(0);
    expect(await d.consultationRequest.count()).toBe(0);
    expect(await d.offerRequest.count()).toBe(0);
    // the click still counts for the campaign, no longer for a person
    expect(await d.partnerClick.findMany()).toEqual([
      expect.objectContaining({ leadId: null, campaignId: 'FB_AD_07' }),
    ]);
    expect(await d.rateLimitBucket.count({ where: { key: { contains: 'giulia' } } })).toBe(0);
    expect(await d.consentRecord.findMany()).toEqual([
      expect.objectContaining({ leadId: null, kind: 'privacy', policyVersion: '2026-11-01' }),
    ]);
    expect(await d.visitor.findUnique({ where: { sessionId: 'visit-giulia-0001' } })).toMatchObject(
      {
        ipAddress: null,
        city: null,
        userAgent: null,
      },
    );
    const outbox = await d.outboxMessage.findMany();
    expect(outbox).toEqual([
      expect.objectContaining({
        channel: 'webhook',
        eventType: 'lead.deleted',
        leadId: null,
        payload: { leadId: lead.publicId, erasedAt: expect.any(String) },
      }),
    ]);
    expect(JSON.stringify(await d.auditLog.findMany())).not.toContain('giulia');
    expect(await d.auditLog.findFirst({ where: { action: 'lead.erase' } })).toMatchObject({
      username: 'operatore',
      targetId: lead.publicId,
    });

    // The lead's browser session is gone with it, and a second erase finds nothing.
    const after = await call(accountExport, '/api/account/export', { cookie: leadCookie });
    expect(after.status).toBe(401);
    const again = await call(adminErase, `/api/admin/leads/${lead.publicId}`, {
      method: 'DELETE',
      cookie,
      headers: ORIGIN,
      params: { leadId: lead.publicId },
    });
    expect(again.status).toBe(404);
  });

  it('refuses an erase from another site or without a session', async () => {
    const { lead } = await aLeadWithHistory();
    const cross = await call(adminErase, `/api/admin/leads/${lead.publicId}`, {
      method: 'DELETE',
      cookie: await adminCookie(db()),
      headers: { origin: 'https://evil.example' },
      params: { leadId: lead.publicId },
    });
    expect(cross.status).toBe(403);
    const anonymous = await call(adminErase, `/api/admin/leads/${lead.publicId}`, {
      method: 'DELETE',
      headers: ORIGIN,
      params: { leadId: lead.publicId },
    });
    expect(anonymous.status).toBe(401);
    expect(await db().lead.count()).toBe(1);
  });
});

describe('the lead exports and erases their own data', () => {
  it('downloads their data with their verified session; 401 without one', async () => {
    const { lead, cookie } = await aLeadWithHistory();
    const res = await call(accountExport, '/api/account/export', { cookie });
    expect(res.status).toBe(200);
    expect(res.json.lead).toMatchObject({ id: lead.publicId, firstName: 'Giulia' });
    const anonymous = await call(accountExport, '/api/account/export');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.message).toBe('Accesso riservato: effettua di nuovo il login.');
  });

  it('erases the account, clears the cookie, and a second request is 401', async () => {
    const { lead, cookie } = await aLeadWithHistory();
    const res = await call(accountErase, '/api/account', {
      method: 'DELETE',
      cookie,
      headers: ORIGIN,
      body: { password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ erased: lead.publicId });
    expect(res.headers.get('set-cookie')).toMatch(/lead_session=;.*Max-Age=0/);
    expect(await db().lead.count()).toBe(0);
    expect(await db().auditLog.findFirst({ where: { action: 'lead.erase' } })).toMatchObject({
      username: '(lead)',
      details: { by: 'lead' },
    });
    const again = await call(accountErase, '/api/account', {
      method: 'DELETE',
      cookie,
      headers: ORIGIN,
      body: { password: PASSWORD },
    });
    expect(again.status).toBe(401);
  });

  it('an unverified session cannot export or erase', async () => {
    const { lead } = await aLeadWithHistory();
    const token = await createLeadSession(db(), lead.id, false);
    const cookie = `${LEAD_SESSION_COOKIE}=${token}`;
    expect((await call(accountExport, '/api/account/export', { cookie })).status).toBe(401);
    const erase = await call(accountErase, '/api/account', {
      method: 'DELETE',
      cookie,
      headers: ORIGIN,
      body: { password: PASSWORD },
    });
    expect(erase.status).toBe(401);
    expect(await db().lead.count()).toBe(1);
  });

  it('the lead and the operator erasing at the same instant: one erasure, one 4xx, no 500', async () => {
    const { lead, cookie } = await aLeadWithHistory();
    const admin = await adminCookie(db());
    const results = await Promise.all([
      call(accountErase, '/api/account', {
        method: 'DELETE',
        cookie,
        headers: ORIGIN,
        body: { password: PASSWORD },
      }),
      call(adminErase, `/api/admin/leads/${lead.publicId}`, {
        method: 'DELETE',
        cookie: admin,
        headers: ORIGIN,
        params: { leadId: lead.publicId },
      }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(await db().auditLog.count({ where: { action: 'lead.erase' } })).toBe(1);
    expect(await db().outboxMessage.count({ where: { eventType: 'lead.deleted' } })).toBe(1);
  });
});

describe('erasing one’s own account asks for the password again', () => {
  const erase = (cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(accountErase, '/api/account', {
      method: 'DELETE',
      cookie,
      headers: { ...ORIGIN, ...headers },
      body,
    });

  it('refuses an erasure without the password: 401, a clear message, nothing erased', async () => {
    const { cookie } = await aLeadWithHistory();
    const res = await erase(cookie);
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({
      code: 'password_required',
      message: "Per eliminare l'account inserisci la tua password.",
    });
    expect(await db().lead.count()).toBe(1);
  });

  it('refuses a wrong password in Italian and German; the session stays usable', async () => {
    const { cookie } = await aLeadWithHistory();
    const it = await erase(cookie, { password: 'non-la-sua-password' });
    expect(it.status).toBe(401);
    expect(it.json.error).toEqual({
      code: 'wrong_password',
      message: "La password non è corretta: l'account non è stato eliminato.",
    });
    const de = await erase(cookie, { password: 'falsch-falsch' }, { 'accept-language': 'de-DE' });
    expect(de.status).toBe(401);
    expect(de.json.error.message).toBe(
      'Das Passwort ist nicht korrekt: Das Konto wurde nicht gelöscht.',
    );
    expect(await db().lead.count()).toBe(1);
    expect((await call(accountExport, '/api/account/export', { cookie })).status).toBe(200);
  });

  it('allows 5 tries per 15 minutes, counted before the password check', async () => {
    const { cookie } = await aLeadWithHistory();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => erase(cookie, { password: 'tentativo-a-caso' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // even the right password waits for the window now
    expect((await erase(cookie, { password: PASSWORD })).status).toBe(429);
    expect(await db().lead.count()).toBe(1);
  });

  it('a lead without a password confirms with a recent SMS login, not with an old session', async () => {
    const lead = await db().lead.create({
      data: {
        firstName: 'Marco',
        lastName: 'Bianchi',
        email: 'marco@example.it',
        phone: '+393479876543',
        experience: 'base',
      },
    });
    const verifiedAt = new Date(Date.now() - 16 * 60_000);
    const old = `${LEAD_SESSION_COOKIE}=${await createLeadSession(db(), lead.id, true, verifiedAt)}`;
    const stale = await erase(old, {});
    expect(stale.status).toBe(401);
    expect(stale.json.error.code).toBe('reauthentication_required');
    expect(stale.json.error.message).toMatch(/accedi di nuovo con il codice SMS/);
    expect(await db().lead.count()).toBe(1);

    const fresh = `${LEAD_SESSION_COOKIE}=${await createLeadSession(db(), lead.id, true)}`;
    const res = await erase(fresh, {});
    expect(res.status).toBe(200);
    expect(await db().lead.count()).toBe(0);
  });
});
