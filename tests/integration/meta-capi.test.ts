/**
 * Meta Conversions API: Lead at registration, CompleteRegistration at verification and
 * Schedule at a consultation request are queued in the outbox with the pixel's event ids,
 * hashed user data and the request's browser data, only under a recorded marketing consent;
 * the outbox delivers them to the stand-in Graph API (scripts/meta-graph-standin.mjs), records
 * Meta's events_received, retries a 5xx and fails a permanent error.
 */
import '../support/meta-env';
import { POST as register } from '@/app/api/leads/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as consult } from '@/app/api/consultations/route';
import { POST as consent } from '@/app/api/consent/route';
import { metaEventId } from '@/lib/meta/events';
import { createDispatcher } from '@/lib/server/outbox/dispatcher';
import { listDeliveries } from '@/lib/server/outbox/delivery-log';
import { requeueMessage } from '@/lib/server/outbox/messages';
import { metaCapiConfig, metaDeliverer } from '@/lib/server/channels/meta/conversions-api';
import { sha256 } from '@/lib/server/tracking/meta-user-data';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';
import { startMetaStandin, type MetaStandin } from '../support/meta-standin';

const db = setupTestDatabase();
const sms = captureSms();

const CONSENT_ID = '6f1c2a9e-1111-4b2c-9d3e-0a1b2c3d4e5f';
const FBP = 'fb.1.1764000000000.987654321';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const PAGE = 'http://localhost:3000/prelander?utm_source=facebook&fbclid=IwAR0clickId_x';
const person = {
  firstName: ' Giulia',
  lastName: 'Rossi ',
  email: 'Giulia.Rossi@Example.IT',
  phone: '+39 347 123 4567',
  password: 'segreta-lunga-1',
  experience: 'base',
  privacyAccepted: true,
};
const browser = {
  ip: '93.40.17.250',
  cookie: `_fbp=${FBP}`,
  headers: { 'user-agent': UA, referer: PAGE },
};

async function chooseCookies(marketing: boolean, anonymousId = CONSENT_ID) {
  const res = await call(consent, '/api/consent', {
    body: {
      anonymousId,
      categories: { necessary: true, analytics: false, marketing, functional: false },
      policyVersion: '2026-11-01',
      action: marketing ? 'accept_all' : 'reject_all',
    },
  });
  expect(res.status).toBe(201);
}

const metaMessages = () =>
  db().outboxMessage.findMany({ where: { channel: 'meta' }, orderBy: { createdAt: 'asc' } });

async function registerGiulia(consentId: string | null = CONSENT_ID) {
  const res = await call(register, '/api/leads', {
    ...browser,
    body: { ...person, ...(consentId ? { consentId } : {}) },
  });
  expect(res.status).toBe(201);
  return res;
}

beforeEach(async () => {
  await db().outboxMessage.deleteMany();
  await db().consultationRequest.deleteMany();
  await db().lead.deleteMany();
  await db().consentRecord.deleteMany();
  await db().rateLimitBucket.deleteMany();
});

