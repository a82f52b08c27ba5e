/**
 * Proofs of work for the integration tests, solved as the page's widget solves them
 * (bench/proof-solver.ts) from challenges of the server's own issueChallenge. The tests run
 * with a low ALTCHA_MAX_NUMBER (./setup-integration.ts), so a solve takes milliseconds.
 */
import { env } from '@/env';
import { getDb } from '@/lib/server/db/client';
import { issueChallenge } from '@/lib/server/auth/proof-of-work';
import { proofMaxNumber } from '@/lib/server/leads/sms-surge';
import { asFromPage as withProof, solve } from '../../bench/proof-solver';

export { proofPayload, solve } from '../../bench/proof-solver';

/**
 * A solved proof of a challenge issued at `now` (default: the real clock) at cost `maxNumber`
 * (default ALTCHA_MAX_NUMBER).
 */
export async function solvedProof({
  maxNumber = env.ALTCHA_MAX_NUMBER,
  now,
}: { maxNumber?: number; now?: Date } = {}): Promise<string> {
  return solve(await issueChallenge(maxNumber, now));
}

/**
 * `body` as the app's own pages send it to `path`: with a freshly solved proof (`altcha`) of a
 * challenge at the cost the challenge endpoint serves now (a surge included) for a shielded
 * route, and for a registration a person's fill time (`fillMs`), each unless the body names it
 * already. Other paths and bodies that are not plain objects pass unchanged.
 */
export function asFromPage(method: string, path: string, body: unknown): Promise<unknown> {
  return withProof(method, path, body, async () =>
    issueChallenge(await proofMaxNumber(await getDb(), null)),
  );
}
