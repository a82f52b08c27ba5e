/**
 * The operator's call list (calls tab): GET /api/admin/calls, its CSV export, PATCH
 * /api/admin/calls/{kind}/{id}, PUT /api/admin/calls/{kind}/{id}/outcome, and GET
 * /api/admin/partner-clicks shown beside it. One schema for the filters, read by the tab's URL
 * state, the list and the export; the PATCH body of a status change; the PUT body of an
 * outcome. Unknown values are refused (400/422), never ignored. Dates on the wire are
 * ISO 8601; a lead is named by its public id.
 */
import * as z from 'zod/mini';
import {
  CALL_KINDS,
  CALL_OUTCOMES,
  CALL_STATUSES,
  type CallKind,
  type CallOutcome,
  type CallStatus,
} from '@/lib/offers';
import type { FollowUpEventName } from '@/lib/meta/events';
import { LEAD_PERIODS, MAX_PAGE_SIZE } from './leads';

/** Kind filter: every kind, or one of CALL_KINDS. */
export const CALL_KIND_FILTERS = ['all', ...CALL_KINDS] as const;
/** Status filter: every status, `open` (new or no_answer: still to call), or one status. */
export const CALL_STATUS_FILTERS = ['all', 'open', ...CALL_STATUSES] as const;
/** The statuses `open` stands for. */
export const OPEN_CALL_STATUSES = ['new', 'no_answer'] as const;
/** Period filter, as on the leads tab: created in the last 1, 7 or 30 days, or ever. */
export const CALL_PERIODS = LEAD_PERIODS;
/** Rows per page of the tab (the leads list's default). */
export const CALL_PAGE_SIZE = 25;

/** The filters (no paging); `q` searches the lead's first/last name, email and phone. */
export const callFilterFields = {
  kind: z._default(z.enum(CALL_KIND_FILTERS), 'all'),
  status: z._default(z.enum(CALL_STATUS_FILTERS), 'all'),
  period: z._default(z.enum(CALL_PERIODS), 'all'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
};

export const callFiltersSchema = z.object(callFilterFields);

/** Filters plus page (1-based) and page size (1..100, default CALL_PAGE_SIZE). */
export const callListQuerySchema = z.object({
  ...callFilterFields,
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
    CALL_PAGE_SIZE,
  ),
});

export type CallFilters = z.output<typeof callFiltersSchema>;
export type CallListQuery = z.output<typeof callListQuerySchema>;

/** The `[kind]/[id]` of PATCH /api/admin/calls/{kind}/{id}: a kind and a positive int4 id. */
export const callParamsSchema = z.object({
  kind: z.enum(CALL_KINDS),
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
});

/** PATCH /api/admin/calls/{kind}/{id} body. */
export const callStatusSchema = z.object({ status: z.enum(CALL_STATUSES) });

/** PUT /api/admin/calls/{kind}/{id}/outcome body: what the call came to. */
export const callOutcomeSchema = z.object({ outcome: z.enum(CALL_OUTCOMES) });

/**
 * The lead's contact as the list shows it; `id` is the public UUID. `email` and `phone` are
 * null for an admin who may not list contacts in bulk (a caller): the caller opens the lead's
 * detail (GET /api/admin/leads/{id}, audited as `lead.read`) to see the number to call.
 */
export interface CallContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

/** One entry of the call list (consultation fields null for offers). */
export interface CallEntry {
  kind: CallKind;
  id: number;
  /** null: an anonymous consultation request (no contact to show). */
  lead: CallContact | null;
  preferredDate: string | null;
  preferredTime: string | null;
  goals: string | null;
  questions: string | null;
  status: CallStatus;
  /** When the operator last changed the status; null while it is `new`. */
  statusChangedAt: string | null;
  /** What the call came to; null: no outcome recorded yet. */
  outcome: CallOutcome | null;
  outcomeChangedAt: string | null;
  createdAt: string;
}

/** Answer of GET /api/admin/calls: one page, newest first. */
export interface CallPage {
  entries: CallEntry[];
  /** Entries matching every filter. */
  total: number;
  /** Entries per status under the other filters (kind, period, search). */
  byStatus: Record<CallStatus, number>;
  page: number;
  pageSize: number;
}

/** Answer of PATCH /api/admin/calls/{kind}/{id}: the entry's new status and its time. */
export interface CallStatusResponse {
  entry: Pick<CallEntry, 'kind' | 'id' | 'status'> & { statusChangedAt: string };
}

/**
 * What an outcome told Meta: the follow-up Conversions API event (null for not_interested,
 * which sends none) and whether it was queued now, had been queued before (each event once per
 * lead), or was not sent (the Conversions API is off, the request has no lead, or the lead's
 * browser gave no marketing consent).
 */
export interface CallOutcomeMeta {
  event: FollowUpEventName | null;
  result: 'queued' | 'already_queued' | 'not_sent';
}

/** Answer of PUT /api/admin/calls/{kind}/{id}/outcome. */
export interface CallOutcomeResponse {
  entry: Pick<CallEntry, 'kind' | 'id'> & { outcome: CallOutcome; outcomeChangedAt: string };
  meta: CallOutcomeMeta;
}

/** Answer of GET /api/admin/partner-clicks: clicks on the partner offer. */
export interface PartnerClickSummary {
  today: number;
  last30Days: number;
  /** Newest first: when, who (name only; null: no lead session) and from which campaign. */
  recent: {
    at: string;
    lead: Pick<CallContact, 'id' | 'firstName' | 'lastName'> | null;
    campaignId: string | null;
  }[];
}
