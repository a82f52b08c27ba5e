/**
 * The funnel tab: GET /api/admin/funnel?period=7d|30d|90d|all&campaign=ID, the four stages with
 * their drop-off, why the unverified are unverified, and the per-campaign table. The tab reads its URL state with the zod-free
 * values of lib/validation/analytics-params.ts; the route parses with the schema here.
 */
import * as z from 'zod/mini';
import { FUNNEL_PERIODS, type FunnelPeriod } from '@/lib/validation/analytics-params';
import type { FunnelMeasures } from '@/lib/admin/funnel-suggestions';

/** The query; an empty campaign means every campaign. */
export const funnelQuerySchema = z.object({
  period: z._default(z.enum(FUNNEL_PERIODS), '30d'),
  campaign: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});

export type FunnelStageName = 'visitors' | 'registrations' | 'verified' | 'qualified';

export interface FunnelStage {
  stage: FunnelStageName;
  count: number;
  /** Share lost from the previous stage (0..1); null for the first stage or after a 0. */
  dropOff: number | null;
}

export interface FunnelCampaignRow {
  campaignId: string;
  visitors: number;
  registrations: number;
  verified: number;
  qualified: number;
}

/**
 * The registrations not verified, by their last SMS: not delivered (refused, failed, expired
 * or never sent), sent without a delivery receipt yet, and delivered with the code not typed.
 * The three add up to registrations − verified.
 */
export interface FunnelUnverified {
  smsNotDelivered: number;
  smsUnconfirmed: number;
  codeNotEntered: number;
}

/** Answer of GET /api/admin/funnel. */
export interface FunnelReport {
  period: FunnelPeriod;
  campaign: string | null;
  stages: FunnelStage[];
  unverified: FunnelUnverified;
  /** What the suggestion rules read (lib/admin/funnel-suggestions.ts), for the same period and campaign. */
  measures: FunnelMeasures;
  campaigns: FunnelCampaignRow[];
}
