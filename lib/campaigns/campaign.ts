/**
 * Campaign URL rules, pure and shared (docs/product.md §2.3a): attribution read from the page
 * address, the `?ebook=` rule for the student area, and a guard for `redirect` parameters.
 */

/** Anything with URLSearchParams' `get` (also Next's ReadonlyURLSearchParams). */
export interface ParamReader {
  get(name: string): string | null;
}

/** Attribution sent with a registration (body fields of POST /api/leads). */
export interface Attribution {
  campaignId: string | null;
  adSource: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  fbclid: string | null;
}

/** Ad source used when the address names none (docs/product.md §9). */
export const DEFAULT_AD_SOURCE = 'direct';

/** The student-area ebooks a campaign can point to. */
export type EbookQuery = 'crypto' | 'trading' | 'financial';

/** First non-blank value among the named parameters, trimmed; null when none. */
function first(params: ParamReader, ...names: string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** Reads campaign id (`cid` or `campaign`), ad source (`source` or `ad`), UTM tags and fbclid. */
export function readAttribution(params: ParamReader): Attribution {
  return {
    campaignId: first(params, 'cid', 'campaign'),
    adSource: first(params, 'source', 'ad') ?? DEFAULT_AD_SOURCE,
    utmSource: first(params, 'utm_source'),
    utmMedium: first(params, 'utm_medium'),
    utmCampaign: first(params, 'utm_campaign'),
    utmContent: first(params, 'utm_content'),
    utmTerm: first(params, 'utm_term'),
    fbclid: first(params, 'fbclid'),
  };
}

const EBOOK_RULES: ReadonlyArray<readonly [EbookQuery, readonly string[]]> = [
  ['crypto', ['crypto', 'CRYPTO']],
  ['trading', ['trading', 'TRADING']],
  ['financial', ['finanziaria', 'FINANCIAL']],
];

/**
 * The `?ebook=` value for the current path and campaign id: crypto, then trading, then
 * financial (first rule whose word appears in either); null when none matches.
 */
export function ebookFor(pathname: string, campaignId: string | null): EbookQuery | null {
  const haystacks = [pathname, campaignId ?? ''];
  for (const [ebook, words] of EBOOK_RULES) {
    if (words.some((word) => haystacks.some((text) => text.includes(word)))) return ebook;
  }
  return null;
}

/** Default destination after verification (docs/product.md §9). */
export const STUDENT_DASHBOARD_PATH = '/student-dashboard';

/** `/student-dashboard`, with `?ebook=` when the rule gives one. */
export function studentDashboardPath(ebook: EbookQuery | null): string {
  return ebook ? `${STUDENT_DASHBOARD_PATH}?ebook=${ebook}` : STUDENT_DASHBOARD_PATH;
}

/** Narrows a query value to an EbookQuery; anything else is null. */
export function parseEbookQuery(value: string | null | undefined): EbookQuery | null {
  return value === 'crypto' || value === 'trading' || value === 'financial' ? value : null;
}

/**
 * `value` when it is a same-site relative path ('/x'), else `fallback`. Refuses
 * protocol-relative ('//evil', '/\\evil') and anything with control characters or
 * whitespace, which browsers strip before resolving.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u0020\u007f]/.test(value)) return fallback;
  return value;
}

/**
 * What the verification page's address carries after a registration. Never the phone: it
 * travels in the tab's sessionStorage (lib/browser/verify-phone.ts), since an address reaches
 * logs, history and third parties (README "Security").
 */
export interface VerifyLinkInput {
  /** Where to go after verification (a same-site path). */
  redirect: string;
  campaignId: string | null;
  adSource: string;
  /** False when the server could not send the SMS yet (adds `sent=0`). */
  smsSent: boolean;
  /** Language of the verification page; Italian by default. */
  locale?: 'it' | 'de';
}

/** The verification page of each locale (the German one is /sms-bestaetigung). */
export const VERIFY_PATHS = { it: '/verify-sms', de: '/sms-bestaetigung' } as const;

/** `/verify-sms?redirect=…&campaign=…&source=…[&sent=0]`, every value URL-encoded. */
export function verifySmsUrl({
  redirect,
  campaignId,
  adSource,
  smsSent,
  locale = 'it',
}: VerifyLinkInput): string {
  const params = new URLSearchParams({ redirect });
  if (campaignId) params.set('campaign', campaignId);
  params.set('source', adSource);
  if (!smsSent) params.set('sent', '0');
  return `${VERIFY_PATHS[locale]}?${params.toString()}`;
}

/** A phone from an old link's `?phone=`: an unencoded '+' arrives as a space and is restored. */
export function phoneFromQuery(value: string | null | undefined): string {
  return (value ?? '').replace(/^ (?=\d)/, '+').trim();
}
