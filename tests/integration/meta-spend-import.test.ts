/**
 * Ad spend from Meta's Marketing API, against the stand-in Graph API
 * (scripts/meta-graph-standin.mjs): the import reads every page of the daily insights at the
 * campaign, ad set and ad levels, replaces the days it re-reads, backs off on Meta's rate
 * limits (usage headers and rate-limit errors) with an injected sleep, runs once at a time,
 * links spend to our campaign ids by name and shows what it could not link as unmapped; the
 * analytics report gives cost per lead per campaign, ad set and ad with each figure's source;
 * the hourly job chains itself; an owner's button runs it on demand.
 */
import '../support/meta-ads-env';
import { POST as importRoute } from '@/app/api/admin/ad-spend/meta-import/route';
import { GET as analyticsRoute } from '@/app/api/admin/analytics/route';
import {
  MAX_ANSWER_BYTES,
  MAX_PAGE_ROWS,
  metaAdsConfig,
} from '@/lib/server/channels/meta/ads-insights';
import { logger } from '@/lib/server/logger';
import {
  STORE_FAILED_REASON,
  importMetaSpend,
  metaSpendDeliverer,
  scheduleMetaSpendImport,
} from '@/lib/server/jobs/meta-spend-import';
import { analytics } from '@/lib/server/admin/reports/analytics';
import { setupTestDatabase } from '../support/test-db';
import {
  startMetaStandin,
  type MetaStandin,
  type StandinInsightRow,
} from '../support/meta-standin';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { adminCookieName } from '@/lib/server/auth/admin-session';

const db = setupTestDatabase();
let standin: MetaStandin;
beforeAll(async () => {
  standin = await startMetaStandin();
});
afterAll(() => standin.close());

/** 11:00 in Rome on 20 November: the first run reads 1–20 November, later ones 14–20. */
const NOW = new Date('2026-11-20T10:00:00Z');
const config = () => ({ ...metaAdsConfig()!, graphUrl: standin.url });

/** Sleeps nothing; records each wait. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const run = (
  deps: { sleep?: (ms: number) => Promise<void>; maxWaitMs?: number; fetch?: typeof fetch } = {},
) =>
  importMetaSpend(db(), {
    trigger: 'schedule',
    now: () => NOW,
    config: config(),
    deps: { sleep: fakeSleep().sleep, ...deps },
  });

/**
 * Runs `fn` with the environment's Graph host (nothing listens there) answered by the stand-in:
 * for the code that reads the environment's account, the hourly job and the button.
 */
async function viaStandin<T>(fn: () => Promise<T>): Promise<T> {
  const realFetch = global.fetch;
  const spy = jest
    .spyOn(global, 'fetch')
    .mockImplementation((url, init) =>
      realFetch(String(url).replace('http://127.0.0.1:9', standin.url), init),
    );
  try {
    return await fn();
  } finally {
    spy.mockRestore();
  }
}

const AD = {
  video: ['c1', 'Lead Italia', 's1', 'Donne 25-45', 'a1', 'FB_AD_01 video'],
  carousel: ['c1', 'Lead Italia', 's1', 'Donne 25-45', 'a2', 'Carosello [FB_AD_02]'],
  retarget: ['c2', 'Retargeting FB_PL_PROFITS_01', 's2', 'Visitatori', 'a3', 'Testimonianza'],
  brand: ['c3', 'Brand awareness', 's3', 'Italia', 'a4', 'Logo'],
} as const;

function row(ad: keyof typeof AD, date: string, spend: string): StandinInsightRow {
  const [campaignId, campaignName, adsetId, adsetName, adId, adName] = AD[ad];
  return {
    date,
    campaign_id: campaignId,
    campaign_name: campaignName,
    adset_id: adsetId,
    adset_name: adsetName,
    ad_id: adId,
    ad_name: adName,
    spend,
    impressions: '1000',
    clicks: '10',
  };
}

const stored = (level: string) =>
  db().adSpendDaily.findMany({ where: { level }, orderBy: [{ day: 'asc' }, { objectId: 'asc' }] });
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

beforeEach(async () => {
  await standin.setMode('ok');
  await standin.setInsights([]);
});