describe('events queued for a consenting visitor', () => {
  it('queues Lead at registration with the pixel event id, hashed contact and browser data', async () => {
    await chooseCookies(true);
    const before = Math.floor(Date.now() / 1000);
    const res = await registerGiulia();
    const [message, ...others] = await metaMessages();
    expect(others).toHaveLength(0);
    expect(message).toMatchObject({ eventType: 'Lead', status: 'pending' });
    const event = message!.payload as Record<string, any>;
    // The browser fires trackPixelEvent('Lead', …, metaEventId('Lead', answer.leadId)).
    expect(event.event_id).toBe(metaEventId('Lead', res.json.leadId));
    expect(event).toMatchObject({
      event_name: 'Lead',
      action_source: 'website',
      event_source_url: PAGE,
    });
    expect(event.event_time).toBeGreaterThanOrEqual(before);
    expect(event.event_time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const fbc = event.user_data.fbc as string;
    expect(fbc).toMatch(/^fb\.1\.\d{13}\.IwAR0clickId_x$/);
    expect(event.user_data).toEqual({
      em: [sha256('giulia.rossi@example.it')],
      ph: [sha256('393471234567')],
      fn: [sha256('giulia')],
      ln: [sha256('rossi')],
      country: [sha256('it')],
      client_ip_address: '93.40.17.250',
      client_user_agent: UA,
      fbp: FBP,
      fbc,
    });
    // Nothing in clear: the email appears nowhere in the payload.
    expect(JSON.stringify(event)).not.toMatch(/giulia\.rossi|3471234567/i);
  });

  it('queues CompleteRegistration at verification and Schedule at a booking, with the ids the pixel derives', async () => {
    await chooseCookies(true);
    await registerGiulia();
    const verified = await call(verify, '/api/verify-sms', {
      ...browser,
      body: { phone: person.phone, code: sms.lastCode('+393471234567'), consentId: CONSENT_ID },
    });
    expect(verified.status).toBe(200);
    const eventKey = 'b1e2c3d4-0000-4000-8000-00000000abcd';
    const booked = await call(consult, '/api/consultations', {
      ...browser,
      cookie: `${browser.cookie}; ${verified.cookie}`,
      body: {
        preferredDate: 'prossima-settimana',
        preferredTime: 'sera',
        experience: 'base',
        goals: 'Capire come gestire il rischio sulle prime operazioni',
        consentId: CONSENT_ID,
        eventKey,
      },
    });
    expect(booked.status).toBe(201);
    const events = (await metaMessages()).map((m) => m.payload as Record<string, any>);
    expect(events.map((e) => e.event_name)).toEqual(['Lead', 'CompleteRegistration', 'Schedule']);
    expect(events[1]!.event_id).toBe(metaEventId('CompleteRegistration', verified.json.leadId));
    expect(events[2]!.event_id).toBe(metaEventId('Schedule', eventKey));
    // The booking's lead is known from the verified session: its contact goes hashed too.
    expect(events[2]!.user_data.em).toEqual([sha256('giulia.rossi@example.it')]);
  });

  it('builds fbc from the _fbc cookie when the pixel set one', async () => {
    await chooseCookies(true);
    await call(register, '/api/leads', {
      ...browser,
      cookie: `_fbp=${FBP}; _fbc=fb.1.1763000000000.IwARfromCookie`,
      body: { ...person, consentId: CONSENT_ID },
    });
    const [message] = await metaMessages();
    expect((message!.payload as any).user_data.fbc).toBe('fb.1.1763000000000.IwARfromCookie');
  });
});

describe('nothing queued without marketing consent', () => {
  it.each([
    ['no consent id sent', async () => null],
    ['a consent id with no recorded choice', async () => CONSENT_ID],
    [
      'a choice refusing marketing',
      async () => {
        await chooseCookies(false);
        return CONSENT_ID;
      },
    ],
    [
      'marketing granted, then withdrawn',
      async () => {
        // In the same millisecond or not: the later choice is the one that counts.
        await chooseCookies(true);
        await chooseCookies(false);
        return CONSENT_ID;
      },
    ],
    [
      "another browser's consent",
      async () => {
        await chooseCookies(true, 'another-browser-0001');
        return CONSENT_ID;
      },
    ],
  ])('%s', async (_label, arrange) => {
    const consentId = await arrange();
    await registerGiulia(consentId);
    const verified = await call(verify, '/api/verify-sms', {
      ...browser,
      body: { phone: person.phone, code: sms.lastCode('+393471234567'), consentId },
    });
    expect(verified.status).toBe(200);
    const booked = await call(consult, '/api/consultations', {
      ...browser,
      body: {
        preferredDate: 'flessibile',
        preferredTime: 'sera',
        experience: 'base',
        goals: 'Capire come gestire il rischio',
        consentId,
        eventKey: 'key-00000001',
      },
    });
    expect(booked.status).toBe(201);
    expect(await db().lead.count()).toBe(1);
    expect(await metaMessages()).toEqual([]);
  });

  it('queues nothing for a browser that sent no User-Agent (Meta refuses such a website event)', async () => {
    await chooseCookies(true);
    const res = await call(register, '/api/leads', {
      ...browser,
      headers: { referer: PAGE },
      body: { ...person, consentId: CONSENT_ID },
    });
    expect(res.status).toBe(201);
    expect(await metaMessages()).toEqual([]);
  });

  it('honours a choice made under an older cookie policy as none', async () => {
    await chooseCookies(true);
    await db().consentRecord.updateMany({ data: { policyVersion: '2025-01-01' } });
    await registerGiulia();
    expect(await metaMessages()).toEqual([]);
  });
});

describe('delivery through the outbox to the stand-in Graph API', () => {
  let standin: MetaStandin;
  beforeAll(async () => {
    standin = await startMetaStandin();
  });
  afterAll(() => standin.close());

  function dispatcher(now: () => Date = () => new Date()) {
    const config = metaCapiConfig()!;
    const url = config.url.replace('http://127.0.0.1:9', standin.url);
    return createDispatcher({
      db: db(),
      clock: now,
      random: () => 0.5,
      deliverers: { meta: metaDeliverer(() => ({ ...config, url }), { timeoutMs: 3000 }) },
    });
  }

  it("delivers the event with token and test code, and records Meta's events_received", async () => {
    await standin.setMode('ok');
    await chooseCookies(true);
    const res = await registerGiulia();
    expect(await dispatcher().tick()).toBe(1);
    const last = (await standin.received()).at(-1)!;
    expect(last.status).toBe(200);
    expect(last.path).toBe('/v24.0/123456789012345/events');
    expect(last.body.test_event_code).toBe('TEST4242');
    expect(last.body.data[0].event_id).toBe(metaEventId('Lead', res.json.leadId));
    const [delivery] = await listDeliveries(db(), { channel: 'meta' });
    expect(delivery).toMatchObject({ channel: 'meta', eventType: 'Lead', status: 'delivered' });
    expect(delivery!.attempts[0]).toMatchObject({ ok: true, statusCode: 200 });
    expect(delivery!.attempts[0]!.responseSnippet).toMatch(/^events_received=1 fbtrace_id=/);
  });

  it('retries after a 5xx and delivers once Meta answers', async () => {
    await chooseCookies(true);
    await registerGiulia();
    await standin.setMode('down');
    let now = Date.now();
    const d = dispatcher(() => new Date(now));
    await d.tick();
    let [message] = await metaMessages();
    expect(message).toMatchObject({ status: 'pending', attemptCount: 1 });
    expect(message!.lastError).toMatch(/^Meta error 2: Service temporarily unavailable/);
    await standin.setMode('ok');
    now = message!.nextAttemptAt.getTime();
    await d.tick();
    [message] = await metaMessages();
    expect(message).toMatchObject({ status: 'delivered', attemptCount: 2 });
  });

  it('fails at once on a permanent error, and a replay delivers it', async () => {
    await chooseCookies(true);
    await registerGiulia();
    await standin.setMode('token');
    await dispatcher().tick();
    let [message] = await metaMessages();
    expect(message).toMatchObject({ status: 'failed', attemptCount: 1 });
    expect(message!.lastError).toMatch(/^Meta error 190: Error validating access token/);
    await standin.setMode('ok');
    expect(await requeueMessage(db(), message!.id, new Date())).toBe(true);
    await dispatcher().tick();
    [message] = await metaMessages();
    expect(message!.status).toBe('delivered');
  });
});

describe('the webhooks tab', () => {
  it('shows the Conversions API as configured, never the token', async () => {
    const { GET: status } = await import('@/app/api/webhook/status/route');
    const { adminCookie } = await import('../support/admin');
    const res = await call(status, '/api/webhook/status', { cookie: await adminCookie(db()) });
    expect(res.json.meta).toEqual({
      enabled: true,
      pixelId: '123456789012345',
      url: 'http://127.0.0.1:9/v24.0/123456789012345/events',
      testEventCode: 'TEST4242',
    });
    expect(JSON.stringify(res.json)).not.toContain('test-access-token');
  });
});
