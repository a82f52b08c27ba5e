/**
 * The guides (docs/back-office.md "Guides", docs/security.md "Guides"): a PDF is served only to
 * a verified lead's session, anyone else gets a 403 page in their language saying how to get
 * it; an owner uploads each guide's PDF per language (checked by parsing it, page count read
 * from it, audited) and the pages' figures follow; the public download figure counts each lead
 * once per guide and day, also when the requests arrive at once.
 */
import { NextRequest } from 'next/server';
import { PDFDocument } from 'pdf-lib';
import { GET as download } from '@/app/ebooks/[id]/route';
import { GET as listGuidesRoute } from '@/app/api/admin/guides/route';
import { PUT as upload } from '@/app/api/admin/guides/[ebookId]/[locale]/route';
import { createLeadSession, LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import {
  countEbookDownload,
  ebookDownloadsTotal,
  pruneEbookDownloadMarks,
} from '@/lib/server/leads/ebook-downloads';
import { guideFacts, GUIDE_MAX_BYTES } from '@/lib/server/leads/guide-files';
import { samplePageCount } from '@/lib/server/leads/ebook-pdf';
import { setupTestDatabase } from '../support/test-db';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();

let serial = 0;
/** The Cookie header of a session of a new lead (verified unless told otherwise). */
async function leadCookie(verified = true) {
  serial += 1;
  const lead = await db().lead.create({
    data: {
      firstName: 'Giulia',
      lastName: `Verdi${serial}`,
      email: `giulia${serial}@example.it`,
      phone: `+3934700001${String(serial).padStart(2, '0')}`,
      experience: 'principiante',
      isVerified: verified,
    },
  });
  return `${LEAD_SESSION_COOKIE}=${await createLeadSession(db(), lead.id, verified)}`;
}

function get(id: string, opts: { cookie?: string; query?: string; language?: string } = {}) {
  const request = new NextRequest(`http://localhost:3000/ebooks/${id}${opts.query ?? ''}`, {
    headers: {
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
  });
  return download(request, { params: Promise.resolve({ id }) });
}

/** A real PDF of `pages` pages. */
async function pdfOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([595, 842]).drawText(`Pagina ${i + 1}`, { x: 50, y: 700 });
  return doc.save();
}

async function put(
  cookie: string | undefined,
  body: Uint8Array | string,
  path = 'tradingBasics/it',
  name = 'guida.pdf',
) {
  const [ebookId = '', locale = ''] = path.split('/');
  const request = new NextRequest(
    `http://localhost:3000/api/admin/guides/${path}?name=${encodeURIComponent(name)}`,
    {
      method: 'PUT',
      headers: {
        'content-type': 'application/pdf',
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'x-forwarded-for': '198.51.100.9',
        ...(cookie ? { cookie } : {}),
      },
      body: typeof body === 'string' ? body : Buffer.from(body),
    },
  );
  const res = await upload(request, { params: Promise.resolve({ ebookId, locale }) });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

describe('GET /ebooks/{id}.pdf: who may download', () => {
  it('answers a visitor without a session 403 with a page in Italian that leads to the form', async () => {
    const res = await get('tradingBasics.pdf');
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('La guida è riservata a chi si è registrato');
    expect(html).toContain('href="/ebook-gratis"');
    expect(html).not.toContain('%PDF');
  });

  it('speaks German for ?lang=de and for a German browser', async () => {
    for (const res of [
      await get('cryptoBasics.pdf', { query: '?lang=de' }),
      await get('cryptoBasics.pdf', { language: 'de-DE,de;q=0.9' }),
    ]) {
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain('Der Leitfaden ist für registrierte Nutzer');
      expect(html).toContain('href="/krypto-leitfaden-deutsch"');
      expect(html).toContain('href="/anmelden"');
    }
  });

  it('refuses a session whose phone was not verified, and serves a verified one', async () => {
    expect((await get('tradingBasics.pdf', { cookie: await leadCookie(false) })).status).toBe(403);
    const res = await get('tradingBasics.pdf', { cookie: await leadCookie() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(await samplePageCount('tradingBasics', 'it'));
  });

  it('answers 404 JSON for an unknown guide, with or without a session', async () => {
    const res = await get('nonEsiste.pdf');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'Risorsa non trovata.' },
    });
  });
});

describe('the public download figure', () => {
  it('rises by one for 30 downloads of one lead, by one per lead, and again the next day', async () => {
    const cookie = await leadCookie();
    for (let i = 0; i < 30; i++)
      expect((await get('riskManagement.pdf', { cookie })).status).toBe(200);
    expect(await ebookDownloadsTotal(db())).toBe(1);
    await get('forexGuide.pdf', { cookie });
    await get('riskManagement.pdf', { cookie: await leadCookie() });
    expect(await ebookDownloadsTotal(db())).toBe(3);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const leadId = (await db().leadSession.findFirstOrThrow({ orderBy: { id: 'asc' } })).leadId;
    expect(await countEbookDownload(db(), 'riskManagement', { leadId }, tomorrow)).toBe(true);
    expect(await ebookDownloadsTotal(db())).toBe(4);
  });

  it('counts 50 downloads of one lead arriving at once as one', async () => {
    const cookie = await leadCookie();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => get('cryptoBasics.pdf', { cookie })),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await ebookDownloadsTotal(db())).toBe(1);
    expect(await db().ebookDownloadMark.count()).toBe(1);
  });

  it('keeps the marks of yesterday and today only (retention), never the figure', async () => {
    const cookie = await leadCookie();
    await get('forexGuide.pdf', { cookie });
    const leadId = (await db().leadSession.findFirstOrThrow()).leadId;
    const now = new Date();
    await countEbookDownload(
      db(),
      'forexGuide',
      { leadId },
      new Date(now.getTime() - 3 * 86_400_000),
    );
    await countEbookDownload(db(), 'forexGuide', { leadId }, new Date(now.getTime() - 86_400_000));
    expect(await db().ebookDownloadMark.count()).toBe(3);
    expect(await pruneEbookDownloadMarks(db(), now)).toBe(1);
    expect(await db().ebookDownloadMark.count()).toBe(2);
    expect(await ebookDownloadsTotal(db())).toBe(3);
  });

  it('counts 20 leads downloading at once as 20', async () => {
    const cookies = await Promise.all(Array.from({ length: 20 }, () => leadCookie()));
    await Promise.all(cookies.map((cookie) => get('tradingBasics.pdf', { cookie })));
    expect(await ebookDownloadsTotal(db())).toBe(20);
  });
});

