/**
 * The form shield's refusals in the database (`shield_refusals`, this module its one writer),
 * one counter per minute and reason, so that every app process's refusals add up for the
 * owners' alert on refused proofs (lib/server/owner/refused-proofs.ts). One atomic upsert per
 * refusal, which also prunes the rows older than RETAIN_DAYS.
 */
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import { sqlOf, type Db } from '../db/client';

/** Days of refusals kept (the alert looks back one hour; a week shows an attack's course). */
const RETAIN_DAYS = 8;

/** Counts one refusal for `reason` (e.g. 'proof_missing', 'honeypot') in the minute of `now`. */
export async function recordShieldRefusal(db: Db, reason: string, now = new Date()): Promise<void> {
  await sqlOf(db)(Prisma.sql`
    WITH pruned AS (
      DELETE FROM shield_refusals
       WHERE minute < ${now}::timestamptz - make_interval(days => ${RETAIN_DAYS})
    )
    INSERT INTO shield_refusals (minute, reason, count)
    VALUES (date_trunc('minute', ${now}::timestamptz), ${reason}, 1)
    ON CONFLICT (minute, reason) DO UPDATE SET count = shield_refusals.count + 1`);
}

/**
 * Refusals of a bot's request (every reason but `phone_type`, which a person's typo can earn)
 * counted in the minutes from `since` (its minute included) to `now`.
 */
export async function countBotRefusals(db: Db, since: Date, now: Date): Promise<number> {
  const [row] = await sqlOf(db)<{ n: number | string | null }>(Prisma.sql`
    SELECT sum(count) AS n FROM shield_refusals
     WHERE minute >= date_trunc('minute', ${since}::timestamptz) AND minute <= ${now}
       AND reason <> 'phone_type'`);
  return Number(row?.n ?? 0);
}
