/**
 * The operator's list of leads (docs/product.md §2.14 leads tab, §5 filters): filtered,
 * paginated rows, the count the export audits, and who sees contacts in lists. The filters are
 * one SQL condition (db/lead-filter.ts), shared with the CSV export and the call list. The
 * detail is detail.ts, notes notes.ts, priority priority.ts.
 * `{id}` on the wire is always the public UUID; the serial id never leaves the server.
 */
import 'server-only';
import * as z from 'zod/mini';
import {
  LEAD_PRIORITIES,
  SMS_DELIVERY_STATES,
  type LastSms,
  type LeadListRow,
  type LeadFilters,
  type LeadListQuery,
  type LeadPage,
  type LeadRow,
} from '@/lib/contracts/admin/leads';
import { EXPERIENCE_LEVELS } from '@/lib/validation/experience-options';
import { sqlOf, type Db } from '../../db/client';
import { onlyRow } from '../../db/sql';
import { Prisma } from '../../generated/prisma/client';
import { AppError } from '../../http/errors';
import { type AdminIdentity } from '../../auth/audit';
import { can } from '../../auth/admin-permissions';
import { leadFilterSql } from '../../db/lead-filter';
import { LAST_SMS_JOIN } from '../../leads/last-sms';
import { formatPhone } from '../../channels/sms/phone';

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

/**
 * One row of the leads table: exactly the selected fields, the public id as `id`, and the
 * phone as people write it (`phoneDisplay`).
 */
export function toLeadRow(lead: LeadRowRecord): LeadRow {
  return {
    id: lead.publicId,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    phoneDisplay: formatPhone(lead.phone),
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
export const lastSmsRecord = z.object({
  sms_state: z.nullable(z.enum(SMS_DELIVERY_STATES)),
  sms_error: z.nullable(z.string()),
  sms_sent_at: z.nullable(z.date()),
  sms_updated_at: z.nullable(z.date()),
});
type LastSmsRecord = z.infer<typeof lastSmsRecord>;

export const LAST_SMS_COLUMNS = Prisma.sql`last_sms.sms_state, last_sms.sms_error, last_sms.sms_sent_at,
  last_sms.sms_updated_at`;

/** The last SMS of a row of LAST_SMS_JOIN; null when the lead was never sent one. */
export function toLastSms(row: LastSmsRecord): LastSms | null {
  if (!row.sms_state || !row.sms_sent_at) return null;
  return {
    state: row.sms_state,
    errorCode: row.sms_error,
    sentAt: row.sms_sent_at.toISOString(),
    receiptAt: row.sms_updated_at?.toISOString() ?? null,
  };
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

type Contact = 'email' | 'phone' | 'phoneDisplay';

/** `row` as a list row for `viewer`: email and phone null unless the viewer lists contacts. */
function forViewer<T extends Record<Contact, string>>(
  row: T,
  viewer: ListViewer,
): Omit<T, Contact> & Record<Contact, string | null> {
  return viewer.contacts ? row : { ...row, email: null, phone: null, phoneDisplay: null };
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

/** The serial id of the lead with public id `publicId`; `not_found` if there is none. */
export async function leadIdOf(db: Db, publicId: string): Promise<number> {
  const lead = await db.lead.findUnique({ where: { publicId }, select: { id: true } });
  if (!lead) throw new AppError('not_found');
  return lead.id;
}
