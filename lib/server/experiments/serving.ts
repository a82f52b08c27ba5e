/**
 * What each tested landing page (lib/experiments/pages.ts) serves now, read by proxy.ts on every
 * request to one of them and by the pages when they render:
 *
 * - a running experiment: its id and variants (weights and changes); proxy.ts assigns each
 *   visitor a variant (./assignment.ts) and rewrites challengers to their pre-rendered route;
 * - no running experiment, and the page's latest stopped one chose a challenger as winner:
 *   that winner, for everyone (until another experiment starts on the page);
 * - otherwise nothing: the page is served as it is.
 *
 * The proxy reads a snapshot of all pages kept in memory for SERVING_TTL_MS and refreshed in
 * the background once stale (stale-while-revalidate): the request that finds it stale is
 * answered from the old one, so the proxy's path waits for the database only on a process's
 * first request. Several app servers share one PostgreSQL and each keeps its own snapshot, so
 * after a start, a stop or an edit the servers may disagree for up to SERVING_TTL_MS (plus one
 * query): one still sends the visitor to the page as it is, or to a variant route, that another
 * no longer would. The pages themselves change on every server at once (the API revalidates
 * the page and its variant routes, and the page cache is shared), and they read the database
 * afresh when they render (pageVariant), so what a visitor is counted under (the page's
 * exposure marker) is always what that visitor was shown.
 */
import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import * as z from 'zod/mini';
import { variantSchema, type ExperimentVariant } from '@/lib/contracts/admin/experiments';
import {
  experimentPageBySlug,
  type ChallengerKey,
  type VariantChanges,
  type VariantKey,
} from '@/lib/experiments/pages';
import { Prisma } from '../generated/prisma/client';
import { getDb, sqlOf, type Db } from '../db/client';
import { logger } from '../logger';

/** What one tested page serves. */
export type PageServing =
  | { status: 'running'; experimentId: number; variants: readonly ExperimentVariant[] }
  | { status: 'winner'; experimentId: number; winner: ChallengerKey; changes: VariantChanges };

/** What every tested page serves, by the page's path; a page not in it is served as it is. */
export type ServingSnapshot = ReadonlyMap<string, PageServing>;

/** How long a snapshot is used before it is refreshed (ms); the bound on servers disagreeing. */
export const SERVING_TTL_MS = 5_000;

const EMPTY: ServingSnapshot = new Map();

/** One row of servingRows: a page's running experiment, else its latest stopped one. */
const servingRow = z.object({
  id: z.number(),
  page: z.string(),
  status: z.enum(['running', 'stopped']),
  variants: z.array(variantSchema),
  winner: z.nullable(z.string()),
});

/**
 * The snapshot of `rows` (at most one per page, as servingRows reads them). A row that cannot
 * be read is left out (its page is served as it is) and logged: only the experiments API
 * writes the table, after the same schema.
 */
export function servingOf(rows: readonly unknown[]): ServingSnapshot {
  const snapshot = new Map<string, PageServing>();
  for (const raw of rows) {
    const parsed = z.safeParse(servingRow, raw);
    if (!parsed.success) {
      const experimentId = (raw as { id?: unknown } | null)?.id;
      logger.error({ experimentId }, 'unreadable experiment: page served as is');
      continue;
    }
    const { id, page, status, variants, winner } = parsed.data;
    if (status === 'running') {
      snapshot.set(page, { status, experimentId: id, variants });
      continue;
    }
    const chosen = variants.find((v) => v.key === winner);
    if (chosen && chosen.key !== 'control')
      snapshot.set(page, {
        status: 'winner',
        experimentId: id,
        winner: chosen.key,
        changes: chosen.changes,
      });
  }
  return snapshot;
}

/**
 * Per page (all, or only `page`): its running experiment, else its most recently stopped one
 * (a draft never counts). One statement, sent straight to the driver (sqlOf): the proxy's
 * refresh should cost the database as little as a page view does.
 */
async function servingRows(db: Db, page?: string): Promise<unknown[]> {
  const onePage = page === undefined ? Prisma.empty : Prisma.sql`AND page = ${page}`;
  return sqlOf(db)<unknown>(Prisma.sql`
    SELECT DISTINCT ON (page) id, page, status::text AS status, variants, winner
      FROM experiments
     WHERE status IN ('running', 'stopped') ${onePage}
     ORDER BY page, (status = 'running') DESC, stopped_at DESC NULLS LAST, id DESC`);
}

/** Reads the snapshot of every page from `db`. */
export async function readServing(db: Db): Promise<ServingSnapshot> {
  return servingOf(await servingRows(db));
}

