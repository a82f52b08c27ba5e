/**
 * Experiments on the static landings in the back-office: an owner (stepped up) creates a
 * draft, edits it, starts it and stops it with a winner, each step audited and regenerating the
 * page and its variant routes; a move from the wrong state is 409 `experiment_state`, a second
 * running experiment on a page 409 `experiment_running` (also when both starts come at once);
 * bad input is 422 with a message per field in the request's language; a caller reads the
 * experiments and their results but changes nothing. The results count visitors, leads and
 * verified leads per variant from the rows the tracker and the registration write, and read
 * them out with the Bayesian model.
 */
import { revalidatePath } from 'next/cache';
import { GET as list, POST as create } from '@/app/api/admin/experiments/route';
import { PATCH as patch } from '@/app/api/admin/experiments/[id]/route';
import { GET as results } from '@/app/api/admin/experiments/[id]/results/route';
import { readExperiment } from '@/lib/experiments/statistics';
import { servingSnapshot, setServingCache } from '@/lib/server/experiments/serving';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { translate } from '@/lib/server/http/i18n';
import type { Prisma } from '@/lib/server/generated/prisma/client';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie, steppedUpAdminCookie } from '../support/admin';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const revalidated = jest.mocked(revalidatePath);
beforeEach(() => {
  revalidated.mockClear();
  setServingCache(undefined);
});

const DRAFT = {
  name: '  Titolo più diretto ',
  page: '/',
  variants: [
    { key: 'control', weight: 50, changes: { headline: '' } },
    {
      key: 'b',
      weight: '50',
      changes: { headline: ' Impara il trading con metodo ', subheadline: '', cta: 'Inizia ora' },
    },
  ],
};

/** The home page and its three variant routes: what a change of a home experiment regenerates. */
const HOME_PAGES = ['/', '/ab/home/b', '/ab/home/c', '/ab/home/d'];

const post = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(create, '/api/admin/experiments', { cookie, body, headers: { ...ORIGIN, ...headers } });

const change = (cookie: string, id: number, body: unknown, headers: Record<string, string> = {}) =>
  call(patch, `/api/admin/experiments/${id}`, {
    method: 'PATCH',
    cookie,
    body,
    params: { id: String(id) },
    headers: { ...ORIGIN, ...headers },
  });

const readResults = (cookie: string, id: number) =>
  call(results, `/api/admin/experiments/${id}/results`, { cookie, params: { id: String(id) } });

const regenerated = () => [...new Set(revalidated.mock.calls.map(([path]) => path))].sort();

const auditActions = async () =>
  (
    await db().auditLog.findMany({ where: { targetType: 'experiment' }, orderBy: { id: 'asc' } })
  ).map((a) => `${a.action} ${a.targetId}`);

async function callerCookie(): Promise<string> {
  const caller = { username: 'chiamate', password: 'tre parole lunghe a caso' };
  await createAdminUser(db(), caller.username, caller.password, 'caller');
  const { token } = await signInAdmin(db(), caller, { ip: '198.51.100.50', userAgent: 'jest' });
  return `${adminCookieName()}=${token}`;
}

