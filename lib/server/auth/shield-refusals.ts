/**
 * The form shield's refusals in the database (`shield_refusals`, this module its one writer),
 * one counter per minute, reason and client network (IPv4 /24, IPv6 /48), so that every app
 * process's refusals add up for the owners' alert on refused proofs
 * (lib/server/owner/refused-proofs.ts), which counts networks: one address sending hundreds of
 * proof-less requests is one network and cannot page the owners (docs/security.md). One atomic upsert per
 * refusal, which also prunes the rows older than RETAIN_DAYS.
 */
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import { sqlOf, type Db } from '../db/client';
import { truncateIp } from '../http/client-ip';

/** Days of refusals kept (the alert looks back one hour; a week shows an attack's course). */
const RETAIN_DAYS = 8;

/**
 * Counts one refusal for `reason` (e.g. 'proof_missing', 'honeypot') from client address `ip`
 * (kept only as its network) in the minute of `now`.
 */
export async function recordShieldRefusal(
  db: Db,
  reason: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const network = truncateIp(ip) ?? '';
  await sqlOf(db)(Prisma.sql`
    WITH pruned AS (
      DELETE FROM shield_refusals
       WHERE minute < ${now}::timestamptz - make_interval(days => ${RETAIN_DAYS})
    )
    INSERT INTO shield_refusals (minute, reason, network, count)
    VALUES (date_trunc('minute', ${now}::timestamptz), ${reason}, ${network}, 1)
    ON CONFLICT (minute, reason, network) DO UPDATE SET count = shield_refusals.count + 1`);
}

/**
 * The distinct networks whose requests were refused as a bot's (every reason but `phone_type`,
 * which a person's typo can earn) in the minutes from `since` (its minute included) to `now`.
 */
export async function countBotRefusals(db: Db, since: Date, now: Date): Promise<number> {
  const [row] = await sqlOf(db)<{ n: number | string | null }>(Prisma.sql`
    SELECT count(DISTINCT network) AS n FROM shield_refusals
     WHERE minute >= date_trunc('minute', ${since}::timestamptz) AND minute <= ${now}
       AND reason <> 'phone_type'`);
  return Number(row?.n ?? 0);
}
