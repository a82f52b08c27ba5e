/**
 * The form shield in front of every SMS and lead password check: the proof of work (served,
 * verified, one use, expiry, the cost raised by a prefix's SMS surge), the registration form's
 * honeypot and fill time, and the number's line type. Each refusal is checked for what a
 * visitor or an attacker would notice: the answer, its language, and that no SMS went out and
 * nothing was stored.
 */
import * as argon2 from '@node-rs/argon2';
import { POST as register } from '@/app/api/leads/route';
import { POST as resend } from '@/app/api/resend-sms/route';
import { POST as leadLogin } from '@/app/api/auth/login/route';
import { GET as challengeRoute } from '@/app/api/altcha/challenge/route';
import { Prisma } from '@/lib/server/generated/prisma/client';
import { PROOF_RULES } from '@/lib/server/auth/proof-of-work';
import { forgetSmsSurge, SMS_SURGE } from '@/lib/server/leads/sms-surge';
import { measureAlerts } from '@/lib/server/owner/alerts';
import { DEFAULT_ALERT_THRESHOLDS } from '@/lib/contracts/admin/alert-settings';
import type { ProofChallengeResponse } from '@/lib/contracts/proof';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call, type CallResult } from '../support/http';
import { proofPayload, solve, solvedProof } from '../support/proof';

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify), hash: jest.fn(actual.hash) };
});
const argonVerify = jest.mocked(argon2.verify);

const db = setupTestDatabase();
const sms = captureSms();

const BASE_MAX = 20; // ALTCHA_MAX_NUMBER of the integration tests (../support/setup-integration.ts)

const person = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.it',
  phone: '+39 347 123 4567',
  password: 'segreta-lunga-1',
  experience: 'principiante',
  privacyAccepted: true,
  fillMs: 14_000,
};

const registerAsIs = (body: Record<string, unknown>, opts: { ip?: string; lang?: string } = {}) =>
  call(register, '/api/leads', {
    body,
    asPage: false,
    ip: opts.ip,
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
  });

const leadCount = () => db().lead.count();

async function servedChallenge(): Promise<CallResult<ProofChallengeResponse>> {
  return call<ProofChallengeResponse>(challengeRoute, '/api/altcha/challenge');
}

beforeEach(() => argonVerify.mockClear());

describe('GET /api/altcha/challenge', () => {
  it('serves a signed challenge at the configured cost, never cached and without a cookie', async () => {
    const res = await servedChallenge();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.json.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: PROOF_RULES.iterations,
      data: { maxNumber: BASE_MAX },
    });
    expect(res.json.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = res.json.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(PROOF_RULES.ttlSec - 5);
    expect(ttl).toBeLessThanOrEqual(PROOF_RULES.ttlSec);
  });

  it('serves a challenge whose solution registers a lead', async () => {
    const altcha = await solve((await servedChallenge()).json);
    const res = await registerAsIs({ ...person, altcha });
    expect(res.status).toBe(201);
    expect(sms.sent).toHaveLength(1);
  });
});

