'use client';
/** GET /api/leads with the tab's filters; the previous page stays on screen while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/browser/api-client';
import type { LeadListQuery, LeadPage } from '@/lib/contracts/admin/leads';
import { leadKeys } from './lead-keys';
import { listQueryString } from '@/components/admin/common/list-query-string';

/** One page of leads for `query`; the previous page stays shown while the next loads. */
export function useLeads(query: LeadListQuery) {
  return useQuery({
    queryKey: leadKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<LeadPage>('GET', `/api/leads${listQueryString(query)}`, undefined, {
        locale: 'it',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
