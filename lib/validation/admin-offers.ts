/**
 * PUT /api/admin/offers/{variantId}: the offer end of a pre-lander as Rome
 * wall time ('YYYY-MM-DDTHH:mm', a datetime-local value), or null for no countdown.
 * A well-formed but impossible time ('2026-02-30T10:00', '25:00') is refused (422), not rolled
 * over into another day.
 */
import * as z from 'zod/mini';
import { PRELANDER_VARIANT_IDS } from '@/lib/prelanders';

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
