/**
 * The guides' PDFs as the operator uploads them (docs/back-office.md "Guides"): one file per
 * catalogue ebook and language, kept in the database so every app instance serves the same
 * bytes. An upload is checked before it is stored: at most GUIDE_MAX_BYTES, a PDF header, and
 * a document pdf-lib can parse with at least one page (an encrypted or broken file is
 * refused); its page count is read from the parsed document and stored with it. Until a guide
 * has an upload, the generated sample (./ebook-pdf.ts) is served and the pages say it is a
 * sample. The one writer of `guide_files`.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { PDFDocument } from 'pdf-lib';
import * as z from 'zod/mini';
import { EBOOKS, type EbookId } from '@/lib/catalog/ebooks';
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import {
  GUIDE_UPLOAD_MAX_BYTES,
  type GuideFileView,
  type GuidesResponse,
} from '@/lib/contracts/admin/guides';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { getDb, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { AppError } from '../http/errors';
import { revalidateAllPages } from '../http/revalidate';
import { recordAudit, type AdminIdentity } from '../auth/audit';
import { samplePageCount } from './ebook-pdf';

/** Largest upload accepted (8 MB: below the proxy's 10 MB body buffer). */
export const GUIDE_MAX_BYTES = GUIDE_UPLOAD_MAX_BYTES;

/**
 * The page count of `bytes` as a guide's PDF; throws `guide_too_large`, `guide_not_pdf` or
 * `guide_broken_pdf`. Parses the whole cross-reference table and page tree (pdf-lib).
 */
export async function readGuidePdf(bytes: Uint8Array): Promise<{ pages: number }> {
  if (bytes.byteLength > GUIDE_MAX_BYTES) throw new AppError('guide_too_large');
  // The header may follow up to 1 kB of junk (PDF 1.7 §7.5.2, as readers accept it).
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new AppError('guide_not_pdf');
  let pages = 0;
  try {
    const doc = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    pages = doc.getPageCount();
    // Every page must resolve to a page dictionary with a size, or readers show nothing.
    for (const page of doc.getPages()) page.getSize();
  } catch {
    throw new AppError('guide_broken_pdf');
  }
  if (pages < 1) throw new AppError('guide_broken_pdf');
  return { pages };
}

/** What an upload carries besides its bytes. */
export interface GuideUpload {
  ebookId: EbookId;
  locale: Locale;
  bytes: Uint8Array;
  /** The file's name on the owner's computer (shown in the back-office only). */
  fileName: string;
}

/**
 * Checks `upload` (readGuidePdf) and stores it as the guide of its ebook and language,
 * replacing the previous one, with an audit entry `guide.upload` in the same transaction;
 * then marks the pages for regeneration. Returns what the back-office shows of it.
 */
export async function saveGuideFile(
  db: Db,
  upload: GuideUpload,
  actor: { admin: AdminIdentity; ip: string },
  now = new Date(),
): Promise<GuideFileView> {
  const { pages } = await readGuidePdf(upload.bytes);
  const fileName =
    upload.fileName.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || 'guida.pdf';
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const size = upload.bytes.byteLength;
  // Bytes travel as base64 text and are decoded by the database: both drivers (pg, PGlite)
  // take a text parameter alike, where a Bytes field's encoding differs between them.
  const base64 = Buffer.from(upload.bytes).toString('base64');
  await db.$transaction(async (tx) => {
    await tx.$executeRaw(
      Prisma.sql`INSERT INTO guide_files
                   (ebook_id, locale, bytes, pages, size, sha256, file_name, uploaded_by, uploaded_at)
                 VALUES (${upload.ebookId}, ${upload.locale}, decode(${base64}, 'base64'), ${pages},
                         ${size}, ${sha256}, ${fileName}, ${actor.admin.userId}, ${now})
                 ON CONFLICT (ebook_id, locale) DO UPDATE SET
                   bytes = EXCLUDED.bytes, pages = EXCLUDED.pages, size = EXCLUDED.size,
                   sha256 = EXCLUDED.sha256, file_name = EXCLUDED.file_name,
                   uploaded_by = EXCLUDED.uploaded_by, uploaded_at = EXCLUDED.uploaded_at`,
    );
    await recordAudit(
      tx,
      {
        admin: actor.admin,
        action: 'guide.upload',
        targetType: 'guide',
        targetId: `${upload.ebookId}:${upload.locale}`,
        details: { pages, size, sha256, fileName },
        ip: actor.ip,
      },
      now,
    );
  });
  // The cards, badges and reading times of many pages show the page count.
  revalidateAllPages();
  return {
    ebookId: upload.ebookId,
    locale: upload.locale,
    pages,
    size,
    fileName,
    uploadedAt: now.toISOString(),
  };
}

