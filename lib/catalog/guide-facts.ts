/**
 * What the pages may claim about each guide, read from the guide itself
 * (lib/server/leads/guide-files.ts guideFacts): its page count, and whether it is still the
 * generated sample (no owner upload yet). The reading time is derived from the page count.
 * Types and pure rules only.
 */
import type { EbookId } from './ebooks';

/** One guide as served in one language. */
export interface GuideFact {
  /** Pages of the PDF served (the upload's, else the generated sample's). */
  pages: number;
  /** True while no owner has uploaded this guide's PDF in this language. */
  sample: boolean;
}

export type GuideFacts = Record<EbookId, GuideFact>;

/** Minutes of reading per PDF page assumed for the reading time shown on a card. */
export const READ_MINUTES_PER_PAGE = 3;

/**
 * The reading time of `pages` pages: `{minutes}` under an hour (rounded to 5, at least 5),
 * else `{hours}` rounded to the half hour.
 */
export function readingTime(pages: number): { minutes: number } | { hours: number } {
  const minutes = pages * READ_MINUTES_PER_PAGE;
  if (minutes < 60) return { minutes: Math.max(5, Math.round(minutes / 5) * 5) };
  return { hours: Math.round((minutes / 60) * 2) / 2 };
}
