/**
 * The calls tab's fixed choices (filters, page size), apart from ./calls.ts's schemas: free of
 * zod, so the tab's first load carries the lists without the schema library
 * (tests/unit/admin-first-load-imports.test.ts).
 */
import { CALL_KINDS, CALL_STATUSES } from '@/lib/offers';
import { LEAD_PERIODS } from './lead-options';

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
