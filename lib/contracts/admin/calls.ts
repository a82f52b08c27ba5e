/**
 * The operator's call list (calls tab): GET /api/admin/calls, its CSV export, PATCH
 * /api/admin/calls/{kind}/{id}, PUT /api/admin/calls/{kind}/{id}/outcome, and GET
 * /api/admin/partner-clicks shown beside it. One schema for the filters, read by the tab's URL
 * state, the list and the export; the PATCH body of a status change; the PUT body of an
 * outcome. Unknown values are refused (400/422), never ignored. Dates on the wire are
 * ISO 8601; a lead is named by its public id.
 */
import * as z from 'zod/mini';
import { CALL_KINDS, CALL_OUTCOMES, CALL_STATUSES } from '@/lib/offers';
import { MAX_PAGE_SIZE } from './lead-options';
import {
  CALL_KIND_FILTERS,
  CALL_PAGE_SIZE,
  CALL_PERIODS,
  CALL_STATUS_FILTERS,
} from './call-options';
import { count, leadUuid, text, instant } from '@/lib/contracts/answer-parts';
import { FOLLOW_UP_EVENTS } from '@/lib/meta/events';

export * from './call-options';

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
 * The lead's contact as the list shows it; `id` is the public UUID. `phone` is E.164 (dialled),
 * `phoneDisplay` the same number as people write it (formatted by the server, so the browser
 * loads no phone library). `email`, `phone` and `phoneDisplay` are null for an admin who may
 * not list contacts in bulk (a caller): the caller opens the lead's detail
 * (GET /api/admin/leads/{id}, audited as `lead.read`) to see the number to call.
 */
export type CallContact = NonNullable<CallEntry['lead']>;

/** One entry of the call list (consultation fields null for offers). */
export type CallEntry = CallPage['entries'][number];

/** Answer of GET /api/admin/calls: one page, newest first. */
export type CallPage = z.output<typeof callPage>;

/** Answer of PATCH /api/admin/calls/{kind}/{id}: the entry's new status and its time. */
export type CallStatusResponse = z.output<typeof callStatusResponse>;

/**
 * What an outcome told Meta: the follow-up Conversions API event (null for not_interested,
 * which sends none) and whether it was queued now, had been queued before (each event once per
 * lead), or was not sent (the Conversions API is off, the request has no lead, or the lead's
 * browser gave no marketing consent).
 */
export type CallOutcomeMeta = CallOutcomeResponse['meta'];

/** Answer of PUT /api/admin/calls/{kind}/{id}/outcome. */
export type CallOutcomeResponse = z.output<typeof callOutcomeResponse>;

/** Answer of GET /api/admin/partner-clicks: clicks on the partner offer. */
export type PartnerClickSummary = z.output<typeof partnerClickSummary>;

const callKind = z.enum(CALL_KINDS);

const callStatus = z.enum(CALL_STATUSES);

const callOutcome = z.enum(CALL_OUTCOMES);

export const callPage = z.object({
  entries: z.array(
    z.object({
      kind: callKind,
      id: count(),
      /** null: an anonymous consultation request (no contact to show). */
      lead: z.nullable(
        z.object({
          id: leadUuid,
          firstName: z.string(),
          lastName: z.string(),
          email: text(),
          phone: text(),
          phoneDisplay: z
            .nullable(z.string())
            .check(z.describe('The phone as people write it; null exactly when `phone` is.')),
        }),
      ),
      preferredDate: text(),
      preferredTime: text(),
      goals: text(),
      questions: text(),
      status: callStatus,
      /** When the operator last changed the status; null while it is `new`. */
      statusChangedAt: z.nullable(instant()),
      /** What the call came to; null: no outcome recorded yet. */
      outcome: z.nullable(callOutcome),
      outcomeChangedAt: z.nullable(instant()),
      createdAt: instant(),
    }),
  ),
  total: count(),
  byStatus: z.object({ new: count(), contacted: count(), done: count(), no_answer: count() }),
  page: count(),
  pageSize: count(),
});

export const callStatusResponse = z.object({
  entry: z.object({
    kind: callKind,
    id: count(),
    status: callStatus,
    statusChangedAt: instant(),
  }),
});

export const callOutcomeResponse = z.object({
  entry: z.object({
    kind: callKind,
    id: count(),
    outcome: callOutcome,
    outcomeChangedAt: instant(),
  }),
  meta: z
    .object({
      event: z.nullable(z.enum(FOLLOW_UP_EVENTS)),
      result: z.enum(['queued', 'already_queued', 'not_sent']),
    })
    .check(
      z.describe(
        'The follow-up Conversions API event (null: not_interested sends none) and whether it was queued now, before (once per lead), or not sent (API off, no lead, no marketing consent).',
      ),
    ),
});

export const partnerClickSummary = z.object({
  today: count(),
  last30Days: count(),
  recent: z.array(
    z.object({
      at: instant(),
      lead: z.nullable(z.object({ id: leadUuid, firstName: z.string(), lastName: z.string() })),
      campaignId: text(),
    }),
  ),
});
