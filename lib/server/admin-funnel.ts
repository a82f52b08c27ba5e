/**
 * Funnel tab (ISSUE 8 item 11), from real rows only (no "visitors = 10 × leads" estimate):
 * - visitors: visitor sessions that started in the period (first touch on the campaign, when
 *   one is chosen);
 * - registrations: leads created in the period (the campaign as last or first touch);
 * - SMS verified: those leads whose phone is verified;
 * - qualified: verified leads with high priority or a consultation request.
 * Each stage has its drop-off from the previous one (null when that one is 0).
 */
import 'server-only';
import type { Db } from './db';

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, all: null } as const;
export type FunnelPeriod = keyof typeof PERIOD_DAYS;

interface Counts {
  visitors: number;
  registrations: number;
  verified: number;
  qualified: number;
}

async function counts(db: Db, from: Date, now: Date, campaign: string | null): Promise<Counts> {
  const [row] = await db.$queryRaw<Counts[]>`
    SELECT
      (SELECT count(*) FROM visitors v
        WHERE v.created_at >= ${from} AND v.created_at <= ${now}
          AND (${campaign}::text IS NULL OR v.campaign_id = ${campaign}))::int AS visitors,
      count(*)::int AS registrations,
      count(*) FILTER (WHERE l.is_verified)::int AS verified,
      count(*) FILTER (WHERE l.is_verified AND (l.priority = 'high'
        OR EXISTS (SELECT 1 FROM consultation_requests c WHERE c.lead_id = l.id)))::int AS qualified
    FROM leads l
    WHERE l.created_at >= ${from} AND l.created_at <= ${now}
      AND (${campaign}::text IS NULL OR l.campaign_id = ${campaign} OR l.first_campaign_id = ${campaign})`;
  return row ?? { visitors: 0, registrations: 0, verified: 0, qualified: 0 };
}

const drop = (from: number, to: number) => (from > 0 ? 1 - to / from : null);

export async function funnel(
  db: Db,
  period: FunnelPeriod,
  campaign: string | undefined,
  now = new Date(),
) {
  const days = PERIOD_DAYS[period];
  const from = days === null ? new Date(0) : new Date(now.getTime() - days * 86_400_000);
  const c = await counts(db, from, now, campaign || null);
  const perCampaign = await db.$queryRaw<
    {
      campaign_id: string;
      registrations: number;
      verified: number;
      qualified: number;
      visitors: number;
    }[]
  >`
    SELECT l.campaign_id,
      count(*)::int AS registrations,
      count(*) FILTER (WHERE l.is_verified)::int AS verified,
      count(*) FILTER (WHERE l.is_verified AND (l.priority = 'high'
        OR EXISTS (SELECT 1 FROM consultation_requests c WHERE c.lead_id = l.id)))::int AS qualified,
      (SELECT count(*) FROM visitors v WHERE v.campaign_id = l.campaign_id
        AND v.created_at >= ${from} AND v.created_at <= ${now})::int AS visitors
    FROM leads l
    WHERE l.created_at >= ${from} AND l.created_at <= ${now} AND l.campaign_id IS NOT NULL
    GROUP BY l.campaign_id ORDER BY registrations DESC LIMIT 20`;
  return {
    period,
    campaign: campaign || null,
    stages: [
      { stage: 'visitors', count: c.visitors, dropOff: null },
      {
        stage: 'registrations',
        count: c.registrations,
        dropOff: drop(c.visitors, c.registrations),
      },
      { stage: 'verified', count: c.verified, dropOff: drop(c.registrations, c.verified) },
      { stage: 'qualified', count: c.qualified, dropOff: drop(c.verified, c.qualified) },
    ],
    campaigns: perCampaign.map((p) => ({
      campaignId: p.campaign_id,
      visitors: p.visitors,
      registrations: p.registrations,
      verified: p.verified,
      qualified: p.qualified,
    })),
  };
}
