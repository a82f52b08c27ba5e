/**
 * How many requests the form shield refused as a bot's (a proof of work missing or invalid, the
 * honeypot filled, a form sent too fast: registration, resend and lead login), for the
 * `refused_proofs` alert: by default the shield's own count in the database
 * (lib/server/auth/shield-refusals.ts, every app process's refusals); tests pass their own
 * source.
 */
import 'server-only';
import type { Db } from '../db/client';
import { countBotRefusals } from '../auth/shield-refusals';

/** Counts the refused proofs of work in [since, now]; never throws for "no data" (0). */
export type RefusedProofsSource = (db: Db, since: Date, now: Date) => Promise<number>;

/** The shield's recorded refusals of bots' requests in [since, now]. */
export const recordedRefusals: RefusedProofsSource = countBotRefusals;

/** Refused proofs of work in [since, now] by `source` (default: the shield's record). */
export function countRefusedProofs(
  db: Db,
  since: Date,
  now: Date,
  source: RefusedProofsSource = recordedRefusals,
): Promise<number> {
  return source(db, since, now);
}
