import { POST as register } from '@/app/api/leads/route';
import { GET as getLead } from '@/app/api/leads/[leadId]/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as resend } from '@/app/api/resend-sms/route';
import { setupTestDatabase } from '../support/test-db';
import { ageSmsState, captureSms } from '../support/sms';
import { call } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();
const PHONE = '+393471234567';

async function registerLead(phone = PHONE, email = 'mario@example.it') {
  const res = await call(register, '/api/leads', {
    body: {
      firstName: 'Mario',
      lastName: 'Bianchi',
      email,
      phone,
      password: 'segreta1',
      experience: 'base',
      privacyAccepted: true,
    },
  });
  expect(res.status).toBe(201);
  return res;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const ageCodes = (ms: number) => ageSmsState(db(), ms);

describe('POST /api/verify-sms', () => {
  it('verifies the lead with the right code and grants the first free-access place', async () => {
    await registerLead();
    const res = await call(verify, '/api/verify-sms', {
      body: { phone: '347 1234567', code: sms.lastCode(PHONE) },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Verifica completata! Benvenuto nella tua dashboard educativa.',
    });
    const lead = await db().lead.findUniqueOrThrow({ where: { phone: PHONE } });
    expect(lead).toMatchObject({ isVerified: true, isFreeAccess: true, registrationNumber: '1' });
    const months =
      (lead.freeAccessExpiresAt!.getTime() - lead.verifiedAt!.getTime()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(5.9);
    expect(months).toBeLessThan(6.1);
  });

  it('refuses a wrong code with the docs/product.md §8 message and counts the try', async () => {
    await registerLead();
    const res = await call(verify, '/api/verify-sms', {
      body: { phone: PHONE, code: wrong(sms.lastCode(PHONE)) },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({
      code: 'invalid_code',
      message: 'Il codice inserito non è corretto. Riprova.',
    });
    expect((await db().lead.findFirstOrThrow()).isVerified).toBe(false);
    // The try counted: four more wrong ones are answered, the one after is refused.
    const again = () =>
      call(verify, '/api/verify-sms', { body: { phone: PHONE, code: wrong(sms.lastCode(PHONE)) } });
    for (let i = 0; i < 4; i++) expect((await again()).status).toBe(400);
    expect((await again()).status).toBe(429);
  });

  it('rejects a code that is not 6 digits with "Codice incompleto"', async () => {
    const res = await call(verify, '/api/verify-sms', { body: { phone: PHONE, code: '12a45' } });
    expect(res.status).toBe(422);
    expect(res.json.error.fields.code).toBe(
      'Codice incompleto - Inserisci il codice di 6 cifre ricevuto via SMS.',
    );
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    await registerLead();
    const code = sms.lastCode(PHONE);
    for (let i = 0; i < 5; i++)
      expect(
        (await call(verify, '/api/verify-sms', { body: { phone: PHONE, code: wrong(code) } }))
          .status,
      ).toBe(400);
    const res = await call(verify, '/api/verify-sms', { body: { phone: PHONE, code } });
    expect(res.status).toBe(429);
    expect(res.json.error.code).toBe('too_many_attempts');
  });

  it('refuses a code older than 10 minutes', async () => {
    await registerLead();
    await ageCodes(10 * 60_000 + 1000);
    const res = await call(verify, '/api/verify-sms', {
      body: { phone: PHONE, code: sms.lastCode(PHONE) },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('code_expired');
  });

  it('accepts a code only once', async () => {
    await registerLead();
    const code = sms.lastCode(PHONE);
    expect((await call(verify, '/api/verify-sms', { body: { phone: PHONE, code } })).status).toBe(
      200,
    );
    expect((await call(verify, '/api/verify-sms', { body: { phone: PHONE, code } })).status).toBe(
      400,
    );
  });

  it('answers an unknown number exactly like a wrong code', async () => {
    const res = await call(verify, '/api/verify-sms', {
      body: { phone: '+393339998877', code: '123456' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_code');
  });

  it('opens the lead to a browser that verified without registering there', async () => {
    const reg = await registerLead();
    const res = await call(verify, '/api/verify-sms', {
      body: { phone: PHONE, code: sms.lastCode(PHONE) },
    });
    expect(res.cookie).toMatch(/^lead_session=/);
    const view = await call(getLead, `/api/leads/${reg.json.leadId}`, {
      params: { leadId: reg.json.leadId },
      cookie: res.cookie,
    });
    expect(view.status).toBe(200);
  });

  it('never hands out more than 500 free places under concurrent verifications', async () => {
    await db().$executeRawUnsafe('UPDATE free_access_pool SET granted = 497');
    const phones = Array.from({ length: 6 }, (_, i) => `+39347555000${i}`);
    for (const [i, phone] of phones.entries()) await registerLead(phone, `c${i}@example.it`);
    const results = await Promise.all(
      phones.map((phone) =>
        call(verify, '/api/verify-sms', { body: { phone, code: sms.lastCode(phone) } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    const granted = await db().lead.findMany({
      where: { isFreeAccess: true },
      select: { registrationNumber: true },
    });
    expect(granted.map((g) => g.registrationNumber).sort()).toEqual(['498', '499', '500']);
    expect(await db().lead.count({ where: { isVerified: true } })).toBe(6);
  });
});

describe('POST /api/resend-sms', () => {
  it('refuses a resend before 120 s with 429 and the seconds left, then sends a new code', async () => {
    await registerLead();
    const early = await call(resend, '/api/resend-sms', { body: { phone: PHONE } });
    expect(early.status).toBe(429);
    expect(early.json.error.code).toBe('resend_too_soon');
    expect(early.json.error.retryAfter).toBeGreaterThan(110);
    expect(early.json.error.retryAfter).toBeLessThanOrEqual(120);
    expect(early.headers.get('retry-after')).toBe(String(early.json.error.retryAfter));

    const oldCode = sms.lastCode(PHONE);
    await ageCodes(121_000);
    const later = await call(resend, '/api/resend-sms', { body: { phone: PHONE } });
    expect(later.status).toBe(200);
    expect(later.json).toMatchObject({ success: true, message: 'Codice inviato!' });
    expect(sms.sent).toHaveLength(2);
    const newCode = sms.lastCode(PHONE);
    if (newCode !== oldCode) {
      expect(
        (await call(verify, '/api/verify-sms', { body: { phone: PHONE, code: oldCode } })).status,
      ).toBe(400);
    }
    expect(
      (await call(verify, '/api/verify-sms', { body: { phone: PHONE, code: newCode } })).status,
    ).toBe(200);
  });

  it('does not reset the try count', async () => {
    await registerLead();
    for (let i = 0; i < 3; i++)
      await call(verify, '/api/verify-sms', {
        body: { phone: PHONE, code: wrong(sms.lastCode(PHONE)) },
      });
    await ageCodes(121_000);
    expect((await call(resend, '/api/resend-sms', { body: { phone: PHONE } })).status).toBe(200);
    const code = sms.lastCode(PHONE);
    for (let i = 0; i < 2; i++)
      expect(
        (await call(verify, '/api/verify-sms', { body: { phone: PHONE, code: wrong(code) } }))
          .status,
      ).toBe(400);
    expect((await call(verify, '/api/verify-sms', { body: { phone: PHONE, code } })).status).toBe(
      429,
    );
  });

  it('sends at most 5 codes per number in 24 hours', async () => {
    await registerLead();
    for (let i = 0; i < 4; i++) {
      await ageCodes(121_000);
      expect((await call(resend, '/api/resend-sms', { body: { phone: PHONE } })).status).toBe(200);
    }
    await ageCodes(121_000);
    const sixth = await call(resend, '/api/resend-sms', { body: { phone: PHONE } });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.code).toBe('daily_limit');
    expect(sms.sent).toHaveLength(5);
  });

  it('answers an unknown number like a known one, sending nothing', async () => {
    const first = await call(resend, '/api/resend-sms', { body: { phone: '+393339998877' } });
    expect(first.status).toBe(200);
    const second = await call(resend, '/api/resend-sms', { body: { phone: '+393339998877' } });
    expect(second.status).toBe(429);
    expect(second.json.error.code).toBe('resend_too_soon');
    expect(sms.sent).toHaveLength(0);
  });

  it('works at once after a provider failure, and the failed code never validates', async () => {
    sms.setFailing(true);
    const reg = await registerLead();
    expect(reg.json.smsSent).toBe(false);
    const down = await call(resend, '/api/resend-sms', { body: { phone: PHONE } });
    expect(down.status).toBe(503);
    expect(down.json.error.code).toBe('sms_unavailable');
    sms.setFailing(false);
    const back = await call(resend, '/api/resend-sms', { body: { phone: PHONE } });
    expect(back.status).toBe(200);
    expect(
      (await call(verify, '/api/verify-sms', { body: { phone: PHONE, code: sms.lastCode(PHONE) } }))
        .status,
    ).toBe(200);
  });

  it('throttles sends from one IP across numbers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await call(resend, '/api/resend-sms', {
            body: { phone: `+39347666${String(i).padStart(4, '0')}` },
            ip: '192.0.2.50',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(
      (
        await call(resend, '/api/resend-sms', {
          body: { phone: '+393476669999' },
          ip: '192.0.2.51',
        })
      ).status,
    ).toBe(200);
  });
});
