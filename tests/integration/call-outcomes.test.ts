/**
 * Call outcomes back to Meta: a caller records what a call came to on a call-list entry; the
 * outcome is stored and audited, and its follow-up Conversions API event (Contact,
 * QualifiedLead, Purchase with value and currency) is queued in the outbox with the lead's
 * Lead-event user_data, once per lead and event even when two callers save at once, only
 * under the marketing consent of the browser that registered; the outbox delivers it to the
 * stand-in Graph API, which checks it as Meta would.
 */
import '../support/meta-env';
import { POST as register } from '@/app/api/leads/route';
import { POST as consent } from '@/app/api/consent/route';
import { PUT as outcomeRoute } from '@/app/api/admin/calls/[kind]/[id]/outcome/route';
import { GET as listRoute } from '@/app/api/admin/calls/route';
import { metaEventId } from '@/lib/meta/events';
import { createDispatcher } from '@/lib/server/outbox/dispatcher';
import { metaCapiConfig, metaDeliverer } from '@/lib/server/channels/meta/conversions-api';
import { sha256 } from '@/lib/server/tracking/meta-user-data';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';
import { createExperiment, servedClaim } from '../support/experiment-rows';
import { adminCookie } from '../support/admin';
import { startMetaStandin, type MetaStandin } from '../support/meta-standin';

const db = setupTestDatabase();
captureSms();

const CONSENT_ID = '6f1c2a9e-2222-4b2c-9d3e-0a1b2c3d4e5f';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const FBP = 'fb.1.1764000000000.987654321';
const ORIGIN = { origin: 'http://localhost:3000' };

async function chooseCookies(marketing: boolean) {
  const res = await call(consent, '/api/consent', {
    body: {
      anonymousId: CONSENT_ID,
      categories: { necessary: true, analytics: false, marketing, functional: false },
      policyVersion: '2026-11-01',
      action: marketing ? 'accept_all' : 'reject_all',
    },
  });
  expect(res.status).toBe(201);
}

/**
 * Registers Giulia from a browser (its consent id sent when `withConsentId`, with `extra` in
 * the body); her lead row.
 */
