/**
 * How close the Marketing API says we are to its rate limits, read from its answer headers
 * (Meta's "Marketing API Rate Limiting" and "Business Use Case Rate Limits"), and what the
 * import does about it: a pause before the next request while usage is high, a longer wait
 * when a limit is reached or Meta refuses with a rate-limit error. Pure functions.
 *
 * - `x-business-use-case-usage`: `{"<business id>": [{type, call_count, total_cputime,
 *   total_time, estimated_time_to_regain_access}]}`, the three figures in percent of the
 *   limit, the regain time in minutes;
 * - `x-ad-account-usage`: `{acc_id_util_pct, reset_time_duration}` (seconds);
 * - `x-fb-ads-insights-throttle`: `{app_id_util_pct, acc_id_util_pct}`;
 * - `x-app-usage`: `{call_count, total_cputime, total_time}`.
 */

/** From this usage (percent) on, the import pauses before its next request. */
export const USAGE_PAUSE_PERCENT = 75;
/** From this usage on, it waits for the limit to reset (at least USAGE_FULL_WAIT_MS). */
export const USAGE_FULL_PERCENT = 95;
export const USAGE_PAUSE_MS = 15_000;
export const USAGE_FULL_WAIT_MS = 60_000;

/**
 * Rate-limit error codes: 4 (application), 17 (user request limit), 32 (page), 613 (calls
 * within one hour), 80000–80014 (business use case limits: 80000 ads insights, 80004 ads
 * management, …).
 */
export function isRateLimitCode(code: number | null): boolean {
  return (
    code === 4 ||
    code === 17 ||
    code === 32 ||
    code === 613 ||
    (code !== null && code >= 80000 && code <= 80014)
  );
}

/** What the headers say: the highest usage in percent, and when access is regained (ms). */
export interface GraphUsage {
  percent: number;
  regainMs: number;
}

type HeaderReader = Pick<Headers, 'get'>;

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const numberAt = (value: unknown, key: string): number => {
  const n =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : 0;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

const PERCENT_KEYS = [
  'call_count',
  'total_cputime',
  'total_time',
  'acc_id_util_pct',
  'app_id_util_pct',
];

/** The usage of one header value (an object of percentages, with a regain time or none). */
function usageOf(value: unknown): GraphUsage {
  const percent = Math.max(0, ...PERCENT_KEYS.map((k) => numberAt(value, k)));
  const regainMs = Math.max(
    numberAt(value, 'estimated_time_to_regain_access') * 60_000,
    numberAt(value, 'reset_time_duration') * 1000,
  );
  return { percent, regainMs };
}

/** The combined usage of an answer's rate-limit headers (0 % and no wait when none). */
export function graphUsage(headers: HeaderReader): GraphUsage {
  const parts: unknown[] = [];
  const business = parseJson(headers.get('x-business-use-case-usage'));
  if (typeof business === 'object' && business !== null) {
    for (const entries of Object.values(business)) {
      if (Array.isArray(entries)) parts.push(...entries);
    }
  }
  for (const name of ['x-ad-account-usage', 'x-fb-ads-insights-throttle', 'x-app-usage']) {
    parts.push(parseJson(headers.get(name)));
  }
  return parts.map(usageOf).reduce(
    (a, b) => ({
      percent: Math.max(a.percent, b.percent),
      regainMs: Math.max(a.regainMs, b.regainMs),
    }),
    { percent: 0, regainMs: 0 },
  );
}

/** How long to pause before the next request after an answer with `usage` (0: none). */
export function pauseAfter(usage: GraphUsage): number {
  if (usage.percent >= USAGE_FULL_PERCENT) return Math.max(usage.regainMs, USAGE_FULL_WAIT_MS);
  if (usage.percent >= USAGE_PAUSE_PERCENT) return Math.max(usage.regainMs, USAGE_PAUSE_MS);
  return 0;
}
