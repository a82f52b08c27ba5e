/**
 * Spent proof-of-work solutions (`spent_proofs`, this module its one writer): a solution is
 * accepted once, so the signature of each challenge whose solution was accepted is kept until
 * the challenge expires (after that its own expiry refuses it). One atomic statement both
 * prunes expired rows and claims the signature, so fifty concurrent replays of one solution
 * get exactly one claim (the primary key decides).
 */
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import { sqlOf, type Db } from '../db/client';

/**
 * Claims `signature` (a challenge's HMAC, hex) until `expiresAt`; true for the first claim,
 * false when it was claimed before (a replayed solution). Rows of challenges expired before
 * `now` are deleted by the same statement, so the table holds at most the challenges of one
 * expiry period.
 */
export async function claimProof(
  db: Db,
  signature: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await sqlOf(db)<{ claimed: number }>(Prisma.sql`
    WITH pruned AS (DELETE FROM spent_proofs WHERE expires_at < ${now})
    INSERT INTO spent_proofs (signature, expires_at) VALUES (${signature}, ${expiresAt})
    ON CONFLICT (signature) DO NOTHING
    RETURNING 1 AS claimed`);
  return rows.length === 1;
}
