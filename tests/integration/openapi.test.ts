/**
 * The OpenAPI document (GET /api/openapi.json) against the real routes: the schemas and options
 * each route handler is built with are the ones the document names, and real answers, success
 * and error, validate against the document's schemas (ajv, JSON Schema 2020-12), read strictly:
 * an answer object may carry no field the document does not name. The webhooks the outbox sends
 * validate against `webhooks` and carry a Standard Webhooks signature that verifies.
 */
import '../support/webhook-env';
import '../support/offers-env';
import { METRICS_TOKEN } from '../support/metrics-env';
import { randomBytes } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Webhook } from 'standardwebhooks';
import { NextRequest } from 'next/server';
import { Prisma } from '@/lib/server/generated/prisma/client';
import { GET as getDocument } from '@/app/api/openapi.json/route';
import { POST as register } from '@/app/api/leads/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as trackVisitor } from '@/app/api/track-visitor/route';
import { POST as adminLogin } from '@/app/api/admin/login/route';
import { openApiDocument, type OpenApiDocument } from '@/lib/contracts/openapi/document';
import type { ApiOperation } from '@/lib/contracts/openapi/operation';
import { LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { adminCookieName } from '@/lib/server/auth/admin-token';
import { sendWebhook } from '@/lib/server/outbox/webhook';
import { notFoundAnswer } from '@/lib/server/http/not-found';
import { listMigrations } from '@/lib/server/db/migrate';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call, type CallOptions } from '../support/http';
import { steppedUpAdminCookie } from '../support/admin';
import { routeExports } from '../support/route-files';
import { API_OPERATIONS } from '../support/api-operations';

const db = setupTestDatabase();
const sms = captureSms();
const ORIGIN = { origin: 'http://localhost:3000' };

const doc = openApiDocument(
  {
    leadCookie: LEAD_SESSION_COOKIE,
    adminCookie: adminCookieName(),
    rolesOf: () => ['owner'],
    serverUrl: 'http://localhost:3000',
  },
  API_OPERATIONS,
  { strict: true },
);
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(doc, 'openapi.json');

type Handler = Parameters<typeof call>[0];
type RouteModule = Record<string, Handler & { declared?: Record<string, unknown> }>;

/** The route module serving `path` (`/api/leads/{leadId}` → app/api/leads/[leadId]/route.ts). */
async function routeModule(path: string): Promise<RouteModule> {
  const route = path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, '[$1]');
  return (await import(`@/app/api/${route}/route`)) as RouteModule;
}

/** Why `json` is not what component `ref` (`#/components/schemas/…`) describes; [] when it is. */
function schemaErrors(ref: string, json: unknown): string[] {
  const validate = ajv.getSchema(`openapi.json${ref}`);
  if (!validate) return [`no schema ${ref}`];
  if (validate(json)) return [];
  return (validate.errors ?? []).map((e) => `${ref}${e.instancePath} ${e.message}`);
}

/**
 * Why an answer of `status` with body `json` does not match the document's `method path`: its
 * status is not listed, or its body is not the listed schema. [] when it matches.
 */
function answerErrors(method: string, path: string, status: number, json: unknown): string[] {
  const op = doc.paths[path]?.[method] as { responses: Record<string, unknown> } | undefined;
  if (!op) return [`${method} ${path} is not in the document`];
  const response = op.responses[String(status)] as
    { content?: Record<string, { schema: { $ref: string } }> } | undefined;
  if (!response) return [`${method} ${path} does not list ${status}`];
  const media = response.content?.['application/json'];
  if (!media) return json === undefined ? [] : [`${method} ${path} ${status} has no JSON body`];
  return schemaErrors(media.schema.$ref, json).map((e) => `${method} ${path} ${status}: ${e}`);
}

/**
 * Why a non-JSON answer of `status` with `contentType` does not match the document's `method
 * path`: its status is not listed, or its media type (without parameters) is not the one listed.
 */
function mediaErrors(method: string, path: string, status: number, contentType: string | null) {
  const op = doc.paths[path]?.[method] as { responses: Record<string, unknown> } | undefined;
  const response = op?.responses[String(status)] as
    { content?: Record<string, unknown> } | undefined;
  if (!response) return [`${method} ${path} does not list ${status}`];
  const type = (contentType ?? '').split(';')[0]!.trim();
  return type in (response.content ?? {}) ? [] : [`${method} ${path} ${status}: ${contentType}`];
}

