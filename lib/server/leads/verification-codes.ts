/**
 * The one writer of `verification_codes`: every SMS the app hands to the provider. Mostly the
 * hashed codes, their delivery (the provider's message id and what its delivery receipts said),
 * their use and their purge; also a German lead's one guide link (`kind` 'guide_link', no
 * code), so that receipts, the owners' SMS figures and the surge count it like any SMS. The
 * rules (length, lifetime, tries) live in ./otp.ts and the flows in ./verification.ts and
 * ./guide-link-sms.ts; this module only stores.
 *
 * The statements of a send go straight to the driver (sqlOf, lib/server/db/client.ts): every
 * registration runs them, and Prisma's query compiler was a third of the server's CPU there.
 */
import 'server-only';
import * as z from 'zod/mini';
import { sqlOf, type Db } from '../db/client';
import { onlyRow } from '../db/sql';
import { Prisma } from '../generated/prisma/client';
import type { SmsSent } from '../channels/sms';

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
 * Stores a Verify attempt for `lead` (kind 'verify': Verify holds the code, so no hash), not
 * yet started; `workflow` is the channels asked for, e.g. 'whatsapp,sms'. Returns its id.
 */
export async function insertVerifyAttempt(
  db: Db,
  attempt: { leadId: number; phone: string; workflow: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await sqlOf(db)(sql`
    INSERT INTO verification_codes
           (lead_id, phone, kind, code_hash, delivered, created_at, expires_at, verify_workflow)
    VALUES (${attempt.leadId}, ${attempt.phone}, 'verify', NULL, false, ${attempt.createdAt},
            ${attempt.expiresAt}, ${attempt.workflow})
    RETURNING id`);
  if (!row) throw new Error('verify attempt insert returned no row');
  return IdRow.parse(row).id;
}

/**
 * Verify attempt `id` started as Verify's request `requestId`: it may now be checked, and every
 * older code of `leadId` still in play is used up (as markCodeDelivered).
 */
export async function markVerifyStarted(
  db: Db,
  id: number,
  leadId: number,
  requestId: string,
  now: Date,
): Promise<void> {
  await sqlOf(db)(sql`
    UPDATE verification_codes SET delivered = true, verify_request_id = ${requestId}
     WHERE id = ${id}`);
  await sqlOf(db)(sql`
    UPDATE verification_codes SET consumed_at = ${now}
     WHERE lead_id = ${leadId} AND id <> ${id} AND consumed_at IS NULL`);
}

const RequestRow = z.object({ verify_request_id: z.string() });

/** Verify's request ids of lead `leadId`'s attempts still in play (to cancel them). */
export async function openVerifyRequests(db: Db, leadId: number): Promise<string[]> {
  const rows = await sqlOf(db)(sql`
    SELECT verify_request_id FROM verification_codes
     WHERE lead_id = ${leadId} AND kind = 'verify' AND consumed_at IS NULL
       AND verify_request_id IS NOT NULL`);
  return rows.map((row) => RequestRow.parse(row).verify_request_id);
}

/** What a signed Verify callback says of an attempt (./verify-callbacks.ts reads it). */
export interface VerifyEvent {
  requestId: string;
  channel: string;
  status: DeliveryReceipt['status'];
  /** Decimal text, e.g. '0.0512'; null when the callback names no price. */
  price: string | null;
  reportedAt: Date;
}

/**
 * Stores `event` on the attempt of its request at `now`, as storeDeliveryReceipt stores a
 * receipt: an older event (`reportedAt`) than the stored one changes nothing, nor does a failure
 * after 'delivered'; a price is kept once known. One statement, checked on the locked row.
 */
export async function storeVerifyEvent(
  db: Db,
  event: VerifyEvent,
  now: Date,
): Promise<'stored' | 'unchanged' | 'unknown_message'> {
  const { requestId, channel, status, price, reportedAt } = event;
  const kept = sql`delivery_status = 'delivered'`;
  const rows = await sqlOf(db)(sql`
    WITH updated AS (
      UPDATE verification_codes
         SET verify_channel = CASE WHEN ${kept} THEN verify_channel ELSE ${channel}::text END,
             delivery_status = CASE WHEN ${kept} THEN delivery_status ELSE ${status}::text END,
             verify_price = coalesce(${price}::numeric, verify_price),
             delivery_updated_at = ${now}, delivery_reported_at = ${reportedAt}
       WHERE verify_request_id = ${requestId}
         AND (delivery_reported_at IS NULL OR delivery_reported_at <= ${reportedAt})
         AND ((delivery_status IS DISTINCT FROM 'delivered'
               AND (verify_channel IS DISTINCT FROM ${channel}::text
                    OR delivery_status IS DISTINCT FROM ${status}::text))
              OR verify_price IS DISTINCT FROM coalesce(${price}::numeric, verify_price))
      RETURNING id)
    SELECT (SELECT count(*) FROM updated)::int AS changed,
           EXISTS (SELECT 1 FROM verification_codes
                    WHERE verify_request_id = ${requestId}) AS found`);
  const { changed, found } = onlyRow(ReceiptRow, rows);
  if (changed > 0) return 'stored';
  return found ? 'unchanged' : 'unknown_message';
}

/**
 * Code `id` reached the provider: it may now validate, and every older code of `leadId`
 * still in play is used up (a code sent later supersedes them). `sent` is what the driver
 * answered: the message id receipts will name, and 'delivered' at once for the file driver.
 */
export async function markCodeDelivered(
  db: Db,
  id: number,
  leadId: number,
  now: Date,
  sent: SmsSent,
): Promise<void> {
  await markSmsDelivered(db, id, now, sent);
  await sqlOf(db)(sql`
    UPDATE verification_codes SET consumed_at = ${now}
     WHERE lead_id = ${leadId} AND id <> ${id} AND consumed_at IS NULL`);
}

/** SMS `id` reached the provider: `sent` is what the driver answered (see markCodeDelivered). */
async function markSmsDelivered(db: Db, id: number, now: Date, sent: SmsSent): Promise<void> {
  const status = sent.delivered ? 'delivered' : null;
  await sqlOf(db)(sql`
    UPDATE verification_codes
       SET delivered = true, provider_message_id = ${sent.messageId},
           delivery_status = ${status}, delivery_updated_at = ${sent.delivered ? now : null}
     WHERE id = ${id}`);
}

/** Whether lead `leadId`'s guide link has reached the provider already. */
export async function guideLinkDelivered(db: Db, leadId: number): Promise<boolean> {
  const rows = await sqlOf(db)(sql`
    SELECT 1 FROM verification_codes
     WHERE lead_id = ${leadId} AND kind = 'guide_link' AND delivered`);
  return rows.length > 0;
}

/** How long a claimed guide link may stay in flight before a new attempt may take it over. */
const GUIDE_LINK_CLAIM_MS = 10 * 60_000;

/**
 * Takes lead `leadId`'s one guide-link row for a send at `now`: a new row, the row of an
 * earlier attempt the provider refused (markGuideLinkRefused), or one whose attempt has been in
 * flight for 10 minutes (its process died). The row is moved to `now` and "used" from the start
 * (consumed_at, expires_at = now: it never stands for a code). Null when the link was delivered
 * or another attempt holds it: one statement on the partial unique index, so of two sends at
 * once exactly one gets the row.
 */
export async function claimGuideLink(
  db: Db,
  claim: { leadId: number; phone: string; now: Date },
): Promise<number | null> {
  const stale = new Date(claim.now.getTime() - GUIDE_LINK_CLAIM_MS);
  const [row] = await sqlOf(db)(sql`
    INSERT INTO verification_codes
           (lead_id, phone, kind, code_hash, delivered, created_at, expires_at, consumed_at)
    VALUES (${claim.leadId}, ${claim.phone}, 'guide_link', NULL, false,
            ${claim.now}, ${claim.now}, ${claim.now})
    ON CONFLICT (lead_id) WHERE kind = 'guide_link' DO UPDATE
       SET phone = EXCLUDED.phone, created_at = EXCLUDED.created_at,
           expires_at = EXCLUDED.expires_at, consumed_at = EXCLUDED.consumed_at,
           delivery_updated_at = NULL
     WHERE NOT verification_codes.delivered
       AND (verification_codes.delivery_updated_at IS NOT NULL
            OR verification_codes.created_at <= ${stale})
    RETURNING id`);
  return row ? IdRow.parse(row).id : null;
}

/** Gives guide-link row `id` back before any send (a cap forbade it): it counts as no SMS. */
export async function releaseGuideLink(db: Db, id: number): Promise<void> {
  await sqlOf(db)(sql`DELETE FROM verification_codes WHERE id = ${id} AND NOT delivered`);
}

/**
 * The provider refused guide-link row `id` at `now`: it stays "not delivered" (the owners'
 * figures count a refused SMS), and the next attempt may take it (claimGuideLink).
 */
export async function markGuideLinkRefused(db: Db, id: number, now: Date): Promise<void> {
  await sqlOf(db)(sql`
    UPDATE verification_codes SET delivery_updated_at = ${now} WHERE id = ${id} AND NOT delivered`);
}

/** Guide-link row `id` reached the provider (`sent`: the driver's answer, for the receipts). */
export const markGuideLinkDelivered = markSmsDelivered;

/**
 * What a delivery receipt says of a message; `errorCode` is the provider's, `reportedAt` the
 * time the receipt gives itself (its order among the receipts of one message).
 */
export interface DeliveryReceipt {
  messageId: string;
  status: 'delivered' | 'failed' | 'expired';
  errorCode: string | null;
  reportedAt: Date;
}

const ReceiptRow = z.object({ changed: z.number(), found: z.boolean() });

/**
 * Stores `receipt` on the code sent as its message at `now`. 'unknown_message' when no code
 * has that id; 'unchanged' for a receipt already stored (a provider's retry: same status,
 * error and time), for any receipt after 'delivered' (the phone had the message, and a late
 * or replayed failure must not hide that) and for a receipt older (`reportedAt`) than the
 * stored one (a signed receipt replayed out of order, e.g. an old 'failed' after 'expired').
 * Otherwise the newest receipt wins. One statement, so of receipts at once neither a failure
 * overwrites a delivery nor an older receipt a newer one (the condition is checked again on
 * the locked row).
 */
export async function storeDeliveryReceipt(
  db: Db,
  receipt: DeliveryReceipt,
  now: Date,
): Promise<'stored' | 'unchanged' | 'unknown_message'> {
  const rows = await sqlOf(db)(sql`
    WITH updated AS (
      UPDATE verification_codes
         SET delivery_status = ${receipt.status}, delivery_error = ${receipt.errorCode},
             delivery_updated_at = ${now}, delivery_reported_at = ${receipt.reportedAt}
       WHERE provider_message_id = ${receipt.messageId}
         AND delivery_status IS DISTINCT FROM 'delivered'
         AND (delivery_reported_at IS NULL OR delivery_reported_at <= ${receipt.reportedAt})
         AND (delivery_status IS DISTINCT FROM ${receipt.status}
              OR delivery_error IS DISTINCT FROM ${receipt.errorCode}
              OR delivery_reported_at IS DISTINCT FROM ${receipt.reportedAt})
      RETURNING id)
    SELECT (SELECT count(*) FROM updated)::int AS changed,
           EXISTS (SELECT 1 FROM verification_codes
                    WHERE provider_message_id = ${receipt.messageId}) AS found`);
  const { changed, found } = onlyRow(ReceiptRow, rows);
  if (changed > 0) return 'stored';
  return found ? 'unchanged' : 'unknown_message';
}

/** A stored code as the check reads it. */
const CodeRow = z.object({
  id: z.coerce.number(),
  lead_id: z.coerce.number(),
  /** Null for a Verify attempt, whose code Verify checks (verify_request_id). */
  code_hash: z.nullable(z.string()),
  verify_request_id: z.nullable(z.string()),
  created_at: z.coerce.date(),
  expires_at: z.coerce.date(),
  consumed_at: z.nullable(z.coerce.date()),
});
export type StoredCode = z.infer<typeof CodeRow>;

/** The newest delivered code or Verify attempt of the lead with phone `e164`, or null. */
export async function latestDeliveredCode(db: Db, e164: string): Promise<StoredCode | null> {
  const [row] = await sqlOf(db)(sql`
    SELECT c.id, c.lead_id, c.code_hash, c.verify_request_id, c.created_at, c.expires_at,
           c.consumed_at
      FROM verification_codes c JOIN leads l ON l.id = c.lead_id
     WHERE l.phone = ${e164} AND c.delivered AND c.kind <> 'guide_link'
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