async function registerGiulia(withConsentId = true, extra: Record<string, unknown> = {}) {
  const res = await call(register, '/api/leads', {
    ip: '93.40.17.250',
    cookie: `_fbp=${FBP}`,
    headers: { 'user-agent': UA, referer: 'http://localhost:3000/?cid=FB_AD_07' },
    body: {
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia.rossi@example.it',
      phone: '+39 347 123 4567',
      password: 'segreta-lunga-1',
      experience: 'base',
      privacyAccepted: true,
      ...(withConsentId ? { consentId: CONSENT_ID } : {}),
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return db().lead.findUniqueOrThrow({ where: { email: 'giulia.rossi@example.it' } });
}

/** Two entries of the lead in the call list: a consultation and a premium request. */
async function entries(leadId: number) {
  const consultation = await db().consultationRequest.create({
    data: {
      leadId,
      preferredDate: 'questa-settimana',
      preferredTime: 'sera',
      experience: 'base',
      goals: 'Capire il trading',
    },
  });
  const premium = await db().offerRequest.create({
    data: { leadId, offer: 'premium', requestDay: '2026-11-20' },
  });
  return { consultation, premium };
}

let cookie: string;
beforeEach(async () => {
  cookie = await adminCookie(db());
});

const record = (kind: string, id: number, outcome: string, headers: Record<string, string> = {}) =>
  call(outcomeRoute, `/api/admin/calls/${kind}/${id}/outcome`, {
    method: 'PUT',
    cookie,
    headers: { ...ORIGIN, ...headers },
    params: { kind, id: String(id) },
    body: { outcome },
  });

const followUps = () =>
  db().outboxMessage.findMany({
    where: { channel: 'meta', eventType: { not: 'Lead' } },
    orderBy: { createdAt: 'asc' },
  });

describe('with marketing consent', () => {
  it('queues one follow-up event with the user_data of the Lead event', async () => {
    await chooseCookies(true);
    const giulia = await registerGiulia();
    const { premium } = await entries(giulia.id);
    const res = await record('premium', premium.id, 'reached');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      entry: {
        kind: 'premium',
        id: premium.id,
        outcome: 'reached',
        outcomeChangedAt: expect.any(String),
      },
      meta: { event: 'Contact', result: 'queued' },
    });
    const lead = await db().outboxMessage.findFirstOrThrow({
      where: { channel: 'meta', eventType: 'Lead' },
    });
    const [message, ...others] = await followUps();
    expect(others).toEqual([]);
    expect(message).toMatchObject({ eventType: 'Contact', leadId: giulia.id, status: 'pending' });
    const event = message!.payload as Record<string, any>;
    expect(event).toMatchObject({
      event_name: 'Contact',
      event_id: metaEventId('Contact', giulia.publicId),
      action_source: 'phone_call',
    });
    expect(event).not.toHaveProperty('custom_data');
    expect(event.user_data).toEqual((lead.payload as Record<string, any>).user_data);
    expect(event.user_data).toMatchObject({
      em: [sha256('giulia.rossi@example.it')],
      ph: [sha256('393471234567')],
      fn: [sha256('giulia')],
      ln: [sha256('rossi')],
      client_user_agent: UA,
      fbp: FBP,
    });
    expect(JSON.stringify(event)).not.toMatch(/giulia\.rossi|3471234567/);
    // The list shows the outcome, and the audit log has it.
    const list = await call(listRoute, '/api/admin/calls?kind=premium', { cookie });
    expect(list.json.entries[0]).toMatchObject({ outcome: 'reached' });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: 'call.outcome' } });
    expect(audit).toMatchObject({ targetType: 'lead', targetId: giulia.publicId });
    expect(audit.details).toMatchObject({
      kind: 'premium',
      from: null,
      to: 'reached',
      metaEvent: 'Contact',
      metaResult: 'queued',
    });
  });

  it('sends each event once per lead, from any entry, and a purchase per offer with its value', async () => {
    await chooseCookies(true);
    const giulia = await registerGiulia();
    const { consultation, premium } = await entries(giulia.id);
    expect((await record('consultation', consultation.id, 'qualified')).json.meta).toEqual({
      event: 'QualifiedLead',
      result: 'queued',
    });
    expect((await record('premium', premium.id, 'qualified')).json.meta).toEqual({
      event: 'QualifiedLead',
      result: 'already_queued',
    });
    expect((await record('premium', premium.id, 'not_interested')).json.meta).toEqual({
      event: null,
      result: 'not_sent',
    });
    expect((await record('premium', premium.id, 'converted_premium')).json.meta.result).toBe(
      'queued',
    );
    expect(
      (await record('consultation', consultation.id, 'converted_account')).json.meta.result,
    ).toBe('queued');
    const events = (await followUps()).map((m) => m.payload as Record<string, any>);
    expect(events.map((e) => [e.event_name, e.event_id, e.custom_data])).toEqual([
      ['QualifiedLead', `QualifiedLead.${giulia.publicId}`, undefined],
      [
        'Purchase',
        `Purchase.${giulia.publicId}.premium`,
        { value: 700, currency: 'EUR', content_name: 'premium' },
      ],
      [
        'Purchase',
        `Purchase.${giulia.publicId}.education_account`,
        { value: 250, currency: 'EUR', content_name: 'education_account' },
      ],
    ]);
  });

  it('names the experiment variant the lead registered in, beside a purchase’s value', async () => {
    const id = await createExperiment(db(), 'running');
    await chooseCookies(true);
    const giulia = await registerGiulia(true, { experiment: servedClaim(id, 'b') });
    const { consultation, premium } = await entries(giulia.id);
    await record('consultation', consultation.id, 'reached');
    await record('premium', premium.id, 'converted_premium');
    const events = (await followUps()).map((m) => m.payload as Record<string, any>);
    expect(events.map((e) => [e.event_name, e.custom_data])).toEqual([
      ['Contact', { experiment_id: id, experiment_variant: 'b' }],
      [
        'Purchase',
        {
          value: 700,
          currency: 'EUR',
          content_name: 'premium',
          experiment_id: id,
          experiment_variant: 'b',
        },
      ],
    ]);
  });

  it('queues one event when two callers save the outcome at once', async () => {
    await chooseCookies(true);
    const giulia = await registerGiulia();
    const { consultation, premium } = await entries(giulia.id);
    const answers = await Promise.all([
      record('consultation', consultation.id, 'qualified'),
      record('premium', premium.id, 'qualified'),
      record('premium', premium.id, 'qualified'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json.meta.result).sort()).toEqual([
      'already_queued',
      'already_queued',
      'queued',
    ]);
    expect((await followUps()).map((m) => m.eventType)).toEqual(['QualifiedLead']);
  });

  it('is delivered through the outbox to the stand-in, which accepts it as Meta would', async () => {
    const standin: MetaStandin = await startMetaStandin();
    try {
      await chooseCookies(true);
      const giulia = await registerGiulia();
      const { premium } = await entries(giulia.id);
      await record('premium', premium.id, 'converted_premium');
      const config = metaCapiConfig()!;
      const url = config.url.replace('http://127.0.0.1:9', standin.url);
      const dispatcher = createDispatcher({
        db: db(),
        deliverers: { meta: metaDeliverer(() => ({ ...config, url }), { timeoutMs: 3000 }) },
      });
      expect(await dispatcher.tick()).toBe(2); // Lead and Purchase
      const received = await standin.received();
      expect(received.map((r) => [r.status, r.body.data[0].event_name])).toEqual(
        expect.arrayContaining([
          [200, 'Lead'],
          [200, 'Purchase'],
        ]),
      );
      const purchase = received.find((r) => r.body.data[0].event_name === 'Purchase')!;
      expect(purchase.body.data[0]).toMatchObject({
        action_source: 'phone_call',
        custom_data: { value: 700, currency: 'EUR' },
        user_data: { em: [sha256('giulia.rossi@example.it')] },
      });
      expect((await followUps())[0]).toMatchObject({ status: 'delivered' });
    } finally {
      await standin.close();
    }
  });
});