describe('PUT /api/admin/guides/{ebookId}/{locale}', () => {
  it('stores an owner’s PDF with its page count, audits it, serves it and shows it', async () => {
    const owner = await adminCookie(db());
    const bytes = await pdfOf(13);
    const res = await put(owner, bytes, 'tradingBasics/it', 'Trading base v2.pdf');
    expect([res.status, res.json]).toEqual([200, expect.anything()]);
    expect(res.json).toMatchObject({
      ebookId: 'tradingBasics',
      locale: 'it',
      pages: 13,
      size: bytes.byteLength,
      fileName: 'Trading base v2.pdf',
    });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: 'guide.upload' } });
    expect(audit).toMatchObject({ targetType: 'guide', targetId: 'tradingBasics:it' });

    const served = await get('tradingBasics.pdf', { cookie: await leadCookie() });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));

    const facts = await guideFacts(db(), 'it');
    expect(facts.tradingBasics).toEqual({ pages: 13, sample: false });
    expect(facts.cryptoBasics.sample).toBe(true);
    // The German edition is still the sample.
    expect((await guideFacts(db(), 'de')).tradingBasics.sample).toBe(true);

    const list = await listGuidesRoute(
      new NextRequest('http://localhost:3000/api/admin/guides', { headers: { cookie: owner } }),
      { params: Promise.resolve({}) },
    );
    const { guides } = (await list.json()) as { guides: Array<Record<string, any>> };
    expect(guides).toHaveLength(12);
    expect(guides.find((g) => g.ebookId === 'tradingBasics' && g.locale === 'it')).toMatchObject({
      pages: 13,
      upload: { pages: 13, fileName: 'Trading base v2.pdf' },
    });

    // A second upload replaces the first.
    expect((await put(owner, await pdfOf(2))).json.pages).toBe(2);
    expect((await guideFacts(db(), 'it')).tradingBasics.pages).toBe(2);
  });

  it('refuses a file that is not a PDF, a broken PDF and one over the limit, in Italian', async () => {
    const owner = await adminCookie(db());
    const notPdf = await put(owner, 'Ciao, questo è un file di testo.');
    expect(notPdf).toEqual({
      status: 415,
      json: {
        error: { code: 'guide_not_pdf', message: 'Il file non è un PDF: carica un documento PDF.' },
      },
    });
    const good = await pdfOf(3);
    const broken = await put(owner, good.slice(0, 400));
    expect(broken.status).toBe(422);
    expect(broken.json.error.code).toBe('guide_broken_pdf');
    expect(broken.json.error.message).toMatch(/^Il PDF è danneggiato/);
    const garbage = await put(owner, '%PDF-1.7\n' + 'x'.repeat(2000));
    expect(garbage.status).toBe(422);
    const big = new Uint8Array(GUIDE_MAX_BYTES + 1);
    big.set(good);
    const tooBig = await put(owner, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error).toEqual({
      code: 'guide_too_large',
      message: 'Il file supera il limite di 8 MB: riducilo e riprova.',
    });
    expect(await db().guideFile.count()).toBe(0);
    expect(await db().auditLog.count({ where: { action: 'guide.upload' } })).toBe(0);
  });

  it('is for owners only: a caller gets 403, no session 401, an unknown guide 404', async () => {
    const bytes = await pdfOf(1);
    await createAdminUser(db(), 'chiamate', 'tre parole lunghe a caso', 'caller');
    const { token } = await signInAdmin(
      db(),
      { username: 'chiamate', password: 'tre parole lunghe a caso' },
      { ip: '198.51.100.1', userAgent: 'jest' },
    );
    const caller = `${adminCookieName()}=${token}`;
    expect((await put(caller, bytes)).json.error.code).toBe('forbidden');
    expect((await put(undefined, bytes)).status).toBe(401);
    expect((await put(await adminCookie(db()), bytes, 'nonEsiste/it')).status).toBe(404);
    expect((await put(await adminCookie(db()), bytes, 'tradingBasics/fr')).status).toBe(404);
    expect(await db().guideFile.count()).toBe(0);
  });
});