describe('the import', () => {
  it('reads every page at the three levels and stores each object and day once', async () => {
    const rows = ['2026-11-03', '2026-11-10', '2026-11-18', '2026-11-20'].flatMap((date) => [
      row('video', date, '10.50'),
      row('carousel', date, '4.25'),
      row('retarget', date, '3.00'),
      row('brand', date, '1.99'),
    ]);
    await standin.setInsights(rows, { pageSize: 3 });
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'done', since: '2026-11-01', until: '2026-11-20' });
    // 16 ad rows, 12 ad set rows, 12 campaign rows, 3 per page: 6 + 4 + 4 requests.
    expect(outcome.rows).toBe(16 + 12 + 12);
    expect(outcome.requests).toBe(14);
    const requests = await standin.insightsRequests();
    expect(requests).toHaveLength(14);
    expect(requests.filter((r) => r.query.after).length).toBe(14 - 3);
    expect(requests[0]!.query).toMatchObject({
      level: 'campaign',
      time_increment: '1',
      time_range: JSON.stringify({ since: '2026-11-01', until: '2026-11-20' }),
    });
    expect(requests[0]!.query.fields).toContain('spend');
    expect(requests[0]!.query).not.toHaveProperty('access_token');
    const ads = await stored('ad');
    expect(ads).toHaveLength(16);
    expect(ads.find((r) => r.objectId === 'a1')).toMatchObject({
      day: new Date('2026-11-03T00:00:00Z'),
      spendCents: 1050,
      currency: 'EUR',
      impressions: 1000,
      clicks: 10,
      metaCampaignId: 'c1',
      campaignName: 'Lead Italia',
      adsetName: 'Donne 25-45',
      adName: 'FB_AD_01 video',
      campaignId: 'FB_AD_01',
    });
    const campaigns = await stored('campaign');
    expect(campaigns.filter((r) => r.objectId === 'c1').map((r) => r.spendCents)).toEqual([
      1475, 1475, 1475, 1475,
    ]);
    const run1 = await db().metaSpendImport.findFirstOrThrow();
    expect(run1).toMatchObject({ status: 'done', trigger: 'schedule', rows: 40, requests: 14 });
  });

  it('replaces the days it reads again and keeps the older ones', async () => {
    await standin.setInsights([
      row('video', '2026-11-05', '10.00'),
      row('video', '2026-11-15', '10.00'),
      row('carousel', '2026-11-16', '8.00'),
    ]);
    expect((await run()).status).toBe('done');
    // Meta revised the 15th, no longer reports the 16th, and would say otherwise about the 5th.
    await standin.setInsights([
      row('video', '2026-11-05', '99.00'),
      row('video', '2026-11-15', '12.30'),
    ]);
    const second = await run();
    expect(second).toMatchObject({ status: 'done', since: '2026-11-14', until: '2026-11-20' });
    const ads = await stored('ad');
    expect(ads.map((r) => [dayOf(r.day), r.objectId, r.spendCents])).toEqual([
      ['2026-11-05', 'a1', 1000],
      ['2026-11-15', 'a1', 1230],
    ]);
    expect(await db().adSpendDaily.count({ where: { day: new Date('2026-11-16') } })).toBe(0);
  });

  it('pauses while the usage headers are high, and waits out a rate-limit error before going on', async () => {
    await standin.setInsights(
      [row('video', '2026-11-19', '5.00'), row('brand', '2026-11-19', '1.00')],
      {
        pageSize: 1,
      },
    );
    await standin.setMode('busy');
    const busy = fakeSleep();
    const calm = await run({ sleep: busy.sleep });
    expect(calm.status).toBe('done');
    // 80 % usage: a 15 s pause before each next page (one per level), none after a last page.
    expect(busy.waits).toEqual([15_000, 15_000, 15_000]);

    await standin.setMode('throttled');
    const throttled = fakeSleep();
    const outcome = await run({ sleep: throttled.sleep });
    expect(outcome.status).toBe('done');
    // Two 80000 errors with a one-minute regain time, then the pages.
    expect(throttled.waits).toEqual([60_000, 60_000]);
    const requests = (await standin.insightsRequests()).slice(-8);
    expect(requests).toHaveLength(8); // 2 refused + 2 pages × 3 levels
    expect(outcome).toMatchObject({ requests: 8, waitedMs: 120_000 });
    expect(await db().adSpendDaily.count({ where: { level: 'ad' } })).toBe(2);
  });

  it('stops throttled when Meta asks for more waiting than the run may spend, and keeps the stored spend', async () => {
    await standin.setInsights([row('video', '2026-11-19', '5.00')]);
    expect((await run()).status).toBe('done');
    await standin.setInsights([row('video', '2026-11-19', '7.00')]);
    await standin.setMode('throttled');
    const outcome = await run({ maxWaitMs: 30_000 });
    expect(outcome.status).toBe('throttled');
    expect(outcome.error).toMatch(/80000/);
    expect((await stored('ad')).map((r) => r.spendCents)).toEqual([500]);
    const last = await db().metaSpendImport.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(last).toMatchObject({ status: 'throttled', rows: null });
    expect(last.finishedAt).not.toBeNull();
  });

  it('fails at once on a refused token, storing nothing', async () => {
    await standin.setInsights([row('video', '2026-11-19', '5.00')]);
    await standin.setMode('token');
    const outcome = await run();
    expect(outcome).toMatchObject({ status: 'failed', requests: 1 });
    expect(outcome.error).toMatch(/^Meta error 190/);
    expect(await db().adSpendDaily.count()).toBe(0);
  });

  it('runs once at a time: of two runs started at once, one does nothing', async () => {
    await standin.setInsights([row('video', '2026-11-19', '5.00')]);
    // The first run's reads wait until the second has answered, so that whichever claims
    // first still holds the claim when the other tries: a fast run cannot end the race early.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gatedFetch: typeof fetch = async (url, init) => {
      await gate;
      return fetch(url, init);
    };
    const first = run({ fetch: gatedFetch });
    const second = run().finally(release);
    const outcomes = await Promise.all([first, second]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['busy', 'done']);
    expect(await db().metaSpendImport.count()).toBe(1);
    // A run whose process died holds the claim only until its lease passes.
    await db().metaSpendImport.updateMany({
      data: { status: 'running', leaseUntil: new Date(NOW.getTime() - 1) },
    });
    expect((await run()).status).toBe('done');
    const runs = await db().metaSpendImport.findMany({ orderBy: { id: 'asc' } });
    expect(runs.map((r) => r.status)).toEqual(['abandoned', 'done']);
  });
});