describe('the life of an experiment', () => {
  it('creates a draft, edits it, starts and stops it with a winner: audited, the pages regenerate', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const created = await post(cookie, DRAFT);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Titolo più diretto',
      page: '/',
      status: 'draft',
      // Stored without the empty slots; the weight as a number.
      variants: [
        { key: 'control', weight: 50, changes: {} },
        {
          key: 'b',
          weight: 50,
          changes: { headline: 'Impara il trading con metodo', cta: 'Inizia ora' },
        },
      ],
      winner: null,
      startedAt: null,
      stoppedAt: null,
    });
    // Nothing is served from a draft.
    expect(revalidated).not.toHaveBeenCalled();
    const id = created.json.id as number;

    const edited = await change(cookie, id, {
      action: 'edit',
      experiment: {
        name: 'Tre titoli',
        page: '/trading-educativo',
        variants: [
          { key: 'control', weight: 34, changes: {} },
          { key: 'b', weight: 33, changes: { heroImage: 'chart' } },
          { key: 'c', weight: 33, changes: { formPosition: 'above', cta: 'Voglio iniziare' } },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ name: 'Tre titoli', page: '/trading-educativo' });
    expect(edited.json.variants).toHaveLength(3);
    // The draft moved from the home page: both pages and their variant routes regenerate.
    expect(regenerated()).toEqual(
      [
        ...HOME_PAGES,
        '/trading-educativo',
        '/ab/trading-educativo/b',
        '/ab/trading-educativo/c',
        '/ab/trading-educativo/d',
      ].sort(),
    );

    revalidated.mockClear();
    const started = await change(cookie, id, { action: 'start' });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'running', winner: null });
    expect(started.json.startedAt).not.toBeNull();
    expect(regenerated()).toEqual(
      [
        '/trading-educativo',
        '/ab/trading-educativo/b',
        '/ab/trading-educativo/c',
        '/ab/trading-educativo/d',
      ].sort(),
    );

    const stopped = await change(cookie, id, { action: 'stop', winner: 'c' });
    expect(stopped.status).toBe(200);
    expect(stopped.json).toMatchObject({ status: 'stopped', winner: 'c' });
    expect(stopped.json.stoppedAt).not.toBeNull();

    const listed = await call(list, '/api/admin/experiments', { cookie });
    expect(listed.json.experiments).toEqual([stopped.json]);
    expect(await auditActions()).toEqual([
      `experiment.create ${id}`,
      `experiment.update ${id}`,
      `experiment.start ${id}`,
      `experiment.stop ${id}`,
    ]);
    const stop = await db().auditLog.findFirstOrThrow({ where: { action: 'experiment.stop' } });
    expect(stop.details).toMatchObject({ page: '/trading-educativo', winner: 'c' });
  });

  it('lists the running experiments first, then the newest', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const first = await post(cookie, { ...DRAFT, name: 'Primo' });
    await change(cookie, first.json.id, { action: 'start' });
    await post(cookie, { ...DRAFT, name: 'Secondo' });
    await post(cookie, { ...DRAFT, name: 'Terzo' });
    const listed = await call(list, '/api/admin/experiments', { cookie });
    expect(listed.json.experiments.map((e: { name: string }) => e.name)).toEqual([
      'Primo',
      'Terzo',
      'Secondo',
    ]);
  });

  it.each([
    ['start a running experiment', 'running', { action: 'start' }],
    ['edit a running experiment', 'running', { action: 'edit', experiment: DRAFT }],
    ['stop a draft', 'draft', { action: 'stop', winner: 'b' }],
    ['stop it twice', 'stopped', { action: 'stop', winner: 'b' }],
    ['start a stopped experiment', 'stopped', { action: 'start' }],
    ['edit a stopped experiment', 'stopped', { action: 'edit', experiment: DRAFT }],
  ])('refuses to %s: 409 experiment_state, nothing changes', async (_, state, move) => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: draft } = await post(cookie, DRAFT);
    if (state !== 'draft') await change(cookie, draft.id, { action: 'start' });
    if (state === 'stopped') await change(cookie, draft.id, { action: 'stop', winner: 'control' });
    const before = await db().experiment.findUniqueOrThrow({ where: { id: draft.id } });
    const audited = await db().auditLog.count();
    revalidated.mockClear();

    const res = await change(cookie, draft.id, move);
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({
      code: 'experiment_state',
      message: translate('it', 'api.experimentState'),
    });
    expect(await db().experiment.findUniqueOrThrow({ where: { id: draft.id } })).toEqual(before);
    expect(await db().auditLog.count()).toBe(audited);
    expect(revalidated).not.toHaveBeenCalled();
  });

  it("switches this server's proxy at once on a start and a stop, not after its snapshot's seconds", async () => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: draft } = await post(cookie, DRAFT);
    // The proxy's snapshot is loaded (nothing tested on '/') before the start.
    expect((await servingSnapshot()).get('/')).toBeUndefined();
    await change(cookie, draft.id, { action: 'start' });
    expect((await servingSnapshot()).get('/')).toMatchObject({
      status: 'running',
      experimentId: draft.id,
    });
    await change(cookie, draft.id, { action: 'stop', winner: 'b' });
    expect((await servingSnapshot()).get('/')).toMatchObject({ status: 'winner', winner: 'b' });
  });

  it('answers 404 for an experiment that does not exist', async () => {
    const cookie = await steppedUpAdminCookie(db());
    expect((await change(cookie, 999, { action: 'start' })).json.error.code).toBe('not_found');
    expect((await readResults(cookie, 999)).status).toBe(404);
    expect((await readResults(cookie, 0)).status).toBe(404);
  });

  it('refuses a winner that is not one of the variants: 422 in Italian, still running', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: draft } = await post(cookie, DRAFT);
    await change(cookie, draft.id, { action: 'start' });
    const res = await change(cookie, draft.id, { action: 'stop', winner: 'c' });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({
      winner: translate('it', 'admin.experiments.errors.winner'),
    });
    expect(res.json.error.fields.winner).toMatch(/^La variante vincente/);
    const { status } = await db().experiment.findUniqueOrThrow({ where: { id: draft.id } });
    expect(status).toBe('running');
  });
});

