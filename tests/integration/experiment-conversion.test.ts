/**
 * Conversion of an A/B experiment: a registration keeps the variant its page's marker named,
 * else the one its visitor session saw first, when the server served it there: the marker's
 * proof is the server's, the experiment runs now on the form's page and has that variant;
 * anything else is dropped and the registration still succeeds.
 * The lead.created and lead.verified webhooks and the Conversions API events carry the variant.
 */
import '../support/webhook-env';
import '../support/meta-env';
import { POST as register } from '@/app/api/leads/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as trackVisitor } from '@/app/api/track-visitor/route';
import { POST as consent } from '@/app/api/consent/route';
import { leadEventDataSchema } from '@/lib/contracts/webhooks';
import type { ExperimentStatus } from '@/lib/contracts/admin/experiments';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';
import { createExperiment, servedClaim } from '../support/experiment-rows';

const db = setupTestDatabase();
const sms = captureSms();

const CONSENT_ID = '6f1c2a9e-2222-4b2c-9d3e-0a1b2c3d4e5f';
const SESSION = 'sess_experiment_0001';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const browser = {
  ip: '93.40.17.250',
  headers: { 'user-agent': UA, referer: 'http://localhost:3000/' },
};
const person = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.it',
  phone: '+39 347 123 4567',
  password: 'segreta-lunga-1',
  experience: 'base',
  privacyAccepted: true,
};

/** An experiment on the home page with variants `keys` (control first), in `status`. */
const experiment = (status: ExperimentStatus, keys?: string[]) =>
  createExperiment(db(), status, keys);

async function visit(experimentSeen?: { id: number; variant: string }) {
  const res = await call(trackVisitor, '/api/track-visitor', {
    ...browser,
    body: {
      sessionId: SESSION,
      currentPage: '/',
      experiment: experimentSeen && servedClaim(experimentSeen.id, experimentSeen.variant),
    },
  });
  expect(res.status).toBe(204);
}

async function registerWith(extra: Record<string, unknown>) {
  const res = await call(register, '/api/leads', { ...browser, body: { ...person, ...extra } });
  expect(res.status).toBe(201);
  const lead = await db().lead.findFirstOrThrow();
  return { res, kept: { id: lead.experimentId, variant: lead.experimentVariant } };
}

const NONE = { id: null, variant: null };

async function allowMarketing() {
  const res = await call(consent, '/api/consent', {
    body: {
      anonymousId: CONSENT_ID,
      categories: { necessary: true, analytics: true, marketing: true, functional: false },
      policyVersion: '2026-11-01',
      action: 'accept_all',
    },
  });
  expect(res.status).toBe(201);
}

const outbox = async (channel: 'webhook' | 'meta') =>
  (await db().outboxMessage.findMany({ where: { channel }, orderBy: { createdAt: 'asc' } })).map(
    (m) => ({ type: m.eventType, payload: m.payload as Record<string, any> }),
  );

