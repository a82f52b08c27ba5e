/**
 * Limits kept in the database (docs/decisions.md §1: shared by every app process), as fixed windows
 * in `rate_limit_buckets`, taken before the work they limit (docs/decisions.md §6). This module is
 * the one writer of `rate_limit_buckets`: the counters, their resets, the erasure of a lead's
 * counters and the retention purge all go through it.
 *
 * Every limit that guards something slow or paid (an argon2id check, an SMS) is reserved
 * first: one atomic `INSERT … ON CONFLICT … DO UPDATE … RETURNING count` counts the attempt,
 * and only an attempt whose count is within the limit goes on to the slow step. Reading a
 * counter, working, then writing lets N concurrent requests through where the limit is 5.
 * A refused attempt gives its unit back, so a bucket counts exactly the attempts that went
 * through; a caller gives its reservation back when the attempt should not count (a correct
 * password, an SMS the provider refused).
 */
import 'server-only';
import * as z from 'zod/mini';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { rateLimited } from './errors';
import { metrics } from '../metrics/registry';

export interface Limit {
  /** Bucket name, `scope:kind:subject`, e.g. `register:ip:1.2.3.4`. */
  key: string;
  /**
   * The limit's name in the refusals metric, without the subject (bounded); default the key's
   * first two parts (`register:ip`). Needed only where those do not tell limits apart.
   */
  name?: string;
  /** Attempts allowed per window. */
  max: number;
  /** Window length in seconds; a window opens with the first attempt after the last one ended. */
  windowSec: number;
  /** The error for an attempt over the limit (default: `rate_limited`). */
  exceeded?: (retryAfterSec: number) => Error;
}

/** Units taken by reserve(); `release` gives them back (once; later calls do nothing). */
export interface Reservation {
  release(): Promise<void>;
}

/** One atomic upsert: a new window when the old one has ended, else one more attempt. */
function takeSql(limit: Limit, now: Date): Prisma.Sql {
  const windowEnded = Prisma.sql`rate_limit_buckets.window_start <= ${now}::timestamptz - make_interval(secs => ${limit.windowSec})`;
  return Prisma.sql`
    INSERT INTO rate_limit_buckets (key, window_start, count) VALUES (${limit.key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${windowEnded} THEN 1 ELSE rate_limit_buckets.count + 1 END,
      window_start = CASE WHEN ${windowEnded} THEN ${now} ELSE rate_limit_buckets.window_start END
    RETURNING count, window_start`;
}

interface Taken {
  key: string;
  windowStart: Date;
}

const TakenRow = z.object({ count: z.coerce.number(), window_start: z.coerce.date() });

/** The unit `rows` (a take's RETURNING count, window_start) says was taken of `limit`. */
function takenOf(limit: Limit, rows: unknown[]): Taken & { count: number } {
  const [row] = rows;
  if (!row) throw new Error('rate limit upsert returned no row');
  const { count, window_start } = TakenRow.parse(row);
  return { key: limit.key, windowStart: window_start, count };
}

async function take(db: Db, limit: Limit, now: Date): Promise<Taken & { count: number }> {
  return takenOf(limit, await sqlOf(db)(takeSql(limit, now)));
}

async function giveBack(db: Db, taken: Taken[]): Promise<void> {
  // Into the window it was taken from: a window since reopened keeps its count.
  for (const unit of taken) {
    await sqlOf(db)(Prisma.sql`
      UPDATE rate_limit_buckets SET count = count - 1
       WHERE key = ${unit.key} AND window_start = ${unit.windowStart} AND count > 0`);
  }
}

/** `limit`'s name in the refusals metric: its own, or the key's first two parts. */
export function limitName(limit: Pick<Limit, 'key' | 'name'>): string {
  if (limit.name) return limit.name;
  const second = limit.key.indexOf(':', limit.key.indexOf(':') + 1);
  return second < 0 ? limit.key : limit.key.slice(0, second);
}

/**
 * An attempt over `limit`, whose window opened at `windowStart`: gives back the units `taken`,
 * counts the refusal in `rate_limit_refusals_total` under limitName and throws the limit's
 * `exceeded` error (default `rate_limited`, 429 with retryAfter = seconds until the window
 * ends).
 */
async function refuse(
  db: Db,
  taken: Taken[],
  limit: Limit,
  windowStart: Date,
  now: Date,
): Promise<never> {
  await giveBack(db, taken);
  metrics.rateLimitRefusals.inc({ limit: limitName(limit) });
  const endsAt = windowStart.getTime() + limit.windowSec * 1000;
  const retryAfter = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  throw limit.exceeded?.(retryAfter) ?? rateLimited(retryAfter);
}

