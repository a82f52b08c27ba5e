/**
 * The operator's view of leads (SPEC.md §2.14 leads tab, §5 filters, §7 calls; ISSUE 8 item
 * 9): filtered, paginated list; detail; priority; notes. Filters run in SQL: search is
 * case-insensitive on names and email and a substring of the phone (digits as typed or
 * without spaces); period compares createdAt with now minus 1, 7 or 30 days (SPEC.md §5).
 * `{id}` on the wire is always the public UUID; the serial id never leaves the server.
 */
import 'server-only';
import {
  EXPERIENCE_GROUPS,
  type LeadFilters,
  type LeadListQuery,
} from '@/lib/validation/admin-leads';
import type { Db } from './db';
import type { LeadPriority, Prisma } from './generated/prisma/client';
import { NotFoundError } from './errors';
import { recordAudit, type AdminIdentity } from './audit';
import { listDeliveries } from './outbox/delivery-log';

const PERIOD_DAYS = { today: 1, week: 7, month: 30 } as const;

/**
 * The search condition (SPEC.md §5): the text, case-insensitive, inside the first name, last
 * name or email; or the typed phone (spaces, dots, dashes and brackets dropped) inside the
 * E.164 phone; or, for several words ("mario rossi"), every word inside a name or the email.
 */
function searchWhere(search: string): Prisma.LeadWhereInput {
  // Prisma passes `contains` into LIKE unescaped: % and _ typed by the operator are literal.
  const literal = (value: string) => value.replace(/[\\%_]/g, '\\$&');
  const text = (value: string) => ({ contains: literal(value), mode: 'insensitive' as const });
  const or: Prisma.LeadWhereInput[] = [
    { firstName: text(search) },
    { lastName: text(search) },
    { email: text(search) },
    { phone: { contains: literal(search.replace(/[\s().-]/g, '') || search) } },
  ];
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    or.push({
      AND: words.map((w) => ({
        OR: [{ firstName: text(w) }, { lastName: text(w) }, { email: text(w) }],
      })),
    });
  }
  return { OR: or };
}

/**
 * The Prisma filter of `filters` at `now`: leads created up to `now`, matching the search,
 * the verification status, created at or after now − 1/7/30 days for today/week/month, and
 * whose stored level is in the chosen experience group (EXPERIENCE_GROUPS).
 */
export function leadWhere(filters: LeadFilters, now = new Date()): Prisma.LeadWhereInput {
  const and: Prisma.LeadWhereInput[] = [{ createdAt: { lte: now } }];
  const search = filters.search?.trim();
  if (search) and.push(searchWhere(search));
  if (filters.status === 'verified') and.push({ isVerified: true });
  if (filters.status === 'pending') and.push({ isVerified: false });
  if (filters.period !== 'all') {
    const days = PERIOD_DAYS[filters.period];
    and.push({ createdAt: { gte: new Date(now.getTime() - days * 86_400_000) } });
  }
  if (filters.experience !== 'all') {
    and.push({ experience: { in: [...EXPERIENCE_GROUPS[filters.experience]] } });
  }
  return { AND: and };
}

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
  createdAt: true,
} as const satisfies Prisma.LeadSelect;

type LeadRowRecord = Prisma.LeadGetPayload<{ select: typeof LEAD_ROW_SELECT }>;

/** One row of the leads table: exactly the selected fields, the public id as `id`. */
export function toLeadRow(lead: LeadRowRecord) {
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
    createdAt: lead.createdAt.toISOString(),
  };
}
export type LeadRow = ReturnType<typeof toLeadRow>;

/** `{ leads, total, page, pageSize }`, newest first. */
export async function listLeads(db: Db, query: LeadListQuery, now = new Date()) {
  const where = leadWhere(query, now);
  const [rows, total] = await Promise.all([
    db.lead.findMany({
      where,
      select: LEAD_ROW_SELECT,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.lead.count({ where }),
  ]);
  return { leads: rows.map(toLeadRow), total, page: query.page, pageSize: query.pageSize };
}

/** The serial id of the lead with public id `publicId`; NotFoundError if there is none. */
export async function leadIdOf(db: Db, publicId: string): Promise<number> {
  const lead = await db.lead.findUnique({ where: { publicId }, select: { id: true } });
  if (!lead) throw new NotFoundError();
  return lead.id;
}

/** Everything the detail dialog shows, email log included; NotFoundError for an unknown id. */
export async function getLeadDetail(db: Db, publicId: string) {
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
  const [consultations, emails] = await Promise.all([
    db.consultationRequest.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: 'desc' } }),
    listDeliveries(db, { channel: 'email', leadId: lead.id, limit: 20 }),
  ]);
  return {
    ...toLeadRow(lead),
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
    /** The lead's email log (ISSUE 9 item 3): queued, sent, failed, with attempts. */
    emails,
  };
}

function noteView(note: {
  id: number;
  body: string;
  createdAt: Date;
  author: { username: string } | null;
}) {
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
) {
  return db.$transaction(async (tx) => {
    const before = await tx.lead.findUnique({ where: { publicId }, select: { priority: true } });
    if (!before) throw new NotFoundError();
    const lead = await tx.lead.update({
      where: { publicId },
      data: { priority },
      select: LEAD_ROW_SELECT,
    });
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
) {
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
