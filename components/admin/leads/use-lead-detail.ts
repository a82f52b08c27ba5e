'use client';
/**
 * GET /api/admin/leads/{id} for the open detail dialog. While the lead is not verified the
 * detail is polled, so a delivery receipt (an SMS that failed, or arrived) or the lead's own
 * verification shows within seconds; the polls are background requests, which do not keep an
 * idle admin session alive.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/browser/api-client';
import { leadKeys } from './lead-keys';
import type { LeadDetailResponse } from '@/lib/contracts/admin/leads';

/** How often an unverified lead's open detail is fetched again. */
export const LEAD_DETAIL_POLL_MS = 5_000;

/** The detail of lead `id`; idle while `id` is null. */
export function useLeadDetail(id: string | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? ''),
    queryFn: ({ signal, client, queryKey }) =>
      apiRequest<LeadDetailResponse>('GET', `/api/admin/leads/${id}`, undefined, {
        locale: 'it',
        signal,
        background: client.getQueryData(queryKey) !== undefined,
      }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && !query.state.data.lead.isVerified ? LEAD_DETAIL_POLL_MS : false,
  });
}
