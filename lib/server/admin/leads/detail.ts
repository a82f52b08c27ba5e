/**
 * One lead as the operator's detail dialog shows it (docs/product.md §2.14): contact, touches,
 * consents, consultations, notes, email log and last SMS, each read audited as `lead.read`
 * (at most once per admin per LEAD_READ_AUDIT_SEC while the dialog polls).
 */
import 'server-only';
import type { LastSms, LeadDetail } from '@/lib/contracts/admin/leads';
import { sqlOf, type Db } from '../../db/client';
import { onlyRow } from '../../db/sql';
import { Prisma } from '../../generated/prisma/client';
import { AppError } from '../../http/errors';
import { recordAudit, type AdminIdentity } from '../../auth/audit';
import { listDeliveries } from '../../outbox/delivery-log';
import { LAST_SMS_JOIN } from '../../leads/last-sms';
import { LAST_SMS_COLUMNS, lastSmsRecord, toLastSms, toLeadRow } from './list';
import { noteView } from './notes';

/** The last SMS of lead `leadId` (serial id), as the list shows it. */
async function lastSmsOf(db: Db, leadId: number): Promise<LastSms | null> {
  const rows = await sqlOf(db)(
    Prisma.sql`SELECT ${LAST_SMS_COLUMNS} FROM leads l ${LAST_SMS_JOIN} WHERE l.id = ${leadId}`,
  );
  return toLastSms(onlyRow(lastSmsRecord, rows));
}

/** A detail read by one admin is audited again only after this long (the dialog polls). */
export const LEAD_READ_AUDIT_SEC = 15 * 60;

/**
 * Writes `lead.read` for `ctx.admin` reading lead `publicId` at `now`, unless the same admin's
 * read of that lead was written in the last LEAD_READ_AUDIT_SEC: the open dialog polls every
 * 5 seconds while the lead is unverified, and one entry per sitting says who saw the contact.
 */
async function auditLeadRead(
  db: Db,
  publicId: string,
  ctx: { admin: AdminIdentity; ip: string },
  now: Date,
): Promise<void> {
  const recent = await db.auditLog.findFirst({
    where: {
      action: 'lead.read',
      targetId: publicId,
      userId: ctx.admin.userId,
      createdAt: { gt: new Date(now.getTime() - LEAD_READ_AUDIT_SEC * 1000) },
    },
    select: { id: true },
  });
  if (recent) return;
  await recordAudit(
    db,
    { admin: ctx.admin, action: 'lead.read', targetType: 'lead', targetId: publicId, ip: ctx.ip },
    now,
  );
}

/**
 * Everything the detail dialog shows, contact and email log included, read by `ctx.admin` at
 * `ctx.now` and audited as `lead.read` (auditLeadRead); `not_found` for an unknown id (not
 * audited: there is nothing to see).
 */
export async function getLeadDetail(
  db: Db,
  publicId: string,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<LeadDetail> {
  const lead = await db.lead.findUnique({
    where: { publicId },
    include: {
      consents: { orderBy: { createdAt: 'asc' } },
      notes: {
        orderBy: { createdAt: 'desc' },
        include: { author: { select: { username: true } } },
      },
    },
  });
  if (!lead) throw new AppError('not_found');
  await auditLeadRead(db, publicId, ctx, ctx.now ?? new Date());
  const [consultations, emails, lastSms] = await Promise.all([
    db.consultationRequest.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: 'desc' } }),
    listDeliveries(db, { channel: 'email', leadId: lead.id, limit: 20 }),
    lastSmsOf(db, lead.id),
  ]);
  return {
    ...toLeadRow(lead),
    lastSms,
    locale: lead.locale,
    verifiedAt: lead.verifiedAt?.toISOString() ?? null,
    isFreeAccess: lead.isFreeAccess,
    freeAccessExpiresAt: lead.freeAccessExpiresAt?.toISOString() ?? null,
    registrationNumber: lead.registrationNumber,
    emailOptOutAt: lead.emailOptOutAt?.toISOString() ?? null,
    lastTouch: {
      campaignId: lead.campaignId,
      source: lead.adSource,
      utmSource: lead.utmSource,
      utmMedium: lead.utmMedium,
      utmCampaign: lead.utmCampaign,
      utmContent: lead.utmContent,
      utmTerm: lead.utmTerm,
      fbclid: lead.fbclid,
    },
    firstTouch: {
      landingPage: lead.firstLandingPage,
      campaignId: lead.firstCampaignId,
      source: lead.firstAdSource,
      utmSource: lead.firstUtmSource,
      utmMedium: lead.firstUtmMedium,
      utmCampaign: lead.firstUtmCampaign,
    },
    consents: lead.consents.map((c) => ({
      kind: c.kind,
      policyVersion: c.policyVersion,
      scope: c.scope,
      ipTruncated: c.ipTruncated,
      createdAt: c.createdAt.toISOString(),
    })),
    consultations: consultations.map((c) => ({
      preferredDate: c.preferredDate,
      preferredTime: c.preferredTime,
      experience: c.experience,
      goals: c.goals,
      questions: c.questions,
      createdAt: c.createdAt.toISOString(),
    })),
    notes: lead.notes.map(noteView),
    /** The lead's email log: queued, sent, failed, with attempts. */
    emails,
  };
}