describe('one running experiment per page', () => {
  it('refuses a second start on the page with 409 experiment_running; after the stop it starts', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: a } = await post(cookie, DRAFT);
    const { json: b } = await post(cookie, { ...DRAFT, name: 'Altro titolo' });
    const { json: other } = await post(cookie, { ...DRAFT, page: '/trading-educativo' });
    expect((await change(cookie, a.id, { action: 'start' })).status).toBe(200);
    const refused = await change(cookie, b.id, { action: 'start' }, { 'accept-language': 'de' });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'experiment_running',
      message: translate('de', 'api.experimentRunning'),
    });
    // Another page is free.
    expect((await change(cookie, other.id, { action: 'start' })).status).toBe(200);
    await change(cookie, a.id, { action: 'stop', winner: 'b' });
    expect((await change(cookie, b.id, { action: 'start' })).status).toBe(200);
  });

  it('starts exactly one of two experiments started at once on one page', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: a } = await post(cookie, DRAFT);
    const { json: b } = await post(cookie, { ...DRAFT, name: 'Altro titolo' });
    const answers = await Promise.all([
      change(cookie, a.id, { action: 'start' }),
      change(cookie, b.id, { action: 'start' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.json.error.code).toBe('experiment_running');
    expect(await db().experiment.count({ where: { page: '/', status: 'running' } })).toBe(1);
    expect(await db().auditLog.count({ where: { action: 'experiment.start' } })).toBe(1);
  });

  it('starts a draft once when it is started twice at once', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: draft } = await post(cookie, DRAFT);
    const answers = await Promise.all([
      change(cookie, draft.id, { action: 'start' }),
      change(cookie, draft.id, { action: 'start' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.json.error.code).toBe('experiment_state');
    expect(await db().auditLog.count({ where: { action: 'experiment.start' } })).toBe(1);
  });
});

