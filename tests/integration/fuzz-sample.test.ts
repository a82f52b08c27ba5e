/**
 * The fuzzer's sample in `npm test`: 200 generated requests per endpoint
 * (bench/fuzz/inputs.ts: arbitrary JSON, near-valid bodies, wrong content types, broken
 * UTF-8, oversized bodies, fuzzed queries and ids) through every route handler in-process.
 * None may answer ≥ 500, and every error must be `{error: {code, message}}`. The full run
 * (≥ 10,000 per endpoint, over HTTP against the real server) is `npm run bench:fuzz`.
 * Also: every route file's every method is listed in bench/fuzz/endpoints.ts.
 * The endpoints are dealt over this file and fuzz-sample-2 … -4.test.ts
 * (tests/support/fuzz-sample.ts), which run side by side.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { endpointName, FUZZ_ENDPOINTS } from '@/bench/fuzz/endpoints';
import { setupTestDatabase } from '../support/test-db';
import { API_DIR, routeFiles } from '../support/route-files';
import { FUZZ_SHARDS, fuzzProblems, fuzzShard } from '../support/fuzz-sample';

const db = setupTestDatabase();

describe('fuzz sample', () => {
  it('lists every route file and method of app/api', () => {
    const listed = new Set(FUZZ_ENDPOINTS.map(endpointName));
    const missing = routeFiles().flatMap((file) => {
      const route = relative(API_DIR, file).replace(/\/route\.ts$/, '');
      const methods = [
        ...readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g),
      ];
      return methods.map((m) => `${m[1]} /api/${route}`).filter((name) => !listed.has(name));
    });
    expect(missing).toEqual([]);
  });

  it('has a test file for every shard, so every endpoint is sampled', () => {
    const shardFiles = readdirSync(__dirname).filter((f) =>
      /^fuzz-sample(-\d+)?\.test\.ts$/.test(f),
    );
    expect(shardFiles.sort()).toEqual(
      [
        'fuzz-sample.test.ts',
        ...Array.from({ length: FUZZ_SHARDS - 1 }, (_, i) => `fuzz-sample-${i + 2}.test.ts`),
      ].sort(),
    );
  });

  it.each(fuzzShard(1).map((e) => [endpointName(e), e] as const))(
    '%s: 200 generated requests, no 5xx, every error {error: {code, message}}',
    async (_name, endpoint) => {
      expect(await fuzzProblems(db(), endpoint)).toEqual([]);
    },
    120_000,
  );
});
