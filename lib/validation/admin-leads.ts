/**
 * Lead-list filters (SPEC.md §5 "Lead search", §2.14 leads tab), one schema for the URL of the
 * admin page, GET /api/leads and the CSV export. Every field is optional with the SPEC's
 * defaults; unknown values are refused (400), never ignored.
 */
import * as z from 'zod/mini';

export const LEAD_STATUSES = ['all', 'verified', 'pending'] as const;
export const LEAD_PERIODS = ['all', 'today', 'week', 'month'] as const;
/**
 * The admin's experience filter has the SPEC's four options (§2.14, §3 "The admin filters use
 * principiante, intermedio, avanzato"). The stored levels are five, so each stored level
 * belongs to exactly one option and no lead is unreachable: 'base' (the landing forms' "basic")
 * counts as principiante and 'professionale' as avanzato.
 */
export const LEAD_EXPERIENCES = ['all', 'principiante', 'intermedio', 'avanzato'] as const;
export const EXPERIENCE_GROUPS = {
  principiante: ['principiante', 'base'],
  intermedio: ['intermedio'],
  avanzato: ['avanzato', 'professionale'],
} as const;
/** Every stored experience level (the table's badge). */
export const STORED_EXPERIENCES = [
  'principiante',
  'base',
  'intermedio',
  'avanzato',
  'professionale',
] as const;
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

/** POST /api/leads/{id}/notes (SPEC.md §7). */
export const leadNoteSchema = z.object({
  note: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.invalid'), z.maxLength(2000, 'validation.invalid')),
});

/** The `{id}` of admin lead routes: the lead's public UUID. */
export const leadIdParamsSchema = z.object({ leadId: z.uuid() });
