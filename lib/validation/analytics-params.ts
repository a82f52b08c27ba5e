/**
 * The analytics and funnel tabs' parameter values, without zod: the tabs read their URL
 * state and fill their forms' choices with these, so showing a tab does not load the validator.
 * lib/contracts/admin/analytics.ts and funnel.ts build the route schemas on them.
 */

/** A calendar month 'YYYY-MM' (years 2000–2099: the product's lifetime, not year 0). */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** Funnel periods: rolling 7/30/90 days up to now, or everything. */
export const FUNNEL_PERIODS = ['7d', '30d', '90d', 'all'] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];

/** Whether a lead value counts for every lead or only for a verified one. */
export const LEAD_VALUE_BASES = ['lead', 'verified'] as const;
export type LeadValueBasis = (typeof LEAD_VALUE_BASES)[number];
