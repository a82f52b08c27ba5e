/**
 * The one writer of the `leads` table: every insert, update and delete of a lead row goes
 * through here, so the rules on a lead's columns (who verifies, who grants free access, who
 * erases) are read in one place. Reads stay with the modules that need them.
 *
 * Functions that run inside a caller's transaction take its client `tx`: the write commits
 * or rolls back with the rest of that change (the consent record, the outbox message, the
 * audit entry), and row locks taken earlier in the transaction still hold.
 */
import 'server-only';
import type { Db } from '../db/client';
import type { Lead, LeadPriority, Prisma } from '../generated/prisma/client';
import type { FreeAccessGrant } from './free-access';

type LeadTx = Pick<Prisma.TransactionClient, 'lead'>;

/**
 * Inserts a new lead through `tx`; returns what the registration needs next. A taken email
 * or phone fails on the unique indexes; the caller maps that (registration.ts).
 */
export function insertLead(tx: LeadTx, data: Prisma.LeadCreateInput) {
  return tx.lead.create({
    data,
    select: { id: true, publicId: true, phone: true, locale: true },
  });
}

/**
 * Marks lead `leadId` verified at `now`, with the free-access place of `grant` when one was
 * taken. Returns the whole row (the welcome email and the answer read it).
 */
export function markLeadVerified(
  tx: LeadTx,
  leadId: number,
  now: Date,
  grant: FreeAccessGrant | null,
): Promise<Lead> {
  return tx.lead.update({
    where: { id: leadId },
    data: {
      isVerified: true,
      verifiedAt: now,
      ...(grant && {
        isFreeAccess: true,
        freeAccessExpiresAt: grant.expiresAt,
        registrationNumber: grant.registrationNumber,
      }),
    },
  });
}

/**
 * Sets `emailOptOutAt` of the lead with public id `publicId` unless it is already set (the
 * first unsubscribe's time is kept). Returns how many rows changed: 0 for an unknown lead or
 * one already unsubscribed.
 */
export async function markEmailOptOut(db: Db, publicId: string, now: Date): Promise<number> {
  const { count } = await db.lead.updateMany({
    where: { publicId, emailOptOutAt: null },
    data: { emailOptOutAt: now },
  });
  return count;
}

/**
 * Sets the operator's priority of the lead with public id `publicId` through `tx`; returns
 * the fields of `select`. Throws Prisma's not-found error when there is no such lead.
 */
export function updateLeadPriority<S extends Prisma.LeadSelect>(
  tx: LeadTx,
  publicId: string,
  priority: LeadPriority,
  select: S,
) {
  return tx.lead.update({ where: { publicId }, data: { priority }, select });
}

/**
 * Deletes lead `leadId` through `tx`. The schema's cascades take its sessions, codes, notes
 * and offer requests; its consent records and partner clicks stay, unlinked (ON DELETE SET
 * NULL).
 */
export async function deleteLead(tx: LeadTx, leadId: number): Promise<void> {
  await tx.lead.delete({ where: { id: leadId } });
}