/** A snapshot kept in memory, refreshed in the background once stale. */
export interface ServingCache {
  /**
   * The snapshot: the kept one while fresh; the kept one while stale, starting one refresh
   * (concurrent callers share it); with none kept yet, the first load (shared too). A load
   * that fails is logged and keeps what was kept (nothing: no page under experiment) for
   * another TTL before the next try, so a database outage does not put a query, or a wait,
   * on every request. Never rejects.
   */
  get(): Promise<ServingSnapshot>;
  /**
   * Reads the snapshot again now (after a start, a stop or an edit), after any load already
   * under way (it may have read the table before the change); resolves once it is kept, so the
   * next get() returns it. Never rejects.
   */
  invalidate(): Promise<void>;
}

/**
 * A ServingCache over `load`. `now` (ms, injectable for tests) and `ttlMs` (default
 * SERVING_TTL_MS) decide when the kept snapshot is stale.
 */
export function createServingCache({
  load,
  now = Date.now,
  ttlMs = SERVING_TTL_MS,
}: {
  load: () => Promise<ServingSnapshot>;
  now?: () => number;
  ttlMs?: number;
}): ServingCache {
  let kept: ServingSnapshot | undefined;
  let keptAt = -Infinity;
  let loading: Promise<ServingSnapshot> | undefined;

  const refresh = () =>
    // A promise around load() so that a load throwing at once is caught like a rejection.
    (loading ??= new Promise<ServingSnapshot>((resolve) => resolve(load()))
      .then(
        (snapshot) => (kept = snapshot),
        (error: unknown) => {
          logger.error({ err: error }, 'experiments not read: pages served as last known');
          return (kept ??= EMPTY);
        },
      )
      .finally(() => {
        keptAt = now();
        loading = undefined;
      }));

  return {
    async get() {
      if (kept === undefined) return refresh();
      if (now() - keptAt >= ttlMs) void refresh();
      return kept;
    },
    async invalidate() {
      keptAt = -Infinity;
      await loading;
      await refresh();
    },
  };
}

/**
 * The process's cache, on globalThis: proxy.ts and the route handlers are bundled apart, and
 * an API route's invalidate() must reach the copy the proxy reads.
 */
const holder = globalThis as { __experimentServing?: ServingCache };

function processCache(): ServingCache {
  return (holder.__experimentServing ??= createServingCache({
    load: async () => readServing(await getDb()),
  }));
}

/** What every tested page serves now, as proxy.ts reads it (see ServingCache.get). */
export function servingSnapshot(): Promise<ServingSnapshot> {
  return processCache().get();
}

/**
 * Makes this process's snapshot stale, so its next request reads the change (the experiments
 * API calls it after a start, a stop or an edit; other servers catch up within the TTL).
 */
export function invalidateServingSnapshot(): Promise<void> {
  return processCache().invalidate();
}

/** Replaces the process's cache (tests: a stub snapshot); undefined: the database's again. */
export function setServingCache(cache: ServingCache | undefined): void {
  holder.__experimentServing = cache;
}

/** What a page renders: the running experiment's id (null: none) and the changes to apply. */
export interface ServedVariant {
  experimentId: number | null;
  changes: VariantChanges;
}

const AS_IS: ServedVariant = { experimentId: null, changes: {} };

/**
 * What variant `key` of a page serving `serving` renders: in a running experiment, the id and
 * that variant's changes (a key the experiment lacks: the page as it is, no id); for the
 * winner of a stopped one, its changes without an id (nothing is measured any more); else the
 * page as it is.
 */
export function servedVariant(serving: PageServing | undefined, key: VariantKey): ServedVariant {
  if (serving?.status === 'running') {
    const variant = serving.variants.find((v) => v.key === key);
    return variant ? { experimentId: serving.experimentId, changes: variant.changes } : AS_IS;
  }
  if (serving?.status === 'winner' && serving.winner === key)
    return { experimentId: null, changes: serving.changes };
  return AS_IS;
}

/**
 * What the page with variant-route segment `slug` renders as variant `key` (the page itself
 * renders 'control'), read afresh from the database: a page regenerates after the API's
 * revalidation and must show the state that caused it, not a snapshot seconds old. During
 * `next build` (no database) the page as it is; the pages regenerate on a running server
 * within their revalidate interval. Throws the database's error: a regeneration that fails
 * keeps the page last rendered.
 */
export async function pageVariant(slug: string, key: VariantKey): Promise<ServedVariant> {
  const page = experimentPageBySlug(slug);
  if (!page || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return AS_IS;
  const snapshot = servingOf(await servingRows(await getDb(), page.path));
  return servedVariant(snapshot.get(page.path), key);
}
