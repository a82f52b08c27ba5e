/**
 * The tables bench/api-load.ts prints: every turn of every server side by side with the app's
 * ratios to baseline A in the same round, then, with more than one round, each server's median
 * over its turns, with the median of the per-round ratios and, for the app, the goals it misses
 * (GOALS below, p99 ≤ 150 ms, 0 errors, rows = 2xx).
 */
import type { ServerKind } from './scenarios';

export type Engine = 'pg' | 'pglite';

export interface Row {
  engine: Engine;
  endpoint: string;
  /** Which turn (1…rounds) of this endpoint the figures come from. */
  round: number;
  server: ServerKind;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  '2xx': number;
  other: number;
  /** CPU time per request of the server's processes, and of its PostgreSQL backends (./cpu.ts). */
  'cpu ms/req'?: number;
  'pg ms/req'?: number;
  warmUp2xx: number;
  /** On a server's last turn of a write: rows written minus the 2xx answers of all its turns
   * (warm-ups included): ≥ 0 (none lost), at most the requests still in flight when autocannon
   * stopped (answered, but not counted by it). */
  'rows − 2xx'?: number;
}

/**
 * The app's goals against baseline A, by endpoint: throughput at least `ratio` × A's and, where
 * set, p99 at most `p99Ratio` × A's. Tracking is every visit and every heartbeat, so it is held
 * to the raw-pg handler's figures; the others to 0.6 × A.
 */
interface Goal {
  ratio: number;
  p99Ratio?: number;
}
const GOALS: Record<string, Goal> = {
  track: { ratio: 0.9, p99Ratio: 1.2 },
};
const DEFAULT_GOAL: Goal = { ratio: 0.6 };

const round2 = (n: number) => Math.round(n * 100) / 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of the values present, or undefined when none is. */
function medianOf(values: (number | undefined)[]): number | undefined {
  const present = values.filter((v): v is number => v !== undefined);
  return present.length ? Math.round(median(present) * 100) / 100 : undefined;
}

interface Verdict {
  ratio?: number;
  p99Ratio?: number;
  misses: string[];
}

/** The app's misses for figures `row` with ratios to A; nothing for the baselines. */
function verdict(
  row: Pick<Row, 'endpoint' | 'server' | 'p99 ms' | 'errors' | 'rows − 2xx'>,
  ratio: number | undefined,
  p99Ratio: number | undefined,
  allowedInFlight: number,
): Verdict {
  const misses: string[] = [];
  if (row.server.startsWith('app')) {
    const goal = GOALS[row.endpoint] ?? DEFAULT_GOAL;
    if (ratio !== undefined && ratio < goal.ratio) misses.push(`< ${goal.ratio} × A`);
    if (goal.p99Ratio && p99Ratio !== undefined && p99Ratio > goal.p99Ratio)
      misses.push(`p99 > ${goal.p99Ratio} × A`);
    if (row['p99 ms'] > 150) misses.push('p99 > 150');
    if (row.errors) misses.push('errors');
    const unanswered = row['rows − 2xx'];
    if (unanswered !== undefined && (unanswered < 0 || unanswered > allowedInFlight))
      misses.push('rows ≠ 2xx');
  }
  return { ratio, p99Ratio, misses };
}

/** A's row of the same engine, endpoint and round as `row`. */
function baselineOf(all: Row[], row: Row): Row | undefined {
  return all.find(
    (r) =>
      r.engine === row.engine &&
      r.endpoint === row.endpoint &&
      r.round === row.round &&
      r.server === 'next',
  );
}

function shown(row: Omit<Row, 'warmUp2xx'> & { warmUp2xx?: number }, v: Verdict) {
  const { warmUp2xx: _warm, ...rest } = row;
  void _warm;
  return {
    ...rest,
    '× A': v.ratio ?? '',
    'p99 × A': v.p99Ratio ?? '',
    goal: row.server.startsWith('app') ? v.misses.join(', ') || 'met' : '',
  };
}

/** Prints `all` side by side with the goals: every turn, then the medians over the rounds. */
export function report(all: Row[], run: { connections: number; seconds: number; rounds: number }) {
  // Each turn may leave its requests in flight unanswered (counted as rows, not as 2xx).
  const inFlight = 2 * run.connections * run.rounds;
  const turns = all.map((row) => {
    const a = baselineOf(all, row);
    const isA = row.server === 'next';
    return shown(
      row,
      verdict(
        row,
        a && !isA ? round2(row['req/s'] / a['req/s']) : undefined,
        a && !isA ? round2(row['p99 ms'] / a['p99 ms']) : undefined,
        inFlight,
      ),
    );
  });
  console.log(
    `\napi-load: ${run.connections} connections × ${run.seconds} s per turn, ${run.rounds} round(s) interleaved, load generator on this machine (${new Date().toISOString()})`,
  );
  console.table(turns);
  if (run.rounds < 2) return;
  const groups = new Map<string, Row[]>();
  for (const row of all) {
    const key = `${row.engine} ${row.endpoint} ${row.server}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const medians = [...groups.values()].map((rows) => {
    const first = rows[0]!;
    const pairs = rows.map((r) => [r, baselineOf(all, r)] as const).filter(([, a]) => a);
    const isA = first.server === 'next';
    const summary = {
      engine: first.engine,
      endpoint: first.endpoint,
      round: 0,
      server: first.server,
      'req/s': Math.round(median(rows.map((r) => r['req/s']))),
      'p50 ms': median(rows.map((r) => r['p50 ms'])),
      'p99 ms': median(rows.map((r) => r['p99 ms'])),
      errors: rows.reduce((sum, r) => sum + r.errors, 0),
      '2xx': rows.reduce((sum, r) => sum + r['2xx'], 0),
      other: rows.reduce((sum, r) => sum + r.other, 0),
      'cpu ms/req': medianOf(rows.map((r) => r['cpu ms/req'])),
      'pg ms/req': medianOf(rows.map((r) => r['pg ms/req'])),
      'rows − 2xx': rows.find((r) => r['rows − 2xx'] !== undefined)?.['rows − 2xx'],
    };
    const v = verdict(
      summary,
      pairs.length && !isA
        ? round2(median(pairs.map(([r, a]) => r['req/s'] / a!['req/s'])))
        : undefined,
      pairs.length && !isA
        ? round2(median(pairs.map(([r, a]) => r['p99 ms'] / a!['p99 ms'])))
        : undefined,
      inFlight,
    );
    const { round: _round, ...row } = shown(summary, v);
    void _round;
    return row;
  });
  console.log(
    `\nmedian of ${run.rounds} rounds per server (× A: median of the per-round ratios; errors, 2xx, other: totals):`,
  );
  console.table(medians);
}
