import { isbot } from 'isbot';
import { withJson } from '@/lib/server/http/route';
import { NotFoundError } from '@/lib/server/http/errors';
import { getDb } from '@/lib/server/db/client';
import { logger } from '@/lib/server/logger';
import { countEbookDownload } from '@/lib/server/leads/ebook-downloads';
import { ebookFileName, ebookPdf, findEbook } from '@/lib/server/leads/ebook-pdf';

// GET /ebooks/{id}.pdf — the generated PDF of a catalogue ebook, counted as a download
// (not for bots); ?lang=de for the German edition; unknown id → 404 JSON
export const GET = withJson({}, async ({ request, params: { id = '' } }) => {
  const ebook = findEbook(id);
  if (!ebook) throw new NotFoundError();
  const locale = new URL(request.url).searchParams.get('lang') === 'de' ? 'de' : 'it';
  const bytes = await ebookPdf(ebook.id, locale);
  if (request.method === 'GET' && !isbot(request.headers.get('user-agent') ?? ''))
    // The figure is a count of PDFs served; a failed count must not fail the download.
    await countEbookDownload(await getDb(), ebook.id).catch((error: unknown) =>
      logger.error({ err: error, ebookId: ebook.id }, 'ebook download not counted'),
    );
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${ebookFileName(ebook.id, locale)}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=86400',
    },
  });
});
