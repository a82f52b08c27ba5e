import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { GET } from '@/app/ebooks/[id]/route';
import { EBOOKS } from '@/lib/catalog/ebooks';
import { NextRequest } from 'next/server';
import messages from '@/messages/it.json';
import german from '@/messages/de.json';
import { createLeadSession, LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { setupTestDatabase } from '../support/test-db';

// Served to a verified lead's session only (tests/integration/guides.test.ts has the rules).
const db = setupTestDatabase();

let cookie = '';
beforeEach(async () => {
  const lead = await db().lead.create({
    data: {
      firstName: 'Luca',
      lastName: 'Neri',
      email: 'luca.neri@example.it',
      phone: '+393471112233',
      experience: 'principiante',
      isVerified: true,
    },
  });
  cookie = `${LEAD_SESSION_COOKIE}=${await createLeadSession(db(), lead.id, true)}`;
});

/** The text drawn on the first page (its hex-encoded WinAnsi strings, in drawing order). */
function coverText(pdf: PDFDocument): string {
  const contents = pdf.getPage(0).node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => pdf.context.lookup(ref))
      : [contents];
  const ops = streams
    .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()))
    .map((bytes) => bytes.toString('latin1'))
    .join('\n');
  return [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join(' ');
}

async function download(id: string, query = '') {
  const request = new NextRequest(`http://localhost:3000/ebooks/${id}${query}`, {
    headers: { cookie },
  });
  return GET(request, { params: Promise.resolve({ id }) });
}

describe('GET /ebooks/{id}.pdf', () => {
  it.each(EBOOKS.map((e) => e.id))('serves a real PDF for %s', async (id) => {
    const res = await download(`${id}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toBe(messages.ebooks.items[id].title);
  });

  it('names the file after the title and answers the same bytes from the cache', async () => {
    const first = await download('tradingBasics');
    expect(first.headers.get('content-disposition')).toBe(
      'attachment; filename="trading-per-principianti-le-basi.pdf"',
    );
    const again = await download('tradingBasics.pdf');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('says on its cover that it is a generated sample, with its real page count', async () => {
    const res = await download('forexGuide.pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    const cover = coverText(pdf);
    expect(cover).toContain('Campione generato automaticamente');
    expect(cover).toContain(`Questo PDF di ${pdf.getPageCount()} pagine è un campione`);
    const de = await PDFDocument.load(
      new Uint8Array(await (await download('forexGuide.pdf', '?lang=de')).arrayBuffer()),
    );
    expect(coverText(de)).toContain('Automatisch erzeugtes Muster');
  });

  it('has cover, contents, one page per topic and the closing notices', async () => {
    const res = await download('riskManagement.pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    const ebook = EBOOKS.find((e) => e.id === 'riskManagement')!;
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3 + ebook.topics.length);
    expect(pdf.getSubject()).toBe(messages.ebooks.items.riskManagement.description);
  });

  it('serves the German edition with ?lang=de', async () => {
    const res = await download('forexGuide.pdf', '?lang=de');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getTitle()).toBe(german.ebooks.items.forexGuide.title);
    expect(pdf.getTitle()).not.toBe(messages.ebooks.items.forexGuide.title);
  });

  it('answers 404 JSON for an unknown ebook', async () => {
    const res = await download('nonEsiste.pdf');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'Risorsa non trovata.' },
    });
  });
});
