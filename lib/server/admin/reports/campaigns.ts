/**
 * Campaign performance (SPEC.md §2.14 campaigns tab, §3 "Campaign summary"):
 * leads per campaign id, grouped in SQL. `adSource` is the campaign's most frequent source.
 */
import 'server-only';
import type { CampaignSummary } from '@/lib/contracts/admin/campaigns';
import type { Db } from '../../db/client';

/** Up to `limit` campaigns by lead count (ties: most recent lead first). */
export async function campaignSummaries(db: Db, limit = 200): Promise<CampaignSummary[]> {
  const rows = await db.$queryRaw<
    {
      campaign_id: string;
      ad_source: string | null;
      leads: number;
      verified: number;
      latest: Date | null;
    }[]
  >`
    SELECT campaign_id,
      mode() WITHIN GROUP (ORDER BY ad_source) AS ad_source,
      count(*)::int AS leads,
      count(*) FILTER (WHERE is_verified)::int AS verified,
      max(created_at) AS latest
    FROM leads
    WHERE campaign_id IS NOT NULL
    GROUP BY campaign_id
    ORDER BY leads DESC, latest DESC
    LIMIT ${limit}`;
  return rows.map((r) => ({
    campaignId: r.campaign_id,
    adSource: r.ad_source,
    leadCount: r.leads,
    verifiedCount: r.verified,
    latestLead: r.latest ? new Date(r.latest).toISOString() : null,
  }));
}
