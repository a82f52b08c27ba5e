/**
 * Campaign performance (SPEC.md §2.14 campaigns tab, §3 "Campaign summary"):
 * leads per campaign id, grouped in SQL. `adSource` is the campaign's most frequent source.
 */
import 'server-only';
import * as z from 'zod/mini';
import type { CampaignSummary } from '@/lib/contracts/admin/campaigns';
import type { Db } from '../../db/client';

const campaignRow = z.object({
  campaign_id: z.string(),
  ad_source: z.nullable(z.string()),
  leads: z.number(),
  verified: z.number(),
  latest: z.nullable(z.date()),
});

/** Up to `limit` campaigns by lead count (ties: most recent lead first). */
export async function campaignSummaries(db: Db, limit = 200): Promise<CampaignSummary[]> {
  const rows = await db.$queryRaw`
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
  return z
    .array(campaignRow)
    .parse(rows)
    .map((r) => ({
      campaignId: r.campaign_id,
      adSource: r.ad_source,
      leadCount: r.leads,
      verifiedCount: r.verified,
      latestLead: r.latest?.toISOString() ?? null,
    }));
}
