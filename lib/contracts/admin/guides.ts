/**
 * The guides group of the settings tab: GET /api/admin/guides (what is served for each
 * catalogue ebook and language: the upload, or the generated sample) and
 * PUT /api/admin/guides/{ebookId}/{locale} (the PDF itself as the body, `application/pdf`,
 * at most 8 MB; owners only, audited). docs/back-office.md "Guides".
 */
import * as z from 'zod/mini';
import { EBOOKS, type EbookId } from '@/lib/catalog/ebooks';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/** Largest PDF the upload accepts, in bytes (the server checks it again). */
export const GUIDE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

const EBOOK_IDS = EBOOKS.map((ebook) => ebook.id) as [EbookId, ...EbookId[]];

/** The path of an upload: which ebook, which language. */
export const guideParamsSchema = z.object({
  ebookId: z.enum(EBOOK_IDS),
  locale: z.enum(LOCALES),
});

/** The upload's query: the file's name on the owner's computer (optional, shown back). */
export const guideUploadQuerySchema = z.object({
  name: z.optional(z.string().check(z.maxLength(200))),
});

/** The PDF body as the OpenAPI document describes it (read by the route, not parsed). */
export const guidePdfBodySchema = z.string();

/** One uploaded guide, as the back-office shows it. */
export interface GuideFileView {
  ebookId: EbookId;
  locale: Locale;
  pages: number;
  /** Bytes. */
  size: number;
  fileName: string;
  /** ISO instant. */
  uploadedAt: string;
}

/** One guide in one language: the upload in force, or null with the sample's page count. */
export interface GuideSlot {
  ebookId: EbookId;
  locale: Locale;
  /** Pages of what is served now. */
  pages: number;
  upload: GuideFileView | null;
}

export interface GuidesResponse {
  guides: GuideSlot[];
  maxBytes: number;
}

export type GuideUploadResponse = GuideFileView;
