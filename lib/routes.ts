/**
 * The public route table: every page outside the back-office (SPEC.md §2.1, DESIGN.md).
 * The sitemap, the e2e route checks and the hreflang pairs are built from it — never from
 * the file system (STYLE.md "i18n and SEO").
 */
import type { Locale } from './i18n';

export type RouteKind = 'home' | 'landing' | 'prelander' | 'sales' | 'info' | 'legal' | 'app';

export interface PublicRoute {
  path: string;
  locale: Locale;
  kind: RouteKind;
  /** Listed in the sitemap and open to search engines (app pages are not). */
  indexable: boolean;
  /** The page in the other language covering the same guide (hreflang pair). */
  alternate?: string;
  /** Canonical address when it differs from `path` (SPEC.md §2.12 broker page). */
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
  it('/privacy-policy', 'legal'),
  it('/terms-of-service', 'legal'),
  it('/cookie-policy', 'legal'),
  it('/disclaimer', 'legal'),
  it('/disclaimer-educativo', 'legal'),
  it('/normative-consob', 'legal'),
  it('/gdpr-compliance', 'legal'),
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
