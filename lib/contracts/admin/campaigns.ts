/**
 * The campaigns tab (docs/product.md §7, §3 "Campaign summary"): GET /api/admin/campaigns (one page of
 * leads per campaign id, most first, with the totals over every id), GET
 * /api/admin/campaigns/leads?ids=… (the leads of given ids, for the URL generators) and GET
 * /api/admin/campaigns/export (every campaign as CSV).
 */
import * as z from 'zod/mini';
import { text, count, instant } from '@/lib/contracts/answer-parts';

/** Largest page of the table. */
export const MAX_CAMPAIGN_PAGE_SIZE = 100;

/** Page (1-based) and page size (1..100, default 25). */
export const campaignListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_CAMPAIGN_PAGE_SIZE)),
    25,
  ),
});
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

/** Most ids one lead-count request may name (the largest generator set is 50). */
export const MAX_COUNTED_IDS = 600;

/** `ids`: comma-separated campaign ids, 1..MAX_COUNTED_IDS of them. */
export const campaignLeadsQuerySchema = z.object({
  ids: z
    .pipe(
      z.string().check(z.maxLength(MAX_COUNTED_IDS * 121)),
      z.transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ]),
    )
    .check(
      z.refine(
        (ids) =>
          ids.length >= 1 && ids.length <= MAX_COUNTED_IDS && ids.every((id) => id.length <= 120),
        'validation.invalid',
      ),
    ),
});

/** One campaign; `adSource` is its most frequent source, `latestLead` an ISO time. */
export type CampaignSummary = CampaignsResponse['campaigns'][number];

/** Over every campaign id with leads. */
export type CampaignTotals = CampaignsResponse['totals'];

/** Answer of GET /api/admin/campaigns: one page, most leads first, and the totals. */
export type CampaignsResponse = z.output<typeof campaignsResponse>;

/** Leads per campaign id; an id without leads is absent. */
export type CampaignLeadCounts = Record<string, number>;

/** Answer of GET /api/admin/campaigns/leads. */
export type CampaignLeadsResponse = z.output<typeof campaignLeadsResponse>;

const campaignSummary = z.object({
  campaignId: z.string(),
  adSource: text(),
  leadCount: count(),
  verifiedCount: count(),
  latestLead: z.nullable(instant()),
});

export const campaignsResponse = z.object({
  campaigns: z.array(campaignSummary),
  totals: z.object({
    /** Campaign ids with at least one lead. */
    campaigns: count(),
    leads: count(),
    verified: count(),
    /** The campaign with most leads, null with none. */
    best: z.nullable(campaignSummary),
  }),
  page: count(),
  pageSize: count(),
});

export const campaignLeadsResponse = z.object({
  counts: z
    .record(z.string(), count())
    .check(z.describe('Leads per campaign id; an id without leads is absent.')),
});
