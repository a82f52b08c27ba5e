import { POST as register } from '@/app/api/leads/route';
import { GET as getLead } from '@/app/api/leads/[leadId]/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as trackVisitor } from '@/app/api/track-visitor/route';
import { setupTestDatabase } from '../support/test-db';
import { ageSmsState, captureSms } from '../support/sms';
import { call } from '../support/http';
import { uniqueViolation } from '@/lib/server/db/unique-violation';

const db = setupTestDatabase();
const sms = captureSms();

const valid = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'Giulia.Rossi@example.it',
  phone: '347 123 4567',
  password: 'segreta1',
  experience: 'principiante',
  privacyAccepted: true,
  campaignId: 'FB_AD_07',
  adSource: 'facebook_campaign_7',
  utmSource: 'facebook',
  utmMedium: 'cpc',
  utmCampaign: 'autunno',
  fbclid: 'IwAR0abc',
};

describe('POST /api/leads', () => {
  it('registers a lead with E.164 phone, argon2id hash, consent and an SMS code', async () => {
    const res = await call(register, '/api/leads', { body: valid, ip: '198.51.100.23' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ phone: '+393471234567', smsSent: true });
    // The app's own SMS: no channels, so the code page stays the plain SMS page.
    expect(res.json).not.toHaveProperty('channels');
    expect(res.json.leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('set-cookie')).toMatch(/lead_session=.+HttpOnly; SameSite=Lax/);

    const lead = await db().lead.findUniqueOrThrow({
      where: { phone: '+393471234567' },
      include: { consents: true },
    });
    expect(lead.email).toBe('giulia.rossi@example.it');
    expect(lead.passwordHash).toMatch(/^\$argon2id\$/);
    expect(lead).toMatchObject({
      campaignId: 'FB_AD_07',
      adSource: 'facebook_campaign_7',
      utmCampaign: 'autunno',
      fbclid: 'IwAR0abc',
      isVerified: false,
    });
    expect(lead.consents).toHaveLength(1);
    expect(lead.consents[0]).toMatchObject({ kind: 'privacy', ipTruncated: '198.51.100.0' });
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]!.to).toBe('+393471234567');
    expect(sms.lastCode('+393471234567')).toMatch(/^\d{6}$/);
  });

  it("keeps the visitor session's first touch next to the form's last touch", async () => {
    await call(trackVisitor, '/api/track-visitor', {
      body: {
        sessionId: 'sess_firsttouch_0001',
        currentPage:
          '/trading-educativo?campaign=FB_PL_TRADING_NEW_02&utm_source=facebook&utm_medium=cpc',
        referrer: 'https://l.facebook.com/',
      },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
    });
    const res = await call(register, '/api/leads', {
      body: { ...valid, visitorSessionId: 'sess_firsttouch_0001' },
    });
    expect(res.status).toBe(201);
    const lead = await db().lead.findFirstOrThrow();
    expect(lead).toMatchObject({
      campaignId: 'FB_AD_07',
      visitorSessionId: 'sess_firsttouch_0001',
      firstLandingPage: '/trading-educativo',
      firstCampaignId: 'FB_PL_TRADING_NEW_02',
      firstUtmSource: 'facebook',
      firstUtmMedium: 'cpc',
    });
  });

  it('accepts the reusable form: no password, privacy as text, German experience', async () => {
    const { password: _password, campaignId: _campaignId, ...rest } = valid;
    const res = await call(register, '/api/leads', {
      body: {
        ...rest,
        privacyAccepted: 'true',
        experience: 'intermediate',
        phone: '+49 1512 3456789',
        campaign: 'GERMAN_CRYPTO_EDUCATION',
        locale: 'de',
      },
    });
    expect(res.status).toBe(201);
    const lead = await db().lead.findUniqueOrThrow({ where: { phone: '+4915123456789' } });
    expect(lead).toMatchObject({
      passwordHash: null,
      experience: 'intermedio',
      campaignId: 'GERMAN_CRYPTO_EDUCATION',
      locale: 'de',
    });
    expect(sms.sent[0]!.text).toMatch(/Bestätigungscode/);
  });

  it('answers field errors with the Italian messages of docs/product.md §5', async () => {
    const res = await call(register, '/api/leads', {
      body: {
        ...valid,
        firstName: 'G',
        lastName: '',
        email: 'no',
        phone: '123',
        password: '123',
        experience: '',
      },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('validation_failed');
    expect(res.json.error.fields).toEqual({
      firstName: 'Il nome deve contenere almeno 2 caratteri',
      lastName: 'Il cognome deve contenere almeno 2 caratteri',
      email: 'Inserisci un indirizzo email valido',
      phone: 'Inserisci un numero di telefono valido',
      password: 'La password deve contenere almeno 8 caratteri',
      experience: 'Seleziona il tuo livello di esperienza',
    });
    expect(await db().lead.count()).toBe(0);
  });

  it('answers in German when the page is German', async () => {
    const res = await call(register, '/api/leads', {
      body: { ...valid, firstName: 'G' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.json.error.fields.firstName).toBe('Der Vorname muss mindestens 2 Zeichen enthalten');
  });

  it('refuses an unticked privacy box, an invalid number and a number outside the allowed countries', async () => {
    expect(
      (await call(register, '/api/leads', { body: { ...valid, privacyAccepted: false } })).status,
    ).toBe(422);
    const invalid = await call(register, '/api/leads', { body: { ...valid, phone: '0000000000' } });
    expect(invalid.json.error.fields).toEqual({ phone: 'Inserisci un numero di telefono valido' });
    const us = await call(register, '/api/leads', { body: { ...valid, phone: '+1 212 555 0123' } });
    expect(us.status).toBe(422);
    expect(us.json.error.fields.phone).toMatch(/Italia, Germania, Austria e Svizzera/);
    expect(sms.sent).toHaveLength(0);
  });

  it.each([
    ['malformed JSON', { rawBody: '{"firstName":' }, 400, 'invalid_json'],
    [
      'a body over 64 kB',
      { rawBody: JSON.stringify({ ...valid, firstName: 'x'.repeat(70_000) }) },
      413,
      'payload_too_large',
    ],
    ['an array', { body: [valid] }, 422, 'validation_failed'],
    [
      'a foreign Origin',
      { body: valid, headers: { origin: 'https://evil.example' } },
      403,
      'forbidden_origin',
    ],
  ])(
    'rejects %s with a 4xx JSON error in Italian and stores nothing',
    async (_name, opts, status, code) => {
      const res = await call(register, '/api/leads', opts);
      expect(res.status).toBe(status);
      expect(res.json.error.code).toBe(code);
      expect(typeof res.json.error.message).toBe('string');
      expect(await db().lead.count()).toBe(0);
    },
  );

  it('stores hostile text as plain text', async () => {
    const res = await call(register, '/api/leads', {
      body: { ...valid, lastName: "O'Brien'); DROP TABLE leads;--" },
    });
    expect(res.status).toBe(201);
    expect((await db().lead.findFirstOrThrow()).lastName).toBe("O'Brien'); DROP TABLE leads;--");
  });

  it('answers a repeated email or phone like a new registration, without a second lead or any change', async () => {
    const first = await call(register, '/api/leads', { body: valid });
    const again = await call(register, '/api/leads', {
      body: { ...valid, firstName: 'Mallory', password: 'altra-password' },
    });
    const byPhone = await call(register, '/api/leads', {
      body: { ...valid, email: 'altro@example.it' },
    });
    for (const res of [again, byPhone]) {
      expect(res.status).toBe(201);
      expect(Object.keys(res.json).sort()).toEqual(Object.keys(first.json).sort());
      expect(res.json).toMatchObject({ phone: '+393471234567', smsSent: true });
      expect(res.cookie).toMatch(/^lead_session=/);
    }
    expect(await db().lead.count()).toBe(1);
    expect((await db().lead.findFirstOrThrow()).firstName).toBe('Giulia');
    // Within the 120 s cooldown no new code is sent.
    expect(sms.sent).toHaveLength(1);
    // The duplicate's cookie does not open the existing lead's data.
    const peek = await call(getLead, `/api/leads/${first.json.leadId}`, {
      params: { leadId: first.json.leadId },
      cookie: again.cookie,
    });
    expect(peek.status).toBe(404);
  });

  it('answers a double submit (6 concurrent identical registrations) with 201 each, one lead and one SMS', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(register, '/api/leads', { body: valid })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    for (const res of results) {
      expect(res.json).toMatchObject({ phone: '+393471234567', smsSent: true });
      expect(res.cookie).toMatch(/^lead_session=/);
    }
    expect(await db().lead.count()).toBe(1);
    expect(sms.sent).toHaveLength(1);
  });

  it("recognises the engine's unique violation (P2002 / SQLSTATE 23505) and nothing else", async () => {
    const data = {
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'g@example.it',
      phone: '+393471234567',
      experience: 'principiante' as const,
    };
    await db().lead.create({ data });
    const byEmail = await db()
      .lead.create({ data: { ...data, phone: '+393470000000' } })
      .catch((e: unknown) => e);
    const byPhone = await db()
      .$transaction((tx) => tx.lead.create({ data: { ...data, email: 'h@example.it' } }))
      .catch((e: unknown) => e);
    expect(uniqueViolation(byEmail)).toEqual(['email']);
    expect(uniqueViolation(byPhone)).toEqual(['phone']);
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
  });

  it('sends a new code to a repeated registration once the cooldown has passed', async () => {
    await call(register, '/api/leads', { body: valid });
    await ageSmsState(db(), 121_000);
    await call(register, '/api/leads', { body: valid });
    expect(sms.sent).toHaveLength(2);
  });

  it('keeps the lead when the SMS provider fails and says the code was not sent', async () => {
    sms.setFailing(true);
    const res = await call(register, '/api/leads', { body: valid });
    expect(res.status).toBe(201);
    expect(res.json.smsSent).toBe(false);
    expect(res.json.message).toMatch(/non siamo riusciti a inviare il codice/);
    expect(await db().lead.count()).toBe(1);
  });

  it('throttles registrations from one IP without affecting others', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await call(register, '/api/leads', {
        body: {
          ...valid,
          email: `p${i}@example.it`,
          phone: `+39347100${String(i).padStart(4, '0')}`,
        },
        ip: '192.0.2.1',
      });
      expect(res.status).toBe(201);
    }
    const blocked = await call(register, '/api/leads', {
      body: { ...valid, email: 'x@example.it', phone: '+393479999999' },
      ip: '192.0.2.1',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await call(register, '/api/leads', {
      body: { ...valid, email: 'y@example.it', phone: '+393478888888' },
      ip: '192.0.2.2',
    });
    expect(other.status).toBe(201);
  });
});

describe('GET /api/leads/{leadId}', () => {
  it('shows the lead only to the browser that verified it; anyone else gets 404', async () => {
    const reg = await call(register, '/api/leads', { body: valid });
    const id = reg.json.leadId as string;
    const path = `/api/leads/${id}`;
    expect((await call(getLead, path, { params: { leadId: id }, cookie: reg.cookie })).status).toBe(
      404,
    );

    const ok = await call(verify, '/api/verify-sms', {
      body: { phone: '+393471234567', code: sms.lastCode('+393471234567') },
      cookie: reg.cookie,
    });
    expect(ok.status).toBe(200);

    // verification replaced the registration's token: only the new one opens the lead
    expect((await call(getLead, path, { params: { leadId: id }, cookie: reg.cookie })).status).toBe(
      404,
    );
    const mine = await call(getLead, path, { params: { leadId: id }, cookie: ok.cookie });
    expect(mine.status).toBe(200);
    expect(mine.json.lead).toEqual({
      id,
      firstName: 'Giulia',
      lastName: 'Rossi',
      isVerified: true,
      isFreeAccess: 'true',
      freeAccessExpiresAt: expect.any(String),
      registrationNumber: '1',
      locale: 'it',
    });
    expect((await call(getLead, path, { params: { leadId: id } })).status).toBe(404);
    expect(
      (
        await call(getLead, path, {
          params: { leadId: id },
          cookie: 'lead_session=forgedforgedforgedforgedforged',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(getLead, '/api/leads/1', { params: { leadId: '1' }, cookie: ok.cookie })).status,
    ).toBe(404);
  });
});
