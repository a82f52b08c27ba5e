/**
 * proxy.ts on the tested landing pages: its matcher names exactly EXPERIMENT_PAGES' paths after
 * the admin paths; while an experiment runs, visitors from different networks are sent to the
 * control or to a challenger's pre-rendered route (the address staying the page's), always the
 * same one for one visitor, with answers no shared cache may keep; bots and previews get the
 * control, a kept variant wins; after a stop with a winner, everyone gets the winner.
 */
import { NextRequest, type NextResponse } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '@/proxy';
import nextConfig from '@/next.config';
import { ADMIN_PATHS } from '@/lib/server/auth/admin-paths';
import { EXPERIMENT_PAGES } from '@/lib/experiments/pages';
import { setServingCache, type ServingSnapshot } from '@/lib/server/experiments/serving';

jest.mock('@/lib/server/auth/secret', () => ({
  authSecret: () => 'unit-secret-unit-secret-unit-secret-0123',
  secureCookies: () => false,
}));

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

const HALF = [
  { key: 'control' as const, weight: 50, changes: {} },
  { key: 'b' as const, weight: 50, changes: { headline: 'Nuovo titolo' } },
];

/** Stubs the snapshot the proxy reads. */
function serve(snapshot: ServingSnapshot) {
  setServingCache({ get: async () => snapshot, invalidate: async () => undefined });
}
afterEach(() => setServingCache(undefined));

const RUNNING: ServingSnapshot = new Map([
  ['/', { status: 'running', experimentId: 12, variants: HALF }],
]);

function request(path: string, { ip = '203.0.113.7', ua = CHROME, cookie = '' } = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: { 'x-forwarded-for': ip, 'user-agent': ua, ...(cookie ? { cookie } : {}) },
  });
}

/** Where the proxy sends the request: the rewrite's path and query, or 'next' (the page itself). */
function target(response: NextResponse): string {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) {
    const url = new URL(rewrite);
    return `${url.pathname}${url.search}`;
  }
  expect(response.headers.get('x-middleware-next')).toBe('1');
  return 'next';
}

const ips = (count: number) => Array.from({ length: count }, (_, i) => `198.51.${i}.20`);

it("proxy.ts's matcher is ADMIN_PATHS, then exactly EXPERIMENT_PAGES' paths, written out", () => {
  expect(config.matcher).toEqual([...ADMIN_PATHS, ...EXPERIMENT_PAGES.map((p) => p.path)]);
});

it('runs for the tested pages at their own address only, as Next applies the matcher', () => {
  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });
  for (const { path } of EXPERIMENT_PAGES) expect([path, runs(path)]).toEqual([path, true]);
  expect(runs('/?campaign=FB_PL_TRADING_NEW_01')).toBe(true);
  for (const url of [
    '/about',
    '/privacy-policy',
    '/ab/home/b',
    '/trading-educativo/x',
    '/api/leads',
  ])
    expect([url, runs(url)]).toEqual([url, false]);
});

it('passes a tested page through untouched when nothing is tested there', async () => {
  serve(new Map());
  const response = await proxy(request('/trading-educativo'));
  expect(target(response)).toBe('next');
  expect(response.headers.get('cache-control')).toBeNull();
});

it('sends visitors of different networks to both variants, each always to the same one', async () => {
  serve(RUNNING);
  const seen = new Map<string, string>();
  for (const ip of ips(40)) {
    const response = await proxy(request('/?campaign=FB_PL_TRADING_NEW_01&utm_source=fb', { ip }));
    seen.set(ip, target(response));
    // Per visitor: a shared cache keyed by the address must not hand it to the next one.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  }
  expect(new Set(seen.values())).toEqual(
    new Set(['next', '/ab/home/b?campaign=FB_PL_TRADING_NEW_01&utm_source=fb']),
  );
  for (const [ip, first] of seen)
    expect(
      target(await proxy(request('/?campaign=FB_PL_TRADING_NEW_01&utm_source=fb', { ip }))),
    ).toBe(first);
});

it('shows bots and previews the control, and honours a kept variant', async () => {
  serve(RUNNING);
  for (const ip of ips(20)) {
    expect(target(await proxy(request('/', { ip, ua: BINGBOT })))).toBe('next');
    expect(target(await proxy(request('/?campaign=PREVIEW', { ip })))).toBe('next');
    expect(target(await proxy(request('/', { ip, cookie: 'ab_12=b' })))).toBe('/ab/home/b');
    expect(target(await proxy(request('/', { ip, cookie: 'ab_12=control' })))).toBe('next');
  }
  // Another experiment's cookie, or a variant this one lacks, decides nothing.
  const own = await Promise.all(
    ips(20).map(async (ip) => target(await proxy(request('/', { ip })))),
  );
  const withOther = await Promise.all(
    ips(20).map(async (ip) =>
      target(await proxy(request('/', { ip, cookie: 'ab_11=b; ab_12=d' }))),
    ),
  );
  expect(withOther).toEqual(own);
});

it('sends everyone, bots included, to the winner after a stop, cacheable as one page', async () => {
  serve(
    new Map([
      [
        '/guida-trading-base',
        { status: 'winner', experimentId: 4, winner: 'c', changes: { cta: 'Scarica ora' } },
      ],
    ]),
  );
  for (const ua of [CHROME, BINGBOT]) {
    const response = await proxy(request('/guida-trading-base', { ua }));
    expect(target(response)).toBe('/ab/guida-trading-base/c');
    expect(response.headers.get('cache-control')).toBeNull();
  }
  // Other pages are not concerned.
  expect(target(await proxy(request('/')))).toBe('next');
});

it('keeps guarding the admin area', async () => {
  serve(RUNNING);
  const response = await proxy(request('/admin/leads'));
  expect(response.headers.get('location')).toBe(
    'http://localhost:3000/admin-login?next=%2Fadmin%2Fleads',
  );
});

it('keeps the variant routes out of search results at their own address only', async () => {
  // next.config.ts headers() match the address asked for, before the proxy's rewrite.
  const rules = (await nextConfig.headers!()).filter((rule) =>
    rule.headers.some((h) => h.key === 'X-Robots-Tag'),
  );
  expect(rules).toEqual([
    { source: '/ab/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
  ]);
});
