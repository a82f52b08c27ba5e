/**
 * The guides group of the settings tab: GET /api/admin/guides (what is served for each
 * catalogue ebook and language: the upload, or the generated sample) and
 * PUT /api/admin/guides/{ebookId}/{locale} (the PDF itself as the body, `application/pdf`,
 * at most 8 MB; owners only, audited). docs/back-office.md "Guides".
 */
import * as z from 'zod/mini';
import { EBOOKS, type EbookId } from '@/lib/catalog/ebooks';
import { LOCALES } from '@/lib/i18n/locales';

import { instant } from '@/lib/contracts/answer-parts';

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
export type GuideFileView = GuideUploadResponse;

/** One guide in one language: the upload in force, or null with the sample's page count. */
export type GuideSlot = GuidesResponse['guides'][number];

export type GuidesResponse = z.output<typeof guidesResponse>;

export type GuideUploadResponse = z.output<typeof guideUploadResponse>;

const guideFileView = z.object({
  ebookId: z.enum(EBOOKS.map((e) => e.id)),
  locale: z.enum(LOCALES),
  pages: z.int(),
  /** Bytes. */
  size: z.int(),
  fileName: z.string(),
  /** ISO instant. */
  uploadedAt: instant(),
});

export const guideUploadResponse = guideFileView;

export const guidesResponse = z.object({
  guides: z.array(
    z.object({
      ebookId: z.enum(EBOOKS.map((e) => e.id)),
      locale: z.enum(LOCALES),
      /** Pages of what is served now. */
      pages: z.int(),
      upload: z.nullable(guideFileView),
    }),
  ),
  maxBytes: z.int(),
});
