/**
 * The operator's view of leads (SPEC.md §2.14 leads tab, §5 filters, §7 calls): filtered,
 * paginated list; detail; priority; notes. The filters are one SQL condition
 * (db/lead-filter.ts, SPEC.md §5), shared with the CSV export and the call list. Owns
 * `lead_notes` (only the operator writes notes); a lead's priority goes through the leads
 * table's owner, leads/lead-store.ts.
 * `{id}` on the wire is always the public UUID; the serial id never leaves the server.
 */
import 'server-only';
import * as z from 'zod/mini';
import {
  LEAD_PRIORITIES,
  SMS_DELIVERY_STATES,
  type LastSms,
  type LeadDetail,
  type LeadListRow,
  type LeadFilters,
  type LeadListQuery,
  type LeadNote,
  type LeadPage,
  type LeadRow,
} from '@/lib/contracts/admin/leads';
import { EXPERIENCE_LEVELS } from '@/lib/validation/experience-options';
import { sqlOf, type Db } from '../../db/client';
import { onlyRow } from '../../db/sql';
import { Prisma, type LeadPriority } from '../../generated/prisma/client';
import { NotFoundError } from '../../http/errors';
import { recordAudit, type AdminIdentity } from '../../auth/audit';
import { can } from '../../auth/admin-permissions';
import { listDeliveries } from '../../outbox/delivery-log';
import { updateLeadPriority } from '../../leads/lead-store';
import { leadFilterSql } from '../../db/lead-filter';
import { LAST_SMS_JOIN } from '../../leads/verification-codes';

export const LEAD_ROW_SELECT = {
  publicId: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  experience: true,
  isVerified: true,
  priority: true,
  campaignId: true,
  adSource: true,
  locale: true,
  createdAt: true,
} as const satisfies Prisma.LeadSelect;

export type LeadRowRecord = Prisma.LeadGetPayload<{ select: typeof LEAD_ROW_SELECT }>;

/** One row of the leads table: exactly the selected fields, the public id as `id`. */
export function toLeadRow(lead: LeadRowRecord): LeadRow {
  return {
    id: lead.publicId,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    experience: lead.experience,
    isVerified: lead.isVerified,
    priority: lead.priority,
    campaignId: lead.campaignId,
    adSource: lead.adSource,
    locale: lead.locale,
    createdAt: lead.createdAt.toISOString(),
  };
}

/**
 * The columns of a LeadRowRecord for statements sent through sqlOf (the list, the CSV export),
 * named as the Prisma fields of LEAD_ROW_SELECT, so toLeadRow reads both.
 */
export const LEAD_ROW_COLUMNS = Prisma.sql`public_id AS "publicId", first_name AS "firstName",
  last_name AS "lastName", email, phone, experience::text AS experience,
  is_verified AS "isVerified", priority::text AS priority, campaign_id AS "campaignId",
  ad_source AS "adSource", locale, created_at AS "createdAt"`;

/** Parses a row of LEAD_ROW_COLUMNS; tsc holds it to the shape of LEAD_ROW_SELECT. */
export const leadRowRecord = z.object({
  publicId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  experience: z.enum(EXPERIENCE_LEVELS),
  isVerified: z.boolean(),
  priority: z.enum(LEAD_PRIORITIES),
  campaignId: z.nullable(z.string()),
  adSource: z.nullable(z.string()),
  locale: z.string(),
  createdAt: z.date(),
}) satisfies z.ZodMiniType<LeadRowRecord>;

/** The columns LAST_SMS_JOIN adds: the lead's newest code and its delivery. */
const lastSmsRecord = z.object({
  sms_state: z.nullable(z.enum(SMS_DELIVERY_STATES)),
  sms_error: z.nullable(z.string()),
  sms_sent_at: z.nullable(z.date()),
  sms_updated_at: z.nullable(z.date()),
});
type LastSmsRecord = z.infer<typeof lastSmsRecord>;

const LAST_SMS_COLUMNS = Prisma.sql`last_sms.sms_state, last_sms.sms_error, last_sms.sms_sent_at,
  last_sms.sms_updated_at`;

/** The last SMS of a row of LAST_SMS_JOIN; null when the lead was never sent one. */
function toLastSms(row: LastSmsRecord): LastSms | null {
  if (!row.sms_state || !row.sms_sent_at) return null;
  return {
    state: row.sms_state,
    errorCode: row.sms_error,
    sentAt: row.sms_sent_at.toISOString(),
    receiptAt: row.sms_updated_at?.toISOString() ?? null,
  };
}

/** The last SMS of lead `leadId` (serial id), as the list shows it. */
async function lastSmsOf(db: Db, leadId: number): Promise<LastSms | null> {
  const rows = await sqlOf(db)(
    Prisma.sql`SELECT ${LAST_SMS_COLUMNS} FROM leads l ${LAST_SMS_JOIN} WHERE l.id = ${leadId}`,
  );
  return toLastSms(onlyRow(lastSmsRecord, rows));
}

