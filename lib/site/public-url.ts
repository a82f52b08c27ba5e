/**
 * The one rule for a page address that leaves the site or the process (README "Security":
 * no personal data in URLs): the Conversions API's `event_source_url`, GA4's `page_location`
 * and `page_referrer`, and any URL written to a log. What is kept is the origin, the path and
 * the query parameters that describe a campaign (utm_*, fbclid, campaign, cid, source, step);
 * everything else (a phone, an email, a token, a `redirect`) and the fragment are dropped.
 * Pure and shared: no server or browser imports.
 */

/** Query parameters a third party or a log may see, besides every `utm_*`. */
export const PUBLIC_URL_PARAMS: readonly string[] = ['fbclid', 'campaign', 'cid', 'source', 'step'];

/** True when query parameter `name` may travel (an exact match: `Source` does not). */
export function isPublicParam(name: string): boolean {
  return /^utm_[a-z0-9_]{1,40}$/.test(name) || PUBLIC_URL_PARAMS.includes(name);
}

const RELATIVE_BASE = 'http://relative.invalid';

/**
 * `url` as origin + path + the allowed parameters, in their order (only the first value of a
 * repeated one). A relative `url` ('/verify-sms?phone=…') stays relative (path and query),
 * unless `base` is given. Credentials (`user:pass@`) and the fragment never survive.
 * Returns null when `url` cannot be read as a URL.
 */
export function publicUrl(url: string | URL, base?: string): string | null {
  let parsed: URL;
  const text = String(url);
  const relative = !base && text.startsWith('/') && !text.startsWith('//');
  try {
    parsed = new URL(text, base ?? (relative ? RELATIVE_BASE : undefined));
  } catch {
    return null;
  }
  if (!relative && parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const kept = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) {
    if (isPublicParam(name) && !kept.has(name)) kept.set(name, value);
  }
  const query = kept.toString();
  const path = `${parsed.pathname}${query ? `?${query}` : ''}`;
  return relative ? path : `${parsed.origin}${path}`;
}
