/**
 * The one writer of `verification_codes`: the hashed SMS codes, their delivery, their use
 * and their purge. The rules (length, lifetime, tries) live in ./otp.ts and the flow in
 * ./verification.ts; this module only stores.
 *
 * The statements of a send go straight to the driver (db.ts sqlOf): every registration runs
 * them, and Prisma's query compiler was a third of the server's CPU there.
 */
import 'server-only';
import * as z from 'zod/mini';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';

const sql = Prisma.sql;

const IdRow = z.object({ id: z.coerce.number() });

/** Stores a new, not yet delivered code for `lead`; returns its id. */
export async function insertCode(
  db: Db,
  code: { leadId: number; phone: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await sqlOf(db)(sql`
    INSERT INTO verification_codes (lead_id, phone, code_hash, delivered, created_at, expires_at)
    VALUES (${code.leadId}, ${code.phone}, ${code.codeHash}, false, ${code.createdAt}, ${code.expiresAt})
    RETURNING id`);
  if (!row) throw new Error('verification code insert returned no row');
  return IdRow.parse(row).id;
}

/**
 * Code `id` reached the provider: it may now validate, and every older code of `leadId`
 * still in play is used up (a code sent later supersedes them).
 */
export async function markCodeDelivered(
  db: Db,
  id: number,
  leadId: number,
  now: Date,
): Promise<void> {
  const query = sqlOf(db);
  await query(sql`UPDATE verification_codes SET delivered = true WHERE id = ${id}`);
  await query(sql`
    UPDATE verification_codes SET consumed_at = ${now}
     WHERE lead_id = ${leadId} AND id <> ${id} AND consumed_at IS NULL`);
}

/** A stored code as the check reads it. */
const CodeRow = z.object({
  id: z.coerce.number(),
  lead_id: z.coerce.number(),
  code_hash: z.string(),
  created_at: z.coerce.date(),
  expires_at: z.coerce.date(),
  consumed_at: z.nullable(z.coerce.date()),
});
export type StoredCode = z.infer<typeof CodeRow>;

/** The newest delivered code of the lead with phone `e164`, or null. */
export async function latestDeliveredCode(db: Db, e164: string): Promise<StoredCode | null> {
  const [row] = await sqlOf(db)(sql`
    SELECT c.id, c.lead_id, c.code_hash, c.created_at, c.expires_at, c.consumed_at
      FROM verification_codes c JOIN leads l ON l.id = c.lead_id
     WHERE l.phone = ${e164} AND c.delivered
     ORDER BY c.created_at DESC LIMIT 1`);
  return row ? CodeRow.parse(row) : null;
}

/**
 * Uses code `id` at `now` through `tx`, unless it is used already. Returns whether this call
 * used it: of concurrent checks of one code, exactly one gets true.
 */
export async function consumeCode(
  tx: Pick<Prisma.TransactionClient, 'verificationCode'>,
  id: number,
  now: Date,
): Promise<boolean> {
  const consumed = await tx.verificationCode.updateMany({
    where: { id, consumedAt: null },
    data: { consumedAt: now },
  });
  return consumed.count > 0;
}

/** Deletes the codes that expired before `before` (retention); returns how many. */
export async function purgeCodesExpiredBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.verificationCode.deleteMany({ where: { expiresAt: { lt: before } } });
  return count;
}