describe('registration without a valid proof of work', () => {
  it('answers 400 proof_required in the request’s language, stores nothing and sends no SMS', async () => {
    const italian = await registerAsIs(person);
    expect(italian.status).toBe(400);
    expect(italian.json.error).toMatchObject({
      code: 'proof_required',
      message: expect.stringContaining('verifica anti-bot'),
    });
    const de = await registerAsIs(person, { lang: 'de-DE' });
    expect(de.status).toBe(400);
    expect(de.json.error.message).toContain('Anti-Bot-Prüfung');
    expect(sms.sent).toHaveLength(0);
    expect(await leadCount()).toBe(0);
  });

  it('refuses a forged, garbled or wrongly solved proof with 403 proof_invalid', async () => {
    const challenge = (await servedChallenge()).json;
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    const cheaper = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { maxNumber: 1 } },
    };
    const wrong = { ...good.solution, derivedKey: 'ab'.repeat(32) };
    for (const altcha of [
      'not base64 json',
      Buffer.from('{"challenge":1}').toString('base64'),
      proofPayload(cheaper, good.solution),
      proofPayload(challenge, wrong),
    ]) {
      const res = await registerAsIs({ ...person, altcha });
      expect({ altcha, status: res.status, code: res.json.error?.code }).toEqual({
        altcha,
        status: 403,
        code: 'proof_invalid',
      });
    }
    expect(sms.sent).toHaveLength(0);
    expect(await leadCount()).toBe(0);
  });

  it('accepts a solution once: the replay is refused and sends nothing', async () => {
    const altcha = await solvedProof();
    expect((await registerAsIs({ ...person, altcha })).status).toBe(201);
    const replay = await registerAsIs({
      ...person,
      email: 'altra@example.it',
      phone: '+39 347 765 4321',
      altcha,
    });
    expect(replay.status).toBe(403);
    expect(replay.json.error.code).toBe('proof_invalid');
    expect(sms.sent.map((m) => m.to)).toEqual(['+393471234567']);
    expect(await leadCount()).toBe(1);
  });

  it('refuses a proof whose challenge has expired', async () => {
    const issued = new Date(Date.now() - (PROOF_RULES.ttlSec + 1) * 1000);
    const res = await registerAsIs({ ...person, altcha: await solvedProof({ now: issued }) });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('proof_invalid');
    expect(sms.sent).toHaveLength(0);
  });

  it('lets exactly one of 50 concurrent uses of one solution through, with one SMS', async () => {
    const altcha = await solvedProof();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        registerAsIs(
          {
            ...person,
            email: `giulia${i}@example.it`,
            phone: `+39 347 100 ${String(i).padStart(4, '0')}`,
            altcha,
          },
          { ip: `198.18.0.${i + 1}` },
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(49);
    expect(sms.sent).toHaveLength(1);
    expect(await leadCount()).toBe(1);
    expect(await db().spentProof.count()).toBe(1);
  });
});

