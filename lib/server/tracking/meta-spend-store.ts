/**
 * The one writer of `ad_spend_daily` (daily spend imported from Meta) and `meta_spend_imports`
 * (the import's runs). A run is claimed before it reads anything: at most one runs at a time
 * across every app instance and worker (the partial unique index on status 'running'), and a
 * run whose lease passed (its process died) is marked abandoned by the next claim. The spend
 * of the days a run read replaces, in one transaction, every row those days had: a re-read of
 * a day replaces it, and a day Meta no longer reports spend for is emptied.
 */
import 'server-only';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';

export const IMPORT_TRIGGERS = ['schedule', 'manual'] as const;
export type ImportTrigger = (typeof IMPORT_TRIGGERS)[number];
export type ImportStatus = 'running' | 'done' | 'failed' | 'throttled' | 'abandoned';

/** One stored row, as the import hands it over (our campaign id already mapped). */
export interface SpendDayRow {
  level: string;
  day: string;
  objectId: string;
  metaCampaignId: string;
  campaignName: string;
  metaAdsetId: string | null;
  adsetName: string | null;
  metaAdId: string | null;
  adName: string | null;
  spendCents: number;
  currency: string;
  impressions: number;
  clicks: number;
  campaignId: string | null;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Claims a run of `trigger` over [since, until] at `now`, leased until `leaseUntil`; returns
 * its id, or null while another run holds the claim. Runs whose lease passed are marked
 * abandoned first.
 */
export async function claimImportRun(
  db: Db,
  run: {
    trigger: ImportTrigger;
    since: string;
    until: string;
    now: Date;
    leaseUntil: Date;
    requestedBy?: number | null;
  },
): Promise<number | null> {
  await db.metaSpendImport.updateMany({
    where: { status: 'running', leaseUntil: { lt: run.now } },
    data: { status: 'abandoned', finishedAt: run.now, error: 'the run stopped before it ended' },
  });
  // ON CONFLICT DO NOTHING: the partial unique index refuses a second running row, even one
  // claimed at the same instant by another process; no row comes back then.
  const rows = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO meta_spend_imports (trigger, status, since, until, started_at, lease_until, requested_by)
    VALUES (${run.trigger}, 'running', ${run.since}::date, ${run.until}::date, ${run.now},
      ${run.leaseUntil}, ${run.requestedBy ?? null}::int)
    ON CONFLICT DO NOTHING
    RETURNING id`;
  return rows[0]?.id ?? null;
}

/** Closes run `id` with `status` at `now`, with what it did (rows stored, requests, waits, error). */
export async function finishImportRun(
  db: Db,
  id: number,
  end: {
    status: Exclude<ImportStatus, 'running' | 'abandoned'>;
    now: Date;
    rows?: number | null;
    requests: number;
    waitedMs: number;
    error?: string | null;
  },
): Promise<void> {
  await db.metaSpendImport.update({
    where: { id },
    data: {
      status: end.status,
      finishedAt: end.now,
      rows: end.rows ?? null,
      requests: end.requests,
      waitedMs: Math.min(end.waitedMs, 2_147_483_647),
      error: end.error?.slice(0, 500) ?? null,
    },
  });
}

/** Whether any run finished with its spend stored (the first run reads the whole month). */
export async function hasImportedSpend(db: Db): Promise<boolean> {
  return (await db.metaSpendImport.count({ where: { status: 'done' } })) > 0;
}

/**
 * Replaces every row of the days [since, until] with `rows` (at `importedAt`), in one
 * transaction; returns how many rows are stored.
 */
export async function replaceSpendDays(
  db: Db,
  range: { since: string; until: string },
  rows: SpendDayRow[],
  importedAt: Date,
): Promise<number> {
  const data: Prisma.AdSpendDailyCreateManyInput[] = rows.map((r) => ({
    ...r,
    day: dateOf(r.day),
    importedAt,
  }));
  await db.$transaction(async (tx) => {
    await tx.adSpendDaily.deleteMany({
      where: { day: { gte: dateOf(range.since), lte: dateOf(range.until) } },
    });
    if (data.length > 0) await tx.adSpendDaily.createMany({ data });
  });
  return data.length;
}

/**
 * Deletes the import runs that started before `before` and are over (the retention job,
 * lib/server/jobs/retention.ts: technical logs); a run still marked running stays for the next
 * claim to settle. Returns how many. The spend they stored stays: it is the operator's figure.
 */
export async function purgeImportRunsStartedBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.metaSpendImport.deleteMany({
    where: { startedAt: { lt: before }, status: { not: 'running' } },
  });
  return count;
}
