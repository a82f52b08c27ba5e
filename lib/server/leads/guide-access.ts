/**
 * Who may download a guide's PDF (docs/security.md "Guides"): the browser of a lead whose
 * phone it verified (a live, verified lead session). Anyone else gets a short page in their
 * language, with status 403, saying how to get the guide: the registration form, or the
 * login for who already registered. The PDF is never cached by a shared cache.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '../db/client';
import { translate } from '../http/i18n';
import { sessionToken, verifiedLeadId } from '../auth/lead-session';

/** Where each language's visitor registers for a guide, and signs in again. */
const WAY_IN: Record<Locale, { form: string; login: string }> = {
  it: { form: '/ebook-gratis', login: '/login' },
  de: { form: '/krypto-leitfaden-deutsch', login: '/anmelden' },
};

/** The lead whose verified session `request` carries, or null (no download for null). */
export function guideReader(db: Db, request: Request, now = new Date()): Promise<number | null> {
  return verifiedLeadId(db, sessionToken(request), now);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.codePointAt(0)};`);

/** The 403 page for a visitor without a verified lead session, in `locale`. */
export function guideRefusalPage(locale: Locale): Response {
  const t = (key: 'title' | 'text' | 'cta' | 'login') =>
    escape(translate(locale, `guideAccess.${key}`));
  const way = WAY_IN[locale];
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title')}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#0b1f3a}
main{max-width:34rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}p{line-height:1.5}
a.cta{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:8px;background:#0b1f3a;color:#fff;text-decoration:none;font-weight:600}
</style></head>
<body><main>
<h1>${t('title')}</h1>
<p>${t('text')}</p>
<p><a class="cta" href="${way.form}">${t('cta')}</a></p>
<p><a href="${way.login}">${t('login')}</a></p>
</main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Language': locale,
    },
  });
}
