/**
 * Every admin route is closed without a session: the test finds the route
 * files itself, so a new admin route cannot be left open. Each handler answers 401 (defence in
 * depth); where Next runs the proxy (proxy.ts's matcher, applied as Next applies it) the proxy
 * answers 401 before anything runs. GET /api/leads is the one admin call the proxy does not see.
 */
import path from 'node:path';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '@/proxy';
import { isAdminApi } from '@/lib/server/auth/admin-paths';
import { setupTestDatabase } from '../support/test-db';
import { API_DIR, routeFiles } from '../support/route-files';

setupTestDatabase();

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SAMPLE_ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';

/** '/work/…/app/api/leads/[leadId]/notes/route.ts' → '/api/leads/<uuid>/notes'. */
function urlPath(file: string): string {
  const rel = path.relative(path.join(process.cwd(), 'app'), path.dirname(file));
  return `/${rel.split(path.sep).join('/')}`.replace(/\[[^\]]+\]/g, SAMPLE_ID);
}

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const cases = routeFiles(API_DIR).flatMap((file) => {
  const mod = require(file) as Partial<Record<(typeof METHODS)[number], Handler>>;
  return METHODS.filter((m) => typeof mod[m] === 'function').map(
    (method) => [method, urlPath(file), mod[method]!] as const,
  );
});
const adminCases = cases.filter(([method, url]) => isAdminApi(url, method));

/** Whether Next runs the proxy for `url`: proxy.ts's matcher as Next applies it. */
const proxied = (url: string) => unstable_doesMiddlewareMatch({ config, url });
const proxiedCases = adminCases.filter(([, url]) => proxied(url));

/** The admin calls open without a session: the sign-in, and the (idempotent) logout. */
const OPEN = ['/api/admin/login', '/api/admin/logout'];

it('finds the admin routes, and classifies everything under /api/admin and /api/webhook as admin', () => {
  expect(adminCases.length).toBeGreaterThanOrEqual(2);
  for (const [method, url] of cases) {
    if (/^\/api\/(admin|webhook)\//.test(url) && !OPEN.includes(url)) {
      expect([method, url, isAdminApi(url, method)]).toEqual([method, url, true]);
    }
  }
  expect(isAdminApi('/api/leads', 'POST')).toBe(false);
  // The enrolment link's calls are public by design: the link's token is the credential.
  for (const url of ['/api/admin-enrol/start', '/api/admin-enrol/complete']) {
    expect(cases.some(([method, found]) => method === 'POST' && found === url)).toBe(true);
    expect(isAdminApi(url, 'POST')).toBe(false);
  }
  expect(isAdminApi('/api/leads', 'GET')).toBe(true);
});

it('runs the proxy for every admin call but GET /api/leads, which its handler alone guards', () => {
  expect(
    adminCases.filter(([, url]) => !proxied(url)).map(([method, url]) => `${method} ${url}`),
  ).toEqual(['GET /api/leads']);
});

const request = (method: string, url: string) =>
  new NextRequest(`http://localhost:3000${url}`, {
    method,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });

describe.each(proxiedCases)('%s %s without a session', (method, url) => {
  it('is refused by the proxy with 401', async () => {
    const response = await proxy(request(method, url));
    expect(response.status).toBe(401);
  });
});

describe.each(adminCases)('%s %s without a session', (method, url, handler) => {
  it('is refused by its handler with 401', async () => {
    const response = await handler(request(method, url), {
      params: Promise.resolve({ leadId: SAMPLE_ID, id: SAMPLE_ID, variantId: 'PL_PROFITS' }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });
});

describe('admin pages', () => {
  it.each([
    ['/admin?tab=leads&q=rossi&page=2', '/admin/leads?q=rossi&page=2'],
    ['/admin?tab=dashboard', '/admin'],
    ['/admin?tab=nonsense&period=7d', '/admin?period=7d'],
    ['/enhanced-admin-dashboard?tab=calls&status=open', '/admin/calls?status=open'],
    ['/enhanced-admin-dashboard', '/admin'],
  ])(
    'moves the old tab link %s for good (308) to %s, before the session check',
    async (url, to) => {
      expect(proxied(url)).toBe(true);
      const response = await proxy(new NextRequest(`http://localhost:3000${url}`));
      expect(response.status).toBe(308);
      const location = new URL(response.headers.get('location')!);
      expect(`${location.pathname}${location.search}`).toBe(to);
    },
  );

  it.each(['/admin', '/admin/leads?q=rossi', '/admin/security', '/admin/anything'])(
    'redirects %s to /admin-login?next=…',
    async (url) => {
      expect(proxied(url)).toBe(true);
      const response = await proxy(new NextRequest(`http://localhost:3000${url}`));
      expect(response.status).toBe(307);
      const location = new URL(response.headers.get('location')!);
      expect(location.pathname).toBe('/admin-login');
      expect(location.searchParams.get('next')).toBe(url);
    },
  );

  it('never runs for the login page, untested public pages or the registration', () => {
    // The landing pages an experiment can test run it (tests/unit/experiment-proxy.test.ts).
    for (const url of ['/admin-login', '/about', '/ab/home/b', '/api/leads', '/api/stats/live']) {
      expect([url, proxied(url)]).toEqual([url, false]);
    }
  });

  it('lets the admin sign-in through, which its matcher covers', async () => {
    expect(proxied('/api/admin/login')).toBe(true);
    const response = await proxy(request('POST', '/api/admin/login'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});
