/**
 * Shard 2 of the fuzzer's sample (tests/integration/fuzz-sample.test.ts says what it checks;
 * tests/support/fuzz-sample.ts deals the endpoints over the files).
 */
import { endpointName } from '@/bench/fuzz/endpoints';
import { setupTestDatabase } from '../support/test-db';
import { fuzzProblems, fuzzShard } from '../support/fuzz-sample';

const db = setupTestDatabase();

describe('fuzz sample', () => {
  it.each(fuzzShard(2).map((e) => [endpointName(e), e] as const))(
    '%s: 200 generated requests, no 5xx, every error {error: {code, message}}',
    async (_name, endpoint) => {
      expect(await fuzzProblems(db(), endpoint)).toEqual([]);
    },
    120_000,
  );
});
