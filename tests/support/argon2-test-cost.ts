/**
 * `@node-rs/argon2` as the integration tests see it (jest.config.js maps the package here): the
 * real module, except that a hash is made at a test cost (256 KiB, one pass) instead of the
 * library's default (19 MiB, two passes; OWASP's argon2id minimum), unless the caller names
 * its own. A hash still is argon2id and `verify` still checks it for real, reading the cost
 * from the hash, so only the time changes: about 0.1 ms instead of about 12 ms (26 ms when
 * both cores are busy) for each password the tests set, sign in with or get wrong. The
 * tests count argon2id runs through `verify` (limits-concurrency.test.ts), never time them.
 */
import type { Options } from '../../node_modules/@node-rs/argon2/index.js';
import * as argon2 from '../../node_modules/@node-rs/argon2/index.js';

export * from '../../node_modules/@node-rs/argon2/index.js';

/** The cost of a hash in the tests: argon2's smallest memory that is not a toy, one pass. */
const TEST_COST: Options = { memoryCost: 256, timeCost: 1 };

/** argon2's `hash`, at TEST_COST unless `options` name a cost. */
export function hash(
  password: string | Uint8Array,
  options?: Options | null,
  abortSignal?: AbortSignal | null,
): Promise<string> {
  return argon2.hash(password, { ...TEST_COST, ...options }, abortSignal);
}
