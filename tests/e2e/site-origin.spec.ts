/**
 * One build for any address: the suite's build, made without SITE_URL (so its own prerender
 * names http://localhost:3000), is assembled as the image runs it (deploy/assemble.sh), copied
 * as a container would hold it, and started with SITE_URL=https://example.test and the loopback
 * allowances the suite's server uses. Every route of the public route table, sitemap.xml and
 * robots.txt, read as a crawler reads them, name that address and no other address of the site
 * (the build's fallback, loopback, the site on another scheme or port): canonical, hreflang
 * alternates, og:url, og:image, JSON-LD, the sitemap's addresses, the robots' sitemap line, and
 * anywhere else in the page.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../lib/site/routes';
import { E2E_PARTNER } from '../../playwright.config';
import { fetchRaw, startServer, SUITE_PORT, type RunningServer } from './production-server';

const SITE = 'https://example.test';
/** The address the build fell back to (env.ts's default): what must never be served. */
const BUILD_DEFAULT = 'http://localhost:3000';

/** The partner broker's page: on loopback in the suite, but another site. */
const PARTNER = new URL(E2E_PARTNER.PARTNER_BROKER_URL).origin;

/**
 * Whether `origin` could be this site under another address: the build's fallback, any
 * loopback address (the partner broker's stand-in apart), or the site's host on another
 * scheme or port. Links to other sites (regulators, opt-out pages) are not.
 */
function anotherAddressOfTheSite(origin: string): boolean {
  if (origin === SITE || origin === PARTNER) return false;
  const { hostname } = new URL(origin);
  return (
    hostname === 'localhost' ||
    hostname.startsWith('127.') ||
    hostname === '[::1]' ||
    hostname === new URL(SITE).hostname
  );
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The addresses a page gives search engines and social sites. */
function seoAddresses(html: string): string[] {
  const tags = [...html.matchAll(/<(?:link|meta)\b[^>]*>/gi)].map((m) => m[0]);
  const links = tags
    .filter((t) => /^(canonical|alternate)$/.test(attr(t, 'rel') ?? ''))
    .map((t) => attr(t, 'href') ?? '');
  const metas = tags
    .filter((t) =>
      /^(og:url|og:image|twitter:image)$/.test(attr(t, 'property') ?? attr(t, 'name') ?? ''),
    )
    .map((t) => attr(t, 'content') ?? '');
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/"(?:url|@id|logo)":"([^"]+)"/g)].map((u) => u[1] ?? ''),
  );
  return [...links, ...metas, ...jsonLd];
}

/** Every origin of an absolute http(s) address in `text`. */
const originsIn = (text: string) =>
  new Set([...text.matchAll(/https?:\/\/[a-z0-9.-]+(?::\d+)?/gi)].map((m) => m[0].toLowerCase()));

let server: RunningServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The image's directory: the standalone output, completed by deploy/assemble.sh, in a place
  // of its own (its pages are rendered and kept there, apart from the suite's server's).
  execFileSync('sh', ['deploy/assemble.sh'], { stdio: 'inherit' });
  dir = await mkdtemp(path.join(tmpdir(), 'site-origin-'));
  await cp('.next/standalone', dir, { recursive: true, verbatimSymlinks: true });
  server = await startServer(['sh', 'deploy/entry/web.sh'], {
    cwd: dir,
    port: SUITE_PORT + 2,
    env: {
      SITE_URL: SITE,
      SMS_DRIVER: 'outbox',
      SMS_OUTBOX_PATH: path.join(dir, '.data/sms-outbox.jsonl'),
      PGLITE_DATA_DIR: path.join(dir, '.data/pglite'),
      MAIL_OUTBOX_DIR: path.join(dir, '.data/mail'),
      AUTH_SECRET: 'site-origin-secret-site-origin-secret-0123',
      LOG_LEVEL: 'warn',
      ...E2E_PARTNER,
      ALLOW_INSECURE_PARTNER_BROKER_URL: '1',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the build itself names the fallback address (the check below can fail)', async () => {
  const built = await readFile(path.join(dir, '.next/server/app/about.html'), 'utf8');
  expect(built).toContain(`${BUILD_DEFAULT}/about`);
});

test(`every public route names ${SITE} and no other origin of the site`, async () => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    const page = await fetchRaw(`${server.url}${route.path}`);
    if (page.status !== 200) {
      problems.push(`${route.path}: status ${page.status}`);
      continue;
    }
    const addresses = seoAddresses(page.text);
    if (addresses.length === 0) problems.push(`${route.path}: names no address at all`);
    for (const address of addresses.filter((a) => a !== SITE && !a.startsWith(`${SITE}/`)))
      problems.push(`${route.path}: names ${address}`);
    for (const origin of originsIn(page.text))
      if (anotherAddressOfTheSite(origin)) problems.push(`${route.path}: contains ${origin}`);
  }
  expect(problems).toEqual([]);
});

test(`sitemap.xml lists every indexable route on ${SITE}, robots.txt points there`, async () => {
  const sitemap = await fetchRaw(`${server.url}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(locs).toHaveLength(PUBLIC_ROUTES.filter((r) => r.indexable).length);
  const hrefs = [...sitemap.text.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
  for (const address of [...locs, ...hrefs]) expect(address.startsWith(`${SITE}/`)).toBe(true);
  expect([...originsIn(sitemap.text)].filter(anotherAddressOfTheSite)).toEqual([]);

  const robots = await fetchRaw(`${server.url}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect([...originsIn(robots.text)]).toEqual([SITE]);
});