const BytesRow = z.object({ b64: z.string() });

/** The uploaded PDF of `ebookId` in `locale`, or null (then the sample is served). */
export async function guideFileBytes(
  db: Db,
  ebookId: EbookId,
  locale: Locale,
): Promise<Uint8Array | null> {
  const [row] = await db.$queryRaw<unknown[]>(
    Prisma.sql`SELECT encode(bytes, 'base64') AS b64 FROM guide_files
                WHERE ebook_id = ${ebookId} AND locale = ${locale}`,
  );
  return row ? new Uint8Array(Buffer.from(BytesRow.parse(row).b64, 'base64')) : null;
}

/** Every upload, without bytes: what the back-office lists. */
export async function listGuideFiles(db: Db): Promise<GuideFileView[]> {
  const rows = await db.guideFile.findMany({
    select: {
      ebookId: true,
      locale: true,
      pages: true,
      size: true,
      fileName: true,
      uploadedAt: true,
    },
    orderBy: [{ ebookId: 'asc' }, { locale: 'asc' }],
  });
  return rows.flatMap((row) => {
    const ebook = EBOOKS.find((e) => e.id === row.ebookId);
    const locale = row.locale === 'de' ? 'de' : row.locale === 'it' ? 'it' : null;
    if (!ebook || !locale) return [];
    return [{ ...row, ebookId: ebook.id, locale, uploadedAt: row.uploadedAt.toISOString() }];
  });
}

/**
 * What the pages may say about each guide in `locale`: the upload's page count, else the
 * generated sample's (flagged `sample`). Reads no PDF bytes from the database.
 */
export async function guideFacts(db: Db, locale: Locale): Promise<GuideFacts> {
  const uploads = await db.guideFile.findMany({
    where: { locale },
    select: { ebookId: true, pages: true },
  });
  const uploaded = new Map(uploads.map((u) => [u.ebookId, u.pages]));
  const entries = await Promise.all(
    EBOOKS.map(async (ebook) => {
      const pages = uploaded.get(ebook.id);
      const fact =
        pages === undefined
          ? { pages: await samplePageCount(ebook.id, locale), sample: true }
          : { pages, sample: false };
      return [ebook.id, fact] as const;
    }),
  );
  return Object.fromEntries(entries) as GuideFacts;
}

/** Every ebook in every language: what is served now (pages) and the upload, if any. */
export async function listGuides(db: Db): Promise<GuidesResponse> {
  const uploads = await listGuideFiles(db);
  const guides = await Promise.all(
    EBOOKS.flatMap((ebook) =>
      LOCALES.map(async (locale) => {
        const upload = uploads.find((u) => u.ebookId === ebook.id && u.locale === locale) ?? null;
        const pages = upload?.pages ?? (await samplePageCount(ebook.id, locale));
        return { ebookId: ebook.id, locale, pages, upload };
      }),
    ),
  );
  return { guides, maxBytes: GUIDE_MAX_BYTES };
}

/**
 * The guide facts a pre-rendered page shows in `locale`: the samples' while the build renders
 * (it opens no database), the stored ones when a running server regenerates the page (an
 * upload marks every page for regeneration).
 */
export async function pageGuideFacts(locale: Locale): Promise<GuideFacts> {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return guideFacts(await getDb(), locale);
  const entries = await Promise.all(
    EBOOKS.map(
      async (ebook) =>
        [ebook.id, { pages: await samplePageCount(ebook.id, locale), sample: true }] as const,
    ),
  );
  return Object.fromEntries(entries) as GuideFacts;
}
