/**
 * Requests for information about the paid follow-up offers (docs/product.md §1,
 * §9): the premium plan and the German education account. A verified lead's request is stored
 * once per lead, offer and Europe/Rome day, and tells the operator: the call list reads it and
 * the CRM gets `lead.offer_requested` through the outbox, in the same transaction.
 *
 * The premium plan's monthly capacity (./site-settings.ts: the back-office's setting, else env
 * PREMIUM_MONTHLY_CAPACITY) is real or absent
 * (docs/decisions.md §5): with it set, each request of the Rome month takes a place and a full month
 * refuses further requests (409 offer_full); unset, no places figure exists at all.
 *
 * The one writer of `offer_requests`: new requests, the operator's call status and the call's
 * outcome.
 */
import 'server-only';
import * as z from 'zod/mini';
import type { CallOutcome, CallStatus, OfferKind, PremiumAvailability } from '@/lib/offers';
import type { OfferRequestedData } from '@/lib/contracts/webhooks';
import { romeDate, romeMonth } from '@/lib/rome-calendar';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { Prisma } from '../generated/prisma/client';
import { enqueueLeadEvent } from '../leads/lead-events';
import { siteSettings } from '../settings/site-settings';

/** Premium requests of `now`'s Rome month, read through `db` or a transaction. */
async function premiumRequestsThisMonth(
  db: Pick<Prisma.TransactionClient, 'offerRequest'>,
  now: Date,
): Promise<number> {
  const month = romeMonth(now);
  return db.offerRequest.count({
    where: { offer: 'premium', requestDay: { gte: `${month}-01`, lte: `${month}-31` } },
  });
}

/**
 * The premium plan's places at `now`: both null when no capacity is configured. `capacity`
 * defaults to the setting in force.
 */
export async function premiumAvailability(
  db: Db,
  now = new Date(),
  capacity?: number | null,
): Promise<PremiumAvailability> {
  const places =
    capacity === undefined ? (await siteSettings(db)).premiumMonthlyCapacity : capacity;
  if (places === null) return { capacity: null, placesLeft: null };
  const taken = await premiumRequestsThisMonth(db, now);
  return { capacity: places, placesLeft: Math.max(0, places - taken) };
}

const IdRow = z.object({ id: z.coerce.number() });

/**
 * Records that verified lead `leadId` asks about `offer` at `now`. Returns `created: false`
 * when the lead already asked about it on the same Rome day (nothing new is stored or sent).
 * A premium request past the month's capacity throws `offer_full`; concurrent requests
 * serialise on a transaction-level advisory lock, so the capacity is never exceeded.
 * `capacity` defaults to the setting in force.
 */
export async function requestOffer(
  db: Db,
  leadId: number,
  offer: OfferKind,
  now = new Date(),
  capacity?: number | null,
): Promise<{ created: boolean }> {
  const places =
    capacity === undefined ? (await siteSettings(db)).premiumMonthlyCapacity : capacity;
  const requestDay = romeDate(now);
  return db.$transaction(async (tx) => {
    const capped = offer === 'premium' && places !== null;
    if (capped)
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('offer_requests:premium'))`;
    const existing = await tx.offerRequest.findUnique({
      where: { leadId_offer_requestDay: { leadId, offer, requestDay } },
      select: { id: true },
    });
    if (existing) return { created: false };
    if (capped && (await premiumRequestsThisMonth(tx, now)) >= places)
      throw new AppError('offer_full');
    // A double submit of the uncapped offer races here: the unique index lets one row in.
    const [inserted] = await tx.$queryRaw<unknown[]>`
      INSERT INTO offer_requests (lead_id, offer, request_day, created_at)
      VALUES (${leadId}, ${offer}, ${requestDay}, ${now})
      ON CONFLICT (lead_id, offer, request_day) DO NOTHING
      RETURNING id`;
    if (!inserted) return { created: false };
    const requestId = IdRow.parse(inserted).id;
    await enqueueLeadEvent(tx, 'lead.offer_requested', leadId, now, {
      offer: {
        kind: offer,
        requestId,
        requestedAt: now.toISOString(),
      } satisfies OfferRequestedData['offer'],
    });
    return { created: true };
  });
}

const ChangedRow = z.object({ before: z.nullable(z.string()), lead_id: z.coerce.number() });

/**
 * Sets `column` (the call status or outcome) of request `id` about `offer` to `value` and its
 * `<column>_changed_at` to `now` through `tx`, after locking the row (a concurrent change
 * waits, then sees this one as its `from`). Returns what the column held and the request's
 * lead, or null when there is no such request about that offer.
 */
async function changeCallField(
  tx: Prisma.TransactionClient,
  id: number,
  offer: OfferKind,
  column: 'status' | 'outcome',
  value: string,
  now: Date,
): Promise<{ from: string | null; leadId: number } | null> {
  const field = Prisma.raw(column);
  const changedAt = Prisma.raw(`${column}_changed_at`);
  const [row] = await tx.$queryRaw<unknown[]>`
    SELECT ${field} AS before, lead_id FROM offer_requests
    WHERE id = ${id} AND offer = ${offer} FOR UPDATE`;
  if (!row) return null;
  const before = ChangedRow.parse(row);
  await tx.$executeRaw`
    UPDATE offer_requests SET ${field} = ${value}, ${changedAt} = ${now} WHERE id = ${id}`;
  return { from: before.before, leadId: before.lead_id };
}

/**
 * Sets the call status of request `id` about `offer` to `status` at `now` through `tx`
 * (changeCallField). Returns the status it had and its lead, or null when there is no such
 * request about that offer.
 */
export async function setOfferRequestStatus(
  tx: Prisma.TransactionClient,
  id: number,
  offer: OfferKind,
  status: CallStatus,
  now: Date,
): Promise<{ from: string; leadId: number } | null> {
  const changed = await changeCallField(tx, id, offer, 'status', status, now);
  // status is NOT NULL: `from` is always a status.
  return changed && { from: changed.from ?? '', leadId: changed.leadId };
}

/**
 * Records `outcome` on request `id` about `offer` at `now` through `tx` (changeCallField).
 * Returns the outcome it had (null: none) and its lead, or null when there is no such request
 * about that offer.
 */
export async function setOfferRequestOutcome(
  tx: Prisma.TransactionClient,
  id: number,
  offer: OfferKind,
  outcome: CallOutcome,
  now: Date,
): Promise<{ from: string | null; leadId: number } | null> {
  return changeCallField(tx, id, offer, 'outcome', outcome, now);
}
