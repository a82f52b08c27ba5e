/**
 * The landing tab: GET /api/admin/landing-performance (leads per pre-lander and sales page),
 * GET /api/admin/offers and PUT /api/admin/offers/{variantId} (a pre-lander's offer end, which
 * the public countdowns read). The offer end is given as Rome wall time ('YYYY-MM-DDTHH:mm', a
 * datetime-local value), or null for no countdown; a well-formed but impossible time
 * ('2026-02-30T10:00', '25:00') is refused (422), not rolled over into another day.
 */
import * as z from 'zod/mini';
import { PRELANDER_VARIANT_IDS } from '@/lib/campaigns/prelanders';
import { instant, count } from '@/lib/contracts/answer-parts';

export const offerParamsSchema = z.object({ variantId: z.enum(PRELANDER_VARIANT_IDS) });

/** True when 'YYYY-MM-DDTHH:mm' names a real calendar day and a time of day (00:00–23:59). */
export function isRealWallTime(value: string): boolean {
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === mo - 1 &&
    at.getUTCDate() === d &&
    at.getUTCHours() === h &&
    at.getUTCMinutes() === mi
  );
}

export const offerBodySchema = z.object({
  offerEndsAt: z.nullable(
    z
      .string()
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'validation.invalid'),
        z.refine(isRealWallTime, 'validation.invalid'),
      ),
  ),
});

/** Leads attributed to one page's generated campaign ids (last or first touch). */
export type PagePerformance = LandingPerformanceResponse['variants'][number];

/** Answer of GET /api/admin/landing-performance: pre-landers first, then sales pages. */
export type LandingPerformanceResponse = z.output<typeof landingPerformanceResponse>;

/** A pre-lander's stored offer end: the instant (ISO) and its Rome wall time, or null. */
export type OfferEnd = OfferEndResponse['offer'];

/** Answer of GET /api/admin/offers: every pre-lander. */
export type OffersListResponse = z.output<typeof offersListResponse>;

/** Answer of PUT /api/admin/offers/{variantId}: what is now stored. */
export type OfferEndResponse = z.output<typeof offerEndResponse>;

const offerEnd = z.object({
  /** A pre-lander's variant id or a sales page's id. */
  variantId: z.string(),
  offerEndsAt: z.nullable(instant()),
  offerEndsAtRome: z.nullable(
    z.string().check(z.describe('The same instant as Rome wall time, `YYYY-MM-DDTHH:mm`.')),
  ),
});

export const offersListResponse = z.object({ offers: z.array(offerEnd) });

export const offerEndResponse = z.object({ offer: offerEnd });

export const landingPerformanceResponse = z.object({
  variants: z.array(z.object({ variantId: z.string(), leads: count(), verified: count() })),
});