describe('a Graph API that answers too much, or elsewhere', () => {
  const TOKEN = 'test-ads-access-token-0123456789';
  /** A Graph stand-in in the test: `answer` per request; records what the import asked. */
  function hostileGraph(answer: (url: URL) => Response) {
    const asked: { url: string; auth: string | null }[] = [];
    const graphFetch: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      asked.push({ url: url.toString(), auth: new Headers(init?.headers).get('authorization') });
      return answer(url);
    };
    return { asked, fetch: graphFetch };
  }
  /** A page as Graph sends it (`date_start`, `date_stop` for the stand-in rows' `date`). */
  const page = (rows: StandinInsightRow[], next?: string) =>
    Response.json({
      data: rows.map(({ date, ...rest }) => ({ date_start: date, date_stop: date, ...rest })),
      ...(next ? { paging: { next } } : {}),
    });
  const lastRun = () => db().metaSpendImport.findFirstOrThrow({ orderBy: { id: 'desc' } });

  it('stops reading an answer past its byte cap, and fails with the reason', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const endless = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const graph = hostileGraph(endless);
    const outcome = await run({ fetch: graph.fetch });
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/more than 4 MB for one page of campaign insights/);
    expect(sent).toBeLessThan(MAX_ANSWER_BYTES + 1024 * 1024);
    expect(graph.asked).toHaveLength(1);
    // A declared length above the cap is not read at all.
    const declared = hostileGraph(
      () => new Response('{}', { headers: { 'content-length': String(450 * 1024 * 1024) } }),
    );
    expect((await run({ fetch: declared.fetch })).error).toMatch(/more than 4 MB/);
    expect((await lastRun()).status).toBe('failed');
    expect(await db().adSpendDaily.count()).toBe(0);
  });

  it('fails on a page of more rows than a page may hold, and on a run past its row cap', async () => {
    const many = Array.from({ length: MAX_PAGE_ROWS + 1 }, () =>
      row('video', '2026-11-19', '1.00'),
    );
    const big = await run({ fetch: hostileGraph(() => page(many)).fetch });
    expect(big.status).toBe('failed');
    expect(big.error).toBe(
      `Meta answered ${MAX_PAGE_ROWS + 1} rows in one page of campaign insights (at most ${MAX_PAGE_ROWS}); the import stops`,
    );
    // Three rows a level, six allowed a run: the third level passes the cap.
    const three = [1, 2, 3].map((d) => row('video', `2026-11-1${d}`, '1.00'));
    const capped = await importMetaSpend(db(), {
      trigger: 'schedule',
      now: () => NOW,
      config: config(),
      maxRunRows: 6,
      deps: { sleep: fakeSleep().sleep, fetch: hostileGraph(() => page(three)).fetch },
    });
    expect(capped.status).toBe('failed');
    expect(capped.error).toMatch(/more than 6 rows of insights in one run/);
    expect(await db().adSpendDaily.count()).toBe(0);
  });

  it('follows paging.next only on the path it asked, without the access_token Meta put in it', async () => {
    const graph = hostileGraph((url) => {
      if (url.searchParams.get('after') === 'p2') return page([row('video', '2026-11-19', '2.00')]);
      const next = new URL(url);
      next.searchParams.set('after', 'p2');
      next.searchParams.set('access_token', 'EAABwzLixnjYBAFAKEtokenFROMmeta1234');
      return page([row('video', '2026-11-18', '1.00')], next.toString());
    });
    expect((await run({ fetch: graph.fetch })).status).toBe('done');
    expect(graph.asked).toHaveLength(6);
    for (const { url, auth } of graph.asked) {
      expect(url).not.toContain('access_token');
      expect(auth).toBe(`Bearer ${TOKEN}`);
    }

    const elsewhere = hostileGraph((url) =>
      url.pathname.endsWith('/insights')
        ? page([], `${url.origin}/v22.0/me/accounts?access_token=${TOKEN}&after=x`)
        : page([]),
    );
    const refused = await run({ fetch: elsewhere.fetch });
    expect(refused).toMatchObject({ status: 'failed', requests: 1 });
    expect(refused.error).toMatch(/paging\.next leads away/);
    expect(elsewhere.asked.map((a) => new URL(a.url).pathname)).toEqual([
      `/${config().version}/act_${config().accountId}/insights`,
    ]);
  });

  it('masks the token in an error that echoes the request, in the stored run and the log', async () => {
    const warn = jest.spyOn(logger, 'warn');
    const echo = hostileGraph((url) =>
      Response.json(
        {
          error: {
            code: 190,
            message: `Invalid OAuth access token: ${TOKEN} (Authorization: Bearer ${TOKEN}) for ${url}&access_token=EAABwzLixnjYBAother`,
          },
        },
        { status: 400 },
      ),
    );
    const outcome = await run({ fetch: echo.fetch });
    warn.mockRestore();
    expect(outcome.status).toBe('failed');
    const stored = (await lastRun()).error!;
    expect(stored).toMatch(/^Meta error 190: Invalid OAuth access token: \[token\]/);
    for (const text of [outcome.error!, stored, JSON.stringify(warn.mock.calls)]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('EAABwzLixnjYBAother');
    }
  });

  it('stores a short fixed reason when the database refuses the rows, not the driver text', async () => {
    // PostgreSQL (and PGlite) refuse a NUL character in text: the insert fails.
    const nul = { ...row('video', '2026-11-19', '1.00'), campaign_name: 'Lead\u0000Segreta' };
    const outcome = await run({ fetch: hostileGraph(() => page([nul])).fetch });
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toBe(STORE_FAILED_REASON);
    expect((await lastRun()).error).toBe(STORE_FAILED_REASON);
  });
});

