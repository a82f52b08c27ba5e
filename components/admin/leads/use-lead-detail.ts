'use client';
/** GET /api/admin/leads/{id} for the open detail dialog. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/browser/api-client';
import { leadKeys } from './lead-keys';
import type { LeadDetailResponse } from '@/lib/contracts/admin/leads';

/** The detail of lead `id`; idle while `id` is null. */
export function useLeadDetail(id: string | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<LeadDetailResponse>('GET', `/api/admin/leads/${id}`, undefined, {
        locale: 'it',
        signal,
      }),
    enabled: id !== null,
  });
}
