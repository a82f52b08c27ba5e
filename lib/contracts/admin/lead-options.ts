/**
 * The leads tab's fixed choices (filters, priorities, page size), apart from ./leads.ts's
 * schemas: free of zod, so the tab's first load carries the lists without the schema library
 * (tests/unit/admin-first-load-imports.test.ts).
 */
import { EXPERIENCE_GROUP_IDS } from '@/lib/admin/experience-groups';

export const LEAD_STATUSES = ['all', 'verified', 'pending'] as const;
export const LEAD_PERIODS = ['all', 'today', 'week', 'month'] as const;
/**
 * The admin's experience filter has the product spec's four options (§2.14): 'all' and the three
 * groups of lib/admin/experience-groups.ts, the same groups the dashboard counts.
 */
export const LEAD_EXPERIENCES = ['all', ...EXPERIENCE_GROUP_IDS] as const;
export const LEAD_PRIORITIES = ['low', 'medium', 'high'] as const;
export const MAX_PAGE_SIZE = 100;
