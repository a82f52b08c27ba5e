import { isbot } from 'isbot';
import { withJson } from '@/lib/server/http/route';
import { AppError } from '@/lib/server/http/errors';
import { getDb } from '@/lib/server/db/client';
import { logger } from '@/lib/server/logger';
import { countEbookDownload } from '@/lib/server/leads/ebook-downloads';
import { ebookFileName, ebookPdf, findEbook } from '@/lib/server/leads/ebook-pdf';
import { guideFileBytes } from '@/lib/server/leads/guide-files';
import { guideReader, guideRefusalPage } from '@/lib/server/leads/guide-access';

// GET /ebooks/{id}.pdf — a catalogue guide's PDF (the owner's upload, else the generated
// sample) for a verified lead's session, counted once per lead and day; ?lang=de for the
// German edition; anyone else → 403 page saying how to get it; unknown id → 404 JSON
export const GET = withJson({}, async ({ request, locale: accepted, params: { id = '' } }) => {
  const ebook = findEbook(id);
  if (!ebook) throw new AppError('not_found');
  const lang = new URL(request.url).searchParams.get('lang');
  const locale = lang === 'de' ? 'de' : lang === 'it' ? 'it' : accepted;
  const db = await getDb();
  const leadId = await guideReader(db, request);
  if (leadId === null) return guideRefusalPage(locale);
  const bytes = (await guideFileBytes(db, ebook.id, locale)) ?? (await ebookPdf(ebook.id, locale));
  if (request.method === 'GET' && !isbot(request.headers.get('user-agent') ?? ''))
    // The figure counts people; a failed count must not fail the download.
    await countEbookDownload(db, ebook.id, { leadId }).catch((error: unknown) =>
      logger.error({ err: error, ebookId: ebook.id }, 'ebook download not counted'),
    );
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${ebookFileName(ebook.id, locale)}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  });
});
