/**
 * hreflang of the Italian/German legal twins (lib/site/routes.ts): in each page's <head> through
 * createMetadata and in the sitemap; the Impressum has no twin and gets none.
 */
import sitemap from '@/app/sitemap';
import { LEGAL_PATHS } from '@/lib/site/routes';
import { createMetadata } from '@/lib/seo/metadata';

const GERMAN_LEGAL = Object.values(LEGAL_PATHS.de);

describe('hreflang of the legal twins', () => {
  const SITE = 'http://localhost:3000';
  const languages = {
    it: '/privacy-policy',
    de: '/datenschutz',
    'x-default': '/privacy-policy',
  };

  it('names both twins in the <head> of each, x-default Italian', () => {
    const base = { title: 'T', description: 'D', brand: 'B' };
    expect(createMetadata({ ...base, path: '/datenschutz', locale: 'de' }).alternates).toEqual({
      canonical: '/datenschutz',
      languages,
    });
    expect(createMetadata({ ...base, path: '/privacy-policy' }).alternates).toEqual({
      canonical: '/privacy-policy',
      languages,
    });
    expect(createMetadata({ ...base, path: '/impressum', locale: 'de' }).alternates).toEqual({
      canonical: '/impressum',
    });
  });

  it('lists every German legal page in the sitemap, the twins with their alternates', () => {
    const entries = sitemap();
    const entry = (path: string) => entries.find((e) => e.url === `${SITE}${path}`);
    for (const path of GERMAN_LEGAL) expect(entry(path)).toBeDefined();
    const absolute = Object.fromEntries(
      Object.entries(languages).map(([lang, path]) => [lang, `${SITE}${path}`]),
    );
    expect(entry('/datenschutz')?.alternates?.languages).toEqual(absolute);
    expect(entry('/privacy-policy')?.alternates?.languages).toEqual(absolute);
    expect(entry('/haftungsausschluss')?.alternates?.languages).toMatchObject({
      it: `${SITE}/disclaimer-educativo`,
    });
    expect(entry('/impressum')?.alternates).toBeUndefined();
  });
});
