/**
 * Query and body schemas of the analytics and funnel tabs. No server
 * imports: the spend form and the route handlers parse with the same objects.
 */
import * as z from 'zod/mini';
import { FUNNEL_PERIODS, MONTH_PATTERN } from './analytics-params';

export { FUNNEL_PERIODS, MONTH_PATTERN, type FunnelPeriod } from './analytics-params';

const month = z.string().check(z.regex(MONTH_PATTERN, 'validation.invalid'));

/** GET /api/admin/analytics?month=YYYY-MM (absent: the current Europe/Rome month). */
export const analyticsQuerySchema = z.object({ month: z.optional(month) });

/** Largest spend one campaign can have in one month, in euro. */
export const MAX_AD_SPEND_EURO = 10_000_000;

/** Euro with at most two decimals, '.' or ',' as separator: '31.5', '1200,00', '0'. */
const EURO_PATTERN = /^\d{1,8}(?:[.,]\d{1,2})?$/;

/**
 * Euro amount → integer cents without floating point ('0.29' → 29), or null when `value` is
 * not 0 … MAX_AD_SPEND_EURO with at most two decimals. Numbers are read through their
 * shortest decimal form (31.5 → '31.5'; 1e-7 and NaN are refused).
 */
export function euroToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!EURO_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split(/[.,]/) as [string, string?];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= MAX_AD_SPEND_EURO * 100 ? cents : null;
}

/**
 * PUT /api/admin/ad-spend body: `{campaignId, month: 'YYYY-MM', amountEuro}` where amountEuro
 * is a number or a decimal string, 0 … 10,000,000 with at most 2 decimals. Output carries
 * `amountCents` (integer); 0 removes the month's spend of that campaign.
 */
export const adSpendSchema = z.pipe(
  z.object({
    campaignId: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.invalid'),
        z.maxLength(120, 'validation.invalid'),
      ),
    month,
    amountEuro: z
      .union([z.number(), z.string().check(z.maxLength(20))])
      .check(z.refine((v) => euroToCents(v) !== null, 'validation.invalid')),
  }),
  z.transform(({ campaignId, month, amountEuro }) => ({
    campaignId,
    month,
    amountCents: euroToCents(amountEuro) ?? 0,
  })),
);
export type AdSpendInput = z.output<typeof adSpendSchema>;

/** GET /api/admin/funnel?period=…&campaign=… (empty campaign: every campaign). */
export const funnelQuerySchema = z.object({
  period: z._default(z.enum(FUNNEL_PERIODS), '30d'),
  campaign: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});
