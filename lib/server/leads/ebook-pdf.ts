/**
 * Real PDF ebooks (docs/product.md §2.6, §3 "Ebook catalogue"): one generated
 * document per catalogue ebook with pdf-lib's standard fonts — cover (title, brand, and a note
 * that this is a generated sample of N pages), table of contents from the topics,
 * one chapter per topic (messages `ebookPdf.content.<id>.<topic>`), a closing page with the
 * educational-only and risk notices, and the same notices in every page's footer.
 * Bytes are cached in memory per ebook and locale. It is served until an owner uploads the
 * guide's own PDF (./guide-files.ts).
 */
import 'server-only';
import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { createTranslator } from 'use-intl/core';
import it from '@/messages/it.json';
import de from '@/messages/de.json';
import { EBOOKS, type Ebook, type EbookId } from '@/lib/catalog/ebooks';
import type { Locale } from '@/lib/i18n/locales';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const BODY_SIZE = 11;
const LINE = 16;
const FOOTER_TOP = 70;
const NAVY = rgb(0.043, 0.122, 0.227);
const GREY = rgb(0.35, 0.38, 0.42);
const AMBER = rgb(0.98, 0.93, 0.8);
const INK = rgb(0.1, 0.1, 0.12);

type Translator = ((key: string, values?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean;
};

/** The strings of the message list at `key` (index keys, so build-time precompiled messages work too). */
function list(t: Translator, key: string): string[] {
  const items: string[] = [];
  while (t.has(`${key}.${items.length}`)) items.push(t(`${key}.${items.length}`));
  return items;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** What every drawing step needs: the document, its fonts, the sanitizer and the texts. */
interface Ctx {
  doc: PDFDocument;
  fonts: Fonts;
  clean: (text: string) => string;
  t: Translator;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  indent?: number;
  gap?: number;
}

/** The catalogue ebook with id `id`, or undefined. Accepts an optional ".pdf" suffix. */
export function findEbook(id: string): Ebook | undefined {
  const bare = id.replace(/\.pdf$/i, '');
  return EBOOKS.find((ebook) => ebook.id === bare);
}

/** ASCII file-name slug of a title: "Trading per principianti: le basi" → "trading-per-principianti-le-basi". */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function translator(locale: Locale): Translator {
  const messages = locale === 'de' ? de : it;
  return createTranslator({ locale, messages }) as unknown as Translator;
}

/** Replaces characters the WinAnsi standard fonts cannot encode. */
function sanitizer(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const map: Record<string, string> = {
    '\u2018': "'",
    '\u2019': "'",
    '\u201c': '"',
    '\u201d': '"',
  };
  return (text) =>
    Array.from(text.normalize('NFC'))
      .map((ch) => map[ch] ?? ch)
      .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes wrapped text on `page` from `y` downwards; returns the new y. Adds pages via `next`. */
function flow(
  ctx: Ctx,
  page: PDFPage,
  y: number,
  raw: string,
  style: TextStyle,
  next?: () => PDFPage,
) {
  const size = style.size ?? BODY_SIZE;
  const font = style.bold ? ctx.fonts.bold : ctx.fonts.regular;
  const x = PAGE.margin + (style.indent ?? 0);
  const lineHeight = Math.max(LINE, size * 1.35);
  for (const line of wrap(ctx.clean(raw), font, size, PAGE.width - PAGE.margin - x)) {
    if (next && y - lineHeight < FOOTER_TOP) {
      page = next();
      y = PAGE.height - PAGE.margin;
    }
    y -= lineHeight;
    page.drawText(line, { x, y, size, font, color: style.color ?? INK });
  }
  return { page, y: y - (style.gap ?? 8) };
}

/** Chapters and closing page, flowing over as many pages as needed; returns chapter starts (1-based). */
function drawBody(ctx: Ctx, ebook: Ebook): number[] {
  const { doc, t } = ctx;
  const item = `ebooks.items.${ebook.id}`;
  const next = () => doc.addPage([PAGE.width, PAGE.height]);
  const starts: number[] = [];
  let at = { page: next(), y: PAGE.height - PAGE.margin };
  const write = (text: string, style: TextStyle = {}) => {
    at = flow(ctx, at.page, at.y, text, style, next);
  };
  const newPage = () => (at = { page: next(), y: PAGE.height - PAGE.margin });
  ebook.topics.forEach((topic, index) => {
    if (index > 0) newPage();
    starts.push(doc.getPageCount());
    write(t('ebookPdf.chapter', { number: index + 1 }).toUpperCase(), {
      size: 10,
      bold: true,
      color: GREY,
    });
    write(t(`${item}.topics.${topic}`), { size: 20, bold: true, color: NAVY, gap: 14 });
    const content = `ebookPdf.content.${ebook.id}.${topic}`;
    for (const paragraph of list(t, `${content}.p`)) write(paragraph, { gap: 10 });
    write(t('ebookPdf.keyPoints'), { size: 13, bold: true, color: NAVY, gap: 4 });
    for (const point of list(t, `${content}.points`)) write(`- ${point}`, { indent: 10, gap: 4 });
  });
  newPage();
  write(t('ebookPdf.closingTitle'), { size: 20, bold: true, color: NAVY, gap: 14 });
  for (const paragraph of list(t, 'ebookPdf.closing')) write(paragraph, { gap: 12 });
  return starts;
}

/** Table of contents as page 1 (the cover goes in front later, hence +2). */
function drawContents(ctx: Ctx, ebook: Ebook, starts: number[], total: number) {
  const { doc, fonts, clean, t } = ctx;
  const page = doc.insertPage(0, [PAGE.width, PAGE.height]);
  flow(ctx, page, PAGE.height - PAGE.margin, t('ebookPdf.tocTitle'), {
    size: 20,
    bold: true,
    color: NAVY,
  });
  const entries = [
    ...ebook.topics.map((topic, i) => ({
      label: `${i + 1}. ${t(`ebooks.items.${ebook.id}.topics.${topic}`)}`,
      page: (starts[i] ?? 0) + 2,
    })),
    { label: t('ebookPdf.notices'), page: total },
  ];
  entries.forEach((entry, i) => {
    const y = PAGE.height - PAGE.margin - 80 - i * 26;
    const num = String(entry.page);
    page.drawText(clean(entry.label), {
      x: PAGE.margin,
      y,
      size: 12,
      font: fonts.regular,
      color: INK,
    });
    const x = PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(num, 12);
    page.drawText(num, { x, y, size: 12, font: fonts.regular, color: INK });
  });
}

function drawCover(ctx: Ctx, ebook: Ebook, total: number) {
  const { doc, t } = ctx;
  const page = doc.insertPage(0, [PAGE.width, PAGE.height]);
  const item = `ebooks.items.${ebook.id}`;
  const white = rgb(1, 1, 1);
  page.drawRectangle({ x: 0, y: PAGE.height - 300, width: PAGE.width, height: 300, color: NAVY });
  let y = flow(ctx, page, PAGE.height - 60, t('common.brand'), {
    size: 14,
    bold: true,
    color: white,
  }).y;
  y = flow(ctx, page, y, t('ebookPdf.kicker').toUpperCase(), { size: 10, color: white, gap: 24 }).y;
  flow(ctx, page, y, t(`${item}.title`), { size: 28, bold: true, color: white });
  y = PAGE.height - 330;
  y = flow(ctx, page, y, t(`${item}.description`), { size: 13, gap: 12 }).y;
  y = flow(ctx, page, y, t('ebookPdf.author', { brand: t('common.brand') }), { bold: true }).y;
  const level = t(`ebooks.levels.${ebook.level}`);
  const category = t(`ebooks.categories.${ebook.category}`);
  y = flow(ctx, page, y, t('ebookPdf.levelLine', { level, category }), { color: GREY, gap: 24 }).y;
  const width = PAGE.width - 2 * PAGE.margin + 16;
  page.drawRectangle({ x: PAGE.margin - 8, y: y - 62, width, height: 70, color: AMBER });
  y = flow(ctx, page, y, t('ebookPdf.preview'), { size: 12, bold: true, gap: 2 }).y;
  flow(ctx, page, y, t('ebookPdf.pagesNote', { actual: total }), { size: 10 });
}

function drawFooters(ctx: Ctx) {
  const { doc, fonts, clean, t } = ctx;
  const pages = doc.getPages();
  const width = PAGE.width - 2 * PAGE.margin - 70;
  const footer = wrap(clean(t('ebookPdf.footer')), fonts.regular, 7.5, width);
  const small = { size: 7.5, font: fonts.regular, color: GREY };
  pages.forEach((page, index) => {
    const line = { start: { x: PAGE.margin, y: 52 }, end: { x: PAGE.width - PAGE.margin, y: 52 } };
    page.drawLine({ ...line, thickness: 0.5, color: GREY });
    footer.forEach((text, i) => page.drawText(text, { x: PAGE.margin, y: 40 - i * 10, ...small }));
    const label = clean(t('ebookPdf.page', { number: index + 1, total: pages.length }));
    const x = PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(label, 7.5);
    page.drawText(label, { x, y: 40, ...small });
  });
}

/** Builds the PDF of `ebook` in `locale`: cover, contents, chapters, notices; metadata set. */
export async function buildEbookPdf(ebook: Ebook, locale: Locale = 'it'): Promise<Uint8Array> {
  const t = translator(locale);
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ctx: Ctx = { doc, fonts: { regular, bold }, clean: sanitizer(regular), t };
  const item = `ebooks.items.${ebook.id}`;

  // Body first, so the contents know each chapter's page; then contents and cover in front.
  const starts = drawBody(ctx, ebook);
  const total = doc.getPageCount() + 2;
  drawContents(ctx, ebook, starts, total);
  drawCover(ctx, ebook, total);
  drawFooters(ctx);

  const { clean } = ctx;
  doc.setTitle(clean(t(`${item}.title`)), { showInWindowTitleBar: true });
  doc.setAuthor(clean(t('common.brand')));
  doc.setSubject(clean(t(`${item}.description`)));
  doc.setKeywords(ebook.topics.map((topic) => clean(t(`${item}.topics.${topic}`))));
  doc.setLanguage(locale === 'de' ? 'de-DE' : 'it-IT');
  doc.setCreator(clean(t('common.brand')));
  doc.setProducer('pdf-lib');
  return doc.save();
}

const cache = new Map<string, Promise<Uint8Array>>();

/** The cached PDF bytes of ebook `id` in `locale` (built on first request). */
export function ebookPdf(id: EbookId, locale: Locale = 'it'): Promise<Uint8Array> {
  const key = `${locale}:${id}`;
  let bytes = cache.get(key);
  if (!bytes) {
    const ebook = findEbook(id);
    if (!ebook) return Promise.reject(new Error(`unknown ebook ${id}`));
    bytes = buildEbookPdf(ebook, locale);
    bytes.catch(() => cache.delete(key));
    cache.set(key, bytes);
  }
  return bytes;
}

/** The download file name of ebook `id`: "<slug of its title>.pdf". */
export function ebookFileName(id: EbookId, locale: Locale = 'it'): string {
  return `${slugify(translator(locale)(`ebooks.items.${id}.title`))}.pdf`;
}

const pageCounts = new Map<string, Promise<number>>();

/** The page count of the generated sample of ebook `id` in `locale`, read from its PDF. */
export function samplePageCount(id: EbookId, locale: Locale = 'it'): Promise<number> {
  const key = `${locale}:${id}`;
  let count = pageCounts.get(key);
  if (!count) {
    count = ebookPdf(id, locale).then(async (bytes) =>
      (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount(),
    );
    count.catch(() => pageCounts.delete(key));
    pageCounts.set(key, count);
  }
  return count;
}
