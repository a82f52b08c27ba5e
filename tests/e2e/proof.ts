/**
 * Proofs of work for the suite's scripted requests (the pages' own widget solves its proofs
 * in the browser): a challenge from the e2e server, solved here with altcha-lib as the widget
 * would. The e2e server runs with a low ALTCHA_MAX_NUMBER (playwright.config.ts).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ProofChallengeResponse } from '../../lib/contracts/proof';

/** A solved proof from the server's challenge endpoint: the value of `altcha`. */
export async function solvedProof(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/altcha/challenge');
  expect(response.status()).toBe(200);
  const challenge = (await response.json()) as ProofChallengeResponse;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** What a registration form adds to its fields: a solved proof and a person's fill time. */
export async function asFromForm(
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return { ...fields, fillMs: 8_000, altcha: await solvedProof(request) };
}
