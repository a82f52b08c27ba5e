/**
 * GET /api/altcha/challenge: the proof-of-work challenge the forms' widget solves (ALTCHA v2,
 * altcha-lib's `Challenge` in deterministic mode, signed), for the route and the browser.
 */

/** The challenge's parameters: every one of them is covered by `signature`. */
export interface ProofChallengeParameters {
  /** Key derivation of one try: 'PBKDF2/SHA-256'. */
  algorithm: string;
  nonce: string;
  salt: string;
  /** PBKDF2 iterations of one try. */
  cost: number;
  keyLength: number;
  /** What the derived key of the hidden counter starts with (hex). */
  keyPrefix: string;
  /** The server's HMAC of that derived key: the check of a solution needs no derivation. */
  keySignature: string;
  /** Seconds since the epoch after which no solution is accepted. */
  expiresAt: number;
  /** The cost it was issued at: the hidden counter lies in 0…maxNumber. */
  data: { maxNumber: number };
}

/** 200 answer of GET /api/altcha/challenge. */
export interface ProofChallengeResponse {
  parameters: ProofChallengeParameters;
  /** HMAC-SHA-256 of the parameters (hex). */
  signature: string;
}
