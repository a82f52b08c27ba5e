/**
 * How many requests the forms refused because their proof of work (the anti-bot challenge of
 * registration, resend and lead login) was missing or invalid, for the `refused_proofs` alert.
 * The shield that refuses them records nothing this code can read yet, so the default source
 * counts 0 and that alert stays quiet; the shield's own count plugs in as `RefusedProofsSource`
 * (here as the default once it exists, or passed to the scheduler).
 */
import 'server-only';
import type { Db } from '../db/client';

/** Counts the refused proofs of work in [since, now]; never throws for "no data" (0). */
export type RefusedProofsSource = (db: Db, since: Date, now: Date) => Promise<number>;

/** The source while no refusal is recorded anywhere: always 0. */
export const noRefusalsRecorded: RefusedProofsSource = () => Promise.resolve(0);

/** Refused proofs of work in [since, now] by `source` (default: none recorded, 0). */
export function countRefusedProofs(
  db: Db,
  since: Date,
  now: Date,
  source: RefusedProofsSource = noRefusalsRecorded,
): Promise<number> {
  return source(db, since, now);
}
