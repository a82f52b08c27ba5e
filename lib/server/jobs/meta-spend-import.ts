/**
 * The Meta spend import: with META_ADS_ACCESS_TOKEN and META_AD_ACCOUNT_ID set, once an hour
 * (an outbox `maintenance` message `meta-spend_<UTC hour>`, queued by the app and the worker at
 * start and by each run for the next hour: the fixed ids make it idempotent across restarts
 * and instances) and whenever an owner presses the analytics section's button, it reads the
 * daily insights of the ad account at the campaign, ad set and ad levels
 * (lib/server/channels/meta/ads-insights.ts) over the last 7 days — Meta still revises recent
 * days — or, on the first run, from the first day of the month; links each row to our campaign
 * id (lib/meta/spend-mapping.ts) and replaces those days' rows (tracking/meta-spend-store.ts).
 * One run at a time across every process: a run that finds another running does nothing.
 * Days are the ad account's (set its time zone to Europe/Rome, as the analytics months are).
 * A run reads at most MAX_RUN_ROWS rows; what it stores or logs as its error has token-shaped
 * strings masked, and a database failure is stored as a short fixed reason, never the driver's
 * text (it quotes row data): docs/security.md.
 */
import 'server-only';
import { addDays, romeDate } from '@/lib/rome-calendar';
import { mappedCampaignId } from '@/lib/meta/spend-mapping';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { maskTokens } from '../log-mask';
import type { Deliverer } from '../outbox/dispatcher';
import { insertMessageOnce } from '../outbox/messages';
import {
  INSIGHT_LEVELS,
  MetaApiError,
  MetaThrottledError,
  metaAdsConfig,
  readInsights,
  type InsightRow,
  type InsightsDeps,
  type MetaAdsConfig,
  type ReadStats,
} from '../channels/meta/ads-insights';
import {
  claimImportRun,
  finishImportRun,
  hasImportedSpend,
  replaceSpendDays,
  type ImportTrigger,
  type SpendDayRow,
} from '../tracking/meta-spend-store';

const HOUR_MS = 3_600_000;
/** Days re-read by every run after the first (today included). */
export const LOOKBACK_DAYS = 7;
/** How long a run's claim lasts: longer than its longest wait plus its requests. */
export const RUN_LEASE_MS = 30 * 60_000;
/** The scheduled run may wait this long on Meta's limits; a button press far less. */
export const SCHEDULED_MAX_WAIT_MS = 10 * 60_000;
export const MANUAL_MAX_WAIT_MS = 20_000;
/** Rows of insights one run reads at most, the three levels together. */
export const MAX_RUN_ROWS = 100_000;
/** The stored error of a run whose spend could not be written. */
export const STORE_FAILED_REASON =
  'the spend could not be stored (database error); the next run tries again';

/** What a run did: its status (`busy`: another run held the claim), rows, error. */
export interface ImportOutcome {
  status: 'done' | 'failed' | 'throttled' | 'busy';
  runId: number | null;
  since: string;
  until: string;
  rows: number;
  requests: number;
  waitedMs: number;
  error: string | null;
}

/** The days to read at `now`: the last LOOKBACK_DAYS, or from the month's first on a first run. */
export function importRange(now: Date, firstRun: boolean): { since: string; until: string } {
  const until = romeDate(now);
  const lookback = addDays(until, -(LOOKBACK_DAYS - 1));
  const monthStart = `${until.slice(0, 7)}-01`;
  return { since: firstRun && monthStart < lookback ? monthStart : lookback, until };
}

/** The object id of `row` at its level. */
function objectIdOf(row: InsightRow): string | null {
  if (row.level === 'campaign') return row.campaignId;
  return row.level === 'adset' ? row.adsetId : row.adId;
}

/**
 * The rows to store: each linked to our campaign id by its names, one per level, object and
 * day (should Meta repeat one, its figures are summed), rows outside the range left out.
 */
export function toSpendRows(rows: InsightRow[], range: { since: string; until: string }) {
  const byKey = new Map<string, SpendDayRow>();
  for (const r of rows) {
    const objectId = objectIdOf(r);
    if (!objectId || r.day < range.since || r.day > range.until) continue;
    const key = `${r.level}|${objectId}|${r.day}`;
    const known = byKey.get(key);
    if (known) {
      known.spendCents += r.spendCents;
      known.impressions += r.impressions;
      known.clicks += r.clicks;
      continue;
    }
    byKey.set(key, {
      level: r.level,
      day: r.day,
      objectId,
      metaCampaignId: r.campaignId,
      campaignName: r.campaignName,
      metaAdsetId: r.adsetId,
      adsetName: r.adsetName,
      metaAdId: r.adId,
      adName: r.adName,
      spendCents: r.spendCents,
      currency: r.currency,
      impressions: r.impressions,
      clicks: r.clicks,
      campaignId: mappedCampaignId(r),
    });
  }
  return [...byKey.values()];
}

