/**
 * The funnel tab: GET /api/admin/funnel?period=7d|30d|90d|all&campaign=ID, the four stages with
 * their drop-off, why the unverified are unverified, and the per-campaign table. The tab reads its URL state with the zod-free
 * values of lib/validation/analytics-params.ts; the route parses with the schema here.
 */
import * as z from 'zod/mini';
import { FUNNEL_PERIODS } from '@/lib/validation/analytics-params';

import { text, count, rate } from '@/lib/contracts/answer-parts';

/** The query; an empty campaign means every campaign. */
export const funnelQuerySchema = z.object({
  period: z._default(z.enum(FUNNEL_PERIODS), '30d'),
  campaign: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});

export type FunnelStageName = 'visitors' | 'registrations' | 'verified' | 'qualified';

export type FunnelStage = FunnelReport['stages'][number];

export type FunnelCampaignRow = FunnelReport['campaigns'][number];

/**
 * The registrations not verified, by their last SMS: not delivered (refused, failed, expired
 * or never sent), sent without a delivery receipt yet, and delivered with the code not typed.
 * The three add up to registrations − verified.
 */
export type FunnelUnverified = FunnelReport['unverified'];

/** One channel's Verify attempts of the period (lib/server/admin/reports/verify-channels.ts). */
export type VerifyChannelFigures = z.output<typeof verifyChannelFigures>;

const money = () =>
  z.nullable(z.number().check(z.describe('Euros as Verify reported them; null: none known.')));

export const verifyChannelFigures = z.object({
  /** 'whatsapp', 'sms', 'voice', …: the channel that carried the code. */
  channel: z.string(),
  sent: count(),
  delivered: count(),
  /** Attempts whose code verified their lead. */
  completed: count(),
  cost: money(),
  costPerCompleted: money(),
});

/** Answer of GET /api/admin/funnel. */
export type FunnelReport = z.output<typeof funnelReport>;

export const funnelReport = z.object({
  period: z.enum(FUNNEL_PERIODS),
  campaign: text(),
  stages: z.array(
    z.object({
      stage: z.enum(['visitors', 'registrations', 'verified', 'qualified']),
      count: count(),
      /** Share lost from the previous stage (0..1); null for the first stage or after a 0. */
      dropOff: rate(),
    }),
  ),
  unverified: z.object({
    smsNotDelivered: count(),
    smsUnconfirmed: count(),
    codeNotEntered: count(),
  }),
  measures: z.object({
    smsSent: count(),
    smsNotDelivered: count(),
    smsDelivered: count(),
    codeNotEntered: count(),
    callRequests: count(),
    callsLate: count(),
  }),
  /** Verification by channel; present only when the period has Verify attempts. */
  verifyChannels: z.optional(z.array(verifyChannelFigures)),
  campaigns: z.array(
    z.object({
      campaignId: z.string(),
      visitors: count(),
      registrations: count(),
      verified: count(),
      qualified: count(),
    }),
  ),
});
