/**
 * Fixed-window rate limits kept in the database (DESIGN.md §1: shared by every app
 * process). One atomic upsert per hit; no read-then-write race.
 */
import 'server-only';
import { sqlOf, type Db } from './db';
import { RateLimitedError } from './errors';

export interface Limit {
  /** Bucket name, e.g. `register:ip:1.2.3.4`. */
  key: string;
  /** Hits allowed per window. */
  max: number;
  /** Window length in seconds. */
  windowSec: number;
}

/** One atomic upsert: a new window when the old one has ended, else one more hit. */
const UPSERT_HIT = `
  INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ($1, $2, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limit_buckets.window_start <= $2::timestamptz - make_interval(secs => $3)
                 THEN 1 ELSE rate_limit_buckets.count + 1 END,
    window_start = CASE WHEN rate_limit_buckets.window_start <= $2::timestamptz - make_interval(secs => $3)
                 THEN $2 ELSE rate_limit_buckets.window_start END
  RETURNING count, window_start`;

/**
 * Counts one hit against `limit` at time `now`.
 * Returns the remaining hits; throws RateLimitedError (429, retryAfter in seconds) when over.
 */
export async function hit(db: Db, limit: Limit, now = new Date()): Promise<number> {
  const rows = await sqlOf(db)<{ count: number; window_start: Date }>(UPSERT_HIT, [
    limit.key,
    now,
    limit.windowSec,
  ]);
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  if (row.count > limit.max) {
    const endsAt = new Date(row.window_start).getTime() + limit.windowSec * 1000;
    throw new RateLimitedError(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }
  return limit.max - row.count;
}

/** Counts a hit against each limit in turn; the first one over the cap throws. */
export async function hitAll(db: Db, limits: Limit[], now = new Date()): Promise<void> {
  for (const limit of limits) await hit(db, limit, now);
}
