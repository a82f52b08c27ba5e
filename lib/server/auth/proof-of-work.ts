/**
 * Proof of work on the forms that send an SMS or check a lead's password (ALTCHA v2 with
 * altcha-lib; self-hosted, no cookie, no third party): the challenge the page's widget solves
 * while the visitor types, and the check of its solution before any SMS or password check.
 *
 * Deterministic mode (altcha-lib's `counter`): the server draws a counter in 0…maxNumber,
 * derives the key for it (PBKDF2-SHA-256, PROOF_RULES.iterations) and gives the browser the
 * key's first half to find; the browser tries counters from 0 up, maxNumber / 2 derivations on
 * average. The challenge carries its maxNumber in its signed data, expires after
 * PROOF_RULES.ttlSec, and the server signs the derived key too (keySignature), so checking a
 * solution costs two HMACs and no derivation. Both HMAC keys derive from AUTH_SECRET
 * (../auth/secret.ts). A solution is accepted once (./spent-proofs.ts).
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import * as z from 'zod/mini';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { ProofChallengeResponse } from '@/lib/contracts/proof';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/client';
import { authSecret } from './secret';
import { claimProof } from './spent-proofs';

export const PROOF_RULES = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations of one try: one WebCrypto call, so a browser runs at native speed. */
  iterations: 1_000,
  /** A challenge is good for this long after it was issued (a slow form fill included). */
  ttlSec: 600,
} as const;

/** Why a proof was refused (the refusals metric's reason). */
export type ProofRefusal =
  'missing' | 'malformed' | 'signature' | 'solution' | 'expired' | 'spent' | 'weak';

/** The HMAC key for `purpose`, derived from AUTH_SECRET (never the secret itself). */
const hmacKey = (purpose: string) =>
  createHmac('sha256', authSecret()).update(`altcha:${purpose}`).digest('base64url');

/**
 * A new signed challenge whose hidden counter is drawn from 0…`maxNumber` (the cost), issued
 * at `now`: the JSON the widget fetches (`parameters`, `signature`).
 */
export async function issueChallenge(
  maxNumber: number,
  now = new Date(),
): Promise<ProofChallengeResponse> {
  const { parameters, signature } = await createChallenge({
    algorithm: PROOF_RULES.algorithm,
    cost: PROOF_RULES.iterations,
    counter: randomInt(maxNumber, 0),
    deriveKey,
    data: { maxNumber },
    expiresAt: new Date(now.getTime() + PROOF_RULES.ttlSec * 1000),
    hmacSignatureSecret: hmacKey('challenge'),
    hmacKeySignatureSecret: hmacKey('key'),
  });
  const { keySignature, expiresAt } = parameters;
  if (!signature || !keySignature || expiresAt === undefined)
    throw new Error('altcha-lib returned an unsigned challenge');
  return { parameters: { ...parameters, keySignature, expiresAt, data: { maxNumber } }, signature };
}

const hex = z.string().check(z.regex(/^[0-9a-f]+$/), z.maxLength(512));

/** The widget's payload, base64 of this JSON; extra parameters are kept (they are signed). */
const Payload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(PROOF_RULES.algorithm),
      nonce: hex,
      salt: hex,
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number(),
      data: z.object({ maxNumber: z.number() }),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: hex,
    time: z.optional(z.number()),
  }),
});

function decode(payload: string): z.infer<typeof Payload> | null {
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks the widget's `payload` at `now`: a challenge of ours (signature), not expired, whose
 * solution is right, issued at a cost of at least `minMaxNumber`, and not accepted before.
 * Spends it on success. Returns null when accepted, else why not (ProofRefusal). The cheap
 * checks come first; the database is asked only for a proof that passed them all.
 */
export async function spendProof(
  db: Db,
  payload: string | undefined,
  { now = new Date(), minMaxNumber }: { now?: Date; minMaxNumber: number },
): Promise<ProofRefusal | null> {
  if (!payload) return 'missing';
  const proof = decode(payload);
  if (!proof) return 'malformed';
  const { challenge, solution } = proof;
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
  if (expiresAt <= now) return 'expired';
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: hmacKey('challenge'),
    hmacKeySignatureSecret: hmacKey('key'),
  });
  if (result.expired) return 'expired';
  if (result.invalidSignature) return 'signature';
  if (!result.verified) return 'solution';
  // Issued before the cost went up (a stock of cheap solutions): solve a new one.
  if (challenge.parameters.data.maxNumber < minMaxNumber) return 'weak';
  return (await claimProof(db, challenge.signature, expiresAt, now)) ? null : 'spent';
}