describe('what the analytics section shows', () => {
  beforeEach(async () => {
    await standin.setInsights([
      row('video', '2026-11-10', '30.00'),
      row('carousel', '2026-11-10', '20.00'),
      row('retarget', '2026-11-11', '12.00'),
      row('brand', '2026-11-12', '8.50'),
    ]);
    expect((await run()).status).toBe('done');
    let n = 0;
    const lead = (campaignId: string | null, isVerified: boolean) => {
      n += 1;
      return {
        firstName: 'A',
        lastName: `L${n}`,
        email: `l${n}@example.it`,
        phone: `+39347300${String(n).padStart(4, '0')}`,
        experience: 'base' as const,
        campaignId,
        isVerified,
        createdAt: new Date('2026-11-12T09:00:00Z'),
      };
    };
    await db().lead.createMany({
      data: [
        lead('FB_AD_01', true),
        lead('FB_AD_01', false),
        lead('FB_AD_01', true),
        lead('FB_AD_02', true),
        lead('FB_PL_PROFITS_01', false),
        lead('GOOGLE_01', true),
        lead(null, false),
      ],
    });
    // By hand: a Google campaign (another source), and FB_AD_01, which the import replaces.
    await db().adSpend.createMany({
      data: [
        { campaignId: 'GOOGLE_01', month: new Date('2026-11-01'), amountCents: 4000 },
        { campaignId: 'FB_AD_01', month: new Date('2026-11-01'), amountCents: 99_900 },
      ],
    });
  });

  it('gives cost per lead per campaign id with its source, and counts unmapped spend in the total', async () => {
    const { spend } = await analytics(db(), '2026-11', NOW);
    expect(
      spend.campaigns.map((c) => [
        c.campaignId,
        c.source,
        c.amountCents,
        c.leads,
        c.costPerLeadCents,
      ]),
    ).toEqual([
      ['GOOGLE_01', 'manual', 4000, 1, 4000],
      ['FB_AD_01', 'meta', 3000, 3, 1000],
      ['FB_AD_02', 'meta', 2000, 1, 2000],
      ['FB_PL_PROFITS_01', 'meta', 1200, 1, 1200],
    ]);
    expect(spend.campaigns[1]).toMatchObject({
      replacedManualCents: 99_900,
      costPerVerifiedCents: 1500,
    });
    expect(spend.campaigns[0]!.replacedManualCents).toBeNull();
    expect(spend.unmappedCents).toBe(850);
    expect(spend.totalCents).toBe(3000 + 2000 + 1200 + 4000 + 850);
    expect(spend.meta!.unmappedCents).toBe(850);
  });

  it('gives cost per lead per Meta campaign, ad set and ad, and names the unmapped ad', async () => {
    const meta = (await analytics(db(), '2026-11', NOW)).spend.meta!;
    expect(meta).toMatchObject({ configured: true, otherCurrencies: [] });
    expect(meta.lastRun).toMatchObject({
      status: 'done',
      since: '2026-11-01',
      until: '2026-11-20',
    });
    const pick = (o: (typeof meta.ads)[number]) => [
      o.name,
      o.campaignIds,
      o.spendCents,
      o.leads,
      o.verified,
      o.costPerLeadCents,
      o.costPerVerifiedCents,
    ];
    expect(meta.campaigns.map(pick)).toEqual([
      ['Lead Italia', ['FB_AD_01', 'FB_AD_02'], 5000, 4, 3, 1250, 1667],
      ['Retargeting FB_PL_PROFITS_01', ['FB_PL_PROFITS_01'], 1200, 1, 0, 1200, null],
      ['Brand awareness', [], 850, 0, 0, null, null],
    ]);
    expect(meta.adsets.map(pick)[0]).toEqual([
      'Donne 25-45',
      ['FB_AD_01', 'FB_AD_02'],
      5000,
      4,
      3,
      1250,
      1667,
    ]);
    expect(meta.ads.map(pick)).toEqual([
      ['FB_AD_01 video', ['FB_AD_01'], 3000, 3, 2, 1000, 1500],
      ['Carosello [FB_AD_02]', ['FB_AD_02'], 2000, 1, 1, 2000, 2000],
      ['Testimonianza', ['FB_PL_PROFITS_01'], 1200, 1, 0, 1200, null],
      ['Logo', [], 850, 0, 0, null, null],
    ]);
    expect(meta.ads[3]).toMatchObject({ campaignName: 'Brand awareness', adsetName: 'Italia' });
  });

  it('shows no cost per lead for ads that share one campaign id', async () => {
    await standin.setInsights([
      row('video', '2026-11-19', '3.00'),
      { ...row('carousel', '2026-11-19', '2.00'), ad_name: 'Carosello FB_AD_01' },
    ]);
    expect((await run()).status).toBe('done');
    const ads = (await analytics(db(), '2026-11', NOW)).spend.meta!.ads;
    const shared = ads.filter((a) => a.campaignIds.includes('FB_AD_01'));
    expect(shared.map((a) => [a.name, a.shared, a.leads, a.costPerLeadCents])).toEqual([
      ['FB_AD_01 video', true, 3, null],
      // Its earlier days carried FB_AD_02: both ids' leads are under it.
      ['Carosello FB_AD_01', true, 4, null],
    ]);
  });

  it('gives an owner the Meta figures and a caller none', async () => {
    const owner = await call(analyticsRoute, '/api/admin/analytics?month=2026-11', {
      cookie: await adminCookie(db()),
    });
    expect(owner.status).toBe(200);
    expect(owner.json.spend.meta.ads).toHaveLength(4);
    const caller = { username: 'chiamate', password: 'tre parole lunghe a caso' };
    await createAdminUser(db(), caller.username, caller.password, 'caller');
    const { token } = await signInAdmin(db(), caller, { ip: '198.51.100.50', userAgent: 'jest' });
    const asCaller = await call(analyticsRoute, '/api/admin/analytics?month=2026-11', {
      cookie: `${adminCookieName()}=${token}`,
    });
    expect(asCaller.status).toBe(200);
    expect(asCaller.json.spend).toBeNull();
  });
});

