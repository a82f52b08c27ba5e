/** Query and body schemas of the analytics and funnel tabs (ISSUE 8 items 10, 11). */
import * as z from 'zod/mini';

const month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid'));

export const analyticsQuerySchema = z.object({ month: z.optional(month) });

/** PUT /api/admin/ad-spend: euro with at most 2 decimals, 0 … 10,000,000 (0 removes it). */
export const adSpendSchema = z.object({
  campaignId: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.invalid'), z.maxLength(120, 'validation.invalid')),
  month,
  amountEuro: z.coerce.number().check(
    z.minimum(0, 'validation.invalid'),
    z.maximum(10_000_000, 'validation.invalid'),
    z.refine(
      (v) => Math.round(v * 100) === Math.round(v * 100 * 1000) / 1000,
      'validation.invalid',
    ),
  ),
});

export const FUNNEL_PERIODS = ['7d', '30d', '90d', 'all'] as const;

export const funnelQuerySchema = z.object({
  period: z._default(z.enum(FUNNEL_PERIODS), '30d'),
  campaign: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});
