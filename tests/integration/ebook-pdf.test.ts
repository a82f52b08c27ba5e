import { PDFDocument } from 'pdf-lib';
import { GET } from '@/app/ebooks/[id]/route';
import { EBOOKS } from '@/lib/catalog/ebooks';
import { NextRequest } from 'next/server';
import messages from '@/messages/it.json';
import german from '@/messages/de.json';
import { setupTestDatabase } from '../support/test-db';

// Each download is counted (lib/server/leads/ebook-downloads.ts).
setupTestDatabase();

async function download(id: string, query = '') {
  const request = new NextRequest(`http://localhost:3000/ebooks/${id}${query}`);
  return GET(request, { params: Promise.resolve({ id }) });
}

describe('GET /ebooks/{id}.pdf', () => {
  it.each(EBOOKS.map((e) => e.id))('serves a real PDF for %s', async (id) => {
    const res = await download(`${id}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
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