export interface ImportOptions {
  trigger: ImportTrigger;
  /** The admin who pressed the button. */
  requestedBy?: number | null;
  now?: () => Date;
  deps?: InsightsDeps;
  /** The ad account (default: the environment's). */
  config?: MetaAdsConfig | null;
  /** Rows the run may read in all (default MAX_RUN_ROWS). */
  maxRunRows?: number;
}

/**
 * Runs one import now, unless another run holds the claim (`busy`). Never throws for what Meta
 * answers: a refusal ends the run `failed`, limits held too long end it `throttled`, both with
 * the stored spend untouched. Throws only when the import is not configured or the database fails.
 */
export async function importMetaSpend(db: Db, options: ImportOptions): Promise<ImportOutcome> {
  const config = options.config === undefined ? metaAdsConfig() : options.config;
  if (!config) throw new Error('the Meta spend import is not configured');
  const clock = options.now ?? (() => new Date());
  const started = clock();
  const range = importRange(started, !(await hasImportedSpend(db)));
  const stats: ReadStats = { requests: 0, waitedMs: 0 };
  const base = { ...range, rows: 0, requests: 0, waitedMs: 0, error: null };
  const runId = await claimImportRun(db, {
    trigger: options.trigger,
    ...range,
    now: started,
    leaseUntil: new Date(started.getTime() + RUN_LEASE_MS),
    requestedBy: options.requestedBy,
  });
  if (runId === null) return { ...base, status: 'busy', runId };
  const maxWaitMs =
    options.deps?.maxWaitMs ??
    (options.trigger === 'manual' ? MANUAL_MAX_WAIT_MS : SCHEDULED_MAX_WAIT_MS);
  try {
    let read: InsightRow[] = [];
    for (const level of INSIGHT_LEVELS) {
      const rows = await readInsights(config, level, range, stats, {
        ...options.deps,
        maxWaitMs,
        maxRows: options.maxRunRows ?? MAX_RUN_ROWS,
        rowsBefore: read.length,
      });
      // concat, not push(...rows): a page of 200,000 rows would overflow the stack.
      read = read.concat(rows);
    }
    const rows = await replaceSpendDays(db, range, toSpendRows(read, range), clock());
    await finishImportRun(db, runId, { status: 'done', now: clock(), rows, ...stats });
    return { ...base, ...stats, status: 'done', runId, rows };
  } catch (error) {
    const status = error instanceof MetaThrottledError ? 'throttled' : 'failed';
    const fromMeta = error instanceof MetaApiError || error instanceof MetaThrottledError;
    const message = fromMeta
      ? maskTokens(error.message, [config.accessToken])
      : STORE_FAILED_REASON;
    logger.warn(
      { runId, status, err: message, cause: fromMeta ? undefined : causeOf(error) },
      'Meta spend import did not finish',
    );
    await finishImportRun(db, runId, { status, now: clock(), ...stats, error: message });
    return { ...base, ...stats, status, runId, error: message };
  }
}

/** What the log may say of a failure that is not Meta's: its class and code, no text. */
function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} ${code}` : error.name;
}

/** The scheduled run's id for the UTC hour of `at`. */
const runMessageId = (at: Date) => `meta-spend_${at.toISOString().slice(0, 13)}`;

/** Queues the run of `at`'s UTC hour unless one exists (any status); nothing when not configured. */
export async function scheduleMetaSpendImport(db: Db, at: Date): Promise<void> {
  if (!metaAdsConfig()) return;
  await insertMessageOnce(db, {
    id: runMessageId(at),
    channel: 'maintenance',
    eventType: 'meta.spend_import',
    payload: {},
    at,
  });
}

/**
 * The hourly run as a `maintenance` job: queues the next hour's run first (so a failing run
 * never ends the chain), then imports. A run that ends failed or throttled is recorded on its
 * own row, not retried by the outbox: the next hour's run reads the same days again.
 */
export function metaSpendDeliverer(db: Db, deps?: InsightsDeps): Deliverer {
  return async (_message, now) => {
    if (!metaAdsConfig()) {
      return { ok: false, error: 'the Meta spend import is not configured', final: 'cancelled' };
    }
    const next = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
    await scheduleMetaSpendImport(db, next);
    const outcome = await importMetaSpend(db, { trigger: 'schedule', deps });
    return { ok: true, responseSnippet: `${outcome.status} rows=${outcome.rows}` };
  };
}
