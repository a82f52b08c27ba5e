import { withJson } from '@/lib/server/http/route';
import { NotFoundError } from '@/lib/server/http/errors';
import { ebookFileName, ebookPdf, findEbook } from '@/lib/server/leads/ebook-pdf';

// GET /ebooks/{id}.pdf — the generated PDF of a catalogue ebook;
// ?lang=de for the German edition; unknown id → 404 JSON
export const GET = withJson({}, async ({ request, params: { id = '' } }) => {
  const ebook = findEbook(id);
  if (!ebook) throw new NotFoundError();
  const locale = new URL(request.url).searchParams.get('lang') === 'de' ? 'de' : 'it';
  const bytes = await ebookPdf(ebook.id, locale);
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${ebookFileName(ebook.id, locale)}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=86400',
    },
  });
});
