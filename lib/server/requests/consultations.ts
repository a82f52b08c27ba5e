/**
 * Consultation requests (docs/product.md §2.7, §4 "Consultation dialog"): stored instead of
 * simulated, linked to the lead when the browser holds a verified lead session. The one
 * writer of `consultation_requests`: new requests, the operator's call status and the call's
 * outcome, and their deletion with the lead who made them.
 */
import 'server-only';
import * as z from 'zod/mini';
import type { CallOutcome, CallStatus } from '@/lib/offers';
import type { ConsultationRequestBody } from '@/lib/validation/consultation';
import type { Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { hitAll } from '../http/rate-limit';
import { limitSubject } from '../http/client-ip';
import { enqueueMetaEvent, type MetaRequestContext } from '../tracking/meta-events';

/** Requests allowed per IP per hour, and per lead per day. */
export const CONSULTATION_LIMITS = { perIpHour: 5, perLeadDay: 5 };

/**
 * Stores one request. `leadId` is the verified session's lead or null (anonymous); with
 * `meta`, a consenting browser's request is reported to the Conversions API as Schedule (its
 * id from the browser's `eventKey`, as its pixel derives it), in the same transaction.
 * Throws `rate_limited` (429) past the per-IP or per-lead cap. Returns the new row's id.
 */
export async function createConsultation(
  db: Db,
  input: ConsultationRequestBody,
  ctx: { ip: string; leadId: number | null; meta?: MetaRequestContext; now?: Date },
): Promise<{ id: number; linked: boolean }> {
  const now = ctx.now ?? new Date();
  await hitAll(
    db,
    [
      {
        key: `consultation:ip:${limitSubject(ctx.ip)}`,
        max: CONSULTATION_LIMITS.perIpHour,
        windowSec: 3600,
      },
      ...(ctx.leadId !== null
        ? [
            {
              key: `consultation:lead:${ctx.leadId}`,
              max: CONSULTATION_LIMITS.perLeadDay,
              windowSec: 86_400,
            },
          ]
        : []),
    ],
    now,
  );
  const row = await db.$transaction(async (tx) => {
    const created = await tx.consultationRequest.create({
      data: {
        leadId: ctx.leadId,
        preferredDate: input.preferredDate,
        preferredTime: input.preferredTime,
        experience: input.experience,
        goals: input.goals,
        questions: input.questions ? input.questions : null,
        createdAt: now,
      },
      select: { id: true },
    });
    if (ctx.meta) {
      // An older page sends no key: the event still counts, only without its pixel twin.
      const key = input.eventKey ?? `consultation-${created.id}`;
      const context = ctx.meta;
      await enqueueMetaEvent(tx, { event: 'Schedule', key, leadId: ctx.leadId, context }, now);
    }
    return created;
  });
  return { id: row.id, linked: ctx.leadId !== null };
}

const ChangedRow = z.object({
  before: z.nullable(z.string()),
  lead_id: z.nullable(z.coerce.number()),
});

/**
 * Sets `column` (the call status or outcome) of request `id` to `value` and its
 * `<column>_changed_at` to `now` through `tx`, after locking the row (a concurrent change
 * waits, then sees this one as its `from`). Returns what the column held and the request's
 * lead, or null when there is no such request.
 */
async function changeCallField(
  tx: Prisma.TransactionClient,
  id: number,
  column: 'status' | 'outcome',
  value: string,
  now: Date,
): Promise<{ from: string | null; leadId: number | null } | null> {
  const field = Prisma.raw(column);
  const changedAt = Prisma.raw(`${column}_changed_at`);
  const [row] = await tx.$queryRaw<unknown[]>`
    SELECT ${field} AS before, lead_id FROM consultation_requests WHERE id = ${id} FOR UPDATE`;
  if (!row) return null;
  const before = ChangedRow.parse(row);
  await tx.$executeRaw`
    UPDATE consultation_requests SET ${field} = ${value}, ${changedAt} = ${now} WHERE id = ${id}`;
  return { from: before.before, leadId: before.lead_id };
}

/**
 * Sets the call status of request `id` to `status` at `now` through `tx` (changeCallField).
 * Returns the status it had and its lead, or null when there is no such request.
 */
export async function setConsultationStatus(
  tx: Prisma.TransactionClient,
  id: number,
  status: CallStatus,
  now: Date,
): Promise<{ from: string; leadId: number | null } | null> {
  const changed = await changeCallField(tx, id, 'status', status, now);
  // status is NOT NULL: `from` is always a status.
  return changed && { from: changed.from ?? '', leadId: changed.leadId };
}

/**
 * Records `outcome` on request `id` at `now` through `tx` (changeCallField). Returns the
 * outcome it had (null: none) and its lead, or null when there is no such request.
 */
export async function setConsultationOutcome(
  tx: Prisma.TransactionClient,
  id: number,
  outcome: CallOutcome,
  now: Date,
): Promise<{ from: string | null; leadId: number | null } | null> {
  return changeCallField(tx, id, 'outcome', outcome, now);
}

/** Deletes every request of lead `leadId` through `tx` (the lead's erasure). */
export async function deleteLeadConsultations(
  tx: Pick<Prisma.TransactionClient, 'consultationRequest'>,
  leadId: number,
): Promise<void> {
  await tx.consultationRequest.deleteMany({ where: { leadId } });
}
