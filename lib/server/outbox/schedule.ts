/**
 * Retry schedule of the Standard Webhooks specification (docs/decisions.md §6b): immediately, then
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after the previous attempt, each
 * with ±10 % jitter so that a recovering receiver is not hit by every message at once.
 */

/** Delay before attempt n+1 (index n-1 after attempt n); attempt 1 is immediate. */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;

/** Attempts in all: the immediate one plus one per delay (10). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * Milliseconds to wait after failed attempt `attempt` (1-based), or null when it was the last.
 * `retryAfterMs` (a receiver's Retry-After on 429/503) wins when it is longer. `random` in [0,1).
 */
export function nextDelayMs(
  attempt: number,
  options: { retryAfterMs?: number | null; random?: () => number } = {},
): number | null {
  const base = RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return null;
  const jitter = 1 + ((options.random ?? Math.random)() * 0.2 - 0.1);
  return Math.max(Math.round(base * jitter), options.retryAfterMs ?? 0);
}

/** Seconds of a Retry-After header (delta-seconds or HTTP date) at `now`, in ms; null if none. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 86_400) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.min(Math.max(date - now.getTime(), 0), 86_400_000);
}