/**
 * Takes one unit of each limit, in order, each with one atomic statement. When one is over,
 * gives back every unit this call took and throws that limit's `exceeded` error (default
 * `rate_limited`, 429 with retryAfter = seconds until its window ends), counting the refusal
 * in `rate_limit_refusals_total` under limitName. Otherwise returns
 * the reservation, to `release()` when the attempt should not count.
 */
export async function reserve(db: Db, limits: Limit[], now = new Date()): Promise<Reservation> {
  const taken: Taken[] = [];
  for (const limit of limits) {
    const unit = await take(db, limit, now);
    taken.push(unit);
    if (unit.count > limit.max) await refuse(db, taken, limit, unit.windowStart, now);
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await giveBack(db, taken);
    },
  };
}

/** Counts one attempt against `limit` for good (reserve without giving back); throws as reserve. */
export async function hit(db: Db, limit: Limit, now = new Date()): Promise<void> {
  await reserve(db, [limit], now);
}

/**
 * A statement that runs only when the attempt is within the limit: `work(within)` must be one
 * data-modifying statement (INSERT, UPDATE or DELETE, no RETURNING needed) that changes nothing
 * unless the boolean SQL expression `within` holds, such as
 * `UPDATE t SET … WHERE id = ${id} AND ${within}`.
 */
export type LimitedWork = (within: Prisma.Sql) => Prisma.Sql;

/**
 * hit() and the write it guards in one statement, one round trip instead of two: the unit is
 * taken (as hit does) in a data-modifying WITH, and `work` runs in the same statement only
 * when the count it returned is within `limit.max`. Over the limit, `work` changes nothing, the
 * unit is given back and the limit's error thrown, as hit() does. For writes on the hot path
 * (visitor tracking) that are one statement and need nothing of the limit but its verdict.
 */
export async function hitWith(
  db: Db,
  limit: Limit,
  work: LimitedWork,
  now = new Date(),
): Promise<void> {
  // Data-modifying WITH clauses all run, read or not; `work` reads `limit_taken` for its verdict.
  const within = Prisma.sql`(SELECT count FROM limit_taken) <= ${limit.max}`;
  const rows = await sqlOf(db, { prepared: true })(Prisma.sql`
    WITH limit_taken AS (${takeSql(limit, now)}), limited_work AS (${work(within)})
    SELECT count, window_start FROM limit_taken`);
  const unit = takenOf(limit, rows);
  if (unit.count > limit.max) await refuse(db, [unit], limit, unit.windowStart, now);
}

/** Counts one attempt against each limit, all or none (reserve); throws as reserve. */
export async function hitAll(db: Db, limits: Limit[], now = new Date()): Promise<void> {
  await reserve(db, limits, now);
}

/** Forgets the buckets `keys` (a fresh start, e.g. OTP tries once a new code is sent). */
export async function resetLimits(db: Db, keys: string[]): Promise<void> {
  await sqlOf(db)(Prisma.sql`DELETE FROM rate_limit_buckets WHERE key = ANY(${keys}::text[])`);
}

/**
 * Forgets bucket `key` when its count has reached `max` (a spent limit starts again), and
 * leaves it alone otherwise: the OTP tries of a dead code reset with a new one, while a code
 * still in play keeps its count.
 */
export async function resetLimitIfSpent(db: Db, key: string, max: number): Promise<void> {
  await sqlOf(db)(
    Prisma.sql`DELETE FROM rate_limit_buckets WHERE key = ${key} AND count >= ${max}`,
  );
}

/**
 * Forgets every bucket whose key ends with one of `suffixes` (a lead's email, phone or id),
 * through `tx`: the erasure of a lead leaves no counter named after them.
 */
export async function forgetLimitsEndingWith(
  tx: Pick<Prisma.TransactionClient, 'rateLimitBucket'>,
  suffixes: string[],
): Promise<void> {
  await tx.rateLimitBucket.deleteMany({
    where: { OR: suffixes.map((suffix) => ({ key: { endsWith: suffix } })) },
  });
}

/** Deletes the buckets whose window opened before `before` (retention); returns how many. */
export async function purgeLimitsOlderThan(db: Db, before: Date): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({
    where: { windowStart: { lt: before } },
  });
  return count;
}
