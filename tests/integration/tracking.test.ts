import { POST as trackVisitor } from '@/app/api/track-visitor/route';
import { POST as trackPage } from '@/app/api/track-page/route';
import { recordPage, recordVisit, TRACKING_LIMIT_PER_MINUTE } from '@/lib/server/tracking/visitors';
import { liveVisitors } from '@/lib/server/admin/reports/visitors';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { servedClaim } from '../support/experiment-rows';

const db = setupTestDatabase();
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
const ROME_IP = '93.40.1.1'; // Fastweb range: the bundled GeoLite2 City places it in Rome, Lazio
const SESSION = 'sess_1234567890abcdef';

const firstView = (over: Record<string, unknown> = {}, ip = ROME_IP, ua = BROWSER) =>
  call(trackVisitor, '/api/track-visitor', {
    body: { sessionId: SESSION, currentPage: '/guida-trading', referrer: '', ...over },
    ip,
    headers: { 'user-agent': ua },
  });

describe('POST /api/track-visitor', () => {
  it('stores the visit with server-side location and a truncated IP', async () => {
    const res = await firstView({ country: 'Fake', city: 'Nowhere' });
    expect(res.status).toBe(204);
    const visitor = await db().visitor.findUniqueOrThrow({ where: { sessionId: SESSION } });
    expect(visitor).toMatchObject({
      ipAddress: '93.40.1.0',
      countryCode: 'IT',
      country: 'Italy',
      city: 'Rome',
      region: 'Lazio',
      currentPage: '/guida-trading',
      referrer: 'Direct',
      isActive: true,
    });
    expect(visitor.userAgent).toContain('iPhone');
  });

  it("keeps the session's first touch: landing page, campaign, source and UTM", async () => {
    await firstView({
      currentPage:
        '/trading-educativo?campaign=FB_PL_TRADING_NEW_03&utm_source=facebook&utm_medium=cpc&utm_campaign=FB_PL_TRADING_NEW_03',
    });
    await firstView({ currentPage: '/guida-trading-base?campaign=OTHER&step=2' });
    const visitor = await db().visitor.findFirstOrThrow();
    expect(visitor).toMatchObject({
      landingPage: '/trading-educativo',
      campaignId: 'FB_PL_TRADING_NEW_03',
      adSource: 'direct',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      currentPage: '/guida-trading-base?campaign=OTHER&step=2',
    });
  });

  it('keeps the referrer and upserts by session id', async () => {
    await firstView({ referrer: 'https://www.facebook.com/' });
    await firstView({ currentPage: '/forex-trading', referrer: 'https://l.facebook.com/' });
    const rows = await db().visitor.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      currentPage: '/forex-trading',
      referrer: 'https://l.facebook.com/',
    });
  });

  it('truncates IPv6 to /48', async () => {
    await firstView({}, '2a01:e0a:1f:2c40:1:2:3:4');
    const visitor = await db().visitor.findFirstOrThrow();
    expect(visitor.ipAddress).toBe('2a01:e0a:1f::');
  });

  it('does not count bots', async () => {
    const res = await firstView({}, ROME_IP, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(res.status).toBe(204);
    expect(await db().visitor.count()).toBe(0);
  });

  it.each([
    ['no session id', { sessionId: undefined }],
    ['short session id', { sessionId: 'abc' }],
    ['page that is not a path', { currentPage: 'https://evil.example/' }],
    ['overlong page', { currentPage: `/${'a'.repeat(600)}` }],
  ])('rejects %s with 422', async (_label, over) => {
    const res = await firstView(over);
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('validation_failed');
    expect(await db().visitor.count()).toBe(0);
  });
});

