/**
 * The back-office's leads (leads tab, lead detail, communications tab): GET /api/leads (the
 * list), GET/PATCH/DELETE /api/admin/leads/{leadId}, POST /api/leads/{leadId}/notes and
 * POST /api/leads/{leadId}/email. Filters (docs/product.md §5 "Lead search", §2.14): one schema for
 * the admin page's URL, GET /api/leads and the CSV export; every field optional with the
 * the product spec's defaults, unknown values refused (400), never ignored. `id` on the wire is always the
 * lead's public UUID.
 */
import * as z from 'zod/mini';
import { EXPERIENCE_GROUPS } from '@/lib/admin/experience-groups';
import { EMAIL_TEMPLATES } from '../../admin/email-templates';
import { leadUuid, text, instant, count } from '@/lib/contracts/answer-parts';
import { EXPERIENCE_LEVELS } from '@/lib/validation/experience-options';
import { delivery } from '@/lib/contracts/admin/deliveries';
import {
  LEAD_EXPERIENCES,
  LEAD_PERIODS,
  LEAD_PRIORITIES,
  LEAD_STATUSES,
  MAX_PAGE_SIZE,
} from './lead-options';

export { EXPERIENCE_GROUPS };
export * from './lead-options';

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
export type LeadRow = LeadPriorityResponse['lead'];

/**
 * What became of a lead's last SMS: 'not_sent' (the provider refused it or was down), 'sent'
 * (taken by the provider, no delivery receipt yet), then what the receipt said: 'delivered',
 * 'failed', 'expired'.
 */
export const SMS_DELIVERY_STATES = ['not_sent', 'sent', 'delivered', 'failed', 'expired'] as const;
export type SmsDeliveryState = (typeof SMS_DELIVERY_STATES)[number];

/** The lead's last SMS code: its delivery state, the provider's error code, and when. */
export type LastSms = NonNullable<LeadDetail['lastSms']>;

/**
 * A row of the leads list: the row and its last SMS (null when none was ever sent). `email`,
 * `phone` and `phoneDisplay` are null for an admin who may not list contacts in bulk (a caller: they page through
 * every lead); the lead's detail, read one at a time and audited, has them.
 */
export type LeadListRow = LeadPage['leads'][number];

/** Answer of GET /api/leads: one page of the leads matching the filters, newest first. */
export type LeadPage = z.output<typeof leadPage>;

/** An operator's note on a lead; `author` null once the admin user is gone. */
export type LeadNote = LeadNoteResponse['note'];

/**
 * The lead's detail: its row (contact included, for every role: each read is audited as
 * `lead.read`), its last SMS, attribution, consents, consultations, notes and email log.
 */
export type LeadDetail = LeadDetailResponse['lead'];

/** Answer of GET /api/admin/leads/{leadId}. */
export type LeadDetailResponse = z.output<typeof leadDetailResponse>;

/** Answer of PATCH /api/admin/leads/{leadId}: the row with its new priority. */
export type LeadPriorityResponse = z.output<typeof leadPriorityResponse>;

/** 201 answer of POST /api/leads/{leadId}/notes. */
export type LeadNoteResponse = z.output<typeof leadNoteResponse>;

/** 202 answer of POST /api/leads/{leadId}/email: the message waits in the outbox. */
export type LeadEmailResponse = z.output<typeof leadEmailResponse>;

const leadRowFields = {
  id: leadUuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** E.164 ('+393494601000'): what a `tel:` link dials and the CSV export writes. */
  phone: z.string(),
  phoneDisplay: z
    .string()
    .check(z.describe('The phone as people write it (+39 349 460 1000), formatted by the server.')),
  experience: z.enum(EXPERIENCE_LEVELS),
  isVerified: z.boolean(),
  priority: z.enum(LEAD_PRIORITIES),
  campaignId: text(),
  adSource: text(),
  /** The lead's language ('it' or 'de'): email to the lead is written in it. */
  locale: z.string(),
  createdAt: instant(),
};

const lastSms = z.nullable(
  z.object({
    state: z.enum(SMS_DELIVERY_STATES),
    /** The provider's error code of a failed or expired delivery. */
    errorCode: text(),
    sentAt: instant(),
    /** When the last receipt arrived; null before one. */
    receiptAt: z.nullable(instant()),
  }),
);

export const leadRow = z.object(leadRowFields);

export const leadPage = z.object({
  leads: z.array(
    z.object({
      ...leadRowFields,
      email: z.nullable(z.string()).check(z.describe('null for a caller (no bulk contacts).')),
      phone: z.nullable(z.string()).check(z.describe('null for a caller (no bulk contacts).')),
      phoneDisplay: z
        .nullable(z.string())
        .check(z.describe('The phone as people write it; null exactly when `phone` is.')),
      lastSms,
    }),
  ),
  total: count(),
  page: count(),
  pageSize: count(),
});

const leadNote = z.object({ id: count(), body: z.string(), author: text(), createdAt: instant() });

export const leadDetailResponse = z.object({
  lead: z.object({
    ...leadRowFields,
    lastSms,
    verifiedAt: z.nullable(instant()),
    isFreeAccess: z.boolean(),
    freeAccessExpiresAt: z.nullable(instant()),
    registrationNumber: text(),
    emailOptOutAt: z.nullable(instant()),
    lastTouch: z.object({
      campaignId: text(),
      source: text(),
      utmSource: text(),
      utmMedium: text(),
      utmCampaign: text(),
      utmContent: text(),
      utmTerm: text(),
      fbclid: text(),
    }),
    firstTouch: z.object({
      landingPage: text(),
      campaignId: text(),
      source: text(),
      utmSource: text(),
      utmMedium: text(),
      utmCampaign: text(),
    }),
    consents: z.array(
      z.object({
        kind: z.string(),
        policyVersion: z.string(),
        /** Accepted documents (privacy) or categories (cookies), stored as JSON. */
        scope: z.unknown(),
        ipTruncated: text(),
        createdAt: instant(),
      }),
    ),
    consultations: z.array(
      z.object({
        preferredDate: z.string(),
        preferredTime: z.string(),
        experience: z.string(),
        goals: z.string(),
        questions: text(),
        createdAt: instant(),
      }),
    ),
    /** Newest first. */
    notes: z.array(leadNote),
    /** The lead's email log, newest first. */
    emails: z.array(delivery),
  }),
});

export const leadPriorityResponse = z.object({ lead: leadRow });

export const leadNoteResponse = z.object({ note: leadNote });

export const leadEmailResponse = z.object({
  email: z.object({ id: z.string(), status: z.literal('pending') }),
});
