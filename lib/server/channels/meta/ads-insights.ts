/**
 * Reading daily ad spend from Meta's Marketing API: `GET {META_GRAPH_URL}/{version}/act_{id}/
 * insights` at one level (campaign, adset or ad) with `time_increment=1` over a range of days,
 * following `paging.next` to the last page. The token goes in the Authorization header, never
 * in the address; a `paging.next` is followed only to the origin and path asked first (another
 * host, or another Graph path such as `/me/accounts`, would get the token for something else),
 * with any `access_token` Meta put in its query removed.
 *
 * What Meta answers is bounded (docs/security.md): each answer is read as a stream and given up
 * past MAX_ANSWER_BYTES, a page holding more than MAX_PAGE_ROWS rows or a read passing its
 * `maxRows` stops the import with MetaApiError and a reason an owner can read; nothing grows the
 * memory without limit or spreads a page onto the stack. Error texts carry no token
 * (../../log-mask.ts maskTokens).
 *
 * Rate limits (./graph-usage.ts): after each answer the import pauses while the usage headers
 * are high; a rate-limit error (codes 4, 17, 32, 613, 80000–80014, or HTTP 429) is retried after
 * Meta's regain time or a growing back-off (30 s, 1, 2, 5 min), a transient one (5xx, code 1 or 2,
 * `is_transient`) after 5, 15, 45 s. Past `maxWaitMs` of waiting in all, or past the retries,
 * the read stops with MetaThrottledError and the next hourly run tries again. Any other error
 * (a bad token, a missing permission) stops it with MetaApiError at once. Time is spent only
 * through the injected `sleep`.
 */
import 'server-only';
import * as z from 'zod/mini';
import { env } from '@/env';
import { maskTokens } from '../../log-mask';
import { graphUsage, isRateLimitCode, pauseAfter } from './graph-usage';

export const INSIGHT_LEVELS = ['campaign', 'adset', 'ad'] as const;
export type InsightLevel = (typeof INSIGHT_LEVELS)[number];

const FIELDS = [
  'campaign_id',
  'campaign_name',
  'adset_id',
  'adset_name',
  'ad_id',
  'ad_name',
  'spend',
  'impressions',
  'clicks',
  'account_currency',
].join(',');

/** Rows per page asked for (Meta's pages hold at most what it chooses). */
export const PAGE_LIMIT = 500;
/** Pages read at most per level: a guard against a paging loop. */
const MAX_PAGES = 2000;
/** Bytes of one answer read at most: a page of PAGE_LIMIT rows is about 300 KB. */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Rows of one page accepted at most (PAGE_LIMIT is asked; Meta may send fewer). */
export const MAX_PAGE_ROWS = 5 * PAGE_LIMIT;
export const INSIGHTS_TIMEOUT_MS = 30_000;
const RATE_LIMIT_BACKOFF_MS = [30_000, 60_000, 120_000, 300_000];
const TRANSIENT_BACKOFF_MS = [5_000, 15_000, 45_000];

export interface MetaAdsConfig {
  /** META_GRAPH_URL without a trailing slash. */
  graphUrl: string;
  version: string;
  /** The ad account's number, without `act_`. */
  accountId: string;
  accessToken: string;
}

/** The configured ad account, or null when the import is off (no token or no account). */
export function metaAdsConfig(): MetaAdsConfig | null {
  if (!env.META_ADS_ACCESS_TOKEN || !env.META_AD_ACCOUNT_ID) return null;
  return {
    graphUrl: env.META_GRAPH_URL.replace(/\/+$/, ''),
    version: env.META_GRAPH_API_VERSION,
    accountId: env.META_AD_ACCOUNT_ID,
    accessToken: env.META_ADS_ACCESS_TOKEN,
  };
}

/** One row of insights: one object of `level` on one day of the ad account. */
export interface InsightRow {
  level: InsightLevel;
  /** 'YYYY-MM-DD', the ad account's day. */
  day: string;
  campaignId: string;
  campaignName: string;
  adsetId: string | null;
  adsetName: string | null;
  adId: string | null;
  adName: string | null;
  /** Integer cents of `currency`. */
  spendCents: number;
  currency: string;
  impressions: number;
  clicks: number;
}

/** Meta refused for a reason a retry does not mend (token, permission, parameter). */
export class MetaApiError extends Error {}
/** Meta's rate limits held longer than the import may wait. */
export class MetaThrottledError extends Error {}

