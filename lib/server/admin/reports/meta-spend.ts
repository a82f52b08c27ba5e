/**
 * The analytics section's Meta spend (imported by lib/server/jobs/meta-spend-import.ts): per
 * Meta campaign, ad set and ad of the month, its spend, impressions and clicks, the leads of the
 * campaign ids of ours its ads are linked to (lib/meta/spend-mapping.ts), and what a lead and a
 * verified lead cost; the spend linked to no campaign id of ours; the import's last run.
 * Euro rows only: an ad account billing in another currency is named, not converted.
 */
import 'server-only';
import * as z from 'zod/mini';
import type {
  ImportRunStatus,
  MetaImportRun,
  MetaObjectSpend,
  MetaSpendReport,
} from '@/lib/contracts/admin/analytics';
import type { Db } from '../../db/client';
import { Prisma } from '../../generated/prisma/client';
import { metaAdsConfig } from '../../channels/meta/ads-insights';

const perCent = (cents: number, n: number) => (n > 0 ? Math.round(cents / n) : null);
const day = (d: Date) => d.toISOString().slice(0, 10);

const objectRow = z.object({
  level: z.enum(['campaign', 'adset', 'ad']),
  object_id: z.string(),
  name: z.nullable(z.string()),
  campaign_name: z.string(),
  adset_name: z.nullable(z.string()),
  meta_campaign_id: z.string(),
  meta_adset_id: z.nullable(z.string()),
  campaign_ids: z.nullable(z.array(z.string())),
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
});
type ObjectRow = z.output<typeof objectRow>;

const leadCountRow = z.object({ campaign_id: z.string(), leads: z.number(), verified: z.number() });

/** A run as the section shows it. */
export function importRunView(run: {
  status: string;
  trigger: string;
  startedAt: Date;
  finishedAt: Date | null;
  since: Date;
  until: Date;
  rows: number | null;
  error: string | null;
}): MetaImportRun {
  return {
    status: run.status as ImportRunStatus,
    trigger: run.trigger === 'manual' ? 'manual' : 'schedule',
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    since: day(run.since),
    until: day(run.until),
    rows: run.rows,
    error: run.error,
  };
}

/**
 * Our campaign ids under each object: those its ads' rows were linked to in the month, else
 * (no ad rows under it) its own rows'.
 */
function campaignIdsByObject(rows: ObjectRow[]): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  const add = (key: string, linked: string[] | null) => {
    const set = ids.get(key) ?? new Set<string>();
    for (const id of linked ?? []) set.add(id);
    ids.set(key, set);
  };
  for (const r of rows.filter((row) => row.level === 'ad')) {
    add(`ad|${r.object_id}`, r.campaign_ids);
    add(`adset|${r.meta_adset_id}`, r.campaign_ids);
    add(`campaign|${r.meta_campaign_id}`, r.campaign_ids);
  }
  for (const r of rows) {
    if (!ids.has(`${r.level}|${r.object_id}`)) add(`${r.level}|${r.object_id}`, r.campaign_ids);
  }
  return ids;
}

/**
 * The Meta part of the analytics report for days [first, last] (ad account calendar) and the
 * leads registered in [from, to); null when the import is not configured and nothing was ever
 * imported.
 */