/**
 * Whether `admin` gets the leads' email and phone in lists (the leads list, the call list):
 * only who may take them all in the CSV export anyway (`leads:export`, the owner). A caller
 * could otherwise page through every lead's contact 100 at a time; a caller opens one lead's
 * detail, audited as `lead.read`, to see the number to call.
 */
export function listsContacts(admin: AdminIdentity): boolean {
  return can(admin, 'leads:export');
}

/** Who reads a list: whether its rows carry the leads' email and phone (listsContacts). */
export interface ListViewer {
  contacts: boolean;
}

/** `row` as a list row for `viewer`: email and phone null unless the viewer lists contacts. */
function forViewer<T extends { email: string; phone: string }>(
  row: T,
  viewer: ListViewer,
): Omit<T, 'email' | 'phone'> & { email: string | null; phone: string | null } {
  return viewer.contacts ? row : { ...row, email: null, phone: null };
}

const totalRow = z.object({ total: z.number() });

/** How many leads match `filters` at `now` (the list's total, the export's audited count). */
export async function countLeads(db: Db, filters: LeadFilters, now: Date): Promise<number> {
  const rows = await sqlOf(db)(
    Prisma.sql`SELECT count(*)::int AS total FROM leads WHERE ${leadFilterSql(filters, now)}`,
  );
  return onlyRow(totalRow, rows).total;
}

/**
 * `{ leads, total, page, pageSize }`: the page of leads matching `query` at `now`, newest
 * first (created_at, then id), and how many match; email and phone null unless
 * `viewer.contacts`. Two statements through sqlOf, in parallel.
 */
export async function listLeads(
  db: Db,
  query: LeadListQuery,
  viewer: ListViewer,
  now = new Date(),
): Promise<LeadPage> {
  const [rows, total] = await Promise.all([
    sqlOf(db)(
      Prisma.sql`SELECT ${LEAD_ROW_COLUMNS}, ${LAST_SMS_COLUMNS}
        FROM leads l ${LAST_SMS_JOIN} WHERE ${leadFilterSql(query, now)}
        ORDER BY created_at DESC, id DESC
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    ),
    countLeads(db, query, now),
  ]);
  const leads = z
    .array(z.extend(leadRowRecord, lastSmsRecord.shape))
    .parse(rows)
    .map((row): LeadListRow => ({
      ...forViewer(toLeadRow(row), viewer),
      lastSms: toLastSms(row),
    }));
  return { leads, total, page: query.page, pageSize: query.pageSize };
}

/** The serial id of the lead with public id `publicId`; NotFoundError if there is none. */
export async function leadIdOf(db: Db, publicId: string): Promise<number> {
  const lead = await db.lead.findUnique({ where: { publicId }, select: { id: true } });
  if (!lead) throw new NotFoundError();
  return lead.id;
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
 * `ctx.now` and audited as `lead.read` (auditLeadRead); NotFoundError for an unknown id (not
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
  if (!lead) throw new NotFoundError();
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

function noteView(note: {
  id: number;
  body: string;
  createdAt: Date;
  author: { username: string } | null;
}): LeadNote {
  return {
    id: note.id,
    body: note.body,
    author: note.author?.username ?? null,
    createdAt: note.createdAt.toISOString(),
  };
}

/** Sets the priority and audits from → to in one transaction; returns the row. */
export async function setLeadPriority(
  db: Db,
  publicId: string,
  priority: LeadPriority,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<LeadRow> {
  return db.$transaction(async (tx) => {
    const before = await tx.lead.findUnique({ where: { publicId }, select: { priority: true } });
    if (!before) throw new NotFoundError();
    const lead = await updateLeadPriority(tx, publicId, priority, LEAD_ROW_SELECT);
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'lead.priority',
        targetType: 'lead',
        targetId: publicId,
        details: { from: before.priority, to: priority },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return toLeadRow(lead);
  });
}

/** Adds a note by `admin` and audits it; returns the note. */
export async function addLeadNote(
  db: Db,
  publicId: string,
  body: string,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<LeadNote> {
  const leadId = await leadIdOf(db, publicId);
  return db.$transaction(async (tx) => {
    const note = await tx.leadNote.create({
      data: { leadId, authorId: ctx.admin.userId, body, createdAt: ctx.now ?? new Date() },
      include: { author: { select: { username: true } } },
    });
    await recordAudit(
      tx,
      { admin: ctx.admin, action: 'lead.note', targetType: 'lead', targetId: publicId, ip: ctx.ip },
      ctx.now,
    );
    return noteView(note);
  });
}
