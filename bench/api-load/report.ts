/**
 * The table bench/api-load.ts prints: each server's figures side by side, the app's ratio to
 * baseline A and, for the app, the goals it misses (≥ 0.6 × A, p99 ≤ 150 ms,
 * 0 errors, rows = 2xx).
 */
import type { ServerKind } from './scenarios';

export type Engine = 'pg' | 'pglite';

export interface Row {
  engine: Engine;
  endpoint: string;
  server: ServerKind | 'app×2';
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  '2xx': number;
  other: number;
  warmUp2xx: number;
  /** Rows written minus the 2xx answers of warm-up and run: ≥ 0 (none lost), at most the
   * requests still in flight when autocannon stopped (answered, but not counted by it). */
  'rows − 2xx'?: number;
}

/** Prints `all` side by side with the goals. */
export function report(all: Row[], run: { connections: number; seconds: number }) {
  const verdicts = all.map((row) => {
    const a = all.find(
      (r) => r.engine === row.engine && r.endpoint === row.endpoint && r.server === 'next',
    );
    const ratio =
      a && row.server !== 'next' ? Math.round((row['req/s'] / a['req/s']) * 100) / 100 : undefined;
    const misses: string[] = [];
    if (row.server.startsWith('app')) {
      if (ratio !== undefined && ratio < 0.6) misses.push('< 0.6 × A');
      if (row['p99 ms'] > 150) misses.push('p99 > 150');
      if (row.errors) misses.push('errors');
      const unanswered = row['rows − 2xx'];
      if (unanswered !== undefined && (unanswered < 0 || unanswered > 2 * run.connections))
        misses.push('rows ≠ 2xx');
    }
    const { warmUp2xx: _warm, ...shown } = row;
    void _warm;
    return {
      ...shown,
      '× A': ratio ?? '',
      goal: row.server.startsWith('app') ? misses.join(', ') || 'met' : '',
    };
  });
  console.log(
    `\napi-load: ${run.connections} connections × ${run.seconds} s per endpoint, load generator on this machine (${new Date().toISOString()})`,
  );
  console.table(verdicts);
}
