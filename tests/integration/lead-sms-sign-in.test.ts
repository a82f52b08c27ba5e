/**
 * The SMS way in of /login and /anmelden for a verified lead (docs/sms.md «Sign-in by SMS
 * code»): a lead registered on a campaign form has no password, so POST /api/resend-sms sends
 * its verified number a code and POST /api/verify-sms opens its session with it — and nothing
 * of the first verification runs again (no lead.verified event for the CRM, no welcome email,
 * no Meta CompleteRegistration, no German guide-link SMS, no second free-access place). An
 * unknown number gets the same answers and no SMS; the cooldown holds under two requests at
 * once.
 */
import '../support/meta-env';
import '../support/webhook-env';
import { POST as register } from '@/app/api/leads/route';
import { POST as consent } from '@/app/api/consent/route';
import { GET as getLead } from '@/app/api/leads/[leadId]/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as resend } from '@/app/api/resend-sms/route';
import { GUIDE_LINK_EVENT } from '@/lib/server/leads/guide-link-sms';
import { setupTestDatabase } from '../support/test-db';
import { ageSmsState, captureSms } from '../support/sms';
import { call, type CallResult } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();
const DE_PHONE = '+4915123456789';
const UNKNOWN = '+4915199999999';
const CONSENT_ID = '6f1c2a9e-2222-4b2c-9d3e-0a1b2c3d4e5f';
/** A German browser that accepted marketing cookies: its verification reaches Meta. */
const DE = {
  'accept-language': 'de',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
};
const withConsent = (body: Record<string, unknown>) => ({ ...body, consentId: CONSENT_ID });

/** A German campaign lead, registered without a password and verified. */
async function verifiedCampaignLead() {
  const choice = await call(consent, '/api/consent', {
    body: {
      anonymousId: CONSENT_ID,
      categories: { necessary: true, analytics: false, marketing: true, functional: false },
      policyVersion: '2026-11-01',
      action: 'accept_all',
    },
  });
  expect(choice.status).toBe(201);
  const reg = await call(register, '/api/leads', {
    body: {
      firstName: 'Lena',
      lastName: 'Schmidt',
      email: 'lena@example.de',
      phone: DE_PHONE,
      experience: 'base',
      privacyAccepted: 'true',
      campaign: 'GERMAN_CRYPTO_EDUCATION',
      locale: 'de',
    },
  });
  expect(reg.status).toBe(201);
  const first = await call(verify, '/api/verify-sms', {
    body: withConsent({ phone: DE_PHONE, code: sms.lastCode(DE_PHONE) }),
    headers: DE,
  });
  expect(first.status).toBe(200);
  expect(first.json.firstVerification).toBe(true);
  const lead = await db().lead.findUniqueOrThrow({ where: { phone: DE_PHONE } });
  expect(lead.passwordHash).toBeNull();
  // The sign-in comes later: past the cooldown of the registration's code.
  await ageSmsState(db(), 121_000);
  sms.sent.length = 0;
  return lead;
}

/** What a verification leaves behind, to compare before and after a sign-in. */
async function sideEffects() {
  const [outbox, guideLinks, lead, pool] = await Promise.all([
    db().outboxMessage.findMany({ select: { eventType: true }, orderBy: { id: 'asc' } }),
    db().outboxMessage.count({ where: { eventType: GUIDE_LINK_EVENT } }),
    db().lead.findUniqueOrThrow({ where: { phone: DE_PHONE } }),
    db().$queryRaw<{ granted: number }[]>`SELECT granted FROM free_access_pool`,
  ]);
  return {
    outbox: outbox.map((m) => m.eventType),
    guideLinks,
    verifiedAt: lead.verifiedAt,
    registrationNumber: lead.registrationNumber,
    granted: pool[0]?.granted,
  };
}

const resendFor = (phone: string, ip = '203.0.113.7') =>
  call(resend, '/api/resend-sms', { body: { phone }, ip, headers: DE });
const answer = (r: CallResult) => ({ status: r.status, body: r.json });

describe('sign-in by SMS code for a verified lead', () => {
  it('sends the code, opens the session, and runs no verification side effect again', async () => {
    const lead = await verifiedCampaignLead();
    const before = await sideEffects();
    expect(before.outbox).toEqual(
      expect.arrayContaining(['lead.verified', 'email.welcome', 'CompleteRegistration']),
    );
    expect(before.guideLinks).toBe(1);

    const sent = await resendFor(DE_PHONE);
    expect(sent.status).toBe(200);
    expect(sms.sent.map((m) => m.to)).toEqual([DE_PHONE]);
    expect(sms.sent[0]!.text).toMatch(/^Ihr Bestätigungscode lautet \d{6}\./);

    const signedIn = await call(verify, '/api/verify-sms', {
      body: withConsent({ phone: DE_PHONE, code: sms.lastCode(DE_PHONE) }),
      headers: DE,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({
      success: true,
      leadId: lead.publicId,
      firstVerification: false,
      message: 'Angemeldet! Willkommen zurück in Ihrem Lernbereich.',
    });
    const view = await call(getLead, `/api/leads/${lead.publicId}`, {
      params: { leadId: lead.publicId },
      cookie: signedIn.cookie,
    });
    expect(view.status).toBe(200);
    expect(view.json.lead.isVerified).toBe(true);
    expect(await sideEffects()).toEqual(before);
  });

  it('answers a verified and an unknown number alike, sending only to the registered one', async () => {
    await verifiedCampaignLead();
    const known = [await resendFor(DE_PHONE), await resendFor(DE_PHONE, '203.0.113.8')];
    const unknown = [await resendFor(UNKNOWN), await resendFor(UNKNOWN, '203.0.113.8')];
    expect(known.map((r) => r.status)).toEqual([200, 429]);
    expect(unknown.map(answer)).toEqual(known.map(answer));
    expect(sms.sent.map((m) => m.to)).toEqual([DE_PHONE]);
  });

  it('sends one code for two sign-in requests at once, and signs in once with it', async () => {
    await verifiedCampaignLead();
    const before = await sideEffects();
    const requests = await Promise.all([
      resendFor(DE_PHONE, '203.0.113.9'),
      resendFor(DE_PHONE, '203.0.113.10'),
    ]);
    expect(requests.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(sms.sent).toHaveLength(1);

    const code = sms.lastCode(DE_PHONE);
    const checks = await Promise.all(
      [1, 2].map(() =>
        call(verify, '/api/verify-sms', {
          body: withConsent({ phone: DE_PHONE, code }),
          headers: DE,
        }),
      ),
    );
    expect(checks.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await sideEffects()).toEqual(before);
  });

  it('keeps the daily cap of 5 codes per number for sign-ins', async () => {
    await verifiedCampaignLead();
    // The registration's code was the first of the day.
    for (let i = 0; i < 4; i++) {
      expect((await resendFor(DE_PHONE)).status).toBe(200);
      await ageSmsState(db(), 121_000);
    }
    const sixth = await resendFor(DE_PHONE);
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.code).toBe('daily_limit');
    expect(sms.sent).toHaveLength(4);
  });
});