describe('the registration form’s signs of a person', () => {
  it('refuses a filled honeypot with 400 form_rejected and sends nothing', async () => {
    const res = await registerAsIs({
      ...person,
      website: 'https://spam.example',
      altcha: await solvedProof(),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('form_rejected');
    expect(sms.sent).toHaveLength(0);
    expect(await leadCount()).toBe(0);
  });

  it('refuses a form sent under 2 s after it was shown, or without its fill time', async () => {
    for (const fillMs of [0, 1_999, undefined]) {
      const res = await registerAsIs({ ...person, fillMs, altcha: await solvedProof() });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({
        code: 'form_too_fast',
        message: expect.stringContaining('troppo in fretta'),
      });
    }
    const human = await registerAsIs({ ...person, fillMs: 2_000, altcha: await solvedProof() });
    expect(human.status).toBe(201);
    expect(sms.sent).toHaveLength(1);
  });
});

describe('numbers no SMS should reach', () => {
  it.each([
    ['premium-rate', '+39 899 123456'],
    ['shared-cost', '+39 848 123456'],
    ['VoIP', '+39 55 12345678'],
    ['fixed line', '+39 02 1234567'],
    ['German premium-rate', '+49 900 1234567'],
  ])(
    'refuses a %s number (%s) on its field before any SMS, leaving the proof usable',
    async (_, phone) => {
      const altcha = await solvedProof();
      const res = await registerAsIs({ ...person, phone, altcha });
      expect(res.status).toBe(422);
      expect(res.json.error.fields.phone).toMatch(/non può ricevere il codice SMS/);
      expect(sms.sent).toHaveLength(0);
      expect(await leadCount()).toBe(0);
      // The person corrects the number: the solution was not spent on the refused one.
      expect((await registerAsIs({ ...person, altcha })).status).toBe(201);
    },
  );

  it('answers in German for a German request', async () => {
    const res = await registerAsIs(
      { ...person, phone: '+49 900 1234567', altcha: await solvedProof() },
      { lang: 'de' },
    );
    expect(res.json.error.fields.phone).toMatch(/kann den SMS-Code nicht empfangen/);
  });

  it('refuses a resend to a premium-rate number before any SMS', async () => {
    const res = await call(resend, '/api/resend-sms', { body: { phone: '+39 899 123456' } });
    expect(res.status).toBe(422);
    expect(res.json.error.fields.phone).toMatch(/non può ricevere/);
    expect(sms.sent).toHaveLength(0);
  });
});

describe('resend and lead login', () => {
  it('a resend without a proof gets 400 and sends no SMS', async () => {
    await registerAsIs({ ...person, altcha: await solvedProof() });
    await db().rateLimitBucket.deleteMany(); // past the 120 s cooldown
    const res = await call(resend, '/api/resend-sms', {
      body: { phone: person.phone },
      asPage: false,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('proof_required');
    expect(sms.sent).toHaveLength(1);
    const withProof = await call(resend, '/api/resend-sms', { body: { phone: person.phone } });
    expect(withProof.status).toBe(200);
    expect(sms.sent).toHaveLength(2);
  });

  it('a lead login without a proof gets 400 before any password check', async () => {
    await registerAsIs({ ...person, altcha: await solvedProof() });
    argonVerify.mockClear();
    const body = { email: person.email, password: person.password };
    const refused = await call(leadLogin, '/api/auth/login', { body, asPage: false });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('proof_required');
    expect(argonVerify).not.toHaveBeenCalled();
    const garbled = await call(leadLogin, '/api/auth/login', {
      body: { ...body, altcha: 'e30=' },
      asPage: false,
    });
    expect(garbled.status).toBe(403);
    expect(argonVerify).not.toHaveBeenCalled();
    const ok = await call(leadLogin, '/api/auth/login', { body });
    expect(ok.status).toBe(200);
    expect(argonVerify).toHaveBeenCalledTimes(1);
  });
});

describe('the cost while a country prefix sends more SMS than usual', () => {
  /** `count` SMS codes to +39 numbers, created `minutesAgo` before now. */
  async function sentToItaly(count: number, minutesAgo: number) {
    const lead = await db().lead.create({
      data: {
        firstName: 'Bot',
        lastName: 'Farm',
        email: `farm${minutesAgo}@example.it`,
        phone: `+3934799${String(minutesAgo).padStart(5, '0')}`,
        experience: 'base',
      },
    });
    await db().$executeRaw(Prisma.sql`
      INSERT INTO verification_codes (lead_id, phone, code_hash, delivered, created_at, expires_at)
      SELECT ${lead.id}, '+39347' || lpad(g::text, 7, '0'), 'x', true,
             now() - make_interval(mins => ${minutesAgo}), now()
        FROM generate_series(1, ${count}) AS g`);
  }

  it('raises the challenges ×10 above the floor, and refuses a cheaper proof for that prefix only', async () => {
    const cheap = await solvedProof();
    const cheapToo = await solvedProof();
    await sentToItaly(SMS_SURGE.floorPerHour + 1, 10);

    const challenge = await servedChallenge();
    expect(challenge.json.parameters.data.maxNumber).toBe(BASE_MAX * SMS_SURGE.factor);

    const italian = await registerAsIs({ ...person, altcha: cheap });
    expect(italian.status).toBe(403);
    expect(italian.json.error.code).toBe('proof_invalid');
    const german = await registerAsIs({
      ...person,
      email: 'hans@example.de',
      phone: '+49 1512 3456789',
      altcha: cheapToo,
    });
    expect(german.status).toBe(201);
    const costly = await registerAsIs({ ...person, altcha: await solve(challenge.json) });
    expect(costly.status).toBe(201);
  });

  it('refuses a cheap proof at the lead login too, known email or not, and sends no SMS', async () => {
    await registerAsIs({ ...person, altcha: await solvedProof() }); // unverified, +39
    const stock = await Promise.all([solvedProof(), solvedProof(), solvedProof()]);
    await sentToItaly(SMS_SURGE.floorPerHour + 1, 10);
    forgetSmsSurge(); // the registration read the rates before the surge
    await db().rateLimitBucket.deleteMany(); // past the SMS cooldown
    sms.sent.length = 0;
    argonVerify.mockClear();
    const loginWith = (email: string, altcha: string) =>
      call(leadLogin, '/api/auth/login', {
        body: { email, password: person.password, altcha },
        asPage: false,
      });
    const known = await loginWith(person.email, stock[0]!);
    const unknown = await loginWith('nessuno@example.it', stock[1]!);
    for (const refused of [known, unknown]) {
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe('proof_invalid');
    }
    expect(argonVerify).not.toHaveBeenCalled();
    expect(sms.sent).toHaveLength(0);
    const costly = await solve((await servedChallenge()).json);
    const ok = await loginWith(person.email, costly);
    expect([ok.status, ok.json.verified, ok.json.smsSent]).toEqual([200, false, true]);
  });

  it('does not surge at the floor, nor at a rate the prefix usually has', async () => {
    await sentToItaly(SMS_SURGE.floorPerHour, 10);
    expect((await servedChallenge()).json.parameters.data.maxNumber).toBe(BASE_MAX);
  });

  it('measures the normal level over the 7 days before the last hour', async () => {
    // 35 an hour on average over the week before: normal = 3 × 35 = 105 an hour.
    await sentToItaly(35 * SMS_SURGE.baselineHours, 3 * 24 * 60);
    await sentToItaly(100, 10);
    expect((await servedChallenge()).json.parameters.data.maxNumber).toBe(BASE_MAX);
  });
});

describe('the owners’ alert on refused proofs', () => {
  it('counts the networks of every app server’s refusals of bots, not a typo’s number', async () => {
    const thresholds = { ...DEFAULT_ALERT_THRESHOLDS, refusedProofsPerHour: 3 };
    await registerAsIs(person, { ip: '198.51.100.1' }); // no proof
    await registerAsIs({ ...person, altcha: 'e30=' }, { ip: '198.51.101.1' }); // garbled
    await registerAsIs(
      { ...person, website: 'x', altcha: await solvedProof() },
      { ip: '2001:db8:1::1' },
    ); // honeypot
    await registerAsIs(
      { ...person, phone: '+39 899 123456', altcha: await solvedProof() },
      { ip: '198.51.102.1' },
    );
    expect(await measureAlerts(db(), new Date(), thresholds)).toEqual([]);

    // too fast, from a fourth network
    await registerAsIs(
      { ...person, fillMs: 10, altcha: await solvedProof() },
      { ip: '2001:db8:2::9' },
    );
    const [alert] = await measureAlerts(db(), new Date(), thresholds);
    expect(alert).toEqual({ kind: 'refused_proofs', refused: 4, threshold: 3 });
    const rows = await db().shieldRefusal.findMany({ orderBy: { reason: 'asc' } });
    expect(rows.map((r) => [r.reason, r.count])).toEqual([
      ['honeypot', 1],
      ['proof_malformed', 1],
      ['proof_missing', 1],
      ['too_fast', 1],
    ]);
  });

  it('counts 50 refusals from 50 networks sent at once exactly', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => registerAsIs(person, { ip: `198.51.${i}.7` })),
    );
    const [alert] = await measureAlerts(db(), new Date(), {
      ...DEFAULT_ALERT_THRESHOLDS,
      refusedProofsPerHour: 49,
    });
    expect(alert).toMatchObject({ kind: 'refused_proofs', refused: 50 });
  });

  it('does not page the owners for 200 proof-less requests from one network', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => registerAsIs(person, { ip: `203.0.113.${i % 250}` })),
    );
    expect(
      await measureAlerts(db(), new Date(), {
        ...DEFAULT_ALERT_THRESHOLDS,
        refusedProofsPerHour: 1,
      }),
    ).toEqual([]);
    const rows = await db().shieldRefusal.findMany();
    expect(rows.map((r) => [r.reason, r.network, r.count])).toEqual([
      ['proof_missing', '203.0.113.0', 200],
    ]);
  });
});
