/** Query keys of the calls tab (docs/conventions.md: a key factory per feature). */
import type { CallListQuery } from '@/lib/contracts/admin/calls';

export const callKeys = {
  all: ['admin', 'calls'] as const,
  lists: () => [...callKeys.all, 'list'] as const,
  list: (query: CallListQuery) => [...callKeys.lists(), query] as const,
  partnerClicks: () => [...callKeys.all, 'partner-clicks'] as const,
};