describe('scheduling and the button', () => {
  it('runs hourly: a run queues the next hour and imports; scheduling an hour twice queues it once', async () => {
    await scheduleMetaSpendImport(db(), NOW);
    await scheduleMetaSpendImport(db(), NOW);
    const queued = await db().outboxMessage.findMany({ where: { channel: 'maintenance' } });
    expect(queued.map((m) => [m.id, m.eventType])).toEqual([
      ['meta-spend_2026-11-20T10', 'meta.spend_import'],
    ]);
    await standin.setInsights([row('video', dayOf(new Date()), '5.00')]);
    const deliverer = metaSpendDeliverer(db(), { sleep: fakeSleep().sleep });
    const outcome = await viaStandin(() =>
      deliverer({ ...queued[0]!, payload: {}, createdAt: NOW, attemptCount: 0, leadId: null }, NOW),
    );
    expect(outcome).toMatchObject({ ok: true, responseSnippet: expect.stringMatching(/^done/) });
    const ids = (await db().outboxMessage.findMany({ where: { channel: 'maintenance' } })).map(
      (m) => m.id,
    );
    expect(ids.sort()).toEqual(['meta-spend_2026-11-20T10', 'meta-spend_2026-11-20T11']);
    expect(await db().adSpendDaily.count({ where: { level: 'ad' } })).toBe(1);
  });

  it("runs on an owner's request, audited, and answers 409 while another run holds the claim", async () => {
    await standin.setInsights([row('video', dayOf(new Date()), '5.00')]);
    const cookie = await adminCookie(db());
    await viaStandin(async () => {
      const post = () =>
        call(importRoute, '/api/admin/ad-spend/meta-import', {
          method: 'POST',
          cookie,
          headers: { origin: 'http://localhost:3000' },
        });
      const res = await post();
      expect(res.status).toBe(200);
      expect(res.json.run).toMatchObject({ status: 'done', trigger: 'manual', rows: 3 });
      const audit = await db().auditLog.findFirstOrThrow({ where: { action: 'adspend.import' } });
      expect(audit.details).toMatchObject({ status: 'done', rows: 3 });

      await db().metaSpendImport.create({
        data: {
          trigger: 'schedule',
          status: 'running',
          since: new Date('2026-11-14'),
          until: new Date('2026-11-20'),
          startedAt: new Date(),
          leaseUntil: new Date(Date.now() + 60_000),
        },
      });
      const busy = await call(importRoute, '/api/admin/ad-spend/meta-import', {
        method: 'POST',
        cookie,
        headers: { origin: 'http://localhost:3000', 'accept-language': 'de' },
      });
      expect(busy.status).toBe(409);
      expect(busy.json.error).toMatchObject({
        code: 'meta_import_running',
        message: expect.stringMatching(/läuft bereits/),
      });
    });
  });
});
