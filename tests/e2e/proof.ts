/**
 * Proofs of work for the suite's scripted requests (the pages' own widget solves its proofs
 * in the browser): a challenge from the e2e server, solved here as the widget would
 * (bench/proof-solver.ts). The e2e server runs with a low ALTCHA_MAX_NUMBER (playwright.config.ts).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { ProofChallengeResponse } from '../../lib/contracts/proof';
import { solve } from '../../bench/proof-solver';

/** A solved proof from the server's challenge endpoint: the value of `altcha`. */
export async function solvedProof(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/altcha/challenge');
  expect(response.status()).toBe(200);
  return solve((await response.json()) as ProofChallengeResponse);
}

/** What a registration form adds to its fields: a solved proof and a person's fill time. */
export async function asFromForm(
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return { ...fields, fillMs: 8_000, altcha: await solvedProof(request) };
}