export interface InsightsDeps {
  fetch?: typeof fetch;
  /** Waits `ms` (tests pass one that advances a fake clock). */
  sleep?: (ms: number) => Promise<void>;
  /** Most this read may wait on rate limits in all, ms. */
  maxWaitMs?: number;
  timeoutMs?: number;
  /** Most rows the run may read in all; default MAX_PAGE_ROWS × MAX_PAGES. */
  maxRows?: number;
  /** Rows the run read before this read (counted against `maxRows`). */
  rowsBefore?: number;
}

/** What a read did besides its rows: requests sent, time waited on limits. */
export interface ReadStats {
  requests: number;
  waitedMs: number;
}

const digits = z.string().check(z.regex(/^\d+$/));
const InsightItem = z.object({
  date_start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  campaign_id: z.string(),
  campaign_name: z._default(z.string(), ''),
  adset_id: z.optional(z.string()),
  adset_name: z.optional(z.string()),
  ad_id: z.optional(z.string()),
  ad_name: z.optional(z.string()),
  spend: z._default(z.string().check(z.regex(/^\d+(?:\.\d+)?$/)), '0'),
  impressions: z._default(digits, '0'),
  clicks: z._default(digits, '0'),
  account_currency: z._default(z.string().check(z.regex(/^[A-Z]{3}$/)), 'EUR'),
});
const InsightPage = z.object({
  data: z.array(z.unknown()),
  paging: z.optional(z.object({ next: z.optional(z.string()) })),
});

/**
 * Meta's spend (a decimal string in the account currency, e.g. "12.345") as integer cents,
 * rounded half up at the third decimal; exact, no floating point.
 */
export function spendToCents(spend: string): number {
  const [whole = '0', fraction = ''] = spend.split('.');
  const digits3 = fraction.padEnd(3, '0');
  return Number(whole) * 100 + Number(digits3.slice(0, 2)) + (Number(digits3[2]) >= 5 ? 1 : 0);
}

function toRow(level: InsightLevel, item: unknown): InsightRow {
  const parsed = InsightItem.safeParse(item);
  if (!parsed.success)
    throw new MetaApiError('Meta answered an insights row this import cannot read');
  const r = parsed.data;
  return {
    level,
    day: r.date_start,
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    adsetId: level === 'campaign' ? null : (r.adset_id ?? null),
    adsetName: level === 'campaign' ? null : (r.adset_name ?? null),
    adId: level === 'ad' ? (r.ad_id ?? null) : null,
    adName: level === 'ad' ? (r.ad_name ?? null) : null,
    spendCents: spendToCents(r.spend),
    currency: r.account_currency,
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
  };
}

/** The first page's address for `level` over [since, until] (ad account days, inclusive). */
export function insightsUrl(
  config: MetaAdsConfig,
  level: InsightLevel,
  range: { since: string; until: string },
): string {
  const query = new URLSearchParams({
    level,
    fields: FIELDS,
    time_increment: '1',
    time_range: JSON.stringify(range),
    limit: String(PAGE_LIMIT),
  });
  return `${config.graphUrl}/${config.version}/act_${config.accountId}/insights?${query}`;
}

/** Meta answered more than MAX_ANSWER_BYTES: the read stops without holding it all. */
class AnswerTooLargeError extends Error {}

/**
 * The JSON of `response`, read as a stream up to MAX_ANSWER_BYTES (a longer answer throws
 * AnswerTooLargeError and its stream is cancelled); null when it is not JSON or breaks off.
 */
