// Which site address a cached page names. Every address the pages give search engines and
// social sites (canonical, hreflang, og:url, og:image, JSON-LD, sitemap.xml, robots.txt) is
// built from SITE_URL when the page is rendered, and one image is built once and promoted
// from staging to production without knowing its address: so the page cache keeps, with each
// page or route response, the origin it was rendered for (one more entry in its cache tags,
// which Next persists and never sends), and an entry rendered for another origin is a miss.
// The build's own prerender carries no mark and is therefore never served: each page is
// rendered by the running server on its first request, with the SITE_URL it runs with.
//
// Plain ESM, like the cache handler that uses it (Next loads it outside the app's bundle);
// types in page-origin.d.mts.

/** env.ts's default SITE_URL (a local run), the origin when SITE_URL is unset. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Where Next keeps an entry's cache tags, comma-separated. */
const TAGS_HEADER = 'x-next-cache-tags';

/** Cache values that hold a response rendered from the pages' code (not a fetch's answer). */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * The site address pages are rendered for: SITE_URL of `source`, normalised as the pages'
 * `new URL(path, SITE_URL)` reads it ('https://example.test' → 'https://example.test/').
 * @param {Readonly<Record<string, string | undefined>>} source process.env or a stand-in
 * @returns {string}
 */
export function siteOrigin(source) {
  return new URL(source.SITE_URL?.trim() || DEFAULT_SITE_URL).href;
}

/**
 * The cache tag that marks an entry as rendered for `origin` (no comma: tags are a
 * comma-separated list).
 * @param {string} origin
 * @returns {string}
 */
export function originTag(origin) {
  return `_site_origin_${origin.replaceAll(',', '%2C')}`;
}

/**
 * `data` as the cache should store it: a response value with the origin's tag added to its
 * cache tags (a copy; `data` is left as it is), anything else unchanged.
 * @template T
 * @param {T} data a value Next hands the cache handler's set()
 * @param {string} origin siteOrigin() of the running server
 * @returns {T}
 */
export function markedWithOrigin(data, origin) {
  const value = /** @type {any} */ (data);
  if (!value || !RESPONSE_KINDS.has(value.kind)) return data;
  const tags = String(value.headers?.[TAGS_HEADER] ?? '')
    .split(',')
    .filter((tag) => tag && !tag.startsWith('_site_origin_'));
  return /** @type {T} */ ({
    ...value,
    headers: { ...value.headers, [TAGS_HEADER]: [...tags, originTag(origin)].join(',') },
  });
}

/**
 * Whether a cache entry may be served by a server running for `origin`: a fetch's answer
 * always; a response only when it carries the origin's tag (rendered for it).
 * @param {{ value?: any } | null | undefined} entry what a cache handler's get() returns
 * @param {string} origin
 * @returns {boolean}
 */
export function renderedFor(entry, origin) {
  const value = entry?.value;
  if (!value || !RESPONSE_KINDS.has(value.kind)) return true;
  const tags = String(value.headers?.[TAGS_HEADER] ?? '').split(',');
  return tags.includes(originTag(origin));
}
