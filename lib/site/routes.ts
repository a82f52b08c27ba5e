/**
 * The public route table: every page outside the back-office (docs/product.md §2.1, docs/decisions.md).
 * The sitemap, the e2e route checks and the hreflang pairs are built from it — never from
 * the file system (docs/conventions.md "i18n and SEO").
 */
import type { Locale } from '../i18n/locales';

export type RouteKind = 'home' | 'landing' | 'prelander' | 'sales' | 'info' | 'legal' | 'app';

export interface PublicRoute {
  path: string;
  locale: Locale;
  kind: RouteKind;
  /** Listed in the sitemap and open to search engines (app pages are not). */
  indexable: boolean;
  /** The page in the other language covering the same guide (hreflang pair). */
  alternate?: string;
  /** Canonical address when it differs from `path` (docs/product.md §2.12 broker page). */
  canonical?: string;
}

const it = (path: string, kind: RouteKind, extra: Partial<PublicRoute> = {}): PublicRoute => ({
  path,
  locale: 'it',
  kind,
  indexable: kind !== 'app',
  ...extra,
});
const de = (path: string, kind: RouteKind, extra: Partial<PublicRoute> = {}): PublicRoute => ({
  ...it(path, kind, extra),
  locale: 'de',
});

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  it('/', 'home'),
  it('/login', 'app'),
  it('/verify-sms', 'app'),
  it('/grazie', 'app'),
  it('/dashboard', 'app'),
  it('/student-dashboard', 'app'),
  it('/benvenuto', 'app'),
  it('/privacy-policy', 'legal', { alternate: '/datenschutz' }),
  it('/terms-of-service', 'legal', { alternate: '/nutzungsbedingungen' }),
  it('/cookie-policy', 'legal', { alternate: '/cookie-richtlinie' }),
  it('/disclaimer', 'legal', { alternate: '/risikohinweise' }),
  it('/disclaimer-educativo', 'legal', { alternate: '/haftungsausschluss' }),
  it('/normative-consob', 'legal', { alternate: '/consob-vorschriften' }),
  it('/gdpr-compliance', 'legal', { alternate: '/dsgvo-konformitaet' }),
  it('/about', 'info'),
  it('/guida-trading', 'info'),
  it('/forex-trading', 'info'),
  it('/broker-trading-online', 'info', { canonical: '/broker-comparison', indexable: false }),
  it('/broker-comparison', 'info'),
  it('/ebook-gratis', 'sales'),
  it('/guida-trading-base', 'sales'),
  it('/guida-crypto-principianti', 'sales'),
  it('/educazione-finanziaria-italiana', 'sales'),
  it('/guida-crypto-educativa', 'landing', { alternate: '/krypto-leitfaden-deutsch' }),
  it('/segnali-trading-educazione', 'landing'),
  it('/analisi-mercati-educazione', 'landing'),
  de('/krypto-leitfaden-deutsch', 'landing', { alternate: '/guida-crypto-educativa' }),
  de('/willkommen-deutsch', 'app'),
  de('/sms-bestaetigung', 'app'),
  // The student area and the sign-in of German leads (the twins of /student-dashboard, /login).
  de('/lernbereich', 'app'),
  de('/anmelden', 'app'),
  // The German legal set: the same texts (messages/de.json `legal.*`) as the Italian pages.
  de('/datenschutz', 'legal', { alternate: '/privacy-policy' }),
  de('/nutzungsbedingungen', 'legal', { alternate: '/terms-of-service' }),
  de('/cookie-richtlinie', 'legal', { alternate: '/cookie-policy' }),
  de('/risikohinweise', 'legal', { alternate: '/disclaimer' }),
  de('/haftungsausschluss', 'legal', { alternate: '/disclaimer-educativo' }),
  de('/consob-vorschriften', 'legal', { alternate: '/normative-consob' }),
  de('/dsgvo-konformitaet', 'legal', { alternate: '/gdpr-compliance' }),
  // § 5 DDG: the provider's identification, for the site's German audience.
  de('/impressum', 'legal'),
  it('/prelander', 'prelander'),
  // Same page as /prelander for other ad sets: one canonical address.
  it('/trading-segreti', 'prelander', { canonical: '/prelander', indexable: false }),
  it('/strategie-italiane', 'prelander', { canonical: '/prelander', indexable: false }),
  it('/trading-educativo', 'prelander'),
  it('/crypto-educazione', 'prelander'),
  it('/finanza-personale', 'prelander'),
  it('/crypto-guida', 'prelander'),
  it('/investimenti-primi-passi', 'prelander'),
];

/** The route entry for `path`, if it is public. */
export function findRoute(path: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((r) => r.path === path);
}

/** A legal page of the site (the keys of components/legal/legal-pages.ts, plus the imprint). */
export type LegalPageId =
  'privacy' | 'terms' | 'cookies' | 'disclaimer' | 'educational' | 'consob' | 'gdpr' | 'imprint';

/**
 * Where each legal page lives in each language: the one place a link to a legal page is
 * resolved (footer, cookie banner, forms, links inside the legal texts), so a German visitor
 * stays on German pages (GDPR Art. 12: information in a language the person understands).
 * The imprint (§ 5 DDG) exists in German only: the Italian pages have no link to it.
 */
export const LEGAL_PATHS = {
  it: {
    privacy: '/privacy-policy',
    terms: '/terms-of-service',
    cookies: '/cookie-policy',
    disclaimer: '/disclaimer',
    educational: '/disclaimer-educativo',
    consob: '/normative-consob',
    gdpr: '/gdpr-compliance',
  },
  de: {
    privacy: '/datenschutz',
    terms: '/nutzungsbedingungen',
    cookies: '/cookie-richtlinie',
    disclaimer: '/risikohinweise',
    educational: '/haftungsausschluss',
    consob: '/consob-vorschriften',
    gdpr: '/dsgvo-konformitaet',
    imprint: '/impressum',
  },
} as const satisfies Record<Locale, Partial<Record<LegalPageId, string>>>;

/** The legal pages that exist in `locale`, in footer order. */
export function legalPagesOf(locale: Locale): LegalPageId[] {
  return Object.keys(LEGAL_PATHS[locale]) as LegalPageId[];
}

/**
 * The path of legal page `page` in `locale` ('privacy', 'de' → '/datenschutz'). A page
 * missing in `locale` (the Italian imprint) gives undefined, never the other language's page.
 */
export function legalHref(page: LegalPageId, locale: Locale): string | undefined {
  const paths: Partial<Record<LegalPageId, string>> = LEGAL_PATHS[locale];
  return paths[page];
}

/**
 * The page a visitor of each language starts from and registers on: the legal pages' "back
 * home" and the verification page's "back to registration" lead there. German visitors come
 * from the German crypto campaign (docs/product.md §2.10), the only German page with the form.
 */
export const HOME_PATHS: Record<Locale, string> = { it: '/', de: '/krypto-leitfaden-deutsch' };

/**
 * The student area and the lead sign-in of each language: where a verified lead goes, the
 * welcome email and the German guide-link SMS point, and the logins lead back to.
 */
export const STUDENT_AREA_PATHS: Record<Locale, string> = {
  it: '/student-dashboard',
  de: '/lernbereich',
};
export const LOGIN_PATHS: Record<Locale, string> = { it: '/login', de: '/anmelden' };

/** Where a visitor of each language registers: the form on its home page. */
export const REGISTER_PATHS: Record<Locale, string> = {
  it: '/#hero-form',
  de: '/krypto-leitfaden-deutsch#modulo-guida',
};