/** Calls `method path` (the document's path, params filled from `params`) and checks its answer. */
async function callAndCheck(
  method: string,
  path: string,
  options: CallOptions & { query?: string } = {},
) {
  const handler = (await routeModule(path))[method.toUpperCase()]!;
  const url =
    path.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? '') +
    (options.query ? `?${options.query}` : '');
  const res = await call(handler, url, {
    method: method.toUpperCase(),
    headers: ORIGIN,
    ...options,
  });
  const json = res.status === 204 ? undefined : res.json;
  return { res, problems: answerErrors(method, path, res.status, json) };
}

/** Registers Giulia and verifies her phone: her lead id and verified session cookie. */
async function verifiedLead() {
  const registration = {
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia.rossi@example.it',
    phone: '347 123 4567',
    password: 'segreta-lunga-1',
    experience: 'principiante',
    privacyAccepted: true,
    campaignId: 'FB_AD_07',
    adSource: 'facebook_campaign_7',
    utmSource: 'facebook',
    visitorSessionId: 'sess_openapi_0001',
  };
  await call(trackVisitor, '/api/track-visitor', {
    body: { sessionId: 'sess_openapi_0001', currentPage: '/?cid=FB_AD_07', referrer: '' },
  });
  const registered = await call(register, '/api/leads', { body: registration });
  expect(answerErrors('post', '/api/leads', registered.status, registered.json)).toEqual([]);
  expect(registered.status).toBe(201);
  const verified = await call(verify, '/api/verify-sms', {
    body: { phone: registration.phone, code: sms.lastCode('+393471234567') },
    cookie: registered.cookie,
  });
  expect(answerErrors('post', '/api/verify-sms', verified.status, verified.json)).toEqual([]);
  expect(verified.status).toBe(200);
  return { leadId: verified.json.leadId as string, cookie: verified.cookie! };
}

