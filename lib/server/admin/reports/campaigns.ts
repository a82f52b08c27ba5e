/**
 * Campaign performance (docs/product.md §2.14 campaigns tab, §3 "Campaign summary"): leads per
 * campaign id, grouped in SQL over every campaign id (the URL generators make 570 ids, more
 * with the operator's own): the cards' totals, one page of the table, the lead counts of given
 * ids (the generators' tables and CSVs) and the CSV of every campaign, none of them capped.
 * `adSource` is the campaign's most frequent source.
 */
import 'server-only';
import * as z from 'zod/mini';
import type {
  CampaignLeadCounts,
  CampaignListQuery,
  CampaignSummary,
  CampaignTotals,
} from '@/lib/contracts/admin/campaigns';
import type { Db } from '../../db/client';
import { Prisma } from '../../generated/prisma/client';
import { onlyRow } from '../../db/sql';
import { romeDateTime, safeCell } from '../csv';

const campaignRow = z.object({
  campaign_id: z.string(),
  ad_source: z.nullable(z.string()),
  leads: z.number(),
  verified: z.number(),
  latest: z.nullable(z.date()),
});
type CampaignRow = z.output<typeof campaignRow>;

const toSummary = (r: CampaignRow): CampaignSummary => ({
  campaignId: r.campaign_id,
  adSource: r.ad_source,
  leadCount: r.leads,
  verifiedCount: r.verified,
  latestLead: r.latest?.toISOString() ?? null,
});

/** The grouped leads of every campaign id, each row one campaign, then `tail` (order, limit). */
async function grouped(db: Db, where: Prisma.Sql, tail: Prisma.Sql): Promise<CampaignRow[]> {
  const rows = await db.$queryRaw`
    SELECT campaign_id,
      mode() WITHIN GROUP (ORDER BY ad_source) AS ad_source,
      count(*)::int AS leads,
      count(*) FILTER (WHERE is_verified)::int AS verified,
      max(created_at) AS latest
    FROM leads
    WHERE campaign_id IS NOT NULL ${where}
    GROUP BY campaign_id
    ${tail}`;
  return z.array(campaignRow).parse(rows);
}

/** Most leads first; ties: most recent lead first, then the id (a stable page order). */
const BY_LEADS = Prisma.sql`ORDER BY leads DESC, latest DESC, campaign_id`;

/** Up to `limit` campaigns by lead count, skipping `offset`. */
export async function campaignSummaries(
  db: Db,
  limit: number,
  offset = 0,
): Promise<CampaignSummary[]> {
  const rows = await grouped(
    db,
    Prisma.empty,
    Prisma.sql`${BY_LEADS} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(toSummary);
}

const totalsRow = z.object({ campaigns: z.number(), leads: z.number(), verified: z.number() });

/**
 * The cards' figures over every campaign id: how many ids have leads ("Campagne attive"), their
 * leads ("Lead da campagne") and verified leads, and the best campaign (most leads).
 */
export async function campaignTotals(db: Db): Promise<CampaignTotals> {
  const [rows, best] = await Promise.all([
    db.$queryRaw`
      SELECT count(DISTINCT campaign_id)::int AS campaigns, count(*)::int AS leads,
        count(*) FILTER (WHERE is_verified)::int AS verified
      FROM leads WHERE campaign_id IS NOT NULL`,
    campaignSummaries(db, 1),
  ]);
  return { ...onlyRow(totalsRow, rows), best: best[0] ?? null };
}

/** One page of the table (1-based `page`), with the totals the cards and "N di M" need. */
export async function campaignPage(db: Db, query: CampaignListQuery) {
  const [campaigns, totals] = await Promise.all([
    campaignSummaries(db, query.pageSize, (query.page - 1) * query.pageSize),
    campaignTotals(db),
  ]);
  return { campaigns, totals, page: query.page, pageSize: query.pageSize };
}

const countRow = z.object({ campaign_id: z.string(), leads: z.number() });

/** The leads of each of `ids` (an id without leads is absent: 0). */
export async function campaignLeadCounts(db: Db, ids: string[]): Promise<CampaignLeadCounts> {
  if (ids.length === 0) return {};
  const rows = await db.$queryRaw`
    SELECT campaign_id, count(*)::int AS leads FROM leads
    WHERE campaign_id IN (${Prisma.join(ids)}) GROUP BY campaign_id`;
  return Object.fromEntries(
    z
      .array(countRow)
      .parse(rows)
      .map((r) => [r.campaign_id, r.leads]),
  );
}

/** Rows per database read of the CSV. */
const CSV_BATCH = 1000;

/** The CSV's header, in the order of campaignCsvBatches' cells. */
export const CAMPAIGN_CSV_HEADER = [
  'ID campagna',
  'Fonte',
  'Lead',
  'Verificati',
  'Ultimo lead',
] as const;

/**
 * Every campaign id with leads as CSV rows (lib/server/admin/csv.ts), in batches of CSV_BATCH
 * read by id (keyset: a campaign appearing while the file streams is neither repeated nor
 * skipped out of order).
 */
export async function* campaignCsvBatches(db: Db): AsyncGenerator<string[][]> {
  let after: string | null = null;
  for (;;) {
    const where: Prisma.Sql =
      after === null ? Prisma.empty : Prisma.sql`AND campaign_id > ${after}`;
    const rows = await grouped(db, where, Prisma.sql`ORDER BY campaign_id LIMIT ${CSV_BATCH}`);
    if (rows.length === 0) return;
    yield rows.map((r) => [
      safeCell(r.campaign_id),
      safeCell(r.ad_source),
      String(r.leads),
      String(r.verified),
      r.latest ? romeDateTime.format(r.latest) : '',
    ]);
    if (rows.length < CSV_BATCH) return;
    after = rows.at(-1)!.campaign_id;
  }
}