describe('the variant a registration keeps', () => {
  it("keeps the variant the form's page showed", async () => {
    const id = await experiment('running');
    const { kept } = await registerWith({ experiment: servedClaim(id, 'b') });
    expect(kept).toEqual({ id, variant: 'b' });
  });

  it('without one from the form, keeps the one the visitor session saw first', async () => {
    const id = await experiment('running');
    await visit({ id, variant: 'b' });
    const { kept } = await registerWith({ visitorSessionId: SESSION });
    expect(kept).toEqual({ id, variant: 'b' });
  });

  it("prefers the form's page to the session's", async () => {
    const id = await experiment('running', ['control', 'b', 'c']);
    await visit({ id, variant: 'c' });
    const { kept } = await registerWith({
      visitorSessionId: SESSION,
      experiment: servedClaim(id, 'control'),
    });
    expect(kept).toEqual({ id, variant: 'control' });
  });

  it('drops the variant of an experiment stopped since the page was loaded', async () => {
    const id = await experiment('stopped');
    const { kept } = await registerWith({ experiment: servedClaim(id, 'b') });
    expect(kept).toEqual(NONE);
  });

  it.each([
    ['an unknown experiment', async () => servedClaim((await experiment('running')) + 100, 'b')],
    ['a draft (never served)', async () => servedClaim(await experiment('draft'), 'b')],
    [
      'a key the experiment does not have',
      async () => servedClaim(await experiment('running'), 'c'),
    ],
    ['a claim without the proof', async () => ({ id: await experiment('running'), variant: 'b' })],
    [
      "another variant's proof",
      async () => {
        const id = await experiment('running');
        return { ...servedClaim(id, 'control'), variant: 'b' };
      },
    ],
    ['a malformed key', async () => ({ id: await experiment('running'), variant: 'zz' })],
    ['a malformed id', async () => ({ id: 'x', variant: 'b' })],
  ])('drops %s and still registers', async (_label, sent) => {
    const { res, kept } = await registerWith({ experiment: await sent() });
    expect(res.json.smsSent).toBe(true);
    expect(kept).toEqual(NONE);
  });

  it("falls back to the session's when the form's names nothing served", async () => {
    const id = await experiment('running');
    const draft = await experiment('draft');
    await visit({ id, variant: 'b' });
    const { kept } = await registerWith({
      visitorSessionId: SESSION,
      experiment: servedClaim(draft, 'b'),
    });
    expect(kept).toEqual({ id, variant: 'b' });
  });

  it("drops the session's when its experiment is not served", async () => {
    const draft = await experiment('draft');
    await visit({ id: draft, variant: 'b' });
    const { kept } = await registerWith({ visitorSessionId: SESSION });
    expect(kept).toEqual(NONE);
  });
});

describe('a claim from another page', () => {
  it('is dropped, and a forged claim reaches neither the lead nor Meta', async () => {
    const id = await experiment('running');
    await allowMarketing();
    const res = await call(register, '/api/leads', {
      ...browser,
      headers: { ...browser.headers, referer: 'http://localhost:3000/trading-educativo' },
      body: { ...person, experiment: servedClaim(id, 'b'), consentId: CONSENT_ID },
    });
    expect(res.status).toBe(201);
    const lead = await db().lead.findFirstOrThrow();
    expect({ id: lead.experimentId, variant: lead.experimentVariant }).toEqual(NONE);
    for (const { payload } of await outbox('meta')) expect(payload.custom_data).toBeUndefined();
  });
});

describe('a lead registered in variant b, to the CRM and to Meta', () => {
  it('carries { id, variant } in lead.created and lead.verified, and custom_data in the CAPI events', async () => {
    const id = await experiment('running');
    await allowMarketing();
    await registerWith({ experiment: servedClaim(id, 'b'), consentId: CONSENT_ID });
    const verified = await call(verify, '/api/verify-sms', {
      ...browser,
      body: { phone: person.phone, code: sms.lastCode('+393471234567'), consentId: CONSENT_ID },
    });
    expect(verified.status).toBe(200);

    const hooks = await outbox('webhook');
    expect(hooks.map((h) => h.type)).toEqual(['lead.created', 'lead.verified']);
    for (const { payload } of hooks) {
      expect(payload.experiment).toEqual({ id, variant: 'b' });
      expect(() => leadEventDataSchema.parse(payload)).not.toThrow();
    }
    const events = await outbox('meta');
    expect(events.map((e) => e.type)).toEqual(['Lead', 'CompleteRegistration']);
    for (const { payload } of events)
      expect(payload.custom_data).toEqual({ experiment_id: id, experiment_variant: 'b' });
  });

  it('outside any experiment: experiment null in the webhook, no custom_data for Meta', async () => {
    await allowMarketing();
    await registerWith({ consentId: CONSENT_ID });
    const [hook] = await outbox('webhook');
    expect(hook!.payload.experiment).toBeNull();
    expect(() => leadEventDataSchema.parse(hook!.payload)).not.toThrow();
    const [event] = await outbox('meta');
    expect(event!.payload).not.toHaveProperty('custom_data');
  });
});