describe('the routes and the document name the same contract', () => {
  const handlers = () =>
    Promise.all(
      API_OPERATIONS.map(async (op) => ({
        op,
        handler: (await routeModule(op.path))[op.method.toUpperCase()]!,
      })),
    );

  it('covers the route files: every exported method is an operation or the answer to a path nobody serves', async () => {
    const documented = new Set(API_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    const problems: string[] = [];
    for (const exported of routeExports()) {
      const name = `${exported.method} ${exported.path}`;
      const handler = ((await import(exported.file)) as RouteModule)[exported.method];
      // What the unit test read from the source is what the module exports.
      if ((handler === notFoundAnswer) !== exported.unserved)
        problems.push(`${name}: notFoundAnswer is ${handler === notFoundAnswer}`);
      if (!exported.unserved && !documented.has(name)) problems.push(`${name}: not documented`);
    }
    expect(problems).toEqual([]);
    expect(routeExports().filter((e) => e.unserved).length).toBeGreaterThan(0);
    for (const { op, handler } of await handlers()) {
      expect([op.method, op.path, typeof handler?.declared]).toEqual([
        op.method,
        op.path,
        'object',
      ]);
    }
  });

  it('documents the very body, query and path schemas each route parses', async () => {
    const differences: string[] = [];
    for (const { op, handler } of await handlers()) {
      const declared = handler.declared!;
      const name = `${op.method} ${op.path}`;
      for (const part of ['body', 'query', 'params'] as const) {
        if (declared[part] === op[part]) continue;
        // The parts a route reads itself are documented from the schema it reads them with.
        const readByRoute =
          (part === 'body' && op.bodyReadByRoute) ||
          (part === 'query' && op.queryRefusedAs404) ||
          (part === 'params' && op.access === 'lead-own');
        if (!(readByRoute && declared[part] === undefined)) differences.push(`${name}: ${part}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('documents each admin route’s permission, step-up and what it stays open to', async () => {
    const differences: string[] = [];
    for (const { op, handler } of await handlers()) {
      const declared = handler.declared as Partial<ApiOperation>;
      for (const key of ['permission', 'stepUp', 'beforeMfa', 'beforePasswordChange'] as const) {
        if ((declared[key] ?? undefined) !== (op[key] ?? undefined))
          differences.push(`${op.method} ${op.path}: ${key} ${declared[key]} vs ${op[key]}`);
      }
      if ((declared.permission !== undefined) !== (op.access === 'admin'))
        differences.push(`${op.method} ${op.path}: access ${op.access}`);
    }
    expect(differences).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('serves the document, cacheable, with this deployment’s cookie names', async () => {
    const res = await call(getDocument, '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const served = res.json as OpenApiDocument;
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(doc.paths).sort());
    expect(served.components.securitySchemes.leadSession!.name).toBe(LEAD_SESSION_COOKIE);
    expect(served.components.securitySchemes.adminSession!.name).toBe(adminCookieName());
    expect(answerErrors('get', '/api/openapi.json', res.status, res.json)).toEqual([]);
  });
});

describe('real answers validate against the document', () => {
  it('the registration flow: register, verify, the lead, login, tracking, offers, consent', async () => {
    const { leadId, cookie } = await verifiedLead();
    const problems = [
      ...(await callAndCheck('get', '/api/leads/{leadId}', { params: { leadId }, cookie }))
        .problems,
      ...(
        await callAndCheck('post', '/api/auth/login', {
          body: { email: 'giulia.rossi@example.it', password: 'segreta-lunga-1' },
        })
      ).problems,
      ...(
        await callAndCheck('post', '/api/track-page', {
          body: { sessionId: 'sess_openapi_0001', page: '/grazie', isActive: true },
        })
      ).problems,
      ...(await callAndCheck('get', '/api/stats/community')).problems,
      ...(await callAndCheck('get', '/api/stats/live', { query: 'variant=PL_TRADING_NEW' }))
        .problems,
      ...(await callAndCheck('get', '/api/offers')).problems,
      ...(
        await callAndCheck('post', '/api/offers/requests', { body: { offer: 'premium' }, cookie })
      ).problems,
      ...(
        await callAndCheck('post', '/api/consent', {
          body: {
            anonymousId: 'anon-openapi-01',
            categories: { necessary: true, analytics: true, marketing: false, functional: true },
            policyVersion: '2026-11-01',
            action: 'save',
          },
        })
      ).problems,
      ...(
        await callAndCheck('post', '/api/consultations', {
          body: {
            preferredDate: 'flessibile',
            preferredTime: 'sera',
            experience: 'base',
            goals: 'Capire come funziona il trading',
          },
          cookie,
        })
      ).problems,
      ...(await callAndCheck('get', '/api/account/export', { cookie })).problems,
      ...(await callAndCheck('post', '/api/auth/logout', { cookie })).problems,
    ];
    expect(problems).toEqual([]);
  });

  it('every back-office list and report, with data in it', async () => {
    const { leadId } = await verifiedLead();
    const admin = await steppedUpAdminCookie(db());
    const lead = await db().lead.findUniqueOrThrow({ where: { publicId: leadId } });
    await db().partnerClick.create({ data: { leadId: lead.id, campaignId: 'FB_AD_07' } });
    const writes: [string, string, CallOptions][] = [
      ['post', '/api/leads/{leadId}/notes', { params: { leadId }, body: { note: 'Richiamare' } }],
      ['patch', '/api/admin/leads/{leadId}', { params: { leadId }, body: { priority: 'high' } }],
      ['post', '/api/leads/{leadId}/email', { params: { leadId }, body: { template: 'Ciao' } }],
      [
        'put',
        '/api/admin/ad-spend',
        { body: { campaignId: 'FB_AD_07', month: '2026-11', amountEuro: '120,50' } },
      ],
      [
        'put',
        '/api/admin/lead-value',
        { body: { validFrom: '2026-01-01', basis: 'verified', amountEuro: 30 } },
      ],
      [
        'put',
        '/api/admin/offers/{variantId}',
        { params: { variantId: 'PL_TRADING_NEW' }, body: { offerEndsAt: '2030-01-31T23:59' } },
      ],
      [
        'put',
        '/api/admin/automations/{key}',
        { params: { key: 'welcome_email' }, body: { enabled: false } },
      ],
      [
        'post',
        '/api/admin/testimonials',
        {
          body: {
            locale: 'it',
            name: 'Marco B.',
            role: 'Impiegato',
            location: 'Torino',
            rating: '5',
            course: 'Trading base',
            imageUrl: '',
            text: 'Un corso chiaro, con esempi concreti e onesti.',
            completedCourses: '2',
            studyTime: '3 mesi',
            consentOnFile: true,
            consentDate: '2026-01-10',
            published: true,
          },
        },
      ],
      [
        'post',
        '/api/admin/experiments',
        {
          body: {
            name: 'Titolo più diretto',
            page: '/',
            variants: [
              { key: 'control', weight: 50 },
              { key: 'b', weight: 50, changes: { headline: 'Impara con metodo' } },
            ],
          },
        },
      ],
      ['patch', '/api/admin/experiments/{id}', { params: { id: '1' }, body: { action: 'start' } }],
      ['post', '/api/webhook/test', {}],
      ['post', '/api/admin/accounts', { body: { username: 'chiamate', role: 'caller' } }],
    ];
    const problems: string[] = [];
    for (const [method, path, options] of writes)
      problems.push(...(await callAndCheck(method, path, { ...options, cookie: admin })).problems);
    const reads = API_OPERATIONS.filter(
      (op) =>
        op.method === 'get' &&
        op.access === 'admin' &&
        !op.path.includes('{') &&
        Object.values(op.answers).every((a) => a.schema),
    );
    for (const op of reads)
      problems.push(...(await callAndCheck('get', op.path, { cookie: admin })).problems);
    problems.push(
      ...(
        await callAndCheck('get', '/api/admin/leads/{leadId}', {
          params: { leadId },
          cookie: admin,
        })
      ).problems,
      ...(
        await callAndCheck('get', '/api/admin/leads/{leadId}/export', {
          params: { leadId },
          cookie: admin,
        })
      ).problems,
      ...(
        await callAndCheck('get', '/api/admin/analytics', { query: 'month=2026-11', cookie: admin })
      ).problems,
    );
    expect(reads.length).toBeGreaterThanOrEqual(20);
    expect(problems).toEqual([]);
    // The reads had something to show: lists with rows, not only empty arrays.
    const list = await callAndCheck('get', '/api/leads', { cookie: admin });
    expect(list.res.json.leads).toHaveLength(1);
    const detail = await callAndCheck('get', '/api/admin/leads/{leadId}', {
      params: { leadId },
      cookie: admin,
    });
    expect(detail.res.json.lead.notes).toHaveLength(1);
    expect(detail.res.json.lead.emails.length).toBeGreaterThan(0);
    expect(detail.res.json.lead.consents.length).toBeGreaterThan(0);
    const results = await callAndCheck('get', '/api/admin/experiments/{id}/results', {
      params: { id: '1' },
      cookie: admin,
    });
    expect(results.problems).toEqual([]);
    expect(results.res.json.experiment.status).toBe('running');
  });

  it('error answers: 4xx of several kinds, each listed and in the error shape', async () => {
    const { leadId } = await verifiedLead();
    const cases: [string, string, CallOptions & { query?: string }, number][] = [
      ['post', '/api/leads', { body: { firstName: 'G' } }, 422],
      ['post', '/api/leads', { rawBody: '{not json' }, 400],
      ['post', '/api/leads', { body: {}, headers: { origin: 'https://evil.example' } }, 403],
      ['post', '/api/verify-sms', { body: { phone: '347 123 4567', code: '000000' } }, 400],
      ['get', '/api/leads/{leadId}', { params: { leadId } }, 404],
      ['get', '/api/leads', {}, 401],
      ['get', '/api/account/export', {}, 401],
      ['get', '/api/stats/live', { query: 'variant=NOPE' }, 404],
      ['post', '/api/sms/status', { body: { messageId: 'x', status: 'delivered' } }, 403],
      ['post', '/api/admin/login', { body: { username: '', password: 'x' } }, 400],
      ['post', '/api/admin/login', { body: { username: 'nessuno', password: 'sbagliata' } }, 401],
    ];
    const problems: string[] = [];
    for (const [method, path, options, status] of cases) {
      const { res, problems: found } = await callAndCheck(method, path, options);
      if (res.status !== status) problems.push(`${method} ${path}: ${res.status}, not ${status}`);
      problems.push(...found);
    }
    const admin = await steppedUpAdminCookie(db());
    problems.push(
      ...(await callAndCheck('get', '/api/leads', { cookie: admin, query: 'status=nope' }))
        .problems,
      ...(
        await callAndCheck('get', '/api/admin/leads/{leadId}', {
          cookie: admin,
          params: { leadId: '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f' },
        })
      ).problems,
    );
    expect(problems).toEqual([]);
    // The admin login's error keeps docs/product.md's fields next to `error`.
    const login = await call(adminLogin, '/api/admin/login', {
      body: { username: 'nessuno', password: 'sbagliata' },
    });
    expect(login.json).toMatchObject({ success: false, error: { code: 'invalid_credentials' } });
  });

  it('the schemas refuse what does not match: a wrong answer is caught', () => {
    expect(answerErrors('get', '/api/offers', 200, { premium: { capacity: 'tre' } })).not.toEqual(
      [],
    );
    expect(
      answerErrors('get', '/api/offers', 200, {
        premium: { capacity: 3, placesLeft: 1 },
        extra: true,
      }),
    ).not.toEqual([]);
    expect(answerErrors('get', '/api/offers', 418, {})).toEqual([
      'get /api/offers does not list 418',
    ]);
  });
});

describe('the operator’s endpoints validate against the document', () => {
  it('the health probes: live, ready, and not ready while a migration is missing', async () => {
    const live = await callAndCheck('get', '/api/health/live');
    const ready = await callAndCheck('get', '/api/health/ready');
    expect([live.res.status, ready.res.status, ready.res.json.status]).toEqual([200, 200, 'ready']);
    const problems = [...live.problems, ...ready.problems];
    const last = (await listMigrations()).at(-1)!;
    await db().$executeRaw(Prisma.sql`DELETE FROM "_app_migrations" WHERE name = ${last}`);
    try {
      const notReady = await callAndCheck('get', '/api/health/ready');
      expect([notReady.res.status, notReady.res.json.status]).toEqual([503, 'not_ready']);
      problems.push(...notReady.problems);
    } finally {
      await db().$executeRaw(Prisma.sql`INSERT INTO "_app_migrations" (name) VALUES (${last})`);
    }
    expect(problems).toEqual([]);
  });

  it('GET /api/metrics: the Prometheus text with the token, 401 in the error shape without', async () => {
    const handler = (await routeModule('/api/metrics')).GET!;
    const scrape = await handler(
      new NextRequest('http://localhost:3000/api/metrics', {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    const contentType = scrape.headers.get('content-type');
    expect(mediaErrors('get', '/api/metrics', 200, contentType)).toEqual([]);
    // …and a type the document does not list is caught.
    expect(mediaErrors('get', '/api/metrics', 200, 'application/json')).not.toEqual([]);
    const denied = await callAndCheck('get', '/api/metrics', {
      headers: { authorization: 'Bearer not-the-token-0000000000' },
    });
    expect(denied.res.status).toBe(401);
    expect(denied.problems).toEqual([]);
  });
});

describe('webhooks validate against the document', () => {
  it('every event the outbox sends is its documented body, signed as the document says', async () => {
    const { leadId, cookie } = await verifiedLead();
    await callAndCheck('post', '/api/offers/requests', { body: { offer: 'premium' }, cookie });
    const admin = await steppedUpAdminCookie(db());
    await callAndCheck('post', '/api/webhook/test', { cookie: admin });
    const before = await db().outboxMessage.findMany({ where: { channel: 'webhook' } });
    await callAndCheck('delete', '/api/admin/leads/{leadId}', {
      params: { leadId },
      cookie: admin,
    });
    const erased = await db().outboxMessage.findMany({
      where: { channel: 'webhook', eventType: 'lead.deleted' },
    });
    const messages = [...before, ...erased];
    expect(messages.map((m) => m.eventType).sort()).toEqual(Object.keys(doc.webhooks).sort());

    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const problems: string[] = [];
    for (const message of messages) {
      let sent: { headers: Record<string, string>; body: string } | undefined;
      const fakeFetch = (async (_url: string, init: RequestInit) => {
        sent = { headers: init.headers as Record<string, string>, body: init.body as string };
        return new Response('ok');
      }) as unknown as typeof fetch;
      await sendWebhook(
        { url: 'https://crm.example/hook', secret },
        { ...message, attemptCount: 0 },
        new Date(),
        fakeFetch,
      );
      const hook = doc.webhooks[message.eventType]!.post as {
        parameters: { name: string; required: boolean }[];
        requestBody: { content: Record<string, { schema: { $ref: string } }> };
      };
      problems.push(
        ...schemaErrors(
          hook.requestBody.content['application/json']!.schema.$ref,
          JSON.parse(sent!.body),
        ),
      );
      for (const header of hook.parameters)
        if (!(header.name in sent!.headers))
          problems.push(`${message.eventType}: no ${header.name}`);
      // What the document tells the CRM to do verifies the signature.
      expect(() => new Webhook(secret).verify(sent!.body, sent!.headers)).not.toThrow();
    }
    expect(problems).toEqual([]);
  });
});
