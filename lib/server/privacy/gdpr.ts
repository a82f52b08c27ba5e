/**
 * A lead's rights over their data (GDPR Art. 15, 17, 19, 20): one JSON
 * document with everything held about the lead, and erasure everywhere we hold it. Used by the
 * operator (GET /api/admin/leads/{id}/export, DELETE /api/admin/leads/{id}), by the lead from
 * the student area (GET /api/account/export, DELETE /api/account) and by the retention job.
 *
 * Erasure keeps only what the privacy policy says (§ "conservazione", lib/privacy/retention.ts): the
 * consent records, unlinked from the person (no name, email or phone), as proof; and an audit
 * entry naming the lead's opaque public id. The CRM that received the lead is told through a
 * `lead.deleted` webhook (Art. 19), which carries nothing but that id.
 *
 * Erasure writes no table itself: each table's owning module deletes or strips its own rows,
 * all through the erasure's one transaction. It sits in privacy/, the floor above leads/,
 * requests/ and tracking/, because it reaches into all three (the lead, its consultations,
 * its visits) while none of them needs it.
 */
import 'server-only';
import type { LeadDeletedData } from '@/lib/contracts/webhooks';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { forgetLimitsEndingWith } from '../http/rate-limit';
import { eraseLeadFromAudit, recordAudit, type AdminIdentity } from '../auth/audit';
import { listDeliveries } from '../outbox/delivery-log';
import { enqueueMessage } from '../outbox/enqueue';
import { deleteLeadMessages } from '../outbox/messages';
import { webhookConfig } from '../outbox/webhook';
import { deleteLeadConsultations } from '../requests/consultations';
import { anonymizeVisitor } from '../tracking/visitors';
import { deleteLead } from '../leads/lead-store';

/** Who asked for the erasure or export: the operator, the lead themself, or the retention job. */
export type GdprActor =
  | { kind: 'admin'; admin: AdminIdentity; ip: string }
  | { kind: 'lead'; ip: string }
  | { kind: 'retention' };

const ISO = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * Everything held about lead `leadId` (serial id) as one JSON-ready object: the lead record
 * (never the password hash), consent records, browser sessions (never their tokens), SMS codes
 * (never the codes), notes, consultation and offer requests, partner-offer clicks, the visitor
 * session that registered, and every email, SMS and webhook message with its attempts.
 * `not_found` if there is no lead.
 */
export async function leadDataExport(db: Db, leadId: number, now = new Date()) {
  const lead = await db.lead.findUnique({
    where: { id: leadId },
    include: {
      consents: { orderBy: { createdAt: 'asc' } },
      sessions: { orderBy: { createdAt: 'asc' } },
      verificationCodes: { orderBy: { createdAt: 'asc' } },
      notes: { orderBy: { createdAt: 'asc' }, include: { author: { select: { username: true } } } },
      offerRequests: { orderBy: { createdAt: 'asc' } },
      partnerClicks: { orderBy: { createdAt: 'asc' } },
    },
  });
  if (!lead) throw new AppError('not_found');
  const [consultations, visitor, messages] = await Promise.all([
    db.consultationRequest.findMany({ where: { leadId }, orderBy: { createdAt: 'asc' } }),
    lead.visitorSessionId
      ? db.visitor.findUnique({ where: { sessionId: lead.visitorSessionId } })
      : null,
    listDeliveries(db, { leadId, limit: 100 }),
  ]);
  const {
    id: _id,
    passwordHash,
    consents,
    sessions,
    verificationCodes,
    notes,
    offerRequests,
    partnerClicks,
    ...record
  } = lead;
  void _id;
  return {
    format: 'accademia-trading-italia/lead-export@1',
    exportedAt: now.toISOString(),
    lead: { ...record, hasPassword: passwordHash !== null, id: lead.publicId },
    consents: consents.map((c) => ({
      kind: c.kind,
      policyVersion: c.policyVersion,
      scope: c.scope,
      ipTruncated: c.ipTruncated,
      userAgent: c.userAgent,
      createdAt: ISO(c.createdAt),
    })),
    sessions: sessions.map((s) => ({
      createdAt: ISO(s.createdAt),
      verifiedAt: ISO(s.verifiedAt),
      expiresAt: ISO(s.expiresAt),
    })),
    verificationCodes: verificationCodes.map((c) => ({
      phone: c.phone,
      delivered: c.delivered,
      deliveryStatus: c.deliveryStatus,
      deliveryError: c.deliveryError,
      deliveryUpdatedAt: ISO(c.deliveryUpdatedAt),
      createdAt: ISO(c.createdAt),
      expiresAt: ISO(c.expiresAt),
      consumedAt: ISO(c.consumedAt),
    })),
    notes: notes.map((n) => ({
      body: n.body,
      author: n.author?.username ?? null,
      createdAt: ISO(n.createdAt),
    })),
    consultations: consultations.map(({ id: _c, leadId: _l, ...c }) => c),
    offerRequests: offerRequests.map((r) => ({
      offer: r.offer,
      status: r.status,
      statusChangedAt: ISO(r.statusChangedAt),
      outcome: r.outcome,
      outcomeChangedAt: ISO(r.outcomeChangedAt),
      createdAt: ISO(r.createdAt),
    })),
    partnerClicks: partnerClicks.map((c) => ({
      campaignId: c.campaignId,
      createdAt: ISO(c.createdAt),
    })),
    visitorSession: visitor && {
      landingPage: visitor.landingPage,
      currentPage: visitor.currentPage,
      referrer: visitor.referrer,
      ipAddress: visitor.ipAddress,
      country: visitor.country,
      city: visitor.city,
      region: visitor.region,
      userAgent: visitor.userAgent,
      campaignId: visitor.campaignId,
      adSource: visitor.adSource,
      utmSource: visitor.utmSource,
      utmMedium: visitor.utmMedium,
      utmCampaign: visitor.utmCampaign,
      experimentId: visitor.experimentId,
      experimentVariant: visitor.experimentVariant,
      createdAt: ISO(visitor.createdAt),
      lastSeen: ISO(visitor.lastSeen),
    },
    messages,
  };
}

