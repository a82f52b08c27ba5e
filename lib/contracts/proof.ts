/**
 * GET /api/altcha/challenge: the proof-of-work challenge the forms' widget solves (ALTCHA v2,
 * altcha-lib's `Challenge` in deterministic mode, signed), for the route and the browser.
 */
import * as z from 'zod/mini';
import { count } from '@/lib/contracts/answer-parts';

/** The challenge's parameters: every one of them is covered by `signature`. */
export type ProofChallengeParameters = ProofChallengeResponse['parameters'];

/** 200 answer of GET /api/altcha/challenge. */
export type ProofChallengeResponse = z.output<typeof proofChallengeResponse>;

const hexText = () => z.string().check(z.regex(/^[0-9a-f]+$/));

export const proofChallengeResponse = z.object({
  parameters: z.object({
    algorithm: z.string().check(z.describe('Key derivation of one try: `PBKDF2/SHA-256`.')),
    nonce: hexText(),
    salt: hexText(),
    cost: count().check(z.describe('PBKDF2 iterations of one try.')),
    keyLength: count(),
    keyPrefix: hexText().check(
      z.describe('What the derived key of the hidden counter starts with.'),
    ),
    /** The server's HMAC of that derived key: the check of a solution needs no derivation. */
    keySignature: hexText(),
    expiresAt: count().check(z.describe('Seconds since the epoch; no solution after it.')),
    /** The cost it was issued at: the hidden counter lies in 0…maxNumber. */
    data: z.object({
      maxNumber: count().check(z.describe('The cost: the hidden counter lies in 0…maxNumber.')),
    }),
  }),
  signature: hexText().check(z.describe('HMAC-SHA-256 of the parameters.')),
});
