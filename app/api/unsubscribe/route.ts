import { unsubscribeQuerySchema as query } from '@/lib/contracts/unsubscribe';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { unsubscribeLead } from '@/lib/server/leads/unsubscribe';

const page = (title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1>${body}</body></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );

// GET /api/unsubscribe?lead&token — the confirmation page of the email's unsubscribe link
export const GET = withJson({ query }, async ({ request }) =>
  page(
    'Annulla iscrizione',
    `<p>Non riceverai più email informative da Accademia Trading Italia.</p><form method="post" action="${request.nextUrl.pathname}${request.nextUrl.search}"><button type="submit" style="padding:.75rem 1.25rem;font-size:1rem">Conferma</button></form>`,
  ),
);

// POST /api/unsubscribe?lead&token — unsubscribe (the page's button, or a mail client's one-click)
export const POST = withJson({ query }, async ({ query }) => {
  await unsubscribeLead(await getDb(), query.lead, query.token);
  return page('Iscrizione annullata', '<p>Fatto: non ti invieremo più email informative.</p>');
});