describe('POST /api/track-page', () => {
  it('moves the current page', async () => {
    await firstView();
    const res = await call(trackPage, '/api/track-page', {
      body: { sessionId: SESSION, page: '/ebook-gratis' },
      ip: ROME_IP,
      headers: { 'user-agent': BROWSER },
    });
    expect(res.status).toBe(204);
    expect((await db().visitor.findFirstOrThrow()).currentPage).toBe('/ebook-gratis');
  });

  it('refreshes lastSeen to the time of the heartbeat', async () => {
    const client = { ip: ROME_IP, userAgent: BROWSER };
    const t0 = new Date('2026-11-20T10:00:00Z');
    const t1 = new Date('2026-11-20T10:00:30Z');
    await recordVisit(db(), { sessionId: SESSION, currentPage: '/' }, client, t0);
    await recordPage(db(), { sessionId: SESSION, page: '/about' }, client, t1);
    const visitor = await db().visitor.findFirstOrThrow();
    expect(visitor.createdAt).toEqual(t0);
    expect(visitor.lastSeen).toEqual(t1);
  });

  it('accepts the sendBeacon leave signal sent as text/plain and marks the session inactive', async () => {
    await firstView();
    const res = await call(trackPage, '/api/track-page', {
      rawBody: JSON.stringify({ sessionId: SESSION, page: '', isActive: false }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
    });
    expect(res.status).toBe(204);
    const visitor = await db().visitor.findFirstOrThrow();
    expect(visitor).toMatchObject({ isActive: false, currentPage: '/guida-trading' });
  });

  it('creates the record when the first view was lost', async () => {
    await call(trackPage, '/api/track-page', {
      body: { sessionId: SESSION, page: '/about' },
      ip: ROME_IP,
      headers: { 'user-agent': BROWSER },
    });
    const visitor = await db().visitor.findFirstOrThrow();
    expect(visitor).toMatchObject({ currentPage: '/about', countryCode: 'IT', referrer: 'Direct' });
  });

  it('answers malformed and oversized bodies with 4xx JSON', async () => {
    const bad = await call(trackPage, '/api/track-page', { rawBody: 'not json' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_json');
    const huge = await call(trackPage, '/api/track-page', {
      rawBody: JSON.stringify({ sessionId: SESSION, page: `/${'x'.repeat(80_000)}` }),
    });
    expect(huge.status).toBe(413);
    const wrongType = await call(trackPage, '/api/track-page', { rawBody: '[1,2,3]' });
    expect(wrongType.status).toBe(422);
  });

  it('throttles a flood from one IP with 429 while another IP is served', async () => {
    const body = { sessionId: SESSION, page: '/guida-trading' };
    const headers = { 'user-agent': BROWSER };
    for (let i = 0; i < TRACKING_LIMIT_PER_MINUTE; i++) {
      const ok = await call(trackPage, '/api/track-page', { body, ip: '198.51.100.50', headers });
      expect(ok.status).toBe(204);
    }
    const limited = await call(trackPage, '/api/track-page', {
      body,
      ip: '198.51.100.50',
      headers,
    });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
    const visitor = await firstView({}, '198.51.100.51');
    expect(visitor.status).toBe(204);
  });
});

describe('tracking calls sent at once, and past the limit', () => {
  const heartbeat = (page: string, ip = ROME_IP, over: Record<string, unknown> = {}) =>
    call(trackPage, '/api/track-page', {
      body: { sessionId: SESSION, page, ...over },
      ip,
      headers: { 'user-agent': BROWSER },
    });
  const bucket = (ip: string) =>
    db().rateLimitBucket.findUnique({ where: { key: `track:ip:${ip}` } });

  it('50 heartbeats of a new session at once store one session, online once, each call counted', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => heartbeat('/ebook-gratis')));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(204));
    const rows = await db().visitor.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sessionId: SESSION,
      currentPage: '/ebook-gratis',
      landingPage: '/ebook-gratis',
      countryCode: 'IT',
      referrer: 'Direct',
      isActive: true,
    });
    expect((await liveVisitors(db())).onlineNow).toBe(1);
    expect((await bucket(ROME_IP))?.count).toBe(50);
  });

  it('of 130 calls at once from one address, exactly the limit go through', async () => {
    const answers = await Promise.all(
      Array.from({ length: TRACKING_LIMIT_PER_MINUTE + 10 }, (_, i) =>
        call(trackPage, '/api/track-page', {
          body: { sessionId: `sess_burst_${String(i).padStart(6, '0')}`, page: '/' },
          ip: '198.51.100.70',
          headers: { 'user-agent': BROWSER },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(TRACKING_LIMIT_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await db().visitor.count()).toBe(TRACKING_LIMIT_PER_MINUTE);
    expect((await bucket('198.51.100.70'))?.count).toBe(TRACKING_LIMIT_PER_MINUTE);
  });

  it('a heartbeat moves the page and keeps what the first view recorded', async () => {
    await firstView({
      currentPage: '/prelander?campaign=FB_PL_TRADING_NEW_03&utm_source=facebook',
      referrer: 'https://l.facebook.com/',
    });
    const res = await call(trackPage, '/api/track-page', {
      body: { sessionId: SESSION, page: '/ebook-gratis' },
      ip: '2a01:e0a:1f:2c40::1',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0' },
    });
    expect(res.status).toBe(204);
    const visitor = await db().visitor.findFirstOrThrow();
    expect(visitor).toMatchObject({
      currentPage: '/ebook-gratis',
      ipAddress: '93.40.1.0',
      city: 'Rome',
      referrer: 'https://l.facebook.com/',
      landingPage: '/prelander',
      campaignId: 'FB_PL_TRADING_NEW_03',
      utmSource: 'facebook',
    });
    expect(visitor.userAgent).toContain('iPhone');
  });

  it('a call refused by the limit writes nothing and is not counted', async () => {
    const ip = '198.51.100.60';
    await firstView({}, '198.51.100.61');
    const windowStart = new Date();
    await db().rateLimitBucket.create({
      data: { key: `track:ip:${ip}`, windowStart, count: TRACKING_LIMIT_PER_MINUTE },
    });
    const moved = await heartbeat('/ebook-gratis', ip);
    const left = await heartbeat('', ip, { isActive: false });
    const other = await call(trackPage, '/api/track-page', {
      body: { sessionId: 'sess_other_0000001', page: '/about' },
      ip,
      headers: { 'user-agent': BROWSER },
    });
    const first = await call(trackVisitor, '/api/track-visitor', {
      body: { sessionId: 'sess_other_0000002', currentPage: '/' },
      ip,
      headers: { 'user-agent': BROWSER },
    });
    expect([moved, left, other, first].map((r) => r.status)).toEqual([429, 429, 429, 429]);
    expect(moved.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await db().visitor.findMany()).toEqual([
      expect.objectContaining({
        sessionId: SESSION,
        currentPage: '/guida-trading',
        isActive: true,
      }),
    ]);
    expect(await bucket(ip)).toMatchObject({ count: TRACKING_LIMIT_PER_MINUTE, windowStart });
  });
});

describe('experiment exposure: the variant a session saw first', () => {
  const HOME_B = { id: 12, variant: 'b' };
  /** The claim of `e` with the server's proof, as the page's marker sends it. */
  const signed = (e: { id: number; variant: string }) => servedClaim(e.id, e.variant);
  // Experiment 12 runs on the home page, 13 on /trading-educativo (three variants each).
  beforeEach(async () => {
    const variants = ['control', 'b', 'c'].map((key) => ({ key, weight: 1, changes: {} }));
    for (const [id, page] of [
      [12, '/'],
      [13, '/trading-educativo'],
    ] as const)
      await db().experiment.create({
        data: { id, name: `E${id}`, page, status: 'running', variants, startedAt: new Date() },
      });
  });
  const exposure = async () => {
    const visitor = await db().visitor.findUniqueOrThrow({ where: { sessionId: SESSION } });
    return { id: visitor.experimentId, variant: visitor.experimentVariant };
  };
  const pageChange = (over: Record<string, unknown>) =>
    call(trackPage, '/api/track-page', {
      body: { sessionId: SESSION, page: '/', ...over },
      ip: ROME_IP,
      headers: { 'user-agent': BROWSER },
    });

  it('stores the variant of the first view, and none for a page outside any experiment', async () => {
    expect((await firstView({ currentPage: '/', experiment: signed(HOME_B) })).status).toBe(204);
    expect(await exposure()).toEqual(HOME_B);
    await firstView({ sessionId: 'sess_no_experiment_01' });
    const other = await db().visitor.findUniqueOrThrow({
      where: { sessionId: 'sess_no_experiment_01' },
    });
    expect(other).toMatchObject({ experimentId: null, experimentVariant: null });
  });

  it('keeps the first exposure: a later page under another experiment does not overwrite it', async () => {
    await firstView({ currentPage: '/', experiment: signed(HOME_B) });
    await firstView({
      currentPage: '/trading-educativo',
      experiment: signed({ id: 13, variant: 'control' }),
    });
    await pageChange({ page: '/trading-educativo', experiment: signed({ id: 13, variant: 'c' }) });
    await pageChange({ page: '/ebook-gratis' }); // a heartbeat
    await firstView({ currentPage: '/about' });
    expect(await exposure()).toEqual(HOME_B);
    expect((await db().visitor.findFirstOrThrow()).currentPage).toBe('/about');
  });

  it('gives a session that has none the variant of a later view or page change', async () => {
    await firstView({ currentPage: '/guida-trading' });
    await firstView({ currentPage: '/', experiment: signed(HOME_B) });
    expect(await exposure()).toEqual(HOME_B);

    await db().visitor.deleteMany();
    await firstView({ currentPage: '/guida-trading' });
    await pageChange({ page: '/', experiment: signed({ id: 12, variant: 'control' }) });
    expect(await exposure()).toEqual({ id: 12, variant: 'control' });
  });

  it('records the variant of a page change that creates a lost first view', async () => {
    expect((await pageChange({ experiment: signed(HOME_B) })).status).toBe(204);
    expect(await exposure()).toEqual(HOME_B);
  });

  it('of two first views at once under two experiments, keeps one whole (id and variant together)', async () => {
    const views = [HOME_B, { id: 13, variant: 'control' }];
    const answers = await Promise.all(
      views.map((experiment, i) =>
        firstView({ currentPage: i ? '/trading-educativo' : '/', experiment: signed(experiment) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    expect(views).toContainEqual(await exposure());
  });

  type Case = [string, () => object, string?, ('running' | 'stopped')?];
  it.each<Case>([
    ['without the proof', () => HOME_B],
    [
      'with a proof of another variant',
      () => ({ ...HOME_B, proof: signed({ id: 12, variant: 'c' }).proof }),
    ],
    [
      'with a proof of three days ago',
      () => servedClaim(12, 'b', new Date(Date.now() - 3 * 86_400_000)),
    ],
    ['from another page', () => signed(HOME_B), '/trading-educativo'],
    ['of a stopped experiment', () => signed(HOME_B), '/', 'stopped'],
  ])(
    'ignores a claim %s: 204, the visit counted, no exposure',
    async (_l, claim, page = '/', status = 'running') => {
      await db().experiment.update({ where: { id: 12 }, data: { status } });
      expect((await firstView({ currentPage: page, experiment: claim() })).status).toBe(204);
      expect((await pageChange({ page, experiment: claim() })).status).toBe(204);
      expect(await exposure()).toEqual({ id: null, variant: null });
    },
  );

  it.each([
    ['an id of 0', { id: 0, variant: 'b' }],
    ['an id past the integer column', { id: 2_147_483_648, variant: 'b' }],
    ['a fractional id', { id: 1.5, variant: 'b' }],
    ['an unknown variant key', { id: 12, variant: 'e' }],
    ['a missing key', { id: 12 }],
  ])('rejects %s with 422 and writes nothing', async (_label, experiment) => {
    const first = await firstView({ experiment });
    const change = await pageChange({ experiment });
    expect([first.status, change.status]).toEqual([422, 422]);
    expect(await db().visitor.count()).toBe(0);
  });
});
