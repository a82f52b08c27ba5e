'use client';
/** GET /api/admin/calls with the tab's filters; the previous page stays shown while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/browser/api-client';
import type { CallListQuery, CallPage } from '@/lib/contracts/admin/calls';
import { callKeys } from './call-keys';
import { listQueryString } from '@/components/admin/common/list-query-string';

/** One page of the call list for `query`. */
export function useCalls(query: CallListQuery) {
  return useQuery({
    queryKey: callKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<CallPage>('GET', `/api/admin/calls${listQueryString(query)}`, undefined, {
        locale: 'it',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