export async function metaSpendReport(
  db: Db,
  days: { first: string; last: string },
  from: Date,
  to: Date,
): Promise<MetaSpendReport | null> {
  const range = Prisma.sql`day >= ${days.first}::date AND day <= ${days.last}::date`;
  const [raw, currencies, lastRun, lastSuccess] = await Promise.all([
    db.$queryRaw`
      SELECT level, object_id,
        (array_agg(CASE level WHEN 'campaign' THEN campaign_name WHEN 'adset' THEN adset_name
          ELSE ad_name END ORDER BY day DESC))[1] AS name,
        (array_agg(campaign_name ORDER BY day DESC))[1] AS campaign_name,
        (array_agg(adset_name ORDER BY day DESC))[1] AS adset_name,
        (array_agg(meta_campaign_id ORDER BY day DESC))[1] AS meta_campaign_id,
        (array_agg(meta_adset_id ORDER BY day DESC))[1] AS meta_adset_id,
        array_agg(DISTINCT campaign_id) FILTER (WHERE campaign_id IS NOT NULL) AS campaign_ids,
        sum(spend_cents)::float8 AS spend, sum(impressions)::float8 AS impressions,
        sum(clicks)::float8 AS clicks
      FROM ad_spend_daily WHERE currency = 'EUR' AND ${range}
      GROUP BY level, object_id
      ORDER BY spend DESC, object_id`,
    db.$queryRaw<{ currency: string }[]>`
      SELECT DISTINCT currency FROM ad_spend_daily WHERE currency <> 'EUR' AND ${range}
      ORDER BY currency`,
    db.metaSpendImport.findFirst({ orderBy: [{ startedAt: 'desc' }, { id: 'desc' }] }),
    db.metaSpendImport.findFirst({
      where: { status: 'done' },
      orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }],
      select: { finishedAt: true },
    }),
  ]);
  const rows = z.array(objectRow).parse(raw);
  const configured = metaAdsConfig() !== null;
  if (!configured && !lastRun && rows.length === 0) return null;

  const idsOf = campaignIdsByObject(rows);
  const allIds = [...new Set([...idsOf.values()].flatMap((set) => [...set]))];
  const counts =
    allIds.length === 0
      ? []
      : z.array(leadCountRow).parse(
          await db.$queryRaw`
            SELECT campaign_id, count(*)::int AS leads,
              count(*) FILTER (WHERE is_verified)::int AS verified
            FROM leads
            WHERE created_at >= ${from} AND created_at < ${to}
              AND campaign_id IN (${Prisma.join(allIds)})
            GROUP BY campaign_id`,
        );
  const leadsOf = new Map(counts.map((c) => [c.campaign_id, c]));

  const level = (which: ObjectRow['level']): MetaObjectSpend[] => {
    const objects = rows.filter((r) => r.level === which);
    const carriers = new Map<string, number>();
    for (const r of objects) {
      for (const id of idsOf.get(`${which}|${r.object_id}`) ?? []) {
        carriers.set(id, (carriers.get(id) ?? 0) + 1);
      }
    }
    return objects.map((r) => {
      const campaignIds = [...(idsOf.get(`${which}|${r.object_id}`) ?? [])].sort();
      const leads = campaignIds.reduce((t, id) => t + (leadsOf.get(id)?.leads ?? 0), 0);
      const verified = campaignIds.reduce((t, id) => t + (leadsOf.get(id)?.verified ?? 0), 0);
      const shared = campaignIds.some((id) => (carriers.get(id) ?? 0) > 1);
      return {
        id: r.object_id,
        name: r.name ?? r.object_id,
        campaignName: which === 'campaign' ? null : r.campaign_name,
        adsetName: which === 'ad' ? r.adset_name : null,
        campaignIds,
        spendCents: r.spend,
        impressions: r.impressions,
        clicks: r.clicks,
        leads,
        verified,
        costPerLeadCents: shared ? null : perCent(r.spend, leads),
        costPerVerifiedCents: shared ? null : perCent(r.spend, verified),
        shared,
      };
    });
  };
  const ads = level('ad');
  return {
    configured,
    lastRun: lastRun ? importRunView(lastRun) : null,
    lastSuccessAt: lastSuccess?.finishedAt?.toISOString() ?? null,
    campaigns: level('campaign'),
    adsets: level('adset'),
    ads,
    unmappedCents: ads
      .filter((a) => a.campaignIds.length === 0)
      .reduce((t, a) => t + a.spendCents, 0),
    otherCurrencies: currencies.map((c) => c.currency),
  };
}