describe('without marketing consent', () => {
  it.each([
    ['no consent id sent at registration', false, async () => {}],
    ['marketing refused', true, () => chooseCookies(false)],
  ])('%s: the outcome is saved, no event is queued', async (_label, withConsentId, arrange) => {
    await arrange();
    const giulia = await registerGiulia(withConsentId);
    const { premium } = await entries(giulia.id);
    const res = await record('premium', premium.id, 'converted_premium');
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ event: 'Purchase', result: 'not_sent' });
    expect(await db().outboxMessage.count({ where: { channel: 'meta' } })).toBe(0);
    expect((await db().offerRequest.findUniqueOrThrow({ where: { id: premium.id } })).outcome).toBe(
      'converted_premium',
    );
  });

  it('sends nothing once the browser withdrew its consent after registering', async () => {
    await chooseCookies(true);
    const giulia = await registerGiulia();
    await chooseCookies(false);
    const { premium } = await entries(giulia.id);
    expect((await record('premium', premium.id, 'reached')).json.meta.result).toBe('not_sent');
    expect(await followUps()).toEqual([]);
  });

  it('sends nothing for an anonymous consultation', async () => {
    const anonymous = await db().consultationRequest.create({
      data: { preferredDate: 'flessibile', preferredTime: 'sera', experience: 'base', goals: 'x' },
    });
    const res = await record('consultation', anonymous.id, 'reached');
    expect(res.json.meta).toEqual({ event: 'Contact', result: 'not_sent' });
  });
});

describe('bad requests', () => {
  it('answers 404 for an unknown entry and 422 for an outcome it does not know, in the language asked', async () => {
    expect((await record('premium', 999_999, 'reached')).status).toBe(404);
    const bad = await record('premium', 1, 'maybe', { 'accept-language': 'de' });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe('validation_failed');
    expect(bad.json.error.message).toMatch(/ungültig|Feld|prüfen/i);
  });
});