describe('bad input and who may write', () => {
  it.each([
    ['a one-letter name', { name: 'x' }, 'name', 'name'],
    ['a page no experiment can run on', { page: '/dashboard' }, 'page', 'page'],
    [
      'a single variant',
      { variants: [{ key: 'control', weight: 100 }] },
      'variants',
      'variantCount',
    ],
    [
      'the variants out of order',
      { variants: [DRAFT.variants[1], DRAFT.variants[0]] },
      'variants',
      'variantOrder',
    ],
    [
      'a control that changes the page',
      { variants: [{ key: 'control', weight: 50, changes: { cta: 'Via' } }, DRAFT.variants[1]] },
      'variants',
      'controlChanges',
    ],
    [
      'a weight of 0',
      { variants: [DRAFT.variants[0], { key: 'b', weight: 0 }] },
      'variants',
      'weight',
    ],
    [
      'a headline over 120 characters',
      {
        variants: [
          DRAFT.variants[0],
          { key: 'b', weight: 50, changes: { headline: 'x'.repeat(121) } },
        ],
      },
      'variants',
      'slotTooLong',
    ],
  ] as const)(
    'refuses %s: 422 with the Italian message of the field, nothing stored',
    async (_, bad, field, key) => {
      const res = await post(await steppedUpAdminCookie(db()), { ...DRAFT, ...bad });
      expect(res.status).toBe(422);
      expect(res.json.error.code).toBe('validation_failed');
      expect(res.json.error.fields).toEqual({
        [field]: translate('it', `admin.experiments.errors.${key}`),
      });
      expect(await db().experiment.count()).toBe(0);
      expect(await db().auditLog.count({ where: { targetType: 'experiment' } })).toBe(0);
    },
  );

  it('answers the refusal in German to a German request, also for an edit', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const res = await post(cookie, { ...DRAFT, name: 'x' }, { 'accept-language': 'de-DE' });
    expect(res.json.error.fields.name).toBe(translate('de', 'admin.experiments.errors.name'));
    expect(res.json.error.fields.name).toMatch(/^Geben Sie dem Experiment/);
    const { json: draft } = await post(cookie, DRAFT);
    const edit = await change(
      cookie,
      draft.id,
      { action: 'edit', experiment: { ...DRAFT, page: '/nope' } },
      { 'accept-language': 'de' },
    );
    expect(edit.status).toBe(422);
    expect(edit.json.error.fields).toEqual({
      experiment: translate('de', 'admin.experiments.errors.page'),
    });
    const move = await change(cookie, draft.id, { action: 'pause' });
    expect(move.status).toBe(422);
  });

  it('asks an owner who has not stepped up to confirm first', async () => {
    const cookie = await adminCookie(db());
    const res = await post(cookie, DRAFT);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('step_up_required');
    expect(await db().experiment.count()).toBe(0);
  });

  it('lets a caller read the experiments and their results, and change none', async () => {
    const owner = await steppedUpAdminCookie(db());
    const { json: draft } = await post(owner, DRAFT);
    const caller = await callerCookie();
    for (const res of [
      await post(caller, DRAFT),
      await change(caller, draft.id, { action: 'start' }),
      await change(caller, draft.id, { action: 'edit', experiment: DRAFT }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual({
        code: 'forbidden',
        message: translate('it', 'api.forbidden'),
      });
    }
    await change(owner, draft.id, { action: 'start' });
    expect((await change(caller, draft.id, { action: 'stop', winner: 'b' })).status).toBe(403);
    const listed = await call(list, '/api/admin/experiments', { cookie: caller });
    expect(listed.json.experiments).toMatchObject([{ id: draft.id, status: 'running' }]);
    expect((await readResults(caller, draft.id)).status).toBe(200);
    expect(await auditActions()).toEqual([
      `experiment.create ${draft.id}`,
      `experiment.start ${draft.id}`,
    ]);
  });
});

describe('GET /api/admin/experiments/:id/results', () => {
  /** `n` visits of `variant` of experiment `experimentId`, sessions named `prefix-i`. */
  const visits = (experimentId: number, variant: string, n: number, prefix = variant) =>
    Array.from({ length: n }, (_, i) => ({
      sessionId: `sess_${experimentId}_${prefix}_${String(i).padStart(3, '0')}`,
      currentPage: '/',
      experimentId,
      experimentVariant: variant,
    }));

  let phones = 0;
  /** A lead of `variant` from session `session` (null: no tracked visit). */
  const lead = (
    experimentId: number,
    variant: string,
    session: string | null,
    isVerified = false,
  ): Prisma.LeadCreateManyInput => {
    phones++;
    return {
      firstName: 'Lead',
      lastName: String(phones),
      email: `lead${phones}@example.it`,
      phone: `+39347000${String(phones).padStart(4, '0')}`,
      experience: 'principiante',
      privacyAccepted: true,
      isVerified,
      visitorSessionId: session,
      experimentId,
      experimentVariant: variant,
    };
  };

  it('cuts the counts at the stop: sessions and leads after it are not counted', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: draft } = await post(cookie, DRAFT);
    const id = draft.id as number;
    const stoppedAt = new Date(Date.now() - 60_000);
    await db().experiment.update({
      where: { id },
      data: { status: 'stopped', startedAt: new Date(Date.now() - 3_600_000), stoppedAt },
    });
    const before = new Date(stoppedAt.getTime() - 1000);
    const after = new Date(stoppedAt.getTime() + 1000);
    await db().visitor.createMany({
      data: [
        ...visits(id, 'b', 1, 'in').map((v) => ({ ...v, createdAt: before })),
        ...visits(id, 'b', 6, 'late').map((v) => ({ ...v, createdAt: after })),
      ],
    });
    await db().lead.createMany({
      data: [
        { ...lead(id, 'b', `sess_${id}_in_000`), createdAt: before },
        { ...lead(id, 'b', null), createdAt: after },
      ],
    });
    const res = await readResults(cookie, id);
    expect(res.json.counts).toEqual([
      { key: 'control', visitors: 0, leads: 0, verifiedLeads: 0 },
      { key: 'b', visitors: 1, leads: 1, verifiedLeads: 0 },
    ]);
  });

  it('counts visitors, leads and verified leads per variant and reads them out', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: draft } = await post(cookie, {
      ...DRAFT,
      variants: [
        { key: 'control', weight: 60 },
        { key: 'b', weight: 40, changes: { cta: 'Inizia ora' } },
      ],
    });
    const { json: other } = await post(cookie, { ...DRAFT, page: '/trading-educativo' });
    const id = draft.id as number;
    await db().visitor.createMany({
      data: [
        ...visits(id, 'control', 12),
        ...visits(id, 'b', 8),
        // Not this experiment, or no variant of it: not counted.
        ...visits(other.id, 'control', 5),
        ...visits(id, 'c', 3),
        { sessionId: 'sess_outside', currentPage: '/' },
      ],
    });
    const s = (variant: string, i: number) => `sess_${id}_${variant}_${String(i).padStart(3, '0')}`;
    await db().lead.createMany({
      data: [
        lead(id, 'control', s('control', 0), true),
        lead(id, 'control', s('control', 1)),
        lead(id, 'b', s('b', 0), true),
        lead(id, 'b', s('b', 1), true),
        // Registered without a tracked visit: one more visitor of b.
        lead(id, 'b', null),
        // Its session's tracked visit saw the control, its registration b: a visitor of b too.
        lead(id, 'b', s('control', 2), true),
        lead(other.id, 'b', null, true),
      ],
    });

    const res = await readResults(cookie, id);
    expect(res.status).toBe(200);
    expect(res.json.experiment).toMatchObject({ id, status: 'draft' });
    expect(res.json.counts).toEqual([
      { key: 'control', visitors: 12, leads: 2, verifiedLeads: 1 },
      { key: 'b', visitors: 10, leads: 4, verifiedLeads: 3 },
    ]);
    const expected = (conversions: [number, number]) =>
      readExperiment([
        { id: 'control', weight: 0.6, visitors: 12, conversions: conversions[0] },
        { id: 'b', weight: 0.4, visitors: 10, conversions: conversions[1] },
      ]);
    expect(res.json.leads).toEqual(expected([2, 4]));
    expect(res.json.verifiedLeads).toEqual(expected([1, 3]));
    const [control, b] = res.json.leads.variants;
    expect(control).toMatchObject({ isControl: true, weight: 0.6, conversionRate: 2 / 12 });
    expect(b).toMatchObject({ weight: 0.4, conversionRate: 0.4, posterior: { alpha: 5, beta: 7 } });
    expect(b.probabilityToBeatControl).toBeGreaterThan(0.8);
    const [expectedControl, expectedB] = res.json.leads.sampleRatio.expected;
    expect(expectedControl).toBeCloseTo(13.2, 9);
    expect(expectedB).toBeCloseTo(8.8, 9);
    expect(res.json.leads.keepRunning).toEqual(['control', 'b']);
  });

  it('reads out an experiment nobody has seen yet', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const { json: draft } = await post(cookie, DRAFT);
    const res = await readResults(cookie, draft.id);
    expect(res.status).toBe(200);
    expect(res.json.counts).toEqual([
      { key: 'control', visitors: 0, leads: 0, verifiedLeads: 0 },
      { key: 'b', visitors: 0, leads: 0, verifiedLeads: 0 },
    ]);
    expect(res.json.leads.sampleRatio).toBeNull();
    expect(res.json.leads.variants.map((v: { conversionRate: null }) => v.conversionRate)).toEqual([
      null,
      null,
    ]);
    expect(res.json.verifiedLeads.keepRunning).toEqual(['control', 'b']);
  });
});
