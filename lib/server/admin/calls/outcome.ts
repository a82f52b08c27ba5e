/**
 * A call's outcome, recorded by the caller on a call-list entry (reached, qualified, not
 * interested, converted to the education account or the premium plan): stored on the request,
 * audited, and reported to Meta's Conversions API as the outcome's follow-up event
 * (lib/server/tracking/meta-follow-up.ts), all in one transaction: an outcome saved is never
 * without its event, and an event never leaves for an outcome that was not saved.
 */
import 'server-only';
import { followUpEventOf } from '@/lib/meta/events';
import type { CallKind, CallOutcome } from '@/lib/offers';
import type { CallOutcomeResponse } from '@/lib/contracts/admin/calls';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminIdentity } from '../../auth/audit';
import { setConsultationOutcome } from '../../requests/consultations';
import { setOfferRequestOutcome } from '../../requests/offer-requests';
import { enqueueMetaFollowUp } from '../../tracking/meta-follow-up';
import { recordCallAudit } from './list';

/**
 * Records `outcome` on entry `{kind, id}` at `now`, queues its follow-up event for the entry's
 * lead (once per lead and event; none for not_interested, an anonymous request, or a lead
 * without marketing consent) and writes the audit entry `call.outcome` (target: the lead's
 * public id, or the request for an anonymous one; details {kind, id, from, to, metaEvent,
 * metaResult}). `not_found` (404) when no entry of that kind has that id.
 */
export async function setCallOutcome(
  db: Db,
  kind: CallKind,
  id: number,
  outcome: CallOutcome,
  admin: AdminIdentity,
  ip: string,
  now = new Date(),
): Promise<CallOutcomeResponse> {
  return db.$transaction(async (tx) => {
    const before =
      kind === 'consultation'
        ? await setConsultationOutcome(tx, id, outcome, now)
        : await setOfferRequestOutcome(tx, id, kind, outcome, now);
    if (!before) throw new AppError('not_found');
    const event = followUpEventOf(outcome);
    const result =
      event && before.leadId !== null
        ? await enqueueMetaFollowUp(tx, before.leadId, event, now)
        : 'not_sent';
    const meta = { event: event?.name ?? null, result };
    await recordCallAudit(
      tx,
      { kind, id, leadId: before.leadId },
      {
        action: 'call.outcome',
        details: { from: before.from, to: outcome, metaEvent: meta.event, metaResult: result },
        admin,
        ip,
      },
      now,
    );
    return { entry: { kind, id, outcome, outcomeChangedAt: now.toISOString() }, meta };
  });
}