async function cappedJson(response: Response): Promise<unknown> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError();
  }
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new AnswerTooLargeError();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AnswerTooLargeError) throw error;
    return null;
  }
  try {
    return JSON.parse(Buffer.concat(chunks, size).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The address to follow for `next` (a page's `paging.next`) after `first`: the same origin and
 * path only, its `access_token` parameter removed (the token goes in the header). Null when
 * `next` points anywhere else.
 */
export function followableNext(first: string, next: string): string | null {
  let asked: URL;
  let url: URL;
  try {
    asked = new URL(first);
    url = new URL(next);
  } catch {
    return null;
  }
  if (url.origin !== asked.origin || url.pathname !== asked.pathname) return null;
  if (url.username || url.password) return null;
  url.searchParams.delete('access_token');
  url.hash = '';
  return url.toString();
}

interface GraphError {
  code: number | null;
  transient: boolean;
  message: string;
}

function graphErrorOf(status: number, body: unknown): GraphError {
  const e = (body as { error?: Record<string, unknown> } | null)?.error ?? {};
  const code = typeof e.code === 'number' ? e.code : null;
  const message = typeof e.message === 'string' ? e.message : `HTTP ${status}`;
  const transient = e.is_transient === true || status >= 500 || code === 1 || code === 2;
  const text = `Meta error${code !== null ? ` ${code}` : ''}: ${message.slice(0, 300)}`;
  return { code, transient, message: text };
}

/**
 * Reads every page of insights at `level` over `range` for `config`; returns the rows and
 * adds its requests and waits to `stats`. Throws MetaApiError or MetaThrottledError (above).
 */
export async function readInsights(
  config: MetaAdsConfig,
  level: InsightLevel,
  range: { since: string; until: string },
  stats: ReadStats,
  deps: InsightsDeps = {},
): Promise<InsightRow[]> {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxWaitMs = deps.maxWaitMs ?? 10 * 60_000;
  const maxRows = deps.maxRows ?? MAX_PAGE_ROWS * MAX_PAGES;
  const masked = (text: string) => maskTokens(text, [config.accessToken]);

  async function wait(ms: number, why: string) {
    if (ms <= 0) return;
    if (stats.waitedMs + ms > maxWaitMs) {
      throw new MetaThrottledError(
        `${why}: Meta asks to wait ${Math.ceil(ms / 1000)} s more; the next run tries again`,
      );
    }
    stats.waitedMs += ms;
    await sleep(ms);
  }

  const rows: InsightRow[] = [];
  const first = insightsUrl(config, level, range);
  let url: string | undefined = first;
  let pages = 0;
  let limited = 0;
  let transient = 0;
  while (url) {
    if (++pages > MAX_PAGES) throw new MetaApiError('too many pages of insights');
    stats.requests += 1;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { authorization: `Bearer ${config.accessToken}` },
        redirect: 'manual',
        signal: AbortSignal.timeout(deps.timeoutMs ?? INSIGHTS_TIMEOUT_MS),
      });
    } catch (error) {
      const delay = TRANSIENT_BACKOFF_MS[transient++];
      if (delay === undefined)
        throw new MetaApiError(masked(`Meta did not answer: ${String(error)}`.slice(0, 300)));
      await wait(delay, 'Meta did not answer');
      pages -= 1;
      continue;
    }
    const usage = graphUsage(response.headers);
    let body: unknown;
    try {
      body = await cappedJson(response);
    } catch (error) {
      if (!(error instanceof AnswerTooLargeError)) throw error;
      throw new MetaApiError(
        `Meta answered more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB for one page of ${level} insights; the import stops`,
      );
    }
    if (response.status === 200) {
      const page = InsightPage.safeParse(body);
      if (!page.success) throw new MetaApiError('Meta answered insights this import cannot read');
      const items = page.data.data;
      if (items.length > MAX_PAGE_ROWS)
        throw new MetaApiError(
          `Meta answered ${items.length} rows in one page of ${level} insights (at most ${MAX_PAGE_ROWS}); the import stops`,
        );
      if ((deps.rowsBefore ?? 0) + rows.length + items.length > maxRows)
        throw new MetaApiError(
          `Meta answered more than ${maxRows} rows of insights in one run; the import stops`,
        );
      for (const item of items) rows.push(toRow(level, item));
      const next = page.data.paging?.next;
      if (next !== undefined && followableNext(first, next) === null)
        throw new MetaApiError(
          'paging.next leads away from the insights address asked; the import stops',
        );
      url = next === undefined ? undefined : followableNext(first, next)!;
      limited = 0;
      transient = 0;
      if (url) await wait(pauseAfter(usage), 'rate-limit usage high');
      continue;
    }
    pages -= 1;
    const error = graphErrorOf(response.status, body);
    if (response.status === 429 || isRateLimitCode(error.code)) {
      const backoff = RATE_LIMIT_BACKOFF_MS[limited++];
      if (backoff === undefined) throw new MetaThrottledError(masked(error.message));
      await wait(Math.max(usage.regainMs, backoff), masked(error.message));
    } else if (error.transient) {
      const backoff = TRANSIENT_BACKOFF_MS[transient++];
      if (backoff === undefined) throw new MetaApiError(masked(error.message));
      await wait(backoff, masked(error.message));
    } else {
      throw new MetaApiError(masked(error.message));
    }
  }
  return rows;
}
