/**
 * Which experiment exposures count (docs/security.md "What each seam promises"): a claim that a
 * visit or a registration saw variant V of experiment E, sent by the tracker or the form from
 * the page's marker (lib/experiments/exposure.ts), counts only when
 *
 * - its proof is the server's: an HMAC, under a key derived from the app's secret, of E and V
 *   for the UTC day the page rendered (today's or yesterday's: pages regenerate within a minute
 *   of a visit, but a page rendered before midnight may be served once after it);
 * - E runs now (the claim falls inside its running window: a draft, a stopped experiment or an
 *   unknown id counts nothing) and V is one of its variants;
 * - E runs on the page the call came from (the tracker's page, the form's Referer).
 *
 * What fails is dropped without a word, never refused: a registration never fails on it, and a
 * page cached before a change still registers. A forged or replayed claim for another page,
 * variant or a stopped experiment therefore reaches neither the results nor Meta's custom_data
 * (which read the stored columns). Reads `experiments`; writes nothing.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ExperimentExposure } from '@/lib/experiments/exposure';
import type { Db } from '../db/client';
import { authSecret } from '../auth/secret';

const DAY_MS = 86_400_000;

/** The proof of `exposure` for the UTC day of `day` (base64url, 22 characters). */
export function exposureProof(exposure: { id: number; variant: string }, day: Date): string {
  const date = day.toISOString().slice(0, 10);
  return createHmac('sha256', authSecret())
    .update(`experiment-exposure:${date}:${exposure.id}:${exposure.variant}`)
    .digest('base64url')
    .slice(0, 22);
}

function proofHolds(claim: ExperimentExposure, now: Date): boolean {
  if (!claim.proof) return false;
  const given = Buffer.from(claim.proof);
  return [now, new Date(now.getTime() - DAY_MS)].some((day) => {
    const expected = Buffer.from(exposureProof(claim, day));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** The path of `page` (a path with a query, or an absolute URL), without a trailing slash. */
export function pagePathOf(page: string | null | undefined): string | null {
  if (!page) return null;
  try {
    const path = new URL(page, 'http://x').pathname;
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  } catch {
    return null;
  }
}

function listsVariant(variants: unknown, key: string): boolean {
  return (
    Array.isArray(variants) &&
    variants.some((v) => typeof v === 'object' && v !== null && 'key' in v && v.key === key)
  );
}

/**
 * `claim` without its proof when it counts (above) for a call from `ctx.page` at `ctx.now`,
 * else null. One look-up of the experiment for a claim with a valid proof; none otherwise.
 */
export async function servedExposure(
  db: Pick<Db, 'experiment'>,
  claim: ExperimentExposure | null | undefined,
  ctx: { page: string | null | undefined; now?: Date },
): Promise<ExperimentExposure | null> {
  const now = ctx.now ?? new Date();
  const page = pagePathOf(ctx.page);
  if (!claim || !page || !proofHolds(claim, now)) return null;
  const experiment = await db.experiment.findUnique({
    where: { id: claim.id },
    select: { page: true, status: true, variants: true, startedAt: true },
  });
  if (!experiment || experiment.status !== 'running') return null;
  if (!experiment.startedAt || experiment.startedAt > now) return null;
  if (pagePathOf(experiment.page) !== page) return null;
  if (!listsVariant(experiment.variants, claim.variant)) return null;
  return { id: claim.id, variant: claim.variant };
}
