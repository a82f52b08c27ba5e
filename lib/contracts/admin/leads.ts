/**
 * The back-office's leads (leads tab, lead detail, communications tab): GET /api/leads (the
 * list), GET/PATCH/DELETE /api/admin/leads/{leadId}, POST /api/leads/{leadId}/notes and
 * POST /api/leads/{leadId}/email. Filters (docs/product.md §5 "Lead search", §2.14): one schema for
 * the admin page's URL, GET /api/leads and the CSV export; every field optional with the
 * the product spec's defaults, unknown values refused (400), never ignored. `id` on the wire is always the
 * lead's public UUID.
 */
import * as z from 'zod/mini';
import type { ExperienceLevel } from '@/lib/validation/experience-options';
import { EXPERIENCE_GROUP_IDS, EXPERIENCE_GROUPS } from '@/lib/admin/experience-groups';
import { EMAIL_TEMPLATES } from '../../admin/email-templates';
import type { Delivery } from './deliveries';

export const LEAD_STATUSES = ['all', 'verified', 'pending'] as const;
export const LEAD_PERIODS = ['all', 'today', 'week', 'month'] as const;
/**
 * The admin's experience filter has the product spec's four options (§2.14): 'all' and the three
 * groups of lib/admin/experience-groups.ts, the same groups the dashboard counts.
 */
export const LEAD_EXPERIENCES = ['all', ...EXPERIENCE_GROUP_IDS] as const;
export { EXPERIENCE_GROUPS };
export const LEAD_PRIORITIES = ['low', 'medium', 'high'] as const;
export const MAX_PAGE_SIZE = 100;

/** The filters (no paging): search, status, period, experience. */
export const leadFilterFields = {
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z._default(z.enum(LEAD_STATUSES), 'all'),
  period: z._default(z.enum(LEAD_PERIODS), 'all'),
  experience: z._default(z.enum(LEAD_EXPERIENCES), 'all'),
};

export const leadFiltersSchema = z.object(leadFilterFields);

/** Filters plus page (1-based) and page size (1..100, default 25). */
export const leadListQuerySchema = z.object({
  ...leadFilterFields,
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
    25,
  ),
});

export type LeadFilters = z.output<typeof leadFiltersSchema>;
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** PATCH /api/admin/leads/{id}. */
export const leadPrioritySchema = z.object({ priority: z.enum(LEAD_PRIORITIES) });

/** POST /api/leads/{id}/notes (docs/product.md §7). */
export const leadNoteSchema = z.object({
  note: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.invalid'), z.maxLength(2000, 'validation.invalid')),
});

/** The `{id}` of admin lead routes: the lead's public UUID. */
export const leadIdParamsSchema = z.object({ leadId: z.uuid() });

/**
 * POST /api/leads/{id}/email (docs/product.md §7: `template` is the body text): the text, an optional
 * subject and which template it started from.
 */
export const leadEmailSchema = z.object({
  template: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.invalid'),
      z.maxLength(10_000, 'validation.invalid'),
    ),
  subject: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.invalid'),
        z.maxLength(200, 'validation.invalid'),
      ),
  ),
  templateKey: z.optional(z.enum(EMAIL_TEMPLATES)),
});
export type LeadEmailInput = z.output<typeof leadEmailSchema>;

/** One row of the leads table (GET /api/leads); dates ISO 8601. */
export interface LeadRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: ExperienceLevel;
  isVerified: boolean;
  priority: (typeof LEAD_PRIORITIES)[number];
  campaignId: string | null;
  adSource: string | null;
  /** The lead's language ('it' or 'de'): email to the lead is written in it. */
  locale: string;
  createdAt: string;
}

/**
 * What became of a lead's last SMS: 'not_sent' (the provider refused it or was down), 'sent'
 * (taken by the provider, no delivery receipt yet), then what the receipt said: 'delivered',
 * 'failed', 'expired'.
 */
export const SMS_DELIVERY_STATES = ['not_sent', 'sent', 'delivered', 'failed', 'expired'] as const;
export type SmsDeliveryState = (typeof SMS_DELIVERY_STATES)[number];

/** The lead's last SMS code: its delivery state, the provider's error code, and when. */
export interface LastSms {
  state: SmsDeliveryState;
  /** The provider's error code of a failed or expired delivery. */
  errorCode: string | null;
  sentAt: string;
  /** When the last receipt arrived; null before one. */
  receiptAt: string | null;
}

/**
 * A row of the leads list: the row and its last SMS (null when none was ever sent). `email` and
 * `phone` are null for an admin who may not list contacts in bulk (a caller: they page through
 * every lead); the lead's detail, read one at a time and audited, has them.
 */
export interface LeadListRow extends Omit<LeadRow, 'email' | 'phone'> {
  email: string | null;
  phone: string | null;
  lastSms: LastSms | null;
}

/** Answer of GET /api/leads: one page of the leads matching the filters, newest first. */
export interface LeadPage {
  leads: LeadListRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** An operator's note on a lead; `author` null once the admin user is gone. */
export interface LeadNote {
  id: number;
  body: string;
  author: string | null;
  createdAt: string;
}

/**
 * The lead's detail: its row (contact included, for every role: each read is audited as
 * `lead.read`), its last SMS, attribution, consents, consultations, notes and email log.
 */
export interface LeadDetail extends LeadRow {
  lastSms: LastSms | null;
  locale: string;
  verifiedAt: string | null;
  isFreeAccess: boolean;
  freeAccessExpiresAt: string | null;
  registrationNumber: string | null;
  emailOptOutAt: string | null;
  lastTouch: {
    campaignId: string | null;
    source: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmContent: string | null;
    utmTerm: string | null;
    fbclid: string | null;
  };
  firstTouch: {
    landingPage: string | null;
    campaignId: string | null;
    source: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
  };
  consents: {
    kind: string;
    policyVersion: string;
    /** Accepted documents (privacy) or categories (cookies), stored as JSON. */
    scope: unknown;
    ipTruncated: string | null;
    createdAt: string;
  }[];
  consultations: {
    preferredDate: string;
    preferredTime: string;
    experience: string;
    goals: string;
    questions: string | null;
    createdAt: string;
  }[];
  /** Newest first. */
  notes: LeadNote[];
  /** The lead's email log, newest first. */
  emails: Delivery[];
}

/** Answer of GET /api/admin/leads/{leadId}. */
export interface LeadDetailResponse {
  lead: LeadDetail;
}

/** Answer of PATCH /api/admin/leads/{leadId}: the row with its new priority. */
export interface LeadPriorityResponse {
  lead: LeadRow;
}

/** 201 answer of POST /api/leads/{leadId}/notes. */
export interface LeadNoteResponse {
  note: LeadNote;
}

/** 202 answer of POST /api/leads/{leadId}/email: the message waits in the outbox. */
export interface LeadEmailResponse {
  email: { id: string; status: 'pending' };
}
