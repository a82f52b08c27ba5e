/**
 * Every route of the public route table (lib/site/routes.ts) as a search engine sees it
 * (docs/product.md §1): status 200, <html lang> of the route's locale, a title, the canonical link,
 * hreflang pairs and the Organization JSON-LD; plus sitemap.xml and robots.txt.
 * Reads the server's HTML (no client script runs), as a crawler does.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../lib/site/routes';

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The `<link …>` tags of the document whose rel matches. */
function links(html: string, rel: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((t) => attr(t, 'rel') === rel);
}

/** The parsed JSON-LD blocks of the document, flattened through @graph. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
    .flatMap((node) => (Array.isArray(node['@graph']) ? node['@graph'] : [node]));
}

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} is served with lang, title, canonical and JSON-LD`, async ({ request }) => {
    const response = await request.get(route.path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(/<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1]).toBe(route.locale);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim()).toBeTruthy();

    const canonical = links(html, 'canonical').map((t) => attr(t, 'href'));
    expect(canonical).toHaveLength(1);
    expect(new URL(canonical[0] ?? '').pathname).toBe(route.canonical ?? route.path);

    const hreflang = Object.fromEntries(
      links(html, 'alternate')
        .filter((t) => attr(t, 'hreflang'))
        .map((t) => [attr(t, 'hreflang'), new URL(attr(t, 'href') ?? '').pathname]),
    );
    if (route.alternate) {
      expect(hreflang[route.locale]).toBe(route.path);
      expect(hreflang[route.locale === 'it' ? 'de' : 'it']).toBe(route.alternate);
      expect(hreflang['x-default']).toBeTruthy();
    } else {
      expect(hreflang).toEqual({});
    }

    const types = jsonLd(html).map((node) => node['@type']);
    expect(types).toContain('Organization');
    if (route.path === '/')
      expect(types).toEqual(expect.arrayContaining(['Course', 'WebSite', 'Service']));
  });
}

test('sitemap.xml lists the indexable routes with their hreflang pairs', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const indexable = PUBLIC_ROUTES.filter((r) => r.indexable).map((r) => r.path);
  expect([...locs].sort()).toEqual([...indexable].sort());
  for (const route of PUBLIC_ROUTES.filter((r) => r.alternate && r.indexable)) {
    const entry = xml
      .split('<url>')
      .find((u) => new RegExp(`<loc>[^<]*${route.path}</loc>`).test(u));
    expect(entry).toMatch(
      new RegExp(`hreflang="de"[^>]*href="[^"]*(${route.path}|${route.alternate})"`),
    );
    expect(entry).toMatch(
      new RegExp(`hreflang="it"[^>]*href="[^"]*(${route.path}|${route.alternate})"`),
    );
  }
});

test('robots.txt closes the API and the admin area and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
});

test('an /api path nobody serves answers 404 in the API error shape, not an HTML page', async ({
  request,
  baseURL,
}) => {
  for (const [method, path] of [
    ['GET', '/api'],
    ['GET', '/api/nothing-here'],
    ['POST', '/api/leads/some-id/unknown'],
    ['DELETE', '/api/leads/..'],
  ] as const) {
    const response = await request.fetch(path, { method, headers: { origin: baseURL! } });
    expect([method, path, response.status()]).toEqual([method, path, 404]);
    expect(response.headers()['content-type']).toContain('application/json');
    expect((await response.json()).error).toEqual({
      code: 'not_found',
      message: 'Risorsa non trovata.',
    });
  }
});
