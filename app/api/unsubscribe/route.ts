import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { unsubscribeQuerySchema as query } from '@/lib/contracts/unsubscribe';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { translate } from '@/lib/server/http/i18n';
import { unsubscribeLead, unsubscribePageLocale } from '@/lib/server/leads/unsubscribe';

const page = (locale: 'it' | 'de', title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;overflow-wrap:break-word"><h1>${title}</h1>${body}</body></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );

const getDoc: OperationDoc = {
  tag: 'Email',
  summary: 'The confirmation page of an email’s unsubscribe link',
  answers: { 200: { description: 'An HTML page with the confirm button.', type: 'text/html' } },
};

// GET /api/unsubscribe?lead&token — the confirmation page of the email's unsubscribe link, in
// the lead's language (a German lead's email leads to a German page)
export const GET = withJson({ query, doc: getDoc }, async ({ request, query, locale }) => {
  const lang = await unsubscribePageLocale(await getDb(), query.lead, query.token, locale);
  return page(
    lang,
    translate(lang, 'api.unsubscribeTitle'),
    `<p>${translate(lang, 'api.unsubscribeText')}</p><form method="post" action="${request.nextUrl.pathname}${request.nextUrl.search}"><button type="submit" style="padding:.75rem 1.25rem;font-size:1rem">${translate(lang, 'api.unsubscribeConfirm')}</button></form>`,
  );
});

const postDoc: OperationDoc = {
  tag: 'Email',
  summary: 'Unsubscribe the lead from informative email',
  description: 'The page’s button, or a mail client’s one-click List-Unsubscribe (RFC 8058).',
  answers: { 200: { description: 'An HTML page: done.', type: 'text/html' } },
  errors: { 404: '`not_found`: unknown lead or wrong token' },
};

// POST /api/unsubscribe?lead&token — unsubscribe (the page's button, or a mail client's one-click)
export const POST = withJson({ query, doc: postDoc }, async ({ query, locale }) => {
  const db = await getDb();
  await unsubscribeLead(db, query.lead, query.token);
  const lang = await unsubscribePageLocale(db, query.lead, query.token, locale);
  return page(
    lang,
    translate(lang, 'api.unsubscribedTitle'),
    `<p>${translate(lang, 'api.unsubscribedText')}</p>`,
  );
});
