'use client';
/** Fetches one lead (GET /api/leads/{id}) with React Query; idle while `id` is null. */
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiRequest } from '@/lib/browser/api-client';
import { leadKeys } from './lead-keys';
import type { LeadResponse, StudentLead } from '@/lib/contracts/leads';

/** The lead, or the query's loading/error state (a 404 means "not yours" or unknown). */
export function useLead(id: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: leadKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<LeadResponse>('GET', `/api/leads/${encodeURIComponent(id ?? '')}`, undefined, {
        locale,
        signal,
      }),
    select: (data): StudentLead => data.lead,
    enabled: Boolean(id),
    retry: false,
  });
}
