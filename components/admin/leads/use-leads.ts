'use client';
/** GET /api/leads with the tab's filters; the previous page stays on screen while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LeadListQuery } from '@/lib/validation/admin-leads';
import { leadKeys } from './lead-keys';
import { leadQueryString } from './use-lead-filters';

export interface LeadRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: string;
  isVerified: boolean;
  priority: 'low' | 'medium' | 'high';
  campaignId: string | null;
  adSource: string | null;
  createdAt: string;
}

export interface LeadPage {
  leads: LeadRow[];
  total: number;
  page: number;
  pageSize: number;
}

export function useLeads(query: LeadListQuery) {
  return useQuery({
    queryKey: leadKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<LeadPage>('GET', `/api/leads${leadQueryString(query)}`, undefined, {
        locale: 'it',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