export type LeadDataExport = Awaited<ReturnType<typeof leadDataExport>>;

/** Audits an export made by the operator or by the lead. */
export async function auditLeadExport(db: Db, publicId: string, actor: GdprActor) {
  if (actor.kind === 'retention') return;
  await recordAudit(db, {
    admin: actor.kind === 'admin' ? actor.admin : null,
    username: actor.kind === 'lead' ? '(lead)' : undefined,
    action: 'lead.gdpr_export',
    targetType: 'lead',
    targetId: publicId,
    ip: actor.ip,
  });
}

/**
 * Erases lead `leadId` in one transaction: deletes the lead with its sessions, codes and notes
 * (cascade), its consultation requests, its outbox messages (pending ones are never sent) and
 * the rate-limit counters named after its email, phone or id; strips the visitor session of
 * address, city and browser (the session still counts in the funnel, now anonymous); unlinks
 * the consent records (kept as proof, lib/privacy/retention.ts proofYears); drops the details of audit
 * entries about the lead and the search of CSV exports that would find it (audit.ts
 * eraseLeadFromAudit); then audits the erasure and queues `lead.deleted` for the CRM.
 * Returns the public id. `not_found` if there is no lead (e.g. erased by a concurrent call).
 */
export async function eraseLead(
  db: Db,
  leadId: number,
  actor: GdprActor,
  now = new Date(),
): Promise<string> {
  return db.$transaction(async (tx) => {
    // Lock the row first: a concurrent erasure (the lead and the operator at once) waits here
    // and then finds nothing (404) instead of failing on a row deleted under it.
    const locked = await tx.$queryRaw<unknown[]>`
      SELECT id FROM leads WHERE id = ${leadId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError('not_found');
    const lead = await tx.lead.findUnique({
      where: { id: leadId },
      select: { id: true, publicId: true, email: true, phone: true, visitorSessionId: true },
    });
    if (!lead) throw new AppError('not_found');
    await deleteLeadMessages(tx, leadId);
    await deleteLeadConsultations(tx, leadId);
    if (lead.visitorSessionId) await anonymizeVisitor(tx, lead.visitorSessionId);
    await forgetLimitsEndingWith(tx, [
      `:${lead.email}`,
      `:${lead.phone}`,
      `:lead:${lead.id}`,
      `:sending:${lead.id}`,
    ]);
    await eraseLeadFromAudit(tx, lead, now);
    // consent_records.lead_id is ON DELETE SET NULL: the proof stays, the person does not.
    await deleteLead(tx, leadId);
    await recordAudit(
      tx,
      {
        admin: actor.kind === 'admin' ? actor.admin : null,
        username: actor.kind === 'admin' ? undefined : `(${actor.kind})`,
        action: 'lead.erase',
        targetType: 'lead',
        targetId: lead.publicId,
        details: { by: actor.kind },
        ip: actor.kind === 'retention' ? '' : actor.ip,
      },
      now,
    );
    if (webhookConfig()) {
      await enqueueMessage(
        tx,
        {
          channel: 'webhook',
          eventType: 'lead.deleted',
          payload: {
            leadId: lead.publicId,
            erasedAt: now.toISOString(),
          } satisfies LeadDeletedData,
        },
        now,
      );
    }
    return lead.publicId;
  });
}
