// The page a visitor gets instead of a failed page (used by server/index.mjs through
// ./serve-response.mjs). While the database is away, a pre-rendered page this process holds no
// copy of is rendered again, and a page that reads the database then fails: Next would answer
// its bare 500. The visitor of an ad landing gets instead a short page in the page's language
// (the `lang` of the build's own HTML of that path; else the browser's first language), with
// status 503 and Retry-After, which reloads itself: search engines come back later, and the
// visitor sees the landing once the database answers again. Never stored by any cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import de from '../messages/de.json' with { type: 'json' };
import it from '../messages/it.json' with { type: 'json' };

/** Seconds after which the page reloads itself, and the Retry-After it is sent with. */
export const UNAVAILABLE_RETRY_SEC = 15;

/** The page's texts per locale (messages/{it,de}.json `unavailablePage`), and the brand. */
const TEXTS = {
  it: { ...it.unavailablePage, brand: it.common.brand },
  de: { ...de.unavailablePage, brand: de.common.brand },
};

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The whole page in `locale` ('it' or 'de').
 * @param {'it' | 'de'} locale
 * @returns {string}
 */
export function unavailablePage(locale) {
  const t = TEXTS[locale];
  return [
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_SEC}">`,
    `<title>${escapeHtml(t.title)} | ${escapeHtml(t.brand)}</title>`,
    '<style>body{margin:0;font-family:system-ui,sans-serif;color:#1e293b;background:#f8fafc}',
    'main{max-width:32rem;margin:0 auto;padding:4rem 1.5rem;text-align:center}',
    'p.brand{font-weight:600;color:#1d4ed8}h1{font-size:1.75rem;margin:.5rem 0 1rem}',
    'a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.375rem;',
    'background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}</style></head>',
    `<body><main><p class="brand">${escapeHtml(t.brand)}</p>`,
    `<h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.body)}</p>`,
    `<a href="">${escapeHtml(t.retry)}</a></main></body></html>`,
  ].join('');
}

/** Paths whose build HTML may be read: letters, digits, dashes and slashes, nothing else. */
const PAGE_PATH = /^\/[a-z0-9/-]*$/i;
/** pageLocale's answers from the build, per path (bounded: only paths the build has). */
const builtLocales = new Map();

/**
 * The language of the page at `pathname`: the `lang` of the HTML the build wrote for it in
 * `appDir` (.next/server/app), else the first language of `acceptLanguage` when German, else
 * Italian (as the API answers: lib/server/http/i18n.ts).
 * @param {string} pathname the request's path, without the query
 * @param {string} appDir the build's .next/server/app directory
 * @param {string | undefined} acceptLanguage
 * @returns {'it' | 'de'}
 */
export function pageLocale(pathname, appDir, acceptLanguage) {
  if (PAGE_PATH.test(pathname) && !pathname.includes('//')) {
    if (!builtLocales.has(pathname)) {
      const file = path.join(
        appDir,
        `${pathname === '/' ? '/index' : pathname.replace(/\/$/, '')}.html`,
      );
      let lang;
      try {
        lang = /<html[^>]*\slang="(it|de)"/.exec(readFileSync(file, 'utf8').slice(0, 512))?.[1];
      } catch {
        // No page of the build at this path.
      }
      if (lang) builtLocales.set(pathname, lang);
      else if (builtLocales.size < 1000) builtLocales.set(pathname, undefined);
    }
    const built = builtLocales.get(pathname);
    if (built) return built;
  }
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('de') ? 'de' : 'it';
}

/**
 * The replacement of a failed page for ./hold-response.mjs: when `res` is about to answer a
 * page request (not the API, not Next's files or RSC payloads) with a 5xx, the unavailable
 * page in the page's language, 503, Retry-After, never cached; else undefined.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} appDir the build's .next/server/app directory
 */
export function unavailableInstead(req, res, appDir) {
  if (res.statusCode < 500) return undefined;
  const pathname = String(req.url ?? '/').split(/[?#]/)[0] ?? '/';
  if (/^\/(api|_next)(\/|$)/.test(pathname) || req.headers.rsc !== undefined) return undefined;
  const locale = pageLocale(pathname, appDir, req.headers['accept-language']);
  return () => ({
    body: unavailablePage(locale),
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': UNAVAILABLE_RETRY_SEC,
      etag: null,
      'x-nextjs-cache': null,
      'x-nextjs-prerender': null,
    },
  });
}
