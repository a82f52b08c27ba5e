/**
 * The operator's call list: consultation requests (docs/product.md §2.7) and offer
 * requests (premium plan, German education account) in one list, newest first, with the
 * lead's contact; the status the operator sets (audited); the dashboard's "to call" count.
 * SQL in lib/server/admin/calls/query.ts. `{kind, id}` names an entry: the request's own id in
 * its table (consultation_requests or offer_requests); the lead is named by its public id.
 */
import 'server-only';
import type { AuditAction } from '@/lib/admin/audit-actions';
import * as z from 'zod/mini';
import { CALL_STATUSES, type CallKind, type CallStatus } from '@/lib/offers';
import {
  OPEN_CALL_STATUSES,
  type CallContact,
  type CallEntry,
  type CallListQuery,
  type CallPage,
  type CallStatusResponse,
} from '@/lib/contracts/admin/calls';
import type { Db } from '../../db/client';
import { onlyRow } from '../../db/sql';
import { Prisma } from '../../generated/prisma/client';
import { AppError } from '../../http/errors';
import { recordAudit, type AdminIdentity } from '../../auth/audit';
import { setConsultationStatus } from '../../requests/consultations';
import { setOfferRequestStatus } from '../../requests/offer-requests';
import { CALL_ORDER, callEntriesSql, callRecords, callStatusesSql, type CallRecord } from './query';
import type { ListViewer } from '../leads/list';
import { formatPhone } from '../../channels/sms/phone';

/**
 * The lead's contact of a row for `viewer` (email, phone and phoneDisplay null unless it lists
 * contacts: lib/server/admin/leads/list.ts listsContacts), or null when the row has no lead.
 */
export function toContact(
  r: {
    lead_public_id: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
  },
  viewer: ListViewer,
): CallContact | null {
  if (r.lead_public_id === null) return null;
  const phone = viewer.contacts ? (r.phone ?? '') : null;
  return {
    id: r.lead_public_id,
    firstName: r.first_name ?? '',
    lastName: r.last_name ?? '',
    email: viewer.contacts ? (r.email ?? '') : null,
    phone,
    phoneDisplay: phone === null ? null : formatPhone(phone),
  };
}

/** A CallRecord as the wire's CallEntry for `viewer`. */
export function toCallEntry(r: CallRecord, viewer: ListViewer): CallEntry {
  return {
    kind: r.kind,
    id: r.id,
    lead: toContact(r, viewer),
    preferredDate: r.preferred_date,
    preferredTime: r.preferred_time,
    goals: r.goals,
    questions: r.questions,
    status: r.status,
    statusChangedAt: r.status_changed_at?.toISOString() ?? null,
    outcome: r.outcome,
    outcomeChangedAt: r.outcome_changed_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

// Status is read as text: a value the tab does not know is left out of the counts below.
const statusCountRow = z.object({ status: z.string(), n: z.number() });
const isCallStatus = (s: string): s is CallStatus =>
  (CALL_STATUSES as readonly string[]).includes(s);

/**
 * One page of the call list for `query` at `now` (entries created after `now` are left out),
 * newest first, with the total and the per-status counts; the leads' email and phone only when
 * `viewer.contacts`. Two queries; each branch of the union reads at most page × pageSize rows
 * of its table.
 */
export async function listCalls(
  db: Db,
  query: CallListQuery,
  viewer: ListViewer,
  now = new Date(),
): Promise<CallPage> {
  const skip = (query.page - 1) * query.pageSize;
  const [rows, counts] = await Promise.all([
    db.$queryRaw`
      SELECT * FROM (${callEntriesSql(query, now, { limit: skip + query.pageSize })}) e
      ${CALL_ORDER} LIMIT ${query.pageSize} OFFSET ${skip}`,
    db.$queryRaw`
      SELECT e.status, count(*)::int AS n
      FROM (${callStatusesSql(query, now, false)}) e GROUP BY e.status`,
  ]);
  const byStatus: Record<CallStatus, number> = { new: 0, contacted: 0, done: 0, no_answer: 0 };
  for (const c of z.array(statusCountRow).parse(counts)) {
    if (isCallStatus(c.status)) byStatus[c.status] = c.n;
  }
  const counted = (s: CallStatus) =>
    query.status === 'all' ||
    query.status === s ||
    (query.status === 'open' && (OPEN_CALL_STATUSES as readonly string[]).includes(s));
  const total = (Object.keys(byStatus) as CallStatus[])
    .filter(counted)
    .reduce((sum, s) => sum + byStatus[s], 0);
  return {
    entries: callRecords.parse(rows).map((r) => toCallEntry(r, viewer)),
    total,
    byStatus,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Sets the status of entry `{kind, id}` to `status` at `now` (statusChangedAt = now) and
 * writes the audit entry `call.status` (target: the lead's public id, or the request for an
 * anonymous one; details {kind, id, from, to}) in the same transaction. Returns the entry's
 * new status and time. `not_found` (404) when no entry of that kind has that id.
 */
export async function setCallStatus(
  db: Db,
  kind: CallKind,
  id: number,
  status: CallStatus,
  admin: AdminIdentity,
  ip: string,
  now = new Date(),
): Promise<CallStatusResponse['entry']> {
  return db.$transaction(async (tx) => {
    const before =
      kind === 'consultation'
        ? await setConsultationStatus(tx, id, status, now)
        : await setOfferRequestStatus(tx, id, kind, status, now);
    if (!before) throw new AppError('not_found');
    await recordCallAudit(
      tx,
      { kind, id, leadId: before.leadId },
      { action: 'call.status', details: { from: before.from, to: status }, admin, ip },
      now,
    );
    return { kind, id, status, statusChangedAt: now.toISOString() };
  });
}

/**
 * Writes the audit entry `action` about entry `{kind, id}` through `tx` at `now`: its target is
 * the lead's public id, or the request for an anonymous one; details {kind, id, ...details}.
 */
export async function recordCallAudit(
  tx: Prisma.TransactionClient,
  entry: { kind: CallKind; id: number; leadId: number | null },
  what: { action: AuditAction; details: Record<string, unknown>; admin: AdminIdentity; ip: string },
  now: Date,
): Promise<void> {
  const { kind, id, leadId } = entry;
  const lead =
    leadId === null
      ? null
      : await tx.lead.findUnique({ where: { id: leadId }, select: { publicId: true } });
  await recordAudit(
    tx,
    {
      admin: what.admin,
      action: what.action,
      targetType: lead ? 'lead' : kind,
      targetId: lead ? lead.publicId : String(id),
      details: { kind, id, ...what.details },
      ip: what.ip,
    },
    now,
  );
}

/** The row of a statement that returns one count, `n`. */
export const countRow = z.object({ n: z.number() });

/**
 * The dashboard's "to call" figure: entries of either kind created up to `now` whose status
 * is open (new or no_answer), whatever their age. An integer count.
 */
export async function callsToCall(db: Db, now = new Date()): Promise<number> {
  const open = Prisma.join([...OPEN_CALL_STATUSES]);
  const row = onlyRow(
    countRow,
    await db.$queryRaw`
      SELECT ((SELECT count(*) FROM consultation_requests
          WHERE status IN (${open}) AND created_at <= ${now})
        + (SELECT count(*) FROM offer_requests
          WHERE status IN (${open}) AND created_at <= ${now}))::int AS n`,
  );
  return row.n;
}
