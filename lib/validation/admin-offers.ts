/**
 * PUT /api/admin/offers/{variantId} (ISSUE 8 item 7): the offer end of a pre-lander as Rome
 * wall time ('YYYY-MM-DDTHH:mm', a datetime-local value), or null for no countdown.
 */
import * as z from 'zod/mini';
import { PRELANDER_VARIANT_IDS } from '@/lib/prelanders';

export const offerParamsSchema = z.object({ variantId: z.enum(PRELANDER_VARIANT_IDS) });

export const offerBodySchema = z.object({
  offerEndsAt: z.nullable(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'validation.invalid')),
  ),
});
