/** Query keys of the leads tab (docs/conventions.md: a key factory per feature). */
import type { LeadListQuery } from '@/lib/contracts/admin/leads';

export const leadKeys = {
  all: ['admin', 'leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (query: LeadListQuery) => [...leadKeys.lists(), query] as const,
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
};
