/**
 * Proofs of work for the integration tests, solved as the page's widget solves them: a
 * challenge from the server's own issueChallenge, the counter found with altcha-lib's
 * solveChallenge, and the widget's payload (base64 of { challenge, solution }). The tests run
 * with a low ALTCHA_MAX_NUMBER (./setup-integration.ts), so a solve takes milliseconds.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { env } from '@/env';
import { issueChallenge } from '@/lib/server/auth/proof-of-work';
import type { ProofChallengeResponse } from '@/lib/contracts/proof';

/** The widget's payload for `challenge` solved with `solution`. */
export function proofPayload(
  challenge: ProofChallengeResponse,
  solution: { counter: number; derivedKey: string },
): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Solves `challenge` (a served one, or one issued here). */
export async function solve(challenge: ProofChallengeResponse): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return proofPayload(challenge, solution);
}

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

/** Routes that refuse a request without a proof of work (and, for /api/leads, a fill time). */
const SHIELDED = new Set(['/api/leads', '/api/resend-sms', '/api/auth/login']);

/**
 * `body` as the app's own pages send it to `path`: with a freshly solved proof (`altcha`) for
 * a shielded route, and for a registration a person's fill time (`fillMs`), each unless the
 * body names it already. Other paths and bodies that are not plain objects pass unchanged.
 */
export async function asFromPage(method: string, path: string, body: unknown): Promise<unknown> {
  const route = path.split('?')[0]!;
  if (method !== 'POST' || !SHIELDED.has(route)) return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  return {
    ...(route === '/api/leads' && !('fillMs' in record) ? { fillMs: 5_000 } : {}),
    ...record,
    ...('altcha' in record ? {} : { altcha: await solvedProof() }),
  };
}
