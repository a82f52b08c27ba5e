import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { defaultNoIndex } from '@/lib/seo/page-metadata';
import { PUBLIC_ROUTES } from '@/lib/site/routes';
import { createMetadata, routeAlternates } from '@/lib/seo/metadata';

const SITE = 'http://localhost:3000';
const base = { title: 'Guida', description: 'Testo', brand: 'Accademia Trading Italia' };

describe('hreflang and canonical from the route table', () => {
  it('pairs the Italian and German crypto guides with x-default on the Italian page', () => {
    const languages = {
      it: '/guida-crypto-educativa',
      de: '/krypto-leitfaden-deutsch',
      'x-default': '/guida-crypto-educativa',
    };
    expect(routeAlternates('/guida-crypto-educativa').languages).toEqual(languages);
    expect(routeAlternates('/krypto-leitfaden-deutsch').languages).toEqual(languages);
    const meta = createMetadata({ ...base, path: '/krypto-leitfaden-deutsch', locale: 'de' });
    expect(meta.alternates).toEqual({ canonical: '/krypto-leitfaden-deutsch', languages });
  });

  it('gives pages without a pair no hreflang', () => {
    expect(routeAlternates('/about')).toEqual({ canonical: '/about' });
  });

  it('points the broker page to its canonical address and keeps it indexable', () => {
    const meta = createMetadata({ ...base, path: '/broker-trading-online' });
    expect(meta.alternates?.canonical).toBe('/broker-comparison');
    expect(meta.openGraph).toMatchObject({ url: '/broker-comparison' });
    expect(defaultNoIndex('/broker-trading-online')).toBe(false);
  });

  it('keeps app pages out of search results by default, content pages in', () => {
    expect(defaultNoIndex('/verify-sms')).toBe(true);
    expect(defaultNoIndex('/willkommen-deutsch')).toBe(true);
    expect(defaultNoIndex('/privacy-policy')).toBe(false);
    expect(defaultNoIndex('/')).toBe(false);
  });
});

describe('sitemap', () => {
  const entries = sitemap();
  const urls = entries.map((entry) => entry.url);

  it('lists every indexable route once, with absolute URLs, and nothing else', () => {
    const expected = PUBLIC_ROUTES.filter((r) => r.indexable).map((r) => `${SITE}${r.path}`);
    expect([...urls].sort()).toEqual(expected.sort());
    for (const hidden of [
      '/verify-sms',
      '/grazie',
      '/dashboard',
      '/login',
      '/broker-trading-online',
    ])
      expect(urls).not.toContain(`${SITE}${hidden}`);
  });

  it('carries the hreflang pair on both guides', () => {
    const de = entries.find((e) => e.url === `${SITE}/krypto-leitfaden-deutsch`);
    expect(de?.alternates?.languages).toEqual({
      it: `${SITE}/guida-crypto-educativa`,
      de: `${SITE}/krypto-leitfaden-deutsch`,
      'x-default': `${SITE}/guida-crypto-educativa`,
    });
    expect(entries.find((e) => e.url === `${SITE}/about`)?.alternates).toBeUndefined();
  });
});

describe('robots', () => {
  it('closes the admin area, the API and the personal pages, and names the sitemap', () => {
    const result = robots();
    expect(result.sitemap).toBe(`${SITE}/sitemap.xml`);
    expect(result.rules).toMatchObject({ userAgent: '*', allow: '/' });
    const { disallow } = result.rules as { disallow: string[] };
    for (const path of ['/admin', '/admin-login', '/enhanced-admin-dashboard', '/api/', '/grazie'])
      expect(disallow).toContain(path);
    expect(disallow).not.toContain('/');
  });
});
